// The tolerance on row constants: kiwi's 1e-8 while every active constraint's constant (an
// edit's suggested value included) is at most 10^5, ten times more per decade beyond (10^-13 of
// the largest), since rounding errors grow with the numbers a row is made of: at 10^8 a unit in
// the last place is 1.5e-8 already, and a row that mixes such numbers with coefficients of 10
// or 1/3 is off by some of them. The tolerance never shrinks again: the rounding a large
// constant left in the rows stays there after the constant goes (a redundant equality added
// later would be refused for it; the CI fuzz pass found that on 4 December).

extension Solver {
  /// Row constants closer to zero than this are zero.
  var constantTolerance: Double { decadeTolerances[largestDecade] }

  /// The tolerance while the largest active constant is at most 10^5, 10^6, 10^7, 10^8.
  private var decadeTolerances: [Double] { [1e-8, 1e-7, 1e-6, 1e-5] }

  /// Notes a constant (of a constraint, or a suggested value) that enters the rows.
  mutating func noteMagnitude(of constant: Double) {
    let magnitude = abs(constant)
    let decade = magnitude <= 1e5 ? 0 : (magnitude <= 1e6 ? 1 : (magnitude <= 1e7 ? 2 : 3))
    largestDecade = max(largestDecade, decade)
  }
}

/// A row constant this small relative to the largest number summed into it is rounding: some
/// thousand units in the last place.
let relativeConstantTolerance = 1e-13
