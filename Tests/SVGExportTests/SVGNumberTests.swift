import SVGExport
import Testing

@Suite struct SVGNumberTests {
  // Typed once: as an untyped literal of tuples this took over a second to type-check.
  static let examples: [(Double, String)] = [
    (100.0, "100"), (-0.0, "0"), (-0.001, "0"), (0.1 + 0.2, "0.3"), (1.0 / 3, "0.33"),
    (2.0 / 3, "0.67"), (1e-5, "0"), (-12.5, "-12.5"), (0.005, "0.01"), (1.05, "1.05"),
    (Double.nan, "0"), (Double.infinity, "0"), (123456.789, "123456.79"),
  ]

  @Test(arguments: examples)
  func formats(_ value: Double, _ text: String) {
    #expect(SVGNumber.format(value) == text)
  }

  @Test func decimals() {
    #expect(SVGNumber.format(1.23456, decimals: 0) == "1")
    #expect(SVGNumber.format(1.23456, decimals: 4) == "1.2346")
    #expect(SVGNumber.format(0.0001, decimals: 4) == "0.0001")
  }
}
