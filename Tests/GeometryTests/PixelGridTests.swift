import Geometry
import Testing

@Suite struct PixelGridTests {
  @Test func nearestRoundsHalvesUp() {
    #expect(PixelGrid.round(0.5, scale: 1) == 1)
    #expect(PixelGrid.round(-0.5, scale: 1) == 0)
    #expect(PixelGrid.round(1.25, scale: 2) == 1.5)
    #expect(PixelGrid.round(1.24, scale: 2) == 1)
    // Within the epsilon of a half counts as a half (Yoga's `inexactEquals`).
    #expect(PixelGrid.round(0.49995, scale: 1) == 1)
  }

  @Test func awayFromZeroRoundsNegativeHalvesDown() {
    #expect(PixelGrid.round(-0.5, scale: 1, rule: .nearestAwayFromZero) == -1)
    #expect(PixelGrid.round(0.5, scale: 1, rule: .nearestAwayFromZero) == 1)
    #expect(PixelGrid.round(-0.25, scale: 2, rule: .nearestAwayFromZero) == -0.5)
    #expect(PixelGrid.round(-0.2, scale: 2, rule: .nearestAwayFromZero) == 0)
  }

  @Test func downAndUp() {
    #expect(PixelGrid.round(1.74, scale: 2, rule: .down) == 1.5)
    #expect(PixelGrid.round(1.26, scale: 2, rule: .up) == 1.5)
    #expect(PixelGrid.round(-1.26, scale: 2, rule: .up) == -1)
    #expect(PixelGrid.round(20.4, scale: 2, rule: .up) == 20.5)
  }

  @Test func snapsValuesNearAPixelWhateverTheRule() {
    #expect(PixelGrid.round(10.0 / 3.0 * 3.0 - 1e-9, scale: 3) == 10)
    #expect(PixelGrid.round(0.33333333, scale: 3) == 1.0 / 3.0)
    #expect(PixelGrid.round(4.99999, scale: 1, rule: .down) == 5)
    #expect(PixelGrid.round(5.00001, scale: 1, rule: .up) == 5)
    #expect(PixelGrid.isOnGrid(1.5, scale: 2) && !PixelGrid.isOnGrid(1.6, scale: 2))
  }

  @Test func badScalesAndValuesAreLeftAlone() {
    #expect(PixelGrid.round(1.2345, scale: 0) == 1.2345)
    #expect(PixelGrid.round(1.2345, scale: .nan) == 1.2345)
    #expect(PixelGrid.round(.infinity, scale: 2) == .infinity)
    #expect(PixelGrid.round(1e308, scale: 10) == 1e308)  // the scaled value overflows
  }

  /// The grid's own floor (no call into the C library) agrees with `rounded(.down)`: checked
  /// through `round(_:scale:rule:)` with `.down` at scale 1 away from the snap epsilon, where
  /// the result is the floor, and at the edges of its exact range.
  @Test func roundingDownIsTheFloor() {
    let values: [Double] = [
      0.3, -0.3, 1.5, -1.5, 2.75, -2.75, 1e6 + 0.25, -(1e6 + 0.25), 0x1p51 + 0.5, -0x1p51 - 0.5,
      0x1p52, -0x1p52, 0x1p60, -0x1p60, 9.2e18, -9.2e18,
    ]
    for value in values {
      #expect(PixelGrid.round(value, scale: 1, rule: .down) == value.rounded(.down), "\(value)")
    }
    // A whole number is itself, and a zero keeps its sign.
    #expect(PixelGrid.round(-3, scale: 1, rule: .up) == -3)
    #expect(PixelGrid.round(-0.0, scale: 1).sign == .minus)
    #expect(PixelGrid.isOnGrid(-4, scale: 1))
    #expect(!PixelGrid.isOnGrid(-4.5, scale: 1))
  }
}
