import ConstraintSolver
import Testing

// Fuzz findings not fixed yet, replayed as known issues: each moves to its family's file when
// it is fixed, and its input stays out of the fuzz corpus until then (CI's fixed pass mutates
// the corpus, and would walk into it).

extension SolverFuzzFindingTests {
  /// Finding 81 (crash-c9e66338…, 12,960 runs into a 10-minute pass on seed 9148, on
  /// ee43709; it fails on 5651ae9 and on 150eeb8 too), finding 73's constraint again, not
  /// fixed.
  ///
  /// After step 24 the replay's fresh solve in the opposite order refuses the required
  /// `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0` as out of range, and priority order takes it
  /// with priority 500 at 33,554,430.04 and rows of 3.4 × 10^7, where the rebuilds in slot
  /// and priority order hold the optimum accurately with 500 at 0 and rows of 1.2 × 10^15.
  /// In priority order's tableau an error's stored cost at 500 is exactly 0, and +1 at 100
  /// decides its sign, where its column refines to −2.78 × 10^-7 at 500: the improvement is
  /// hidden by a zero, which no rule of blocked costs looks at (they look at small positive
  /// costs), and no stored cell at 500 in that column is nonzero either. A trial that noted
  /// every parametric symbol of a system with wide numbers as blocked after each
  /// optimisation, so that all were refined, did not fix it (the replay still fails at step
  /// 24) and tripled the solver tests' time; withdrawn.
  @Test func finding81Replayed() {
    withKnownIssue("a fresh solve in priority order stops short of an optimum past the bound") {
      let input: [UInt8] = [
        196, 125, 14, 85, 99, 86, 46, 77, 145, 156, 130, 232, 235, 193, 210, 79, 174, 41,
        97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 162,
        109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243, 122, 83,
        116, 114, 149, 46, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38, 101, 81, 3,
        11, 0, 79, 112, 116, 105, 111, 138, 97, 108, 164, 196, 125, 14, 85, 99, 86, 46,
        77, 86, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 143, 6, 255, 255,
        255, 255, 1, 151, 0, 0, 0, 0, 0, 115, 73, 110, 255, 255, 255, 11, 255, 255,
        255, 47, 96, 25, 93, 186, 158, 53, 93, 56, 72, 40, 254, 166, 130, 232, 235, 158,
        193, 210, 79, 174, 41, 97, 14, 92, 67, 42, 225, 174, 144, 0, 0, 225, 225, 225,
        225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 101, 102, 97, 117, 111, 255,
        255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 255, 255, 255, 245, 144, 15, 116, 150, 170, 112, 201, 176, 186, 49, 123,
        38, 101, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
        255, 255, 255, 97, 99, 116, 101, 79, 112, 116, 105, 111, 110, 97, 108, 164, 196, 148,
        125, 14, 85, 99, 102, 1, 0, 0, 0, 0, 0, 0, 148, 148,
      ]
      #expect(Self.replayFailure(input) == nil)
    }
  }

