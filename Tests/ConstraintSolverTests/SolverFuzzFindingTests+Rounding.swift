import ConstraintSolver
import Testing

// Fuzz findings of one family, kept apart from SolverFuzzFindingTests.swift for its length:
// values far past the constants' range (10^9 to 10^12) on the simplex's path, whose rounding
// the rows kept after the values came back (Solver+Refactor.swift).

extension SolverFuzzFindingTests {
  /// Finding 10 (crash-439a00c4…, 136,205 runs into the fuzz pass after finding 9's fix).
  ///
  /// Adding `0.1 v3 ≤ 0` sent the dual simplex through vertices with values near 2 × 10^12
  /// before it came back to values below 1, and the rows kept the rounding of those (a unit
  /// in the last place of 2 × 10^12 is 2.4 × 10^-4): the required `v0 + v3 − 0.5 ≥ 0` ended
  /// 1.3 × 10^-3 off. A pivot that makes a row constant past 10^11 (10^9 since finding 13)
  /// now ends its request with the tableau built again from the constraints.
  @Test func finding10Replayed() {
    var replay = SystemReplay(
      source: Bytes(bytes: [
        196, 103, 111, 85, 86, 46, 43, 77, 99, 124, 115, 69, 133, 160, 19, 32, 160, 137, 203,
        251, 4, 145, 6, 225, 239, 59, 14, 86, 251, 227, 155, 255, 43, 130, 80, 167, 156, 38,
        187, 17, 109, 161, 173, 35, 159, 49, 125, 47, 253, 78, 73, 166, 245, 255, 255, 255, 255,
        101, 231, 67, 243, 132, 115, 124, 43, 63, 97, 58, 36, 94, 10, 162, 0, 6, 24, 75, 253,
        133, 69, 133, 160, 117, 78, 250, 129, 136, 140, 101, 57, 150, 99, 49, 34, 240, 185, 166,
        128, 94, 222, 174, 127, 190, 17, 255, 23, 160, 224, 229, 45, 19, 41, 167, 79, 112, 116,
        105, 111, 209, 192, 254, 209, 202, 113, 144, 155, 190, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 150, 74, 55, 79, 33, 64, 151, 11, 103, 40, 248, 43, 118,
        55, 79, 33, 64, 151, 11, 103, 40, 248, 43, 118, 208, 81, 137, 217, 141, 188, 62, 59, 27,
        76, 191, 145, 80, 238, 244, 74, 59, 208, 81, 137, 217, 141, 188, 62, 59, 27, 76, 191,
        145, 80, 238, 244, 74, 59, 190, 134, 16, 168, 85, 136, 160, 238, 172, 32, 8, 134, 7,
        214, 204, 201, 149, 136, 230, 195, 190, 163, 84, 174, 128, 132, 63, 97, 58, 150, 94, 10,
        162, 219, 163, 24, 75, 253, 234, 157, 86, 14, 9, 191, 55, 79, 33, 64, 151, 11, 103, 40,
        248, 43, 118, 208, 81, 137, 217, 141, 188, 62, 190, 59,
      ]))
    replay.comparesBeyondExactRange = true
    replay.pairsEqualities = true
    #expect(replay.run(maxSteps: 48) == nil)
  }

  /// Finding 11 (crash-0b4e49fb…, 5,899 runs into the pass after finding 10's fix).
  ///
  /// Making v1 an edit variable pivoted on a row whose constant was 1.08 × 10^11 (the
  /// pivot's result was 3.4 × 10^8, so the check on the result alone missed it), and the
  /// required `−10 v1 − 7 v5 + 0.5 == 0` ended 0.07 off once v1 was suggested 0.5 (0.14 before
  /// finding 9's fix). A pivot on a row whose constant was past 10^11 counts as suspect too.
  @Test func finding11Replayed() {
    var replay = SystemReplay(
      source: Bytes(bytes: [
        196, 103, 111, 85, 86, 46, 43, 77, 99, 124, 115, 69, 133, 160, 19, 32, 160, 137, 203,
        251, 4, 145, 6, 225, 239, 59, 14, 86, 251, 227, 155, 255, 43, 130, 80, 167, 156, 38,
        187, 17, 109, 161, 173, 35, 159, 49, 125, 47, 253, 78, 73, 166, 247, 255, 255, 255, 255,
        101, 231, 67, 127, 190, 17, 255, 23, 160, 224, 229, 45, 19, 41, 167, 79, 112, 116, 105,
        111, 209, 192, 254, 209, 202, 113, 144, 155, 190, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 150, 74, 55, 79, 33, 64, 151, 11, 103, 40, 248, 43, 118, 208,
        81, 137, 217, 141, 188, 62, 59, 27, 76, 191, 145, 80, 238, 244, 74, 59, 190, 134, 16,
        168, 85, 136, 160, 238, 172, 32, 8, 134, 7, 214, 204, 201, 149, 136, 226, 195, 190, 163,
        84, 174, 128, 132, 63, 97, 58, 150, 94, 10, 162, 219, 255, 255, 255, 10, 234, 157, 86,
        14, 9, 191, 132, 151, 131, 227, 145, 45, 251, 152, 249, 93, 213, 201, 211, 77, 118, 59,
        141, 50, 175, 91, 116, 103, 175, 89, 215, 118, 130, 216, 96, 63, 118, 222, 151, 102,
        244, 116, 111, 137, 222, 77, 118, 59, 141, 57, 5, 64, 183, 211, 72, 1, 182, 95, 210,
        148, 70, 132, 37, 106, 51, 221, 154, 75, 165, 49, 236, 166, 80, 13, 111, 87, 162, 42,
        86, 50, 118, 116, 100, 179, 225, 124, 226, 123, 247, 150, 103, 206, 0, 248, 248, 248,
        248, 26, 36, 70, 65, 96, 204, 84, 5, 64, 183, 211, 72, 1, 182, 160, 137, 203, 251, 4,
        203, 9, 246, 236, 34, 86, 118, 64, 109, 131, 185, 24, 251, 112, 98, 139, 132,
      ]))
    replay.comparesBeyondExactRange = true
    replay.pairsEqualities = true
    #expect(replay.run(maxSteps: 48) == nil)
  }

