import ConstraintSolver
import Testing

// Fuzz findings not fixed yet, replayed as known issues: each moves to its family's file when
// it is fixed.

extension SolverFuzzFindingTests {
  /// Finding 53 (crash-c6ad2da7…, 108,924 runs into a 10-minute pass on seed 9106, on
  /// b4b3461; it fails on 5651ae9 too), not fixed.
  ///
  /// Wide numbers, everyday sizes: after step 46 every number of the system is below
  /// 3.8 × 10^7, but a fresh solver given its constraints in the opposite order refuses the
  /// last of them, the required `v6 / 3 + 0.5 ≥ 0`, as out of range: on that order's path the
  /// values passed 10^11, and the add's dual simplex ended with a slack at 6.5 × 10^15 (it was
  /// 1.1 × 10^12), past `Solver.maximumValue`. Whether an add is refused as out of range
  /// depends on the path. A rule that confirmed such a refusal by rebuilds, and took the add
  /// on a rebuild in range (6724ee1 to 27d65e7), fixed this and finding 55 but let in systems
  /// that no later rebuild could hold: finding 57. It was withdrawn; a refusal that is safe
  /// (typed, and leaving the solver as it was) is kept over an add that a later request can
  /// break.
  @Test func finding53Replayed() {
    withKnownIssue("a fresh solve in the opposite order is refused as out of range") {
      var replay = SystemReplay(
        source: Bytes(bytes: [
          196, 125, 14, 85, 99, 86, 46, 77, 145, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78,
          92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243,
          174,
          233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243, 122, 168, 119, 134, 149, 242, 144,
          15,
          116, 150, 170, 112, 201, 176, 186, 123, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111,
          110,
          97, 108, 164, 196, 125, 14, 85, 99, 86, 46, 77, 86, 145, 6, 255, 255, 255, 255, 1, 0, 0,
          0,
          0, 0, 143, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255, 57, 42,
          26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156, 130, 232, 235, 193, 210,
          79, 174, 41, 97, 78, 92, 67, 42, 225, 212, 144, 0, 0, 0, 0, 0, 0, 0, 23, 118, 69, 127, 52,
          157, 121, 138, 236, 32, 96, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148,
          148,
          148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148,
          148, 148, 148, 148, 148, 148, 148, 148, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1,
          255,
          57, 42, 26, 0, 0, 0, 0, 0, 0, 0, 238, 93, 56, 72, 40, 254, 156, 130, 232, 193, 210, 235,
          79,
          181, 41, 97, 78, 92, 67, 42, 32, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32,
          96, 109, 192, 243, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156, 130, 232,
          235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121,
          139, 236, 32, 96, 109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243,
          122, 168, 119, 134, 149, 242, 144, 15, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121,
          139, 236, 32, 96, 109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243,
          122, 168, 119, 134, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38, 101,
          81,
          3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 196, 148, 125, 14, 85, 99, 148, 148,
        ]))
      replay.pairsEqualities = true
      #expect(replay.run(maxSteps: 48) == nil)
    }
  }

  /// Finding 55 (crash-06f0831d…, 2,495 runs into a 15-minute pass on seed 9111, on e96c88e,
  /// with the work corpus of the earlier passes; it fails on 5651ae9 too), not fixed.
  ///
  /// Finding 53's family: after step 44 every number is below 6.8 × 10^7, but a fresh solver
  /// given the constraints in the opposite order refuses the required
  /// `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` as out of range. A new solver given the same
  /// constraints in priority order stays at 8.5 × 10^12; a rebuild in priority order with no
  /// checks between its adds passed the bound at 3.1 × 10^11. Open for the reason finding 53
  /// is.
  @Test func finding55Replayed() {
    withKnownIssue("a fresh solve in the opposite order is refused as out of range") {
      var replay = SystemReplay(
        source: Bytes(bytes: [
          196, 125, 14, 85, 99, 86, 46, 77, 145, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78,
          92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243,
          174,
          233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243, 122, 168, 119, 134, 149, 242, 144,
          15,
          116, 150, 170, 112, 201, 176, 186, 123, 38, 47, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111,
          110, 97, 108, 164, 196, 125, 14, 85, 99, 86, 46, 77, 86, 145, 6, 255, 255, 255, 255, 1, 0,
          0, 0, 0, 0, 143, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255,
          57,
          42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156, 130, 232, 235, 193,
          210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 212, 144, 0, 0, 0, 0, 0, 0, 0, 23, 118, 69,
          127,
          52, 157, 121, 138, 236, 32, 96, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148,
          148,
          148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148,
          148, 148, 148, 148, 148, 148, 148, 148, 148, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116,
          1,
          255, 57, 42, 26, 0, 0, 0, 0, 0, 0, 0, 238, 93, 56, 72, 40, 254, 156, 130, 232, 193, 210,
          235, 79, 181, 41, 97, 78, 92, 67, 42, 32, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138,
          236, 32, 96, 109, 192, 243, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
          130, 232, 235, 193, 210, 79, 174, 58, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
          157, 121, 139, 236, 32, 96, 109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141,
          157, 243, 122, 168, 119, 134, 149, 242, 144, 15, 67, 42, 225, 174, 144, 118, 69, 127, 52,
          157, 121, 139, 236, 32, 96, 109, 192, 243, 3, 0, 0, 0, 0, 0, 0, 0, 6, 119, 141, 157, 243,
          122, 168, 119, 134, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38, 101,
          81,
          3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 196, 148, 125, 14, 85, 99, 148, 148,
        ]))
      replay.pairsEqualities = true
      #expect(replay.run(maxSteps: 48) == nil)
    }
  }
}