  /// Finding 82 (crash-66a68087…, 23,090 runs into a 10-minute pass on seed 9150, on
  /// 4e8b2b6; it fails on 5651ae9 too), finding 73's constraint again, not fixed.
  ///
  /// After step 27 priority order takes the required `−0.5 v0 + 0.1 v1 + 10 v3 + 10^6 == 0`
  /// that the opposite order refuses as out of range, with rows of 1.2 × 10^12 and a
  /// required constraint 0.0012 off. Its objective no longer follows its rows: a slack's
  /// costs are +0.78 at 500 and 3.9 × 10^6 at 100 where its column refines to −3 and −79, and
  /// computing the objective again from the rows gives the refined values. It fails as well
  /// without finding 73's refined costs, so that rule is not the cause. Likely: the rules
  /// that set a blocked cost to 0 or to its refined value leave the objective off its rows by
  /// up to 10^-5, and later pivots multiply that by cells of 10^10. Two trials, withdrawn:
  /// computing the objective again from the rows once the blocked costs' rounds end fixes
  /// this finding but makes findings 64, 66, 71 and 77 fail (the blocking costs come back
  /// from the rows); doing so up to twice, with the rounds after each, fixes it and makes
  /// finding 79 fail.
  @Test func finding82Replayed() {
    withKnownIssue("a fresh solve in priority order takes what the others refuse") {
      let input: [UInt8] = [
        196, 125, 14, 85, 99, 86, 46, 77, 145, 156, 130, 232, 235, 193, 210, 79, 174, 41,
        97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 162,
        109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 241, 122, 83,
        116, 114, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38, 101, 81, 3,
        11, 0, 79, 112, 116, 105, 111, 138, 97, 108, 164, 196, 125, 14, 165, 99, 86, 46,
        77, 86, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 143, 6, 255, 255,
        255, 255, 1, 0, 0, 0, 3, 0, 0, 115, 73, 110, 255, 255, 255, 255, 255, 255,
        255, 47, 96, 25, 93, 186, 158, 53, 93, 56, 72, 40, 254, 166, 130, 232, 235, 158,
        193, 210, 79, 174, 41, 97, 178, 163, 188, 213, 30, 81, 111, 252, 0, 225, 225, 225,
        225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 101, 102, 97,
        117, 211, 255, 255, 255, 255, 255, 255, 255, 34, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 226, 83, 101, 116, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 96, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 197, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 36, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 148, 148, 148, 255, 1, 0, 0, 79, 112, 116, 105, 111,
        110, 97, 108, 164, 196, 148, 125, 14, 213, 99, 148, 148,
      ]
      #expect(Self.replayFailure(input) == nil)
    }
  }

  /// Finding 83 (crash-6f151c5e…, 19,756 runs into a 10-minute pass on seed 9151, on
  /// 420cc01; it fails on 5651ae9 too), finding 73's constraint again, not fixed.
  ///
  /// After step 28 priority order takes the same constraint with rows of 3.7 × 10^8. There a
  /// slack's stored cost at 500 is +0.0039, consistent with its rows, where its column refines
  /// to −0.0010: the rows themselves are off, by more than `Objective.blockingCeiling`, so no
  /// rule refines it.
  @Test func finding83Replayed() {
    withKnownIssue("a fresh solve in priority order takes what the others refuse") {
      let input: [UInt8] = [
        196, 125, 14, 85, 99, 86, 46, 77, 145, 156, 130, 232, 235, 193, 210, 79, 174, 41,
        97, 78, 92, 67, 42, 225, 174, 144, 118, 69, 127, 52, 157, 121, 138, 236, 32, 162,
        109, 192, 243, 174, 233, 15, 23, 88, 86, 97, 115, 6, 119, 141, 157, 243, 122, 83,
        116, 114, 149, 242, 144, 15, 116, 150, 170, 112, 201, 176, 186, 123, 38, 101, 81, 3,
        11, 0, 79, 112, 116, 105, 111, 138, 97, 108, 164, 196, 125, 14, 165, 99, 86, 46,
        77, 86, 145, 6, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 143, 6, 255, 255,
        255, 255, 1, 0, 0, 0, 3, 0, 0, 115, 73, 110, 255, 255, 255, 255, 255, 255,
        255, 47, 96, 25, 93, 186, 158, 53, 93, 56, 72, 40, 254, 166, 130, 232, 235, 158,
        193, 210, 79, 174, 41, 97, 178, 163, 188, 213, 30, 81, 111, 252, 0, 225, 225, 225,
        225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 225, 101, 102, 97,
        117, 111, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 37, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 63, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205, 205,
        205, 205, 205, 205, 205, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 197, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 148, 148, 148, 255, 1,
        0, 0, 79, 24, 0, 0, 0, 110, 97, 108, 164, 196, 148, 125, 14, 213, 99, 148,
        148,
      ]
      #expect(Self.replayFailure(input) == nil)
    }
  }
}