  /// Finding 13 (crash-12dcf16d…, 14,552 runs into the pass after finding 12's fix).
  ///
  /// The same request as finding 10's (`0.1 v3 ≤ 0` beside an edit at −10^8 and
  /// `1.1 v1 − 10^8 == 0`): the rebuild's own path passed through constants of 3 × 10^12 and
  /// `v0 + v3 − 0.5 ≥ 0` stayed 2.4 × 10^-3 off, so the rebuild is followed by a step of
  /// iterative refinement of the constants. Further on, `v0 − 10 v4 − 0.1 v5 + 0.5 == 0` was
  /// 16 off after rows passed through 2 × 10^9, below the first threshold on constants
  /// (10^11), now 10^9.
  @Test func finding13Replayed() {
    var replay = SystemReplay(
      source: Bytes(bytes: [
        196, 103, 111, 85, 86, 46, 43, 77, 99, 124, 115, 69, 133, 160, 19, 32, 160, 137, 203,
        251, 4, 145, 6, 225, 239, 59, 0, 13, 14, 86, 251, 227, 155, 255, 43, 130, 80, 167, 156,
        38, 187, 17, 109, 161, 173, 35, 159, 49, 161, 125, 47, 253, 78, 73, 166, 245, 255, 255,
        255, 255, 101, 231, 67, 243, 132, 115, 124, 43, 63, 97, 58, 36, 37, 94, 10, 162, 0, 6,
        24, 75, 253, 69, 133, 160, 117, 78, 250, 129, 136, 140, 101, 200, 105, 156, 206, 34,
        240, 185, 166, 128, 94, 222, 174, 127, 190, 17, 255, 23, 160, 224, 229, 45, 19, 41, 167,
        79, 112, 116, 105, 111, 209, 192, 254, 209, 202, 113, 144, 155, 190, 0, 0, 0, 0, 0, 0,
        128, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 150, 74, 55, 79, 33, 64, 151, 11, 103, 40,
        248, 43, 118, 55, 79, 33, 64, 151, 11, 103, 40, 248, 43, 118, 208, 81, 137, 217, 141,
        188, 62, 59, 27, 76, 191, 145, 80, 238, 244, 74, 59, 208, 81, 137, 217, 141, 188, 62,
        59, 27, 76, 191, 145, 80, 238, 244, 74, 59, 190, 134, 16, 168, 85, 136, 160, 238, 172,
        32, 8, 134, 7, 214, 204, 201, 149, 136, 230, 195, 190, 163, 84, 174, 125, 132, 63, 97,
        58, 150, 94, 10, 162, 219, 163, 24, 75, 253, 234, 157, 86, 14, 9, 191, 55, 79, 33, 64,
        151, 11, 103, 40, 248, 43, 118, 208, 81, 137, 217, 141, 188, 62, 190, 59,
      ]))
    replay.comparesBeyondExactRange = true
    replay.pairsEqualities = true
    #expect(replay.run(maxSteps: 48) == nil)
  }

