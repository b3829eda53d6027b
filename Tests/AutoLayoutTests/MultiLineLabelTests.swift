import Foundation
import Testing

@testable import UIKitViews

// Labels of several lines wrap at the width Auto Layout gives them (autolayout.md 3.3: UIKit's
// automatic preferred width; the engine measures at the solved width and solves again until
// the width settles), or at `preferredMaxLayoutWidth` when it is set. The expected sizes come
// from the label's own measuring at the derived width.

@Suite struct MultiLineLabelTests {
  static let paragraph =
    "Auto Layout gives this label a width, and the label wraps its words onto as many lines "
    + "as that width needs."

  @Test func wrapsAtTheWidthBetweenItsEdges() {
    let root = makeRoot(width: 300, height: 600)
    let label = addConstrained(UILabel(), to: root)
    label.numberOfLines = 0
    label.text = Self.paragraph
    let below = addConstrained(UIView(), to: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Width 300 − 40 = 260; height: the text wrapped at 260.
    let wrapped = label.sizeThatFits(CGSize(width: 260, height: CGFloat.greatestFiniteMagnitude))
    #expect(wrapped.height > label.font.lineHeight * 2)
    expectFrame(label, CGRect(x: 20, y: 10, width: 260, height: wrapped.height))
    expectFrame(below, CGRect(x: 0, y: 10 + wrapped.height + 8, width: 10, height: 10))
  }

  @Test func hugsItsWidestLineWhenFreeToShrink() {
    // Only a maximum width: the label wraps at 260, then hugging pulls it to its widest line.
    let root = makeRoot(width: 300, height: 600)
    let label = addConstrained(UILabel(), to: root)
    label.numberOfLines = 0
    label.text = Self.paragraph
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let wrapped = label.sizeThatFits(CGSize(width: 260, height: CGFloat.greatestFiniteMagnitude))
    #expect(wrapped.width < 260)
    expectFrame(label, CGRect(x: 20, y: 0, width: wrapped.width, height: wrapped.height))
  }

  @Test func preferredMaxLayoutWidthWins() {
    let root = makeRoot(width: 300, height: 600)
    let label = addConstrained(UILabel(), to: root)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 150
    label.text = Self.paragraph
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let wrapped = label.sizeThatFits(CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude))
    expectFrame(label, CGRect(x: 0, y: 0, width: wrapped.width, height: wrapped.height))
  }

  @Test func aSingleLineLabelDoesNotWrap() {
    let root = makeRoot(width: 300, height: 600)
    let label = addConstrained(UILabel(), to: root)
    label.text = Self.paragraph
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.height == label.intrinsicContentSize.height)
  }

  @Test func newTextAndANewWidthWrapAgain() {
    let root = makeRoot(width: 300, height: 600)
    let label = addConstrained(UILabel(), to: root)
    label.numberOfLines = 0
    label.text = "Short"
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.height == label.sizeThatFits(CGSize(width: 300, height: 1000)).height)
    label.text = Self.paragraph
    root.layoutIfNeeded()
    let at300 = label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
    #expect(label.frame.height == at300.height)
    root.frame = CGRect(x: 0, y: 0, width: 180, height: 600)
    root.layoutIfNeeded()
    let at180 = label.sizeThatFits(CGSize(width: 180, height: CGFloat.greatestFiniteMagnitude))
    #expect(at180.height > at300.height)
    expectFrame(label, CGRect(x: 0, y: 0, width: 180, height: at180.height))
  }
}
