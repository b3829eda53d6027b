import ConstraintSolver
import Testing

// A fuzz finding with everyday numbers: the incremental solver and a fresh solve stopped at
// different points of a segment of optima that only the lowest priorities (the replay's
// stays) decide, because a constant change re-solved by the dual simplex alone left a
// negative reduced cost behind.

extension SolverFuzzFindingTests {
  /// Finding 33 (seed 4242, a 180-second pass on the solver of 4 December, evening; it failed
  /// on d8b114c too).
  ///
  /// Numbers up to 1,000. At step 39 (`edit v0 at 999, suggest 1000`) every required and
  /// optional constraint above the stays holds on a segment: v1 + v4 = 28, v3 + v4 = −1,007,
  /// v2 + v3 = −37.5, with v2 from about 411 to 750. The stays (priorities 1 to 8) choose:
  /// v4's (priority 5) wants v4 near 23, so the optimum is v2 = 750 (v1 = 247.5), where a
  /// fresh solve ends. The incremental solver ended at v2 = 411.1 (v1 = 586.4): after the
  /// edit's dual simplex a slack kept a reduced cost of −0.44 at priority 5 (the dual ratio
  /// test passes over cells of rounding size, so a pivot can leave a cost below 0), and a
  /// constant change ran no primal simplex after it. It does now (`Solver.changeConstant`).
  @Test func finding33Replayed() {
    var replay = SystemReplay(
      source: Bytes(bytes: [
        134, 137, 56, 69, 91, 179, 93, 108, 18, 5, 218, 45, 89, 9, 230, 229, 179, 58, 193, 37, 31,
        104, 76, 32, 42, 160, 119, 33, 194, 195, 141, 143, 35, 192, 22, 198, 43, 35, 223, 7, 40, 55,
        244, 90, 176, 133, 133, 134, 203, 226, 45, 226, 113, 12, 8, 10, 132, 232, 1, 100, 75, 248,
        45, 252, 120, 148, 170, 240, 14, 24, 38, 255, 210, 23, 228, 163, 188, 217, 144, 179, 125,
        27, 186, 49, 166, 53, 249, 251, 182, 100, 101, 89, 4, 115, 106, 193, 128, 42, 62, 242, 0,
        199, 52, 169, 184, 250, 246, 253, 156, 78, 31, 167, 147, 181, 219, 182, 138, 128, 27, 99,
        118, 118, 27, 99, 118, 118, 70, 157, 58, 69, 234, 247, 58, 98, 252, 159, 53, 166, 25, 219,
        105, 167, 228, 108, 244, 204, 229, 238, 169, 164, 26, 87, 212, 10, 159, 141, 204, 36, 128,
        88, 101, 172, 191, 79, 47, 38, 94, 114, 8, 173, 81, 233, 80, 26, 196, 242, 231, 254, 165,
        181, 235, 101, 76, 201, 32, 157, 55, 188, 252, 18, 208, 144, 215, 64, 152, 228, 63, 59, 194,
        145, 7, 158, 31, 83, 27, 28, 235, 22, 17, 37, 216, 148, 106, 204, 100, 227, 135, 107, 235,
        252, 218, 26, 101, 131, 213, 33, 222, 118, 227, 190, 15, 217, 221, 105, 198, 84, 238, 127,
        116, 201, 146, 234, 127, 161, 252, 150, 91, 53, 147, 17, 49, 4, 57, 83, 6, 89, 143, 11, 208,
        139, 186, 35, 11, 202, 51, 34, 15, 166, 221, 149, 50, 220, 158, 70, 118, 255, 237, 225, 164,
        143, 38, 235, 169, 228, 207, 77, 130, 146, 208, 26, 212, 65, 54, 78, 205, 197, 189, 183,
        208, 241, 223, 174, 181, 49, 193, 174, 115, 104, 86, 179, 12, 78, 111, 253, 42, 216, 162,
        32, 141, 161, 14, 234, 206, 194, 253, 65, 126, 208, 215, 166, 181, 83, 87, 7, 10, 3, 250,
        122, 215, 118, 130, 243, 195, 31, 239, 186, 157, 101, 240, 125, 84, 1, 143, 70, 37, 125,
        231, 161, 98, 87, 0, 189, 243, 22, 65, 82, 175, 142, 216, 96, 63, 118, 222, 151, 102, 244,
        116, 111, 137, 222, 75, 118, 59, 141, 57, 5, 64, 183, 211, 72, 1, 182, 95, 210, 148, 70,
        132, 37, 106, 51, 221, 154, 75, 165, 49, 119, 207, 122, 82, 254, 58, 16, 48, 141, 213, 222,
        240, 50, 144, 186, 222, 185, 54, 58, 54, 215, 52, 40, 224, 170, 130, 78, 234, 120, 25, 171,
        235, 174, 221, 204, 89, 176, 88, 181, 175, 125, 117, 209, 188, 51, 255, 19, 85, 158, 112,
        129, 174, 31, 154, 116, 160, 116, 43, 248, 223, 115, 100, 70, 184, 9, 109, 216, 198, 18,
        253, 209, 44, 148, 217, 159, 254, 151, 234, 82, 176, 69, 25, 242, 21, 64, 142, 59, 77, 209,
        242, 220, 166, 127, 247, 177,
      ]))
    replay.pairsEqualities = true
    #expect(replay.run(maxSteps: 48) == nil)
  }
}