  /// Finding 14 (crash-f2c6cb54…, 26,398 runs into the pass after finding 13's fix).
  ///
  /// Rows held constants near 10^12 (errors of optional constraints against values of 10^8),
  /// and `setConstant` brought them back to values below 1 without a pivot on such a row:
  /// the required `−v0 + 3 v3 + 10 v6 ≤ 0` ended 0.035 off. A constant change whose rows'
  /// constants pass 10^9 now marks the tableau suspect as a pivot does.
  @Test func finding14Replayed() {
    var replay = SystemReplay(
      source: Bytes(bytes: [
        196, 103, 111, 85, 99, 86, 46, 77, 115, 124, 43, 69, 133, 160, 19, 32, 160, 137, 203, 251,
        4, 160, 224, 229, 45, 19, 41, 167, 79, 112, 116, 91, 111, 209, 192, 254, 209, 202, 113,
        144, 155, 190, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 150, 74, 55,
        79, 33, 64, 151, 118, 208, 81, 137, 217, 141, 188, 62, 59, 27, 76, 191, 145, 80, 238, 244,
        74, 59, 190, 134, 16, 168, 85, 136, 160, 190, 17, 255, 23, 160, 224, 229, 45, 19, 41, 167,
        79, 112, 116, 91, 111, 209, 192, 254, 209, 202, 113, 144, 155, 190, 0, 0, 0, 0, 0, 0, 128,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 150, 74, 55, 79, 33, 64, 151, 11, 103, 40, 248, 43,
        118, 208, 81, 137, 217, 141, 188, 62, 59, 27, 76, 191, 145, 80, 238, 244, 74, 59, 190,
        134, 16, 238, 85, 168, 172, 160, 136, 32, 8, 134, 7, 214, 204, 201, 149, 136, 230, 195,
        190, 163, 84, 174, 128, 132, 63, 97, 58, 155, 94, 10, 162, 219, 163, 24, 75, 253, 234,
        157, 86, 14, 9, 191, 132, 151, 129, 227, 145, 45, 251, 152, 249, 93, 213, 201, 211, 60,
        250, 101, 19, 32, 160, 137, 203, 251, 4, 203, 9, 246, 236, 34, 86, 118, 64, 109, 131, 185,
        24, 251, 112, 98, 139, 132,
      ]))
    replay.comparesBeyondExactRange = true
    replay.pairsEqualities = true
    #expect(replay.run(maxSteps: 48) == nil)
  }

  /// Finding 16 (crash-689b7d43…, 9,962 runs into the pass after finding 15's fix), not fixed
  /// yet.
  ///
  /// Everyday numbers (the largest given is 1,000), but the fresh solve, adding the step's
  /// constraints in the opposite order, passes through values of 10^13 (`3 v5 + 37.5 ≤ 0` at
  /// 749 with little else bounding v3 and v5 yet) on its way back, and ends 10 worse at 750
  /// (`2 v0 + v1 + 1000`'s excess 1,008.7 against the incremental solver's 998.7, which is
  /// right: both solutions checked level by level). The rebuild and its refinement of the
  /// constants leave the coefficients and costs that such a path rounded; a sound fix needs
  /// the basis computed again from the constraints, not replayed.
  @Test func finding16Replayed() {
    withKnownIssue("a fresh solve through values of 1e13 ends 10 worse at priority 750") {
      var replay = SystemReplay(
        source: Bytes(bytes: [
          134, 137, 56, 69, 91, 179, 93, 108, 18, 5, 218, 45, 89, 9, 230, 229, 179, 58, 193, 37,
          31, 104, 76, 32, 42, 160, 119, 33, 194, 195, 141, 143, 35, 192, 22, 198, 43, 35, 223, 7,
          40, 55, 244, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
          100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 218, 122, 247, 223, 188, 104, 47, 78,
          222, 249, 85, 21, 205, 137, 149, 179, 192, 10, 144, 172, 55, 4, 175, 25, 20, 23, 248,
          135, 178, 120, 38, 119, 237, 111, 135, 231, 38, 243, 231, 42, 117, 22, 238, 91, 36, 244,
          141, 235, 189, 43, 9, 94, 153, 193, 109, 253, 184, 53, 96, 99, 155, 125, 8, 113, 237,
          80, 250, 9, 182, 205, 83, 194, 205, 238, 42, 141, 238, 136, 176, 73, 253, 239, 140, 169,
          166, 232, 27, 134, 150, 203, 1, 134, 61, 210, 211, 221, 40, 58, 136, 148, 60, 43, 69,
          222, 255, 23, 210, 169, 166, 74, 46, 91, 221, 97, 99, 21, 104, 143, 197, 149, 27, 198,
          120, 255, 23, 205, 230, 181, 194, 254, 204, 67, 179, 132, 238, 88, 140, 85, 80, 201, 61,
          150, 168, 34, 226, 171, 74, 233, 59, 196, 46, 23, 228, 163, 188, 217, 144, 179, 125, 27,
          186, 48, 166, 53, 249, 251, 182, 100, 101, 89, 4, 115, 106, 193, 128, 42, 62, 242, 0,
          199, 52, 169, 14, 187, 189, 114, 131, 184, 86, 233, 73, 212, 228, 246, 157, 250, 88,
        ]))
      replay.comparesBeyondExactRange = true
      replay.pairsEqualities = true
      #expect(replay.run(maxSteps: 48) == nil)
    }
  }
}
