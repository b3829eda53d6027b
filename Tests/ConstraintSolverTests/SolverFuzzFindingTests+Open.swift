import ConstraintSolver
import Testing

// Fuzz findings not fixed yet, replayed as known issues: each moves to its family's file when
// it is fixed, and its input stays out of the fuzz corpus until then (CI's fixed pass mutates
// the corpus, and would walk into it).

extension SolverFuzzFindingTests {
  /// Finding 68 (crash-42e6b5e8…, 7,999 runs into a 10-minute pass on seed 9129, on
  /// d58e335; it fails on 5651ae9 too), not fixed.
  ///
  /// After step 46 the fresh solve in the opposite order puts v5 at −2.48 and the incremental
  /// solver at −1.83, every number below 3.8 × 10^7: the same values as finding 67, which
  /// `Objective.blockingCost` fixed. Here the incremental solver is right again (the errors at
  /// 500 sum to 3,728,271.94 against the fresh solve's 3,728,272.16, the levels above
  /// agreeing), and every rebuild of either tableau in the opposite or priority order reaches
  /// the incremental values; only the fresh solve's own path (and the rebuild in its slot
  /// order) ends 0.22 short at 500. No symbol of its tableau has a negative stored cost or
  /// small positive costs that block one: two (an error and a slack) have a stored cost of
  /// exactly 0 at 500 where one step of refinement of their columns gives −0.0036 and −0.011,
  /// so the improvement is hidden by a zero, not by a positive cost. The rule that makes a
  /// sum cancelling to 10^-10 of its parts exactly 0 is not the cause (every sum it zeroed
  /// for them was below 10^-12). Nor are the refined costs to be trusted: a trial that gave
  /// those two symbols their refined costs and re-optimised left a preference at 999 1.95
  /// off. The fresh tableau is inconsistent, and not by rounding: along the error's column,
  /// v6's row moves by −1/31 (and by −3/31 along the slack's) while no row of v0, v2 or of
  /// the errors of the optional `v0 + 0.1 v2 + v6 == 0` at 999 moves, so that
  /// constraint's residual along the column is exactly that. The loss comes from the
  /// rebuild that the request adding `v0 + 0.1 v2 + v6 == 0` at 999 asks for: while it adds
  /// `−10 v1 − 10 v2 − v6 + 33554431 ≥ 0` at 999.5, the primal ratio test takes a passed-over
  /// cell of −1.29 × 10^-9 (above `genuineCellRatio`, 1.1 × 10^-10 of its row's largest),
  /// and the tableau is inconsistent by 11 from that pivot on. Raising `genuineCellRatio` to
  /// 10^-8 fixes this finding but refuses a genuine chain cell of 10^-8
  /// (`RangeTests.aSuggestedValueThatTakesASlackPastTheBoundIsRefused`): the ratio alone
  /// cannot tell them apart. Not fixed yet.
  @Test func finding68Replayed() {
    withKnownIssue("a fresh solve in the opposite order ends 0.22 short at priority 500") {
      let input: [UInt8] = [
        196, 125, 14, 85, 99, 86, 46, 77, 145, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97,
        78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 109, 192,
        243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243, 122, 168, 119, 134, 149,
        242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38, 101, 81, 3, 11, 0, 79, 112,
        116, 105, 111, 110, 97, 108, 164, 196, 125, 14, 85, 99, 86, 46, 77, 86, 145, 6, 255,
        255, 255, 255, 1, 0, 0, 0, 0, 0, 143, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
        73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40,
        254, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 212, 144, 0, 0,
        0, 0, 0, 0, 0, 23, 118, 69, 127, 50, 157, 121, 138, 236, 32, 96, 148, 148, 148, 148,
        148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148,
        148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148,
        148, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255, 57, 42, 26, 0, 0, 0, 0, 0, 0,
        0, 238, 93, 56, 72, 40, 254, 156, 130, 232, 193, 210, 235, 79, 181, 41, 97, 78, 92, 67,
        42, 32, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 120,
        12, 250, 25, 93, 170, 158, 53, 93, 56, 67, 104, 97, 114, 97, 72, 40, 254, 156, 130, 232,
        235, 193, 210, 79, 174, 41, 97, 78, 92, 0, 0, 0, 0, 0, 0, 0, 0, 72, 72, 72, 72, 72, 72,
        72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 174, 144, 118, 69, 127, 52, 157,
        121, 139, 236, 32, 96, 109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141,
        157, 243, 122, 168, 119, 134, 149, 235, 144, 15, 67, 42, 225, 174, 144, 118, 69, 127,
        52, 157, 121, 139, 236, 32, 96, 109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6,
        119, 141, 157, 243, 122, 168, 119, 134, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176,
        186, 123, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 196, 148,
        125, 14, 85, 99, 148, 148,
      ]
      #expect(Self.replayFailure(input) == nil)
    }
  }

