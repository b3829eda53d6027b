import ConstraintSolver
import Testing

// Fuzz findings not fixed yet, replayed as known issues: each moves to its family's file when
// it is fixed.

extension SolverFuzzFindingTests {
  /// Finding 50 (crash-c0eac2b6…, 77,969 runs into a 7-minute pass on seed 9102, on 0346a62;
  /// it fails on e725739 and on a1e1656 too), not fixed.
  ///
  /// Wide numbers, finding 44's system again (the corpus holds its input): at step 42 the
  /// required `3 v0 − v7 + 0.5 ≥ 0` ends 4.6 off, past the replay's allowance, with values up
  /// to 2.5 × 10^9 in the system. It was 4.6 off after step 41 already (v0 = −1.11 and
  /// v7 = 1.72, where the optional `3 v7 + v2 / 3 − 5 == 0` at 250.5 holds exactly; the
  /// required `v7 + 2 v0 + 0.5 ≤ 0` beside it cannot hold with that v7 either), but then the
  /// values reached 1.3 × 10^13 and 4.6 was within the allowance. Step 42 (the required
  /// `10 v4 + v0 + 33,554,431 == 0`) brings the values down to 2.5 × 10^9 without moving v0 or
  /// v7, and no row passed 10^6 on the way, so no residual check ran. So a required
  /// constraint's slack went negative by some units while the values were at 10^13, within
  /// the row tolerance of such magnitudes, and nothing repairs it once they come down.
  @Test func finding50Replayed() {
    withKnownIssue("a required inequality 4.6 off at values of 2.5e9 after step 42") {
      var replay = SystemReplay(
        source: Bytes(bytes: [
          196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
          73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
          156, 193, 232, 130, 235, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
          127, 52, 157, 121, 117, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 119, 115, 6,
          119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
          201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
          169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
          100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30,
          206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 151, 24, 208, 125, 162, 128,
          70, 114, 214, 185, 55, 58, 54, 215, 86, 70, 86, 86, 52, 254, 165, 181, 235, 101, 76, 211,
          121, 64, 17, 55, 83, 15, 154, 125, 44, 235, 122, 101, 76, 211, 121, 64, 17, 55, 41, 83,
          15, 154, 22, 0, 0, 0, 0, 4, 0, 240, 125, 44, 86, 46, 35, 72, 195, 37, 134, 137, 56, 67, 0,
          0, 0, 0, 0, 0, 0, 1, 0, 34, 230, 229, 179, 159, 0, 0, 0, 0, 0, 196, 127, 125, 14, 85, 99,
          86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255,
          57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156, 193, 236, 32,
          96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 119, 115, 6, 119, 141, 157, 243, 122, 168,
          135, 121, 149, 242, 232, 130, 235, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144,
          118, 69, 127, 52, 157, 121, 117, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86,
          119, 115, 6, 119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 134, 137, 56, 69, 91,
          179, 93, 108, 18, 5, 24, 95, 150, 218, 45, 89, 9, 230, 229, 179, 159, 0, 37, 0,
        ]))
      replay.pairsEqualities = true
      #expect(replay.run(maxSteps: 48) == nil)
    }
  }
}
