import Foundation
import Testing

@testable import UIKitViews

/// A label keeps its text's size with no width limit and answers every width it fits in from
/// it; any change to what the size depends on measures again.
@Suite struct LabelMeasurementTests {
  /// A label of "Hi Hi" at 10 points, as many lines as it needs, at scale 1.
  func makeLabel() -> UILabel {
    let label = UILabel()
    label.contentScaleFactor = 1
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = 0
    label.text = "Hi Hi"
    return label
  }

  let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  @Test func widthsTheTextFitsInAreAnsweredFromTheKeptSize() {
    let label = makeLabel()
    // H 722 + i 222 + space 278 + H 722 + i 222 = 2166 → 21.66, rounded up to 22; 1.2 × 10.
    #expect(label.sizeThatFits(unlimited) == CGSize(width: 22, height: 12))
    #expect(label.unlimitedMeasurementHits == 0)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 5)) == CGSize(width: 22, height: 12))
    // 21.66 fits in 21.66 exactly.
    #expect(label.sizeThatFits(CGSize(width: 21.66, height: 0)) == CGSize(width: 22, height: 12))
    #expect(label.unlimitedMeasurementHits == 2)
    // Narrower, the text breaks: "Hi" on two lines, 9.44 → 10 wide, 24 high.
    #expect(label.sizeThatFits(CGSize(width: 20, height: 0)) == CGSize(width: 10, height: 24))
    #expect(label.unlimitedMeasurementHits == 2)
  }

  @Test func aChangedTextFontLineLimitOrMeasurerMeasuresAgain() {
    let label = makeLabel()
    let wide = CGSize(width: 100, height: 100)
    #expect(label.sizeThatFits(wide) == CGSize(width: 22, height: 12))
    label.text = "Hi"
    // 944 → 9.44 → 10.
    #expect(label.sizeThatFits(wide) == CGSize(width: 10, height: 12))
    label.font = .systemFont(ofSize: 20)
    // 944 at 20 points: 18.88 → 19 wide, 24 high.
    #expect(label.sizeThatFits(wide) == CGSize(width: 19, height: 24))
    label.text = "a\nb\nc"
    #expect(label.sizeThatFits(wide).height == 72)
    label.numberOfLines = 1
    #expect(label.sizeThatFits(wide).height == 24)
    label.textMeasurer = .init(lineHeightMultiple: 2)
    #expect(label.sizeThatFits(wide).height == 40)
    // Every call above measured again: none was answered from a kept size.
    #expect(label.unlimitedMeasurementHits == 0)
  }

  @Test func aLabelKeepsMatchingAFreshOneAtEveryWidth() {
    let label = makeLabel()
    label.text = "Felix the cat, 김치 and 寿司天丼\nsecond paragraph"
    // Widths from 0 to 400 points in either order give what a fresh label gives.
    for width in Array(stride(from: 0, through: 400, by: 7)) + [400, 3, 250, 1, 300] {
      let proposal = CGSize(width: CGFloat(width), height: 0)
      let fresh = makeLabel()
      fresh.text = label.text
      #expect(label.sizeThatFits(proposal) == fresh.sizeThatFits(proposal), "width \(width)")
    }
    #expect(label.unlimitedMeasurementHits > 0)
  }
}
