import Geometry
import Testing

@Suite struct PixelGridTests {
  @Test func roundsHalvesUp() {
    #expect(PixelGrid.round(0.5, scale: 1) == 1)
    #expect(PixelGrid.round(-0.5, scale: 1) == 0)
    #expect(PixelGrid.round(1.25, scale: 2) == 1.5)
  }

  @Test func snapsValuesNearAGridLine() {
    #expect(PixelGrid.round(10.0 / 3.0 * 3.0 - 1e-9, scale: 3) == 10)
    #expect(PixelGrid.round(0.33333333, scale: 3) == 1.0 / 3.0)
  }

  @Test func zeroScaleDisablesRounding() {
    #expect(PixelGrid.round(1.2345, scale: 0) == 1.2345)
  }
}