  /// Finding 69 (crash-33339c67…, 34,206 runs into a 10-minute pass on seed 9131, on
  /// 4dd0819; it fails on 5651ae9 too), not fixed: finding 65's family, not analysed yet.
  ///
  /// After step 24 the replay's fresh solve in the opposite order refuses the optional
  /// `10 v0 + v2 / 3 + 0.5 ≤ 0` at 500 as out of range (finding 63's and 65's constraint),
  /// and a solver given the same partial system in priority order takes it: one of the two is
  /// wrong, as in finding 65, where the one that took it had stopped short of an optimum
  /// past the bound.
  @Test func finding69Replayed() {
    withKnownIssue("a refusal as out of range that another order does not confirm") {
      let input: [UInt8] = [
        196, 125, 14, 85, 99, 86, 46, 77, 145, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97,
        78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 162, 109, 192,
        243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243, 122, 83, 116, 114, 149,
        242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38, 101, 81, 3, 11, 0, 79, 112,
        116, 105, 111, 138, 97, 108, 164, 196, 125, 14, 85, 99, 86, 46, 77, 86, 145, 6, 255,
        255, 255, 255, 1, 0, 0, 0, 0, 0, 143, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
        73, 110, 255, 255, 255, 255, 255, 255, 255, 47, 96, 25, 93, 186, 158, 53, 93, 56, 72,
        40, 254, 166, 130, 232, 235, 158, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174,
        144, 0, 0, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225,
        101, 102, 97, 117, 111, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 148, 148, 148, 255, 1, 0,
        0, 115, 0, 0, 0, 0, 73, 110, 116, 1, 255, 56, 42, 26, 0, 0, 0, 0, 0, 0, 0, 206, 93, 56,
        72, 40, 254, 156, 130, 232, 235, 193, 210, 79, 181, 41, 97, 78, 255, 255, 255, 255, 134,
        137, 56, 69, 91, 255, 255, 255, 255, 255, 255, 245, 144, 15, 116, 150, 170, 112, 201,
        176, 186, 49, 123, 38, 101, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 81, 3, 11, 0, 67, 104,
        97, 114, 97, 99, 116, 101, 79, 112, 116, 105, 111, 110, 97, 108, 164, 196, 148, 125, 14,
        85, 99, 148, 148,
      ]
      #expect(Self.replayFailure(input) == nil)
    }
  }

  /// Finding 70 (crash-ce49e2c9…, 36,294 runs into a 10-minute pass on seed 9132, on
  /// 4dd0819; it fails on 5651ae9 too), not fixed: finding 68's values (v5 at −1.83 against a
  /// fresh solve's −2.48 after step 45), likely its cause; not analysed yet.
  @Test func finding70Replayed() {
    withKnownIssue("a fresh solve in the opposite order disagrees at priority 500") {
      let input: [UInt8] = [
        196, 125, 14, 85, 99, 86, 46, 77, 145, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97,
        78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 109, 192,
        243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243, 122, 168, 119, 134, 149,
        242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38, 101, 81, 3, 11, 0, 79, 112,
        116, 105, 111, 110, 97, 108, 164, 196, 125, 14, 85, 99, 86, 46, 77, 86, 145, 6, 255,
        255, 255, 255, 1, 0, 0, 0, 0, 0, 143, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
        73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40,
        254, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 212, 144, 0, 0,
        0, 0, 0, 0, 0, 23, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 148, 148, 148, 148,
        148, 114, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 132, 148, 148, 148, 148,
        148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148, 148,
        148, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255, 57, 42, 26, 0, 0, 0, 0, 0, 0,
        0, 238, 93, 56, 72, 40, 254, 156, 130, 232, 193, 210, 235, 79, 181, 41, 97, 78, 92, 67,
        42, 32, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 120,
        12, 250, 25, 93, 170, 158, 53, 93, 56, 67, 104, 97, 114, 97, 72, 40, 254, 156, 130, 232,
        235, 193, 210, 79, 174, 41, 97, 78, 92, 211, 67, 42, 225, 72, 72, 72, 72, 72, 72, 72,
        72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 72, 174, 144, 118, 69,
        127, 52, 157, 121, 139, 236, 32, 96, 109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115,
        6, 119, 141, 157, 243, 122, 168, 119, 134, 149, 235, 144, 15, 67, 42, 225, 174, 144,
        118, 69, 127, 52, 157, 121, 139, 236, 32, 96, 109, 192, 243, 174, 233, 15, 23, 88, 86,
        97, 115, 6, 119, 141, 157, 243, 122, 168, 119, 134, 149, 242, 144, 15, 116, 150, 170,
        112, 201, 176, 186, 123, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108,
        164, 196, 148, 125, 14, 85, 99, 148, 148,
      ]
      #expect(Self.replayFailure(input) == nil)
    }
  }
}
