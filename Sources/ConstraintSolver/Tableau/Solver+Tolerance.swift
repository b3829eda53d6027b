// The tolerance on row constants: kiwi's 1e-8 while every active constraint's constant (an
// edit's suggested value included) is at most 10^5, ten times more per decade beyond (10^-13 of
// the largest), since rounding errors grow with the numbers a row is made of: at 10^8 a unit in
// the last place is 1.5e-8 already, and a row that mixes such numbers with coefficients of 10
// or 1/3 is off by some of them. The decades are counted per active constraint, so the
// tolerance shrinks again when the large constant goes.

extension Solver {
  /// Row constants closer to zero than this are zero.
  var constantTolerance: Double {
    for decade in stride(from: magnitudeCounts.count - 1, through: 1, by: -1)
    where magnitudeCounts[decade] > 0 {
      return decadeTolerances[decade]
    }
    return decadeTolerances[0]
  }

  /// The tolerance while the largest active constant is at most 10^5, 10^6, 10^7, 10^8.
  private var decadeTolerances: [Double] { [1e-8, 1e-7, 1e-6, 1e-5] }

  /// Counts (`by: 1`) or uncounts (`by: -1`) an active constraint's constant.
  mutating func countMagnitude(of constant: Double, by change: Int) {
    let magnitude = abs(constant)
    let decade = magnitude <= 1e5 ? 0 : (magnitude <= 1e6 ? 1 : (magnitude <= 1e7 ? 2 : 3))
    magnitudeCounts[decade] += change
  }
}

/// A row constant this small relative to the largest number summed into it is rounding: some
/// thousand units in the last place.
let relativeConstantTolerance = 1e-13
