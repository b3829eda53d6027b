import Foundation
import Testing

@testable import UIKitViews

// `systemLayoutSizeFitting` (autolayout.md 5.2): the size the view's constraints give it,
// as close to the target as the fitting priorities allow; the view is not resized.

@Suite struct FittingTests {
  /// A card: a label inset 10 from every edge of a container.
  func card(text: String, lines: Int = 1) -> (UIView, UILabel) {
    let card = UIView()
    card.contentScaleFactor = 2
    let label = addConstrained(UILabel(), to: card)
    label.text = text
    label.numberOfLines = lines
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
    ])
    return (card, label)
  }

  @Test func compressedAndExpandedSizesAreTheContentsSize() {
    let (card, label) = card(text: "Hello, fitting")
    let intrinsic = label.intrinsicContentSize
    // At the fitting level (50) the pull loses to compression resistance (750) towards the
    // compressed size and to hugging (250) towards the expanded one: both give the label's
    // size plus 20.
    let expected = CGSize(width: intrinsic.width + 20, height: intrinsic.height + 20)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == expected)
    #expect(card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == expected)
    #expect(card.frame.size == .zero)  // not resized
  }

  @Test func aRequiredWidthWrapsTheLabelAtIt() {
    let text = "A paragraph that wraps inside the card at the width the table view gives its row."
    let (card, label) = card(text: text, lines: 0)
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let wrapped = label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
    #expect(wrapped.height > label.font.lineHeight)
    #expect(size == CGSize(width: 200, height: wrapped.height + 20))
  }

  @Test func anUnconstrainedAxisReturnsTheTarget() {
    // Only the height is fixed by the constraints: the width is the target's.
    let view = UIView()
    let bar = addConstrained(UIView(), to: view)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: view.topAnchor),
      bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    let size = view.systemLayoutSizeFitting(
      CGSize(width: 123, height: 0), withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 123, height: 44))
  }

  @Test func aViewWithoutConstraintsAnswersSizeThatFits() {
    let view = UIView()
    view.sizeThatFitsHandler = { _ in CGSize(width: 12, height: 34) }
    #expect(view.systemLayoutSizeFitting(.zero) == CGSize(width: 12, height: 34))
  }

  @Test func theViewsOwnConstraintsToItsSuperviewAreLeftOut() {
    // The card is pinned to a 300-wide container; fitting still gives its content's size.
    let container = makeRoot(width: 300, height: 300)
    let (card, label) = card(text: "Pinned")
    container.addSubview(card)
    card.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      card.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    let intrinsic = label.intrinsicContentSize
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: intrinsic.width + 20, height: intrinsic.height + 20))
    container.layoutIfNeeded()
    expectFrame(card, CGRect(x: 0, y: 0, width: 300, height: intrinsic.height + 20))
  }
}
