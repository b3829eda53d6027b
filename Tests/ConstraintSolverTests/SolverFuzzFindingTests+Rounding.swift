import ConstraintSolver
import Testing

// Fuzz findings of one family, kept apart from SolverFuzzFindingTests.swift for its length:
// values far past the constants' range (10^9 to 10^13) on the simplex's path, whose rounding
// the rows kept after the values came back (Solver+Refactor.swift), and a pivot on rounding
// noise that sent a fresh solve there (finding 16).

extension SolverFuzzFindingTests {
  /// Finding 10 (crash-439a00c4…, 136,205 runs into the fuzz pass after finding 9's fix).
  ///
  /// Adding `0.1 v3 ≤ 0` sent the dual simplex through vertices with values near 2 × 10^12
  /// before it came back to values below 1, and the rows kept the rounding of those (a unit
  /// in the last place of 2 × 10^12 is 2.4 × 10^-4): the required `v0 + v3 − 0.5 ≥ 0` ended
  /// 1.3 × 10^-3 off. A pivot that makes a row constant past 10^11 (10^9 since finding 13)
  /// now ends its request with the tableau built again from the constraints.
  @Test func finding10Replayed() {
    let input: [UInt8] = [
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
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 11 (crash-0b4e49fb…, 5,899 runs into the pass after finding 10's fix).
  ///
  /// Making v1 an edit variable pivoted on a row whose constant was 1.08 × 10^11 (the
  /// pivot's result was 3.4 × 10^8, so the check on the result alone missed it), and the
  /// required `−10 v1 − 7 v5 + 0.5 == 0` ended 0.07 off once v1 was suggested 0.5 (0.14 before
  /// finding 9's fix). A pivot on a row whose constant was past 10^11 counts as suspect too.
  @Test func finding11Replayed() {
    let input: [UInt8] = [
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
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 13 (crash-12dcf16d…, 14,552 runs into a pass after finding 11's fix).
  ///
  /// The same request as finding 10's (`0.1 v3 ≤ 0` beside an edit at −10^8 and
  /// `1.1 v1 − 10^8 == 0`): the rebuild's own path passed through constants of 3 × 10^12 and
  /// `v0 + v3 − 0.5 ≥ 0` stayed 2.4 × 10^-3 off, so the rebuild is followed by a step of
  /// iterative refinement of the constants. Further on, `v0 − 10 v4 − 0.1 v5 + 0.5 == 0` was
  /// 16 off after rows passed through 2 × 10^9, below the first threshold on constants
  /// (10^11), now 10^9.
  @Test func finding13Replayed() {
    let input: [UInt8] = [
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
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 14 (crash-f2c6cb54…, 26,398 runs into the pass after finding 13's fix).
  ///
  /// Rows held constants near 10^12 (errors of optional constraints against values of 10^8),
  /// and `setConstant` brought them back to values below 1 without a pivot on such a row:
  /// the required `−v0 + 3 v3 + 10 v6 ≤ 0` ended 0.035 off. A constant change whose rows'
  /// constants pass 10^9 now marks the tableau suspect as a pivot does.
  @Test func finding14Replayed() {
    let input: [UInt8] = [
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
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 17 (crash-25ee2fb3…, 43,853 runs into the pass after finding 16).
  ///
  /// Removing a constraint pivoted on a row whose constant was 9.99 × 10^8, just under the
  /// threshold then (10^9), and the required `−10 v1 − 7 v5 + 0.5 == 0` ended 0.08 off at
  /// values below 1: the threshold is now twice the constant range, 2 × 10^8.
  @Test func finding17Replayed() {
    let input: [UInt8] = [
      196, 103, 111, 85, 86, 46, 43, 77, 99, 124, 115, 69, 133, 160, 19, 32, 160, 137, 203, 251,
      4, 145, 6, 225, 239, 59, 14, 86, 251, 227, 155, 255, 43, 130, 80, 167, 156, 38, 187, 17,
      109, 161, 173, 35, 159, 49, 125, 47, 253, 78, 73, 166, 247, 255, 255, 255, 255, 101, 231,
      67, 59, 190, 17, 255, 23, 160, 224, 229, 45, 19, 41, 167, 79, 112, 116, 105, 111, 209,
      192, 254, 209, 202, 113, 144, 155, 190, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 150, 74, 55, 79, 33, 64, 151, 11, 103, 40, 248, 43, 118, 208, 81, 137, 217,
      141, 188, 62, 59, 27, 76, 191, 145, 80, 238, 244, 74, 59, 190, 134, 16, 168, 0, 0, 0, 0,
      0, 0, 0, 0, 85, 136, 160, 238, 172, 32, 8, 134, 7, 214, 204, 201, 149, 136, 230, 195, 190,
      163, 84, 194, 254, 204, 67, 179, 132, 238, 88, 6, 103, 81, 122, 168, 46, 20, 197, 211, 15,
      131, 48, 251, 207, 174, 128, 132, 63, 97, 58, 150, 94, 10, 162, 219, 163, 24, 222, 174,
      127, 190, 68, 105, 99, 41, 167, 209, 192, 254, 209, 202, 113, 144, 155, 190, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 163, 4, 203, 9, 246, 236, 34, 86, 253, 78, 73, 166, 245, 101, 67,
      243, 132, 115, 124, 43, 69, 133, 160, 117, 200, 105, 156, 206, 34, 240, 185, 166, 128, 94,
      222, 174, 127, 190, 17, 255, 23, 160, 118, 64, 109, 126, 228, 86, 14, 9, 191, 132, 151,
      131, 227, 145, 45, 251, 152, 249, 93, 213, 201, 211, 77, 118, 59, 141, 53, 175, 91, 116,
      103, 175, 89, 215, 118, 130, 216, 96, 63, 118, 222, 151, 102, 244, 116, 111, 137, 222, 77,
      118, 59, 141, 57, 5, 64, 183, 211, 72, 1, 182, 95, 210, 148, 70, 132, 37, 106, 51, 221,
      154, 75, 165, 49, 236, 166, 80, 13, 111, 87, 162, 42, 86, 50, 118, 116, 100, 179, 225,
      124, 226, 123, 247, 150, 103, 206, 0, 248, 248, 248, 248, 26, 36, 70, 65, 96, 204, 84, 5,
      64, 183, 211, 72, 1, 182, 160, 137, 203, 251, 4, 203, 9, 246, 236, 34, 86, 118, 64, 109,
      131, 185, 24, 251, 112, 98, 139, 132,
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 16 (crash-689b7d43…, 9,962 runs into the pass after finding 15's fix).
  ///
  /// Everyday numbers (the largest given is 1,000), but the fresh solve, adding the step's
  /// constraints in the opposite order, went through values of 10^13 and ended with an
  /// optional constraint's error row at −67 (infeasible) and 10 worse at 750. The dual
  /// simplex had pivoted on a cell of 1.06 × 10^-8 that is exactly 0, beside cells of 39: with
  /// strict levels its ratio counts only from its first nonzero level on, and that level
  /// (250) came after the genuine cells' (250.5 and 500), so the noise won the ratio test. A
  /// cell that small beside its row's largest now takes part only when no larger one can move
  /// the row (`Solver.dualEntering`). See `finding16System`.
  @Test func finding16Replayed() {
    let input: [UInt8] = [
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
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 16's fresh solve, cut down to the twelve requests the failure needs.
  ///
  /// Found by delta debugging on the solver before the fix; the optimum, by hand:
  /// - required: v0 = −1 − 20 v5; v4 = −4 v2; `−0.25 v1 + v2 + 10 v4 + 7 ≥ 0`, that is
  ///   39 v2 ≤ 7 − 0.25 v1.
  /// - 999: `10 v0 + 0.5 v2 ≥ 0`, that is v2 ≥ 20 + 400 v5: holds at the optimum below.
  /// - 749: `10 v0 − v3 + v4 + 1 ≤ 0`, that is v3 ≥ −9 − 200 v5 − 4 v2.
  /// - 500: the edit's |v1 − 7| and the excess of `v1 − 0.25 v4 + v5 + 10 ≤ 0`, that is of
  ///   v1 + v2 + v5 + 10: both 0 with v1 = 7 and v5 ≤ −17 − v2.
  /// - 250.5: the excess of `v1 − v2 ≤ 0`, 7 − v2: v2 as large as the required bound lets
  ///   it, 5.25 / 39 = 7/52 (so v4 = −7/13).
  /// - 250: the excess of `3 v2 + v3 + 2 v4 + 37.5 ≤ 0`, v3 − 5 v2 + 37.5 (positive here),
  ///   and the shortfall of `3 v3 − 0.25 v5 + 10 ≥ 0` (none while v3 is positive): v3 as
  ///   small as 749 lets it, with v5 as large as 500 lets it, −17 − 7/52 = −891/52; so
  ///   v3 = −9 + 200 × 891/52 − 7/13 = 44,426/13 and v0 = −1 + 20 × 891/52 = 4,442/13.
  /// - the stays (v4 at 5, v0 at 1) move nothing left.
  ///
  /// Before the fix v0 ended at 1.1 × 10^12 and v3 at 1.1 × 10^13. The values still carry
  /// errors of some 5 × 10^-10 of the largest (v3 is 1.7 × 10^-6 off, v2 4 × 10^-9): adding
  /// the 749 constraint, the primal simplex passes through values of 2.4 × 10^5 and pivot
  /// elements of 0.0125 (Bland's rule takes eleven pivots there).
  @Test func finding16System() throws {
    var solver = Solver()
    let v = (0..<6).map { solver.makeVariable("v\($0)") }
    _ = try solver.add((v[0] == 0).withStrength(Strength(1)))
    _ = try solver.add((v[4] == 23).withStrength(Strength(5)))
    try solver.addEditVariable(v[1], strength: Strength(500))
    try solver.suggestValue(7, for: v[1])
    _ = try solver.add((v[1] - 0.25 * v[4] + v[5] + 10 <= 0).withStrength(Strength(500)))
    _ = try solver.add((v[1] - v[2] <= 0).withStrength(Strength(250.5)))
    _ = try solver.add((10 * v[0] + 0.5 * v[2] >= 0).withStrength(Strength(999)))
    _ = try solver.add(v[0] + 20 * v[5] + 1 == 0)
    _ = try solver.add(-0.25 * v[1] + v[2] + 10 * v[4] + 7 >= 0)
    _ = try solver.add((3 * v[2] + v[3] + 2 * v[4] + 37.5 <= 0).withStrength(Strength(250)))
    _ = try solver.add((3 * v[3] - 0.25 * v[5] + 10 >= 0).withStrength(Strength(250)))
    _ = try solver.add((10 * v[0] - v[3] + v[4] + 1 <= 0).withStrength(Strength(749)))
    _ = try solver.add(4 * v[2] + v[4] == 0)
    solver.updateVariables()
    let v2 = 7.0 / 52
    let v5 = -17 - v2
    let expected = [-1 - 20 * v5, 7, v2, -9 - 200 * v5 - 4 * v2, -4 * v2, v5]
    let largest = expected.map(abs).max()!
    for (variable, value) in zip(v, expected) {
      #expect(abs(solver.value(of: variable) - value) <= 1e-9 * largest, "\(variable)")
    }
  }

  /// Finding 18 (crash-e9204970…, 4,353 runs into the last pass of 4 December, on the final
  /// fix then).
  ///
  /// Removing the required `v0 + 10^8 ≤ 0` took v0 from −10^8 to 0 and left the required
  /// `−v0 − 0.1 v4 + 3 v6 + 7 == 0` 3.6 × 10^-3 off (the replay allows 10^-3 with numbers of
  /// 10^8). Rows held constants of 3 × 10^8 (the error of `3 v0 == 0` at 10 while v0 was
  /// −10^8) and came back to values below 1 through the removal's pivots, each one's
  /// rounding multiplied by pivot elements of 0.017 and 0.03 on the way; none of them was a
  /// pivot row, whose constant alone was checked against the threshold (2 × 10^8), so the
  /// tableau was kept. A substitution into a row whose constant is past the threshold now
  /// marks the tableau suspect as well, and the request ends with the rebuild and its
  /// refinement of the constants (Solver+Refactor.swift).
  @Test func finding18Replayed() {
    let input: [UInt8] = [
      196, 103, 111, 85, 86, 46, 43, 77, 99, 124, 115, 69, 133, 160, 19, 32, 160, 137, 203,
      251, 4, 145, 6, 225, 239, 59, 14, 86, 251, 227, 155, 255, 43, 130, 80, 167, 156, 38,
      187, 17, 109, 161, 173, 35, 159, 49, 125, 47, 253, 78, 245, 73, 255, 166, 255, 255, 255,
      97, 231, 67, 243, 132, 115, 124, 43, 63, 97, 58, 36, 94, 10, 162, 0, 6, 24, 75, 253, 69,
      133, 160, 117, 78, 250, 129, 136, 140, 101, 200, 105, 156, 206, 34, 240, 185, 166, 128,
      94, 222, 174, 127, 190, 0, 0, 0, 0, 0, 0, 0, 59, 41, 167, 79, 112, 116, 105, 111, 209,
      192, 254, 209, 202, 113, 144, 155, 190, 0, 0, 0, 0, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 121, 216, 5, 27, 135, 169, 166, 74, 46, 91, 221, 97, 99, 104, 143, 208, 197, 149, 27,
      198, 120, 205, 230, 181, 194, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 254, 204, 67, 179,
      132, 238, 88, 140, 85, 80, 201, 61, 150, 168, 34, 226, 171, 74, 233, 59, 196, 46, 165,
      46, 248, 222, 224, 74, 186, 40, 212, 159, 149, 191, 34, 151, 85, 19, 216, 210, 20, 34,
      107, 132, 162, 180, 101, 19, 32, 160, 137, 203, 251, 4, 203, 9, 246, 236, 34, 0, 0, 0,
      0, 150, 74, 52, 79, 33, 64, 151, 11, 103, 40, 248, 43, 118, 208, 81, 137, 132, 162, 180,
      101, 19, 32, 160, 137, 203, 33, 4, 203, 9, 246, 236, 34, 86, 118, 238, 32, 168, 172, 8,
      134, 7, 214, 204, 201, 149, 136, 230, 195, 190, 163, 84, 174, 128, 132, 63, 97, 58, 150,
      94, 10, 162, 219, 163, 24, 75, 253, 234, 157, 86, 14, 9, 191, 132, 151, 131, 227, 145,
      45, 251, 152, 249, 93, 213, 201, 211, 60, 250, 64, 151, 11, 103, 40, 248, 43, 118, 208,
      81, 137, 217, 141, 188, 62, 59, 27, 76, 191, 145, 80, 238, 244, 74, 59, 190, 134, 16,
      168, 85, 136, 160, 238, 84, 240, 203, 48, 147, 5, 12, 133, 38, 239, 95, 100, 47, 119,
      70, 13, 83, 10, 229, 45, 190, 17, 97, 78, 57, 6, 33, 3, 11, 205, 161, 186, 56, 189, 80,
      213, 12, 54, 121, 216, 5, 27, 135, 169, 166, 74, 46, 91, 221, 97, 99, 104, 143, 197,
      149, 27, 198, 120, 205, 230, 181, 194, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 254, 204,
      67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 150, 168, 150, 168, 34, 226, 171, 74, 233,
      59, 196, 46, 165, 46, 248, 222, 224, 74, 186, 40, 212, 159, 149, 191, 34, 151, 85, 19,
      216, 210, 20, 34, 107, 132, 162, 180, 101, 19, 32, 160, 137, 203, 251, 4, 203, 9, 246,
      236, 34, 86, 118, 64, 109, 131, 185, 24, 251, 112, 98, 139, 132,
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 19 (crash-03c7e404…, 55,512 runs into the first pass after findings 16 and 18
  /// were fixed, seed 756888061).
  ///
  /// `setConstant` took the required `3 v6 − v0 − 0.1 v4 + 10^8 == 0` to `… + 0 == 0`, a
  /// shift of 10^8 along its marker's column, and the required `v1 + 0.1 v6 + 0.5 == 0`
  /// ended 1.4 × 10^-3 off. No row passed the threshold (rows of 3.3 × 10^7 came back below
  /// 30), but the column's coefficients carried errors of some 4 × 10^-10 of their size after
  /// five rebuilds (v1's row held 0.03333333331901648 where v6's row and the equality make it
  /// 1/30), and the shift multiplied them by 10^8 into the constants. A constant change whose
  /// shift passes 2 × 10^4 now ends with one step of the refinement of the constants, which
  /// takes each constraint's residual out through its own marker.
  @Test func finding19Replayed() {
    let input: [UInt8] = [
      196, 103, 111, 85, 86, 46, 43, 77, 152, 124, 115, 69, 133, 160, 19, 32, 160, 137, 203, 251,
      4, 145, 6, 225, 239, 59, 14, 86, 251, 227, 155, 255, 43, 130, 80, 167, 156, 38, 187, 17,
      109, 161, 173, 35, 159, 49, 125, 47, 253, 78, 245, 73, 255, 166, 255, 255, 255, 101, 231, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 67, 243, 132, 115, 124, 43,
      63, 97, 58, 36, 94, 10, 162, 0, 6, 24, 75, 253, 69, 133, 160, 117, 78, 250, 129, 136, 140,
      101, 200, 105, 156, 206, 34, 248, 185, 166, 128, 94, 222, 174, 127, 190, 0, 0, 0, 0, 0, 0,
      0, 59, 41, 167, 79, 112, 116, 105, 111, 209, 192, 254, 209, 202, 113, 144, 155, 190, 0, 0,
      31, 0, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 150, 74, 52, 79, 33, 64, 151, 11,
      103, 40, 248, 43, 118, 208, 81, 137, 217, 141, 188, 62, 59, 27, 76, 191, 145, 80, 234, 244,
      74, 46, 0, 0, 0, 0, 0, 0, 0, 238, 172, 32, 8, 134, 7, 214, 204, 201, 149, 136, 230, 195,
      190, 163, 84, 174, 128, 132, 63, 97, 58, 150, 94, 10, 162, 219, 163, 24, 75, 253, 234, 157,
      86, 14, 9, 191, 132, 151, 131, 227, 145, 45, 251, 152, 249, 93, 124, 115, 69, 133, 160, 19,
      32, 160, 137, 203, 251, 4, 145, 38, 225, 239, 59, 14, 86, 251, 227, 155, 255, 43, 130, 80,
      167, 156, 38, 187, 17, 109, 161, 173, 35, 159, 49, 125, 47, 253, 78, 245, 73, 255, 166, 255,
      255, 255, 101, 160, 137, 203, 251, 4, 145, 231, 67, 243, 132, 115, 124, 43, 55, 79, 33, 64,
      151, 11, 103, 40, 248, 43, 118, 208, 81, 137, 217, 141, 188, 0, 128, 0, 0, 0, 0, 0, 63, 97,
      58, 36, 94, 10, 162, 0, 6, 24, 75, 253, 69, 133, 160, 117, 78, 250, 129, 0, 0, 136, 140,
      101, 200, 105, 156, 0, 0, 206,
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 20 (crash-22588186…, 21,853 runs into the second pass of this round, seed
  /// 3515043691, with finding 19 fixed).
  ///
  /// Everyday numbers again, and a fresh solve that ended with v1 at −5.6 × 10^13 instead of
  /// 0.5: the primal simplex let a slack whose cost was rounding enter, bounded only by a
  /// cell of −1.1 × 10^-9 (exactly 0) beside coefficients of 8.6, and the ratio took the
  /// values to 7.7 × 10^10 and on. Finding 16's rule now holds in the primal ratio test too:
  /// a cell below 10^-6 of its row's largest does not bound the entering symbol, and a
  /// symbol that nothing else bounds stays parametric, as one that no row bounds did.
  @Test func finding20Replayed() {
    let input: [UInt8] = [
      134, 137, 56, 69, 91, 179, 93, 108, 18, 5, 36, 218, 45, 89, 9, 230, 229, 179, 58, 193, 37,
      31, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74,
      74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 74, 104, 76, 32, 42, 160, 122, 0, 0, 0, 0,
      0, 0, 0, 119, 33, 194, 195, 141, 143, 35, 192, 22, 198, 43, 35, 223, 7, 40, 55, 244, 90,
      176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45, 252,
      120, 148, 170, 240, 14, 24, 218, 122, 247, 223, 188, 104, 47, 78, 222, 249, 85, 21, 205,
      137, 149, 179, 192, 10, 144, 172, 56, 4, 175, 25, 20, 23, 248, 135, 178, 231, 42, 120, 237,
      135, 119, 111, 136, 148, 60, 43, 69, 222, 255, 23, 210, 169, 166, 74, 46, 91, 221, 97, 99,
      21, 104, 143, 197, 149, 105, 99, 155, 125, 8, 113, 237, 80, 250, 9, 182, 205, 83, 194, 205,
      238, 42, 141, 238, 136, 176, 73, 253, 239, 140, 169, 166, 232, 27, 134, 150, 203, 1, 134,
      61, 210, 211, 221, 40, 58, 136, 148, 60, 43, 69, 255, 255, 255, 49, 169, 166, 74, 46, 91,
      221, 97, 99, 21, 104, 143, 197, 152, 27, 198, 120, 255, 23, 205, 230, 181, 194, 254, 204,
      67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 150, 168, 34, 226, 171, 74, 233, 59, 196, 46,
      23, 228, 163, 188, 217, 144, 179, 125, 42, 62, 242, 0, 199, 52, 93, 6, 187, 189, 114, 131,
      184, 86, 233, 73, 212, 228, 246, 157, 250, 92,
    ]
    #expect(Self.replayFailure(input, comparingBeyondExactRange: true) == nil)
  }

  /// Finding 23 (crash-a65c5525…, 166,292 runs into a 10-minute pass on seed 777001, 4
  /// December, on the solver with finding 22 fixed).
  ///
  /// Wide numbers: constants of 10^8 and chains of coefficients 0.1 and 10 took the values to
  /// 5.1 × 10^19, eleven orders past any layout's. At step 47 the required
  /// `0.1 v3 + 3 v5 + 0.5 ≥ 0` was 3.0 × 10^9 off: a relative error of 6 × 10^-11 of the
  /// largest value, twice what the replay allows for rounding at that size
  /// (10^-11 × largest value × largest coefficient). The same family as findings 10, 11, 13
  /// and 17 (rounding of a path through huge values), at values the rebuild and the
  /// refinement do not bring back within the allowance. Fixed: a request that would leave a
  /// number of the tableau it touches past `Solver.maximumValue` (10^15) is refused with
  /// `numberOutOfRange` and rolled back; the request that took the values there is, and
  /// the values stay below 8 × 10^12.
  @Test func finding23Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156,
      130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170,
      38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246,
      119,
      48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137, 56,
      67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0,
      0, 215, 0, 0, 0, 0, 0, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6, 145, 6, 225, 239, 255, 255,
      255,
      255, 255, 255, 196, 93, 111, 95, 100, 47, 119, 70, 13, 83, 10, 229, 45, 190, 17, 97, 78,
      57,
      6, 33, 3, 4, 4, 4, 4, 11, 205, 161, 186, 56, 189, 80, 213, 12, 54, 121, 216, 5, 27, 135,
      169, 166, 74, 46, 1, 4, 91, 221, 97, 99, 104, 143, 197, 149, 27, 198, 120, 205, 230, 181,
      195, 194, 254, 204, 67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 150, 168, 34, 226, 2, 0,
      0,
      0, 171, 74, 233, 59, 196, 46, 165, 196, 93, 111, 95, 100, 47, 0, 0, 0, 0, 0, 0, 0, 0, 32,
      0,
      0, 38, 123, 247, 2, 126, 248, 248, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 24 (crash-a6248ae2…, 7,778 runs into a 10-minute pass on seed 777002, 4
  /// December).
  ///
  /// Finding 23's family: values reached 1.5 × 10^20, and the required
  /// `−0.5 v6 + 1,000,000 == 0` was 9.0 × 10^8 off, past the replay's allowance at that size
  /// (10^-11 × largest value × largest coefficient, 7.6 × 10^8). Fixed as finding 23: the
  /// request that took the values there is refused (`Solver.maximumValue`).
  @Test func finding24Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 255, 57, 42, 24, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6,
      119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
      201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
      169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
      100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30,
      206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128,
      70, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55,
      83, 15, 154, 125, 44, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46,
      35, 72, 195, 8, 134, 137, 54, 67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0,
      0, 0, 0, 0, 175, 5, 0, 215, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6,
      145, 6, 225, 239, 255, 255, 255, 255, 255, 255, 196, 93, 111, 95, 100, 47, 119, 70, 13,
      83, 10, 229, 45, 190, 17, 97, 78, 57, 6, 8, 0, 85, 99, 86, 46, 0, 0, 8, 101, 0, 0, 0, 0,
      0, 33, 3, 11, 205, 161, 186, 56, 189, 80, 213, 12, 54, 121, 216, 5, 27, 135, 169, 166, 74,
      46, 1, 4, 91, 221, 97, 99, 104, 143, 197, 149, 27, 198, 120, 205, 230, 181, 195, 194, 254,
      204, 67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 150, 168, 34, 226, 2, 0, 0, 0, 171, 74,
      233, 59, 196, 46, 165, 196, 93, 111, 95, 100, 47, 0, 0, 0, 0, 0, 0, 0, 0, 32, 0, 0, 38,
      123, 247, 2, 126, 248, 248, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
  /// Finding 25 (crash-65729521…, 209,628 runs into a 10-minute pass on seed 25001, 4
  /// December, with findings 23 and 24 fixed; it fails on d8b114c too).
  ///
  /// Wide numbers: chains of 10 and 1/0.1 gave rows coefficients up to 4.8 × 10^6 beside
  /// genuine ones of 0.001 to 0.15, and values up to 7.9 × 10^12 (within
  /// `Solver.maximumValue`). Step 26 adds the required `v5 = −3 × 10^8`; a suspect pivot
  /// rebuilds the tableau, and in the rebuild the primal ratio test passed over those cells
  /// (below 10^-6 of their row's largest, the rule of finding 20 for rounding noise), so a
  /// pivot took the slack of the required `−10 v0 − 0.667 v3 − 5 ≥ 0` to −8.4 × 10^9 and v3
  /// to its stay: the inequality 8.4 × 10^9 off. Fixed: after the primal simplex, the dual
  /// simplex takes any restricted row that went negative back to 0 (`restoreFeasibility`).
  @Test func finding25Replayed() {
    let input: [UInt8] = [
      196, 251, 196, 251, 227, 155, 185, 156, 38, 17, 109, 161, 173, 35, 159, 49, 125, 33, 255,
      255, 255, 255, 51, 0, 0, 0, 250, 209, 136, 141, 101, 227, 155, 145, 56, 155, 148, 170, 240,
      14, 24, 38, 255, 210, 23, 228, 163, 188, 217, 144, 179, 125, 27, 186, 179, 241, 128, 163,
      41, 67, 168, 30, 210, 233, 220, 232, 160, 71, 73, 151, 23, 198, 36, 201, 196, 217, 53, 81,
      121, 13, 133, 141, 91, 205, 236, 241, 255, 255, 255, 255, 255, 255, 255, 63, 250, 9, 230,
      229, 179, 58, 193, 37, 31, 104, 76, 32, 42, 160, 119, 33, 194, 195, 141, 143, 35, 192, 22,
      198, 43, 35, 223, 7, 40, 55, 244, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10,
      132, 232, 1, 100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 23, 228, 163,
      188, 217, 144, 179, 125, 27, 186, 100, 53, 49, 251, 166, 249, 182, 101, 89, 4, 115, 106,
      193, 128, 42, 62, 242, 0, 199, 52, 169, 184, 91, 246, 253, 156, 78, 31, 167, 147, 181, 219,
      182, 138, 214, 185, 54, 58, 54, 215, 52, 185, 156, 38, 17, 109, 161, 173, 35, 159, 49, 125,
      78, 255, 128, 27, 99, 13, 0, 0, 0, 0, 0, 0, 0, 58, 98, 252, 159, 53, 166, 25, 219, 105, 167,
      8, 0, 0, 0, 228, 108, 244, 204, 229, 238, 169, 164, 26, 87, 212, 10, 159, 141, 204, 36, 128,
      88, 101, 172, 191, 79, 47, 38, 94, 114, 70, 108, 111, 97, 116, 26, 196, 242, 231, 254, 165,
      181, 235, 101, 76, 201, 32, 157, 55, 188, 252, 18, 208, 144, 215, 64, 152, 255, 250, 209,
      33, 222, 118, 227, 190, 15, 217, 221, 105, 198, 78, 73, 166, 245, 101, 67, 243, 132, 115,
      124, 43, 69, 133, 147, 17, 49, 4, 57, 83, 6, 89, 143, 11, 208, 139, 186, 35, 11, 202, 51,
      66, 111, 111, 34, 15, 166, 221, 149, 50, 136, 141, 220, 158, 101, 70, 118, 255, 237,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
  /// Finding 26 (crash-836608fb…, 51,089 runs into a 10-minute pass on seed 25002, 4
  /// December, with finding 25 fixed; it fails on d8b114c too).
  ///
  /// Finding 25's family, one step further: at step 30 the required `v3 + 0.1 v2 = 10^8` sets
  /// off a primal simplex whose ratio test passes over a genuine cell of −0.01 (beside
  /// coefficients past 10^6); the pivot leaves that slack's row at −3.4 × 10^8, and the next
  /// ratio test reads the negative constant as a negative ratio, the smallest, and pivots on
  /// it: the row ends at −3.6 × 10^9 with a new basic symbol that the dual simplex after the
  /// primal one never looks at (it was queued under the old one), and the required
  /// `−10 v0 − 0.1 v1 − 0.1 v2 ≤ 0` is 3.6 × 10^9 off at values of 2.4 × 10^13. Fixed: the
  /// dual simplex repairs the rows a primal pivot left negative before the next ratio test.
  @Test func finding26Replayed() {
    let input: [UInt8] = [
      12, 54, 121, 216, 5, 27, 135, 98, 150, 168, 34, 226, 171, 74, 233, 59, 196, 46, 165, 46,
      248, 222, 224, 255, 38, 40, 159, 149, 212, 191, 34, 151, 85, 216, 19, 210, 255, 255, 255,
      255, 20, 58, 255, 255, 255, 255, 104, 82, 21, 130, 54, 161, 154, 246, 80, 19, 173, 3, 98,
      150, 168, 34, 226, 171, 74, 233, 59, 196, 46, 165, 34, 107, 132, 162, 180, 104, 82, 6, 0, 0,
      132, 63, 97, 58, 150, 94, 10, 162, 219, 163, 24, 181, 194, 254, 204, 67, 179, 132, 238, 88,
      140, 85, 80, 201, 61, 34, 19, 210, 20, 85, 216, 107, 132, 162, 180, 255, 255, 255, 255, 255,
      255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
      255, 255, 134, 137, 56, 69, 91, 179, 93, 108, 18, 5, 218, 45, 89, 9, 230, 229, 179, 58, 63,
      218, 224, 151, 179, 223, 213, 98, 119, 33, 194, 195, 141, 143, 35, 192, 22, 198, 43, 35,
      223, 7, 40, 55, 244, 90, 176, 133, 133, 134, 75, 226, 45, 226, 113, 12, 8, 10, 132, 224, 79,
      112, 116, 105, 111, 110, 97, 108, 170, 240, 14, 24, 17, 0, 0, 0, 0, 0, 0, 0, 39, 255, 210,
      23, 228, 39, 0, 217, 144, 179, 125, 27, 186, 100, 53, 49, 251, 166, 249, 182, 101, 89, 255,
      255, 255, 255, 255, 255, 255, 31, 167, 179, 181, 219, 182, 255, 255,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
  /// Finding 27 (crash-ff08006d…, 78,842 runs into a 10-minute pass on seed 25003, 4
  /// December, with findings 21 and 25 fixed; it fails on d8b114c too).
  ///
  /// Wide numbers again (values up to 10^8, 1.9 × 10^11 after the step). Step 46 adds the
  /// required `v3 ≥ 0.5` while v3 = −466; the only cell of the new row that could repair it
  /// in the dual simplex was 2.5 × 10^-9, rounding where the exact value is 0: the pivot on
  /// it "repaired" a row that proves a conflict. The rebuild that the suspect pivot asked for
  /// refused `v3 ≥ 0.5` (in conflict with c8, c11, c26 and c33), and the solver kept the
  /// spoiled tableau, where the required `−v1 + v3 / 3 − 10 v4 + 7 ≤ 0` was 109 off. Fixed: a
  /// required add or constant change that needed a suspect pivot is checked by a rebuild from
  /// the constraints (on a copy, before its journal closes), and refused with the conflict
  /// the rebuild names when it refuses.
  @Test func finding27Replayed() {
    let input: [UInt8] = [
      196, 251, 196, 251, 227, 155, 185, 156, 38, 17, 109, 161, 173, 35, 159, 49, 125, 33, 255,
      255, 255, 255, 255, 255, 255, 255, 250, 209, 136, 141, 101, 227, 155, 145, 56, 155, 148,
      170, 240, 14, 177, 177, 177, 177, 177, 181, 177, 24, 38, 255, 210, 23, 228, 163, 188, 217,
      144, 179, 125, 27, 186, 179, 241, 128, 41, 210, 168, 30, 67, 163, 233, 220, 232, 160, 71,
      73, 151, 23, 198, 36, 201, 196, 217, 53, 81, 121, 13, 133, 116, 164, 50, 19, 241, 22, 222,
      181, 10, 202, 186, 59, 169, 250, 7, 203, 205, 90, 253, 129, 246, 4, 58, 79, 46, 182, 32, 37,
      255, 255, 1, 0, 0, 5, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 251, 145, 251,
      115, 170, 128, 70, 114, 134, 137, 52, 69, 91, 179, 93, 108, 18, 5, 218, 45, 89, 9, 230, 229,
      179, 58, 193, 37, 31, 104, 76, 32, 42, 160, 119, 33, 194, 195, 141, 143, 35, 192, 22, 198,
      43, 35, 223, 7, 40, 55, 244, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132,
      232, 3, 100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 23, 228, 163, 188,
      217, 144, 179, 125, 27, 186, 100, 53, 49, 251, 166, 249, 182, 101, 44, 4, 115, 106, 193,
      128, 42, 62, 242, 0, 199, 52, 169, 184, 246, 250, 253, 156, 78, 31, 167, 147, 181, 219, 182,
      138, 214, 185, 54, 58, 54, 215, 52, 185, 156, 38, 17, 109, 161, 173, 35, 159, 49, 125, 78,
      255, 128, 27, 99, 118, 118, 70, 157, 58, 69, 234, 46, 247, 58, 98, 213, 255, 255, 255, 255,
      5, 0, 0, 251, 209, 33, 222, 118, 227, 190, 15, 217, 221, 105, 198, 78, 73, 166, 245, 101,
      67, 243, 132, 115, 124, 43, 69, 133, 147, 17, 49, 4, 57, 83, 6, 89, 143, 11, 208, 139, 186,
      35, 11, 202, 51, 34, 15, 166, 221, 149, 50, 136, 141, 220, 158, 101, 70, 118, 255, 237,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
  /// Finding 28 (crash-cbf485ae…, 49,002 runs into a 10-minute pass on seed 25004, 4
  /// December, with findings 25 and 26 fixed; it fails on d8b114c too).
  ///
  /// Wide numbers. Step 31 adds `v0 == 0` at 750, the simplex goes through values of 8 × 10^12, and
  /// the rebuild that follows was feasible but its refinement of the constants left a slack at −3.5
  /// (fixed: the refinement now ends with the dual simplex on the rows it left below 0). What
  /// remains: step 45 adds the required `v3 == −10^8` and brings the values down to 4 × 10^10; the
  /// rebuild it asks for refuses the required `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` as in conflict
  /// with c12 (its own path goes through row constants of 2 × 10^13), so the solver keeps its
  /// tableau, whose rows carry the rounding of values of 8 × 10^12, and the required `3 v0 − v7 +
  /// 0.5 ≥ 0` ends 14.5 off, past the replay's allowance at the values of the moment (about 4:
  /// 10^-11 × 4 × 10^10 × 3, plus 10^-7 of its terms). Whether the rebuild's refusal is rounding or
  /// the incremental tableau's acceptance is, neither tableau can tell. Fixed by the residual check
  /// that ends a request of a system with wide numbers whose pivots moved rows past 10^6
  /// (Solver+Residuals.swift): the kept tableau's residuals were 7.3 × 10^-11 of the largest
  /// magnitude summed into them, and one step of refinement takes them back to rounding.
  @Test func finding28Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156,
      130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170,
      38,
      101, 81, 3, 11, 0, 85, 110, 115, 97, 102, 101, 77, 117, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246,
      119,
      48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 157, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0, 0, 0, 0, 0, 240, 125, 44, 86,
      46,
      35, 72, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0, 77, 145, 6, 255, 255, 255, 255, 1,
      0,
      0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53,
      93, 56, 72, 40, 254, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225,
      174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23,
      88,
      86, 97, 115, 6, 119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150,
      112, 186, 116, 201, 170, 38, 101, 81, 3, 11, 0, 85, 110, 3, 11, 205, 161, 186, 51, 189,
      80,
      213, 12, 54, 121, 216, 5, 27, 135, 169, 166, 74, 46, 91, 221, 97, 99, 104, 143, 197, 149,
      27, 198, 120, 205, 230, 183, 194, 254, 204, 67, 179, 132, 238, 88, 140, 85, 80, 201, 61,
      85,
      19, 216, 210, 20, 27, 107, 132, 162, 180, 104, 82, 21, 130, 53, 161, 154, 246, 80, 19,
      173,
      3, 87, 132, 153, 88, 242, 205, 137, 43, 240, 101, 121, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
  /// Finding 28's first part, fixed: after step 31 (its rebuild and refinement at values of
  /// 8 × 10^12) every restricted row is feasible, where the refinement had left a slack at
  /// −3.5.
  @Test func finding28RefinementLeavesNoNegativeRow() {
    var replay = SystemReplay(
      source: Bytes(bytes: [
        196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
        73,
        110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
        156,
        130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
        157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
        157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170,
        38,
        101, 81, 3, 11, 0, 85, 110, 115, 97, 102, 101, 77, 117, 164, 143, 38, 236, 169, 228, 207,
        90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
        252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246,
        119,
        48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
        54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 157, 125, 44, 235,
        101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0, 0, 0, 0, 0, 240, 125, 44, 86,
        46,
        35, 72, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0, 77, 145, 6, 255, 255, 255, 255, 1,
        0,
        0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53,
        93, 56, 72, 40, 254, 156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225,
        174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23,
        88,
        86, 97, 115, 6, 119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150,
        112, 186, 116, 201, 170, 38, 101, 81, 3, 11, 0, 85, 110, 3, 11, 205, 161, 186, 51, 189,
        80,
        213, 12, 54, 121, 216, 5, 27, 135, 169, 166, 74, 46, 91, 221, 97, 99, 104, 143, 197, 149,
        27, 198, 120, 205, 230, 183, 194, 254, 204, 67, 179, 132, 238, 88, 140, 85, 80, 201, 61,
        85,
        19, 216, 210, 20, 27, 107, 132, 162, 180, 104, 82, 21, 130, 53, 161, 154, 246, 80, 19,
        173,
        3, 87, 132, 153, 88, 242, 205, 137, 43, 240, 101, 121, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        119,
      ]))
    replay.pairsEqualities = true
    #expect(replay.run(maxSteps: 31) == nil)
    #expect(replay.solver.firstBrokenInvariant() == nil)
  }
  /// Finding 29 (crash-a158ea46…, 14,422 runs into a 10-minute pass on seed 25005, 4
  /// December, with findings 21 and 23 to 27 fixed; it fails on d8b114c too).
  ///
  /// Wide numbers: constants of 10^8 and 33,554,431, seventeen rebuilds of the tableau by step 44,
  /// values up to 1.8 × 10^8. Step 46 removes an optional constraint (`remove c25`): no rebuild
  /// follows, every restricted row stays feasible, and the solution moves by some 10^7 (v0 from 0
  /// to 3,333,333, v1 from −10,000,500 to 6,666,153), but the required `−0.5 v0 + 0.1 v1 + 10 v3 +
  /// 10^6 == 0` is then 1.22 off: 3.7 × 10^-7 of its terms, past the replay's allowance (10^-7 of
  /// its terms plus 10^-11 of the largest value times 10, 0.35 here). The rows' coefficients
  /// carried relative errors of 10^-8 to 10^-6 by then (pivot elements of −15.999988502393972 and
  /// −3.000000103822765 where the exact values are −16 and −3), and the removal's re-optimisation
  /// pivoted on elements of 1.7 × 10^-3 and 10^-4 of their rows' largest (sound by the
  /// suspect-pivot rule) with row constants of 9 × 10^7 and 3.8 × 10^7: the largest residual went
  /// from 1.5 × 10^-8 to 1.22, and no check asked for a rebuild. Fixed by the residual check that
  /// ends a request of a system with wide numbers whose pivots moved rows past 10^6
  /// (Solver+Residuals.swift): one step of refinement.
  @Test func finding29Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6,
      119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
      201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
      169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
      100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30,
      206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128,
      70, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55,
      83, 15, 154, 125, 44, 235, 122, 101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0,
      0, 0, 0, 0, 240, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0,
      1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 0, 0,
      0, 0, 196, 125, 10, 134, 137, 56, 69, 91, 179, 93, 108, 18, 5, 218, 45, 89, 9, 230, 229,
      179, 58, 193, 37, 31, 104, 76, 32, 42, 160, 119, 33, 194, 195, 141, 143, 35, 192, 22, 198,
      43, 35, 223, 7, 40, 55, 244, 90, 176, 133, 192, 192, 192, 73, 166, 245, 82, 175, 142, 216,
      96, 63, 118, 222, 227, 102, 244, 116, 111, 80, 222, 181, 153, 29, 152, 249, 8, 64, 137,
      74, 219, 20, 85, 1, 0, 0, 6, 145, 6, 225, 239, 255, 255, 255, 21, 130, 53, 161, 154, 246,
      80, 19, 173, 3, 87, 132, 153, 88, 242, 205, 137, 43, 240, 101, 121, 153, 166, 128, 48,
      222, 99, 184, 204, 64, 47, 56, 119, 62, 200, 134, 118, 122, 76, 1, 114, 135, 86, 5, 64,
      203, 213, 178, 218, 62, 163, 230, 229, 139, 40, 134, 137, 56, 69, 91, 179, 93, 108, 18, 5,
      24, 95, 150, 218, 45, 89, 9, 230, 229, 179, 159, 0, 0, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
  /// Finding 30 (crash-da2ca3fc…, 6,452 runs into a 10-minute pass on seed 25006, 4
  /// December, on the solver with findings 21 and 23 to 27 fixed; it fails on d8b114c too).
  ///
  /// Wide numbers (values and constants of 10^8): at step 41 (`stop editing v5`, a removal) the
  /// required `−0.1 v6 == 0` is 2.1 × 10^-4 off (v6 = 2.1 × 10^-3): 2 × 10^-11 of the largest
  /// value, twice the replay's allowance for a constraint whose largest coefficient is 0.1 (10^-11
  /// × 10^8 × 0.1). Rounding of values of 10^8 left in the rows, the family of findings 10, 11, 13,
  /// 17 and 23, within `Solver.maximumValue` and without a row constant past 2 × 10^8 to ask for a
  /// rebuild. Fixed by the residual check that ends a request of a system with wide numbers whose
  /// pivots moved rows past 10^6 (Solver+Residuals.swift).
  @Test func finding30Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6,
      119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
      201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
      169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
      100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30,
      206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128,
      70, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55,
      83, 15, 154, 125, 44, 235, 101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0, 0, 0,
      0, 0, 240, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 79, 112, 116,
      105, 111, 34, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 119, 141, 157, 243, 122, 168, 135, 121, 149,
      242, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 0, 0, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6,
      145, 6, 225, 239, 255, 255, 255, 255, 255, 255, 196, 93, 111, 95, 100, 47, 119, 70, 13,
      83, 10, 229, 45, 190, 17, 97, 78, 56, 6, 33, 3, 4, 4, 4, 4, 11, 196, 46, 165, 196, 93,
      111, 95, 100, 47, 0, 0, 0, 0, 100, 47, 119, 70, 13, 255, 255, 255, 255, 255, 255, 255, 11,
      59, 6, 33, 3, 11, 205, 161, 186, 56, 189, 80, 213, 12, 54, 121, 216, 5, 27, 135, 169, 166,
      74, 46, 91, 221, 97, 99, 104, 143, 197, 149, 27, 198, 120, 205, 230, 183, 194, 254, 204,
      67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 85, 19, 216, 210, 20, 27, 107, 132, 162, 180,
      104, 82, 21, 130, 53, 161, 154, 246, 80, 19, 173, 3, 87, 132, 153, 88, 242, 205, 137, 43,
      240, 101, 121, 153, 166, 128, 48, 222, 99, 184, 204, 64, 47, 56, 119, 62, 200, 134, 118,
      122, 76, 1, 114, 135, 86, 5, 64, 203, 213, 178, 218, 62, 163, 230, 229, 139, 40, 134, 137,
      56, 69, 91, 179, 93, 108, 18, 5, 218, 45, 89, 9, 230, 229, 179, 159, 0, 0, 0, 0, 32, 0, 0,
      38, 123, 247, 2, 126, 248, 248, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
  /// Finding 31 (crash-9ce7a989…, 48,007 runs into a 10-minute pass on seed 25007, 4
  /// December, on the solver of finding 30's pass; it fails on d8b114c too).
  ///
  /// Finding 28's system, mutated by the fuzzer: at step 32 `v0 == 0` at 750 takes the values to
  /// 1.3 × 10^13 (within `Solver.maximumValue`); the rebuild and the refinement it asks for go
  /// through, and the required `3 v0 − v7 + 0.5 ≥ 0` is then 1,065 off (v7 = 1,065.5 with v0 = 0):
  /// 8 × 10^-11 of the largest value, 2.7 times the replay's allowance (10^-11 × largest value ×
  /// largest coefficient). Rounding of values of 10^13, which the bound of 10^15 lets through: a
  /// lower bound would refuse this request, but the allowance is relative and the same error at a
  /// smaller scale would remain. The rebuild's one step of refinement left residuals of 2.7 ×
  /// 10^-11 of the largest magnitude summed into them; the residual check that ends a request of a
  /// system with wide numbers whose pivots moved rows past 10^6 (Solver+Residuals.swift) takes them
  /// to 2.8 × 10^-13, then 2.9 × 10^-15, in two more steps, and the inequality holds.
  @Test func finding31Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6,
      119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
      201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
      169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
      100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30,
      206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 151, 24, 208, 125, 162, 128,
      70, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55,
      83, 15, 154, 125, 44, 235, 122, 101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0,
      0, 0, 0, 0, 240, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0,
      1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 0, 0,
      0, 0, 196, 125, 10, 134, 137, 56, 69, 91, 223, 24, 59, 185, 226, 113, 12, 6, 0, 0, 12, 0,
      0, 0, 0, 0, 0, 0, 248, 45, 252, 120, 148, 170, 33, 14, 24, 38, 255, 210, 23, 228, 192,
      192, 192, 192, 192, 192, 73, 166, 245, 82, 175, 142, 216, 96, 63, 118, 222, 227, 102, 244,
      116, 111, 80, 222, 181, 153, 29, 152, 249, 8, 64, 137, 74, 219, 20, 85, 1, 0, 0, 6, 145,
      6, 225, 239, 255, 255, 255, 21, 130, 53, 161, 154, 3, 0, 0, 9, 3, 87, 132, 153, 88, 242,
      205, 137, 43, 240, 101, 121, 153, 166, 128, 48, 222, 99, 184, 204, 64, 47, 56, 119, 62,
      200, 134, 118, 122, 76, 1, 114, 135, 86, 5, 64, 203, 213, 178, 218, 62, 163, 230, 229,
      139, 40, 134, 137, 56, 69, 91, 179, 93, 108, 18, 5, 24, 95, 150, 218, 45, 89, 9, 230, 229,
      179, 159, 0, 0, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
  /// Finding 32 (crash-7d8cf3c6…, 32,291 runs into a 10-minute pass on seed 25008, 4
  /// December, on the final solver of the evening; it fails on d8b114c too).
  ///
  /// Finding 28's system again, as the fuzzer mutated it: at step 38 a removal (`remove c10.1`)
  /// leaves the required `3 v0 − v7 + 0.5 ≥ 0` 327 off at values of 2 × 10^12, 5.5 times the
  /// replay's allowance. Fixed by the residual check that ends a request of a system with wide
  /// numbers whose pivots moved rows past 10^6 (Solver+Residuals.swift).
  @Test func finding32Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 65, 93, 56, 72, 40, 254,
      156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6,
      119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
      201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
      169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
      100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30,
      206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128,
      70, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55,
      83, 15, 154, 125, 44, 235, 122, 101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0,
      0, 0, 0, 0, 240, 125, 44, 178, 46, 35, 72, 195, 8, 134, 137, 57, 67, 0, 0, 0, 0, 0, 0, 0,
      1, 0, 34, 0, 0, 0, 47, 253, 78, 73, 166, 245, 101, 67, 243, 132, 115, 124, 43, 69, 133,
      160, 117, 200, 255, 255, 255, 255, 255, 255, 255, 11, 94, 222, 174, 127, 190, 17, 29, 230,
      160, 224, 229, 45, 19, 41, 167, 209, 192, 164, 26, 87, 212, 10, 159, 141, 204, 36, 128,
      88, 101, 172, 191, 79, 47, 38, 94, 114, 70, 108, 111, 97, 116, 26, 196, 242, 231, 254,
      165, 181, 235, 254, 101, 76, 201, 32, 157, 55, 188, 252, 18, 208, 144, 215, 64, 152, 0, 0,
      15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 0, 0, 0, 0, 58, 125, 118, 222,
      227, 102, 244, 116, 111, 80, 222, 181, 153, 29, 152, 249, 8, 209, 56, 113, 144, 155, 190,
      150, 74, 172, 32, 8, 134, 7, 214, 64, 137, 204, 74, 219, 20, 0, 0, 58, 125, 118, 222, 227,
      102, 244, 116, 111, 80, 222, 181, 153, 29, 152, 249, 8, 64, 137, 74, 219, 20, 85, 201,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 34 (seed 4343, 68,653 runs into a 240-second pass on the solver of 4 December,
  /// night; it fails on d8b114c too).
  ///
  /// Wide numbers (constants of 10^8, coefficients 0.1 and 10): at step 32, after a two-priority
  /// equality `v0 == 0` is added, the required `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` is 0.38 off
  /// at values of 10^8, past the replay's allowance. One pivot of that add (element −0.037, its
  /// row's constant going from 2.8 × 10^6 to 7.6 × 10^7; nothing suspect) took the largest residual
  /// from 3 × 10^-8 to 2.49: the rows' coefficients carried relative errors near 10^-8, and the
  /// pivot multiplied them by the new constant. Fixed by the residual check that ends a request of
  /// a system with wide numbers whose pivots moved rows past 10^6 (Solver+Residuals.swift): one
  /// step of refinement.
  @Test func finding34Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6,
      119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
      201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
      169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
      100, 75, 255, 45, 252, 120, 148, 170, 240, 14, 24, 38, 210, 145, 255, 251, 97, 92, 30,
      206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128,
      70, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 229, 76, 211, 121, 64, 17, 55,
      83, 15, 154, 125, 44, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46,
      35, 72, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 44, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0,
      0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 255, 255, 196, 93, 111, 95, 100, 47, 119,
      70, 13, 83, 10, 229, 45, 190, 17, 78, 33, 6, 57, 97, 3, 4, 4, 4, 4, 11, 205, 161, 186, 56,
      189, 80, 213, 12, 54, 121, 216, 5, 27, 135, 169, 166, 74, 46, 1, 4, 91, 221, 97, 99, 104,
      143, 197, 149, 27, 198, 120, 205, 230, 181, 195, 194, 254, 204, 67, 179, 132, 238, 88,
      140, 85, 80, 201, 61, 150, 168, 34, 226, 2, 0, 0, 0, 171, 74, 233, 59, 196, 46, 165, 196,
      93, 111, 95, 100, 47, 0, 23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0,
      0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 35 (crash-1ba48be7…, 88,917 runs into a 10-minute pass on seed 5001, on the
  /// solver with the residual check of findings 28 to 34; it fails on 7c0d69d too).
  ///
  /// Wide numbers: at step 46 the required `−0.1 v6 == 0` is 7.9 × 10^-3 off at values of
  /// 1.3 × 10^9, six times the replay's allowance (10^-11 × 1.3 × 10^9 × 0.1). The step's
  /// dual simplex pivoted on a cell of 9.7 × 10^-9 beside 190 (the only one that could repair
  /// the new row), the check by a rebuild accepted the constraint, and the rebuild that
  /// followed was kept; but its own path pivoted on such cells too, and the basis it ended
  /// with is singular, or nearly: the basic values solved from the constraints by elimination
  /// with partial pivoting are 7 × 10^18 away from the tableau's (after every earlier step
  /// the two agree within 10^-13 of the largest value). The residual check then finds residuals of
  /// 1.6 × 10^-12 of the largest magnitude summed into them (2 × 10^10), and refinement through
  /// that tableau stalls (1.5 × 10^-12 after three steps). The step's constraint was in
  /// conflict all along: with `v6 = 0` and `v7 = 0`, `v3 / 3 + 3 v6 ≥ 0.5` wants v3 ≥ 1.5,
  /// `0.1 v5 − 9.9 v7 + 10^8 ≤ 0` wants v5 ≤ −10^9, and the new `−10 v6 + v3 − 0.1 v5 − 10^8 ≤
  /// 0` then wants v3 ≤ 0. Fixed: when the rebuild in slot order accepts a required add that
  /// needed a forced suspect pivot, the rebuild in the opposite order is asked too, and the
  /// conflict it names (c13.1, c16.1, c25, c28 and the new one) is kept when a solver given
  /// those constraints alone refuses them too (`Solver.conflictFoundByRebuild`).
  @Test func finding35Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156,
      130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123,
      38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246,
      119,
      48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46, 35, 154, 195, 8, 134, 137,
      56,
      67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0,
      0, 215, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
      255,
      255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
      255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
      255, 255, 0, 0, 0, 0, 0, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6, 145, 6, 225, 239, 255, 255,
      255, 255, 255, 255, 196, 93, 111, 95, 100, 47, 119, 70, 13, 83, 10, 229, 45, 190, 17, 97,
      78, 57, 6, 33, 3, 4, 4, 4, 4, 11, 205, 161, 186, 198, 66, 175, 42, 12, 54, 121, 216, 5,
      27,
      135, 169, 166, 74, 46, 1, 4, 91, 221, 97, 99, 104, 143, 197, 149, 27, 198, 120, 205, 230,
      181, 195, 194, 254, 204, 67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 150, 168, 34, 226,
      2,
      0, 0, 0, 171, 74, 233, 59, 196, 46, 165, 196, 93, 111, 95, 100, 47, 0, 0, 0, 0, 0, 0, 0,
      0,
      32, 0, 0, 38, 123, 247, 2, 126, 248, 248, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 36 (crash-12135d87…, 872 runs into a 10-minute pass on seed 5002, on c2c00a2,
  /// which solved the basic values directly when refinement stalled; it passes on 7c0d69d).
  ///
  /// Wide numbers: at step 43 the required `−0.1 v0 ≥ 0` was accepted beside the required
  /// `v0 − 5 ≥ 0`, and v0 ended at 5. A direct solve of the basic values (elimination with
  /// partial pivoting) on a tableau whose basis rounding had chosen gave values of 4 × 10^21,
  /// and the rows it left were not the constraints' any more. The direct solve is gone; the
  /// residual check only refines, and keeps a step only when it makes the residuals smaller.
  @Test func finding36Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      130, 232, 174, 235, 79, 193, 210, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 0, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 1, 0, 0, 0, 0, 0, 0, 33,
      47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58, 54, 215,
      52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235, 101, 76,
      211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46, 35, 154, 195, 8, 134, 137, 56, 67, 0, 0,
      1, 0, 0, 0, 0, 0, 0, 31, 0, 0, 0, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 175,
      5, 0, 255, 0, 0, 215, 0, 0, 0, 0, 0, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6, 145, 6, 225, 239,
      255, 255, 255, 255, 255, 255, 196, 93, 111, 95, 100, 47, 119, 70, 13, 83, 10, 229, 45, 190,
      17, 97, 78, 56, 6, 33, 3, 4, 4, 4, 4, 11, 205, 161, 186, 56, 189, 80, 213, 12, 54, 121, 216,
      5, 27, 135, 169, 166, 74, 46, 1, 4, 91, 221, 97, 99, 104, 143, 197, 133, 27, 198, 120, 205,
      230, 181, 195, 194, 254, 204, 67, 179, 132, 46, 88, 140, 85, 80, 201, 61, 150, 168, 34, 226,
      2, 0, 0, 0, 171, 74, 233, 59, 196, 46, 165, 196, 93, 111, 95, 100, 47, 0, 0, 0, 0, 0, 0, 0,
      0, 32, 0, 0, 38, 123, 247, 2, 126, 248, 248, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 37 (crash-2af6b916…, 8,356 runs into a 10-minute pass on seed 5003, on the
  /// solver with the residual check; finding 34's system as the fuzzer mutated it, so it
  /// fails on 7c0d69d too, at step 32 as finding 34 does).
  ///
  /// Wide numbers at the bound: at step 44 a required add asks for a rebuild, whose own path
  /// pivots on cells of rounding size and ends with row constants of 9.9 × 10^14, within
  /// `Solver.maximumValue`, and a variable at 2 × 10^15 through a multiple of others (which
  /// the bound allows). The rebuilt tableau's residuals are 9.9 × 10^7 (2.5 × 10^-8 of the
  /// largest magnitude summed into them), and a step of refinement through it moves the
  /// values by some 2 × 10^15 without making them smaller, so it is undone: the required
  /// `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` stays 1.7 × 10^7 off, 80 times the replay's
  /// allowance (10^-11 × 2 × 10^15 × 10): a basis chosen by rounding. Fixed: when refinement
  /// cannot bring the residuals within tolerance, the tableau is built again in slot order
  /// and in the opposite order, each refined, and the one with the smallest residuals is kept
  /// (here the opposite order, with residuals within tolerance; the removals that follow
  /// need it again).
  @Test func finding37Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156, 130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6,
      119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
      201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
      169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
      100, 75, 255, 45, 252, 120, 148, 170, 240, 14, 24, 38, 210, 145, 255, 251, 97, 92, 30,
      206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128,
      70, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 229, 76, 211, 121, 64, 17, 55,
      83, 15, 154, 125, 44, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46,
      35, 72, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 44, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0,
      0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 255, 255, 196, 93, 111, 95, 100, 47, 119,
      70, 13, 83, 10, 229, 45, 190, 17, 78, 33, 6, 52, 97, 3, 4, 4, 4, 4, 11, 205, 161, 186, 56,
      189, 80, 213, 12, 54, 121, 216, 5, 27, 135, 169, 166, 74, 46, 1, 4, 91, 221, 97, 99, 104,
      143, 197, 149, 27, 198, 120, 205, 230, 181, 195, 194, 254, 204, 67, 179, 132, 238, 88,
      140, 85, 80, 201, 61, 150, 168, 34, 226, 2, 0, 0, 0, 171, 74, 233, 59, 196, 46, 165, 196,
      93, 111, 95, 100, 47, 0, 23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0,
      0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 38 (crash-42c0e9c6…, 29,275 runs into a 10-minute pass on seed 5004, on the
  /// solver whose refinement undoes a step that does not help; it fails on 7c0d69d too, 4.1 ×
  /// 10^6 off).
  ///
  /// Wide numbers: at step 40 a required equality asks for a rebuild at values of 3.8 × 10^13,
  /// and the rebuilt tableau's residuals (6.2 × 10^6) do not come down through refinement:
  /// the required `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` ended 7.8 × 10^5 off, 2 times the
  /// replay's allowance. Fixed as finding 37: of the rebuilds in both orders, the one in the
  /// opposite order leaves residuals within tolerance, and is kept.
  @Test func finding38Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 255, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 210, 145, 255, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 229, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 83, 59, 154, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137, 56,
      67, 0, 0, 0, 0, 44, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0,
      0, 215, 0, 0, 0, 255, 255, 196, 93, 111, 95, 100, 47, 119, 70, 13, 83, 10, 229, 45, 190, 17,
      78, 33, 6, 57, 97, 3, 4, 4, 4, 4, 11, 205, 161, 186, 56, 189, 80, 213, 12, 54, 121, 216, 5,
      27, 135, 169, 166, 74, 46, 1, 4, 91, 221, 97, 99, 104, 143, 197, 149, 27, 198, 120, 205,
      230, 181, 195, 194, 254, 204, 67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 150, 168, 34,
      226, 2, 0, 0, 0, 171, 74, 233, 59, 196, 46, 165, 196, 93, 111, 95, 100, 47, 0, 23, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 39 (crash-908f5733…, 84,124 runs into a 10-minute pass on seed 5006, on 7fa5ae5;
  /// it fails on 7c0d69d too, at step 38, 8,375 off).
  ///
  /// Wide numbers: step 46 adds the required `10 v3 + 10^8 ≤ 0` where the required
  /// `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` and `−0.5 v0 + 0.1 v1 + 0.5 == 0` fix v3 at
  /// −99,999.95: a conflict. The dual simplex repaired the new row through pivots none of
  /// which was suspect (the rows' coefficients carried rounding of values of 10^12), the add
  /// went through, and the first equality ended 9.9 × 10^7 off; the residuals (8.9 × 10^9)
  /// did not come down through refinement, and the rebuild in slot order kept them. Fixed: a
  /// required add or constant change that moved rows past 10^6 and left residuals refinement
  /// cannot take out is checked by rebuilds in both orders, and refused with the first
  /// conflict that a solver given the named constraints alone confirms
  /// (`Solver.verifiedConflictFoundByRebuild`): here the rebuild in the opposite order names
  /// it.
  @Test func finding39Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      193, 232, 130, 235, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 52, 208, 65, 132, 44, 151, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 86, 86, 86, 86, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154,
      125, 44, 235, 122, 101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0, 0, 0, 0, 0,
      240, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 34, 0, 0,
      0, 44, 0, 15, 0, 0, 0, 0, 0, 0, 81, 250, 255, 0, 255, 255, 33, 0, 0, 0, 0, 0, 0, 0, 196,
      127, 245, 121, 118, 56, 69, 91, 223, 24, 59, 185, 226, 113, 12, 6, 0, 0, 12, 0, 0, 0, 0, 0,
      0, 0, 248, 45, 1, 0, 0, 23, 252, 120, 148, 64, 33, 14, 24, 38, 255, 255, 255, 255, 255, 210,
      23, 228, 192, 192, 192, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6, 96, 63, 118, 222, 227, 102, 244,
      21, 130, 53, 161, 154, 3, 0, 0, 9, 43, 3, 87, 132, 51, 0, 0, 0, 153, 88, 242, 205, 137, 43,
      240, 101, 121, 153, 166, 128, 48, 222, 99, 184, 204, 64, 47, 56, 119, 62, 200, 134, 118,
      122, 76, 1, 114, 135, 86, 5, 64, 203, 213, 178, 218, 62, 163, 230, 229, 139, 40, 134, 137,
      56, 69, 91, 179, 93, 108, 18, 5, 24, 95, 150, 218, 45, 89, 9, 230, 229, 179, 159, 0, 0, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 40 (crash-21bd9625…, 12,839 runs into a 10-minute pass on seed 5008, on b53fd40;
  /// it fails on 7c0d69d too, 52.5 off).
  ///
  /// Wide numbers: step 47's required add pivots on a suspect cell, and the rebuild it asks
  /// for ends with residuals of 52 (2.7 × 10^-8 of the largest magnitude summed into them)
  /// where the incremental tableau's were 3 × 10^-7 (1.2 × 10^-17); refinement through the
  /// rebuilt tableau takes them down by 7 × 10^-4 a step, and the rebuild in the opposite order
  /// does not go through: the required `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` ended
  /// 52 off at values of 3.2 × 10^8. Fixed: the tableau from before the rebuild is a candidate
  /// too, and its residuals win.
  @Test func finding40Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      130, 232, 174, 235, 79, 193, 210, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 83, 23, 154, 125, 44, 86, 46, 35, 154, 196, 125, 14, 85, 99,
      86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255, 57,
      42, 24, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 104, 254, 156, 130, 232, 235, 193,
      210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 48, 138, 236,
      32, 96, 243, 109, 22, 82, 192, 176, 229, 88, 86, 82, 97, 110, 103, 101, 157, 243, 122, 168,
      135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170, 38, 101, 81, 3, 11, 0,
      79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207, 90, 176, 133, 133,
      134, 203, 226, 45, 226, 113, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70,
      0, 0, 128, 0, 0, 0, 0, 0, 0, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 101,
      76, 211, 227, 24, 208, 125, 162, 128, 70, 0, 0, 128, 0, 0, 0, 0, 0, 0, 114, 214, 185, 54,
      58, 54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 63, 83, 15, 154, 125, 44,
      235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137,
      54, 67, 0, 0, 0, 0, 0, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 34, 0, 0, 0, 0,
      1, 0, 0, 0, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 41 (crash-c254da49…, 35,293 runs into a 10-minute pass on seed 5010, on c03af49;
  /// it fails on 7c0d69d too, at step 32, 27,815 off at values of 1.3 × 10^13).
  ///
  /// Wide numbers: step 41 adds the required `−0.5 v0 − 0.5 ≥ 0` (v0 ≤ −1) beside the
  /// required `3 v0 − v7 + 0.5 ≥ 0` and `−0.1 v7 == 0`, which want v0 ≥ −1/6: a conflict. The
  /// add went through a suspect pivot that was not the dual ratio test's fallback and moved
  /// no row past 10^6, so neither conflict check ran; its rebuild and refinement left a
  /// residual of 2.5 that no step takes out, under the replay's allowance while values of
  /// 5 × 10^11 lasted, and step 45 (a removal that brings them down to 5 × 10^9) reports the
  /// inequality 2.5 off. Fixed: the verified conflict check also runs after a suspect pivot.
  @Test func finding41Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      193, 232, 130, 235, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 52, 208, 65, 132, 44, 151, 24, 208, 125, 162, 128, 70, 114, 214, 185, 55, 58,
      54, 215, 86, 70, 86, 86, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154,
      125, 44, 235, 122, 101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0, 0, 0, 4, 0,
      240, 125, 44, 86, 46, 35, 72, 195, 37, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 34, 0,
      0, 0, 44, 0, 15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 0, 0, 0, 0, 196, 127,
      245, 121, 118, 56, 69, 91, 223, 24, 59, 185, 226, 113, 12, 6, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0,
      248, 45, 1, 0, 177, 0, 23, 252, 120, 148, 170, 33, 14, 24, 38, 255, 255, 255, 255, 255, 210,
      23, 228, 192, 192, 192, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6, 96, 63, 118, 222, 227, 102, 244,
      21, 130, 53, 161, 200, 134, 118, 122, 76, 1, 114, 135, 86, 5, 64, 203, 213, 178, 218, 62,
      163, 230, 229, 139, 40, 134, 137, 56, 69, 91, 179, 93, 108, 18, 5, 24, 95, 150, 218, 45, 89,
      9, 230, 229, 179, 159, 0, 37, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 42 (crash-c7604c2f…, 34,889 runs into a 9-minute pass on seed 5015, on 92e708e;
  /// it fails on 7c0d69d too, at step 32, 27,815 off), fixed.
  ///
  /// Wide numbers: after step 42 (an optional two-priority add) the required
  /// `3 v0 − v7 + 0.5 ≥ 0` was 0.025 off at values of 10^8, eight times the replay's allowance.
  /// No pivot row and no shifted row of that request passed 10^6 and nothing asked for a
  /// rebuild, so the residual check did not run, though the request's substitutions wrote rows
  /// past 10^6. A substitution that leaves a row past `wideRowConstant` now asks for the check
  /// too, and the check takes the residual out. (Its input is not in the corpus: `.ci/run`'s
  /// pass mutated it into finding 44.)
  @Test func finding42Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156, 193, 232, 130, 235, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6,
      119, 141, 157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116,
      201, 170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236,
      169, 228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1,
      100, 75, 248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30,
      206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 151, 24, 208, 125, 162, 128,
      70, 114, 214, 185, 55, 58, 54, 215, 86, 70, 86, 86, 52, 254, 165, 181, 235, 101, 76, 211,
      121, 64, 17, 55, 83, 15, 154, 125, 44, 235, 122, 101, 76, 211, 121, 64, 17, 55, 41, 83,
      15, 154, 22, 0, 0, 0, 0, 4, 0, 240, 125, 44, 86, 46, 35, 72, 36, 195, 37, 134, 137, 56,
      67, 0, 0, 0, 0, 0, 0, 0, 5, 0, 255, 0, 0, 215, 0, 0, 0, 0, 0, 0, 0, 196, 127, 245, 121,
      118, 56, 69, 91, 223, 24, 59, 185, 226, 12, 113, 6, 0, 0, 12, 0, 0, 0, 4, 0, 0, 0, 248,
      45, 1, 0, 0, 23, 252, 120, 148, 170, 33, 14, 24, 38, 255, 255, 255, 255, 255, 210, 23,
      228, 192, 192, 192, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6, 96, 63, 118, 222, 227, 102, 244,
      21, 130, 51, 161, 200, 86, 5, 64, 203, 213, 178, 218, 62, 163, 230, 229, 139, 40, 134,
      137, 56, 69, 91, 179, 93, 108, 18, 5, 24, 95, 150, 218, 45, 89, 9, 230, 229, 179, 159, 0,
      37, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 43 (crash-72591ba9…, 35,776 runs into a 5-minute pass on seed 6002, on ae18126;
  /// it fails without finding 42's change too), fixed.
  ///
  /// Wide numbers: step 39 adds the required `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` a second
  /// time. The new row holds the first one's dummy (0.99999999999927) and, besides it, only
  /// cells of rounding where the exact values are 0 (3.6 × 10^-9 and 1.8 × 10^-11), at values
  /// of 2 × 10^9; its constant was within the tolerance, and `pivotDummyOut` pivoted on the
  /// cell of 3.6 × 10^-9 all the same, which divided the row by it and left rows with
  /// coefficients of 10^9. Every later rebuild took the same path (its constant, −1.4 × 10^-3,
  /// past the tolerance but not past that rounding), and at step 47 the dual simplex of a
  /// required add pivoted on a cell of 2 × 10^-9 among those rows, in the incremental tableau
  /// and in the rebuild alike: the residuals were 3.3 × 10^8 and 1.7 × 10^9, the rebuild in
  /// the opposite order refused the repeated equality for rounding, and the required equality
  /// ended 3.3 × 10^6 off at values of 3.4 × 10^8. Fixed: a new equality's row whose pivotable
  /// cells are all below `suspectPivotRatio` of its largest coefficient, with a constant within
  /// that ratio of the numbers summed into it, is a redundant equality, and its dummy stays
  /// basic (a required add decided that way past the tolerance is checked by rebuilds).
  @Test func finding43Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      130, 232, 174, 235, 79, 193, 210, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 56, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 83, 23, 154, 125, 44, 86, 46, 35, 154, 196, 125, 14, 85, 99,
      86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255, 57,
      42, 24, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 104, 254, 156, 130, 232, 235, 193,
      210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 50, 157, 48, 138, 236,
      32, 96, 243, 109, 22, 82, 192, 176, 229, 88, 86, 82, 97, 110, 103, 101, 157, 243, 122, 168,
      135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170, 38, 101, 81, 3, 11, 0,
      79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207, 90, 176, 133, 133,
      134, 203, 226, 45, 226, 113, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70,
      0, 0, 128, 0, 0, 0, 0, 0, 0, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 101,
      76, 211, 227, 24, 208, 125, 162, 128, 70, 0, 0, 128, 0, 0, 0, 0, 0, 0, 114, 214, 185, 54,
      58, 54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 63, 83, 15, 154, 125, 44,
      235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137,
      54, 67, 0, 0, 0, 0, 0, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 34, 0, 0, 0, 0,
      1, 0, 0, 0, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 44 (crash-e218aaf4…, `.ci/run`'s 12-second pass with seed 1 on 599b620, mutating
  /// finding 42's input), fixed.
  ///
  /// Wide numbers: step 39 adds the required `2 v0 + v7 + 0.5 ≤ 0` (v0 ≤ −0.25 with v7 = 0)
  /// beside the required `3 v0 − v7 + 0.5 ≥ 0` and `−0.1 v7 == 0` (v0 ≥ −1/6): a conflict by
  /// 0.25, accepted at values of 2 × 10^12. The residual it left (0.25) was within
  /// `residualTolerance` of the largest magnitude summed into a residual (4 × 10^13), so the
  /// verified conflict check did not run; the rebuild that the request's large rows asked for
  /// at its end refused `−0.1 v7 == 0` as in conflict with the other two, and was dropped as a
  /// refusal for rounding. Step 40 (a removal) brought the values down to 10^9, where 0.25 is
  /// past the replay's allowance. Fixed: a required add or constant change of a system with
  /// wide numbers that asks for that rebuild (a suspect pivot or a row past
  /// `suspectRowConstant`) is checked by the verified conflict check before it ends
  /// (`Solver.needsVerifiedConflictCheck`), and here refused.
  @Test func finding44Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      193, 232, 130, 235, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 52, 208, 65, 132, 44, 151, 24, 208, 125, 162, 128, 70, 114, 214, 185, 55, 58,
      54, 215, 86, 70, 86, 86, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154,
      125, 44, 235, 122, 101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154, 22, 0, 0, 0, 0, 4, 0,
      240, 125, 44, 86, 46, 35, 72, 195, 37, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0, 0, 1, 0, 34, 0,
      0, 0, 44, 0, 15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 24, 33, 150, 218, 45,
      89, 9, 230, 229, 179, 159, 0, 0, 0, 0, 0, 196, 127, 245, 121, 118, 56, 69, 91, 223, 24, 59,
      185, 226, 113, 12, 6, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 248, 45, 1, 0, 177, 0, 23, 252, 120,
      148, 170, 33, 14, 24, 38, 255, 255, 255, 255, 255, 210, 23, 228, 192, 192, 192, 0, 0, 196,
      125, 10, 85, 1, 0, 0, 6, 96, 63, 118, 222, 227, 102, 244, 21, 130, 53, 161, 200, 134, 118,
      122, 76, 1, 114, 135, 86, 5, 64, 203, 213, 178, 218, 62, 163, 230, 229, 139, 40, 134, 137,
      56, 69, 91, 179, 93, 108, 18, 5, 24, 95, 150, 218, 45, 89, 9, 230, 229, 179, 159, 0, 37, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 45 (crash-c503a105…, 18,600 runs into a 5-minute pass on seed 8001, on 6872a6f,
  /// which kept a redundant equality's dummy basic for finding 43; it passes on e725739),
  /// fixed.
  ///
  /// Wide numbers, finding 43's system as the fuzzer mutated it: the repeated required
  /// equality's dummy stayed basic in a row that still held the cells of rounding
  /// (±3.6 × 10^-9 on two errors), and at step 46 `suggestValue(−10^8)` for a new edit moved
  /// that row's constant by 0.36 through one of them: a row of dummies off 0 reads as a
  /// conflict, and the optional edit's value was refused as unsatisfiable. Fixed: those
  /// cells, 0 in exact arithmetic, leave the row when the equality is found redundant.
  @Test func finding45Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      130, 232, 174, 235, 79, 193, 210, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 83, 23, 154, 125, 44, 86, 46, 35, 154, 196, 125, 14, 85, 99,
      86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73, 110, 116, 1, 255, 57,
      42, 24, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 104, 254, 156, 130, 232, 235, 193,
      210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 48, 138, 236,
      32, 96, 243, 109, 22, 82, 192, 176, 229, 88, 86, 82, 97, 110, 103, 101, 157, 243, 122, 168,
      135, 121, 149, 242, 153, 15, 123, 176, 150, 112, 186, 116, 201, 170, 38, 101, 81, 3, 11, 0,
      79, 112, 116, 105, 111, 110, 95, 108, 164, 143, 38, 236, 169, 228, 207, 90, 176, 133, 133,
      134, 203, 226, 45, 226, 113, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70,
      0, 0, 128, 0, 0, 0, 0, 0, 0, 114, 214, 185, 54, 58, 54, 215, 52, 254, 165, 181, 235, 101,
      76, 211, 227, 24, 208, 125, 162, 128, 70, 0, 0, 128, 0, 0, 0, 0, 0, 0, 114, 214, 185, 54,
      58, 54, 215, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64, 17, 63, 83, 15, 154, 125, 44,
      235, 101, 76, 206, 252, 35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125,
      162, 128, 70, 114, 214, 185, 54, 58, 54, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46,
      35, 72, 195, 8, 134, 137, 54, 67, 0, 0, 0, 0, 0, 195, 8, 134, 137, 56, 67, 0, 0, 0, 0, 0, 0,
      0, 1, 0, 34, 0, 0, 0, 0, 1, 0, 0, 0, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 46 (crash-7713eed5…, 28,514 runs into a 5-minute pass on seed 8004, on 0ff4558;
  /// it fails on e725739 too), fixed.
  ///
  /// Wide numbers at the bound: step 41's required add `3 v5 + 0.1 v3 + 0.5 ≥ 0` went through
  /// a suspect pivot (no conflict: the rebuild in slot order accepts it) and left residuals of
  /// 10^8 at values of 1.3 × 10^15 (5 × 10^-8 of the largest magnitude); the rebuild it asked
  /// for left the same. Refinement through either tableau converges, but slowly: each step
  /// took 77 % of the largest residual out, and the three steps allowed left the required
  /// `0.1 v5 − 9.9 v7 + 10^8 ≤ 0` 2.8 × 10^5 off, twice the replay's allowance. Fixed:
  /// refinement goes on while each step takes at least half of the largest residual out (at
  /// least a quarter since finding 47; here seven more steps, to a residual of 9.9).
  @Test func finding46Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      157, 243, 122, 168, 135, 121, 149, 242, 144, 15, 123, 176, 150, 112, 186, 116, 201, 170, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 255, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 210, 145, 255, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 229, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 86, 46, 35, 72, 196, 93, 111, 88, 100,
      47, 0, 23, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255,
      4, 0, 0, 215, 0, 0, 0, 255, 255, 196, 93, 111, 95, 100, 47, 119, 70, 13, 83, 10, 229, 45,
      190, 17, 5, 0, 0, 0, 0, 0, 0, 0, 4, 4, 11, 205, 161, 186, 56, 189, 80, 213, 12, 54, 121,
      216, 5, 27, 135, 169, 166, 74, 46, 1, 4, 91, 221, 97, 99, 104, 143, 197, 149, 27, 198, 120,
      205, 230, 181, 195, 194, 254, 204, 67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 150, 168,
      34, 226, 2, 0, 0, 0, 171, 74, 233, 59, 196, 46, 165, 196, 93, 111, 88, 100, 47, 0, 23, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 47 (crash-cf2fe897…, 23,385 runs into a 5-minute pass on seed 8006, on 67bebb8;
  /// it fails on e725739 too), fixed.
  ///
  /// Wide numbers at the bound, as finding 46: step 40's required `−0.1 v5 + 3 v6 − 10^8 == 0`
  /// (consistent with the other required constraints: v6 is free) went through a suspect
  /// pivot and left residuals of 8.3 × 10^8 at values of 5.4 × 10^14, as did the rebuild it
  /// asked for (the rebuild in the opposite order passes `Solver.maximumValue`). Refinement
  /// converges, but took only 43 % of the largest residual out a step, so finding 46's rule
  /// (at least half) ended it after three steps, and the required
  /// `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` was 1.1 × 10^7 off, 200 times the replay's
  /// allowance. Fixed: refinement goes on, up to 48 steps, while each step takes at least a
  /// quarter of the largest residual out.
  @Test func finding47Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 85, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115, 73,
      110, 116, 1, 255, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254, 156,
      130, 232, 235, 193, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52,
      157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 233, 79, 23, 88, 86, 97, 115, 6, 119, 141,
      91, 243, 122, 168, 135, 121, 149, 242, 144, 13, 123, 176, 150, 112, 186, 116, 201, 170, 38,
      101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169, 228, 207,
      90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 255, 45,
      252, 120, 148, 170, 240, 14, 24, 38, 210, 145, 255, 251, 97, 92, 30, 206, 252, 35, 246, 119,
      48, 240, 47, 52, 208, 65, 132, 44, 227, 24, 208, 125, 162, 128, 70, 114, 214, 185, 54, 58,
      54, 215, 52, 254, 165, 181, 235, 229, 76, 211, 121, 64, 17, 55, 83, 15, 154, 125, 44, 235,
      101, 76, 211, 121, 64, 17, 55, 83, 59, 154, 125, 44, 86, 46, 35, 72, 195, 8, 134, 137, 56,
      67, 0, 0, 0, 0, 44, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0,
      0, 215, 0, 255, 255, 255, 255, 255, 255, 255, 2, 0, 0, 255, 255, 196, 93, 111, 95, 100, 47,
      119, 70, 13, 83, 10, 229, 45, 190, 17, 78, 33, 6, 52, 97, 3, 4, 4, 4, 4, 11, 205, 161, 186,
      56, 189, 80, 17, 0, 0, 0, 0, 0, 0, 0, 213, 12, 54, 121, 216, 5, 27, 135, 169, 166, 74, 46,
      1, 4, 91, 221, 97, 99, 104, 143, 197, 149, 27, 198, 120, 205, 230, 181, 195, 194, 254, 204,
      67, 179, 132, 238, 88, 140, 85, 80, 201, 61, 150, 168, 34, 226, 2, 0, 0, 0, 85, 181, 22,
      201, 196, 46, 165, 196, 93, 111, 95, 100, 47, 0, 23, 0, 0, 0, 0, 0, 175, 0, 0, 0, 0, 5, 0,
      0, 255, 0, 0, 215, 0, 0, 253, 255, 0, 0, 11, 0, 0, 0, 0, 119,
    ]
    #expect(Self.replayFailure(input) == nil)
  }

  /// Finding 48 (crash-4b204e58…, 16,051 runs into a 5-minute pass on seed 8007, on bb5052c;
  /// it fails on e725739 too).
  ///
  /// Wide numbers: step 32 adds the optional `0.1 v0 == 0` at 750, beside only two required
  /// constraints (`−0.5 v0 + 0.1 v1 + 10 v3 + 7 == 0` and `3 v0 − v7 + 0.5 ≥ 0`, which hold
  /// together), and the optimum it reached had values of 1.8 × 10^12 to 5 × 10^12 through a
  /// basis near singularity: the incremental tableau and the rebuild in slot order alike left
  /// residuals of 9 × 10^6, refinement took only 9 % of them out a step, and the required
  /// equality ended 10^6 off. On the way, three pivots had been passed over by the primal
  /// ratio test, their cells below `suspectPivotRatio` of their rows' largest though far above
  /// rounding (the cause of finding 49): the only bounds on clear improvements. Taken since
  /// that fix, they lead to an optimum whose residuals refinement clears.
  @Test func finding48Replayed() {
    let input: [UInt8] = [
      196, 125, 14, 117, 99, 86, 46, 77, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 115,
      73, 110, 116, 1, 254, 57, 42, 26, 120, 12, 250, 25, 93, 170, 158, 53, 93, 56, 72, 40, 254,
      156, 193, 232, 130, 235, 210, 79, 174, 41, 97, 78, 92, 67, 42, 225, 174, 144, 118, 69,
      127, 52, 157, 121, 138, 236, 32, 96, 109, 192, 243, 174, 18, 79, 23, 88, 86, 97, 115, 6,
      42, 0, 157, 243, 122, 168, 135, 121, 149, 242, 176, 15, 123, 176, 150, 112, 186, 116, 201,
      170, 38, 101, 81, 3, 11, 0, 79, 112, 116, 105, 111, 110, 97, 108, 164, 143, 38, 236, 169,
      228, 207, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75,
      248, 45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 145, 251, 97, 92, 30, 206, 252,
      35, 246, 119, 48, 240, 47, 52, 208, 65, 132, 44, 151, 24, 208, 125, 162, 128, 70, 114,
      214, 185, 55, 58, 54, 215, 86, 70, 86, 86, 52, 254, 165, 181, 235, 101, 76, 211, 121, 64,
      17, 55, 83, 15, 154, 125, 44, 235, 120, 101, 76, 211, 121, 64, 17, 55, 41, 83, 15, 154,
      22, 0, 0, 0, 0, 4, 0, 240, 125, 44, 86, 46, 35, 72, 195, 37, 134, 137, 56, 67, 0, 0, 0, 0,
      0, 0, 0, 1, 0, 34, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 44, 0,
      15, 0, 0, 0, 0, 0, 0, 175, 5, 0, 255, 0, 0, 215, 0, 0, 0, 0, 0, 0, 0, 196, 127, 245, 121,
      118, 56, 69, 91, 0, 223, 24, 59, 185, 226, 113, 12, 6, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 248,
      45, 1, 0, 177, 0, 23, 252, 120, 148, 170, 33, 14, 24, 38, 255, 255, 255, 255, 255, 210,
      23, 33, 228, 192, 192, 192, 0, 0, 196, 125, 10, 85, 1, 0, 0, 6, 96, 63, 118, 222, 227,
      102, 244, 21, 130, 53, 161, 200, 134, 118, 122, 76, 1, 114, 135, 86, 5, 64, 203, 213, 178,
      218, 62, 163, 230, 229, 139, 40, 134, 137, 56, 69, 91, 179, 93, 108, 18, 5, 24, 95, 150,
      218, 45, 173, 9, 230, 229, 179, 159, 0, 37, 0,
    ]
    #expect(Self.replayFailure(input) == nil)
  }
}
