// Timing curves: end points, symmetry, monotonicity, CSS reference values, bad input.

import SectionedData
import Testing

@Suite struct TimingCurveTests {
  static let curves: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
  ]

  @Test(arguments: curves)
  func startsAtZeroEndsAtOneAndNeverGoesBack(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    var previous = 0.0
    for step in 1...100 {
      let value = curve.value(at: Double(step) / 100)
      #expect(value >= previous - 1e-12)
      previous = value
    }
  }

  @Test func easeInOutIsSymmetric() {
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    for step in 1..<50 {
      let time = Double(step) / 100
      let sum = TimingCurve.easeInOut.value(at: time) + TimingCurve.easeInOut.value(at: 1 - time)
      #expect(abs(sum - 1) < 1e-6)
    }
  }

  @Test func easeInIsSlowFirstAndEaseOutFastFirst() {
    #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
    #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
    #expect(
      abs(TimingCurve.easeIn.value(at: 0.5) - (1 - TimingCurve.easeOut.value(at: 0.5))) < 1e-9)
  }

  @Test func cssEaseMatchesAReferenceValue() {
    // CSS `ease` at half time is the often-quoted 0.8024.
    let ease = TimingCurve.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    #expect(abs(ease.value(at: 0.5) - 0.8024) < 1e-4)
  }

  @Test func badInputIsClampedNotFatal() {
    #expect(TimingCurve.linear.value(at: -3) == 0)
    #expect(TimingCurve.easeIn.value(at: 7) == 1)
    #expect(TimingCurve.easeOut.value(at: .nan) == 0)
    #expect(TimingCurve.cubicBezier(x1: .nan, y1: 0, x2: 1, y2: 1).value(at: 0.3) == 0.3)
    let wild = TimingCurve.cubicBezier(x1: -5, y1: 2, x2: 9, y2: -1)
    for step in 0...20 { #expect(wild.value(at: Double(step) / 20).isFinite) }
  }
}
