import ConstraintSolver
import Foundation

// Attributes as linear expressions (autolayout.md 1.3-1.6), in the coordinates of the view
// that holds the constraint (`g`):
//
//   X_g(item) = x_item + x of each ancestor strictly between the item and g   (g itself: 0)
//   left = X, right = X + w, centerX = X + w/2, width = w (and likewise vertically)
//   leftMargin = X + margin.left, rightMargin = X + w − margin.right, ...
//   firstBaseline = Y + the first baseline's offset from the top,
//   lastBaseline = Y + h − the last baseline's offset from the bottom
//
// A guide's position is its own plus its owning view's. Right to left, a constraint that names
// leading or trailing reads every horizontal location mirrored, `W_g − value` (W_g: g's
// width): leading is the right edge, trailing the left one, and values grow leftwards, so an
// RTL layout is the mirror image of the LTR one; with a multiplier of 1 the W_g terms cancel.

extension AutoLayoutEngine {
  /// A constraint's expression (`first − multiplier × second − constant`), the constant part
  /// before its own constant, and whether it is read mirrored.
  struct BuiltExpression {
    var terms: [Term] = []
    var base: Double = 0
    var mirrored = false
  }

  /// Builds the expression of `constraint` read in `g`'s coordinates, making members of the
  /// items it needs.
  func expression(of constraint: NSLayoutConstraint, in g: UIView) -> BuiltExpression? {
    guard let first = constraint.firstItem else { return nil }
    offsetSourcesRead.removeAll(keepingCapacity: true)
    var built = BuiltExpression()
    built.terms.reserveCapacity(8)
    built.mirrored =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
      && AutoLayoutEngine.direction(of: first) == .rightToLeft
    built.base += accumulate(
      first, constraint.firstAttribute, factor: 1, in: g, mirrored: built.mirrored,
      into: &built.terms)
    if let second = constraint.secondItem {
      let m = Double(constraint.multiplier)
      if m != 0 {
        built.base += accumulate(
          second, constraint.secondAttribute, factor: -m, in: g, mirrored: built.mirrored,
          into: &built.terms)
      }
    }
    return built
  }

  /// The direction an item lays out in: its view's (a guide's owner's).
  static func direction(of item: AnyObject) -> UIUserInterfaceLayoutDirection {
    if let view = item as? UIView { return view.effectiveUserInterfaceLayoutDirection }
    if let owner = (item as? UILayoutGuide)?.owningView {
      return owner.effectiveUserInterfaceLayoutDirection
    }
    return .leftToRight
  }

  /// Adds `factor × attribute(item)` (in `g`'s coordinates) to `terms`; returns the constant
  /// part times `factor`.
  func accumulate(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, factor: Double, in g: UIView,
    mirrored: Bool, into terms: inout [Term]
  ) -> Double {
    let index = member(item)
    let itemMember = members[Int(index)]
    if item !== g { itemMember.isReadOutside = true }
    var v = itemMember.variables
    // A scroll view's edges and margins, read by its content, are its content area's (Apple's
    // "Working with Scroll Views": sizes and centres stay the frame's).
    if item === g, attribute.isEdgeOrMargin, let content = contentSize(of: index) {
      v.w = content.width
      v.h = content.height
    }
    let isHorizontalLocation =
      attribute.axis == .horizontal && attribute != .width
    // Mirrored: W_g − value.
    let sign = mirrored && isHorizontalLocation ? -factor : factor
    if mirrored && isHorizontalLocation {
      terms.append(Term(members[Int(member(g))].variables.w, coefficient: factor))
    }
    func add(_ variable: Variable, _ coefficient: Double) {
      terms.append(Term(variable, coefficient: coefficient * sign))
    }
    // The content offsets of the scroll views the position is read through.
    var offsets = 0.0
    func addOrigin(horizontal: Bool) {
      offsets += addPosition(
        of: item, index: index, horizontal: horizontal, in: g, sign: sign, into: &terms)
    }
    let margins =
      attribute.readsMargins
      ? AutoLayoutEngine.margins(of: item) : (top: 0, left: 0, bottom: 0, right: 0)
    var constant = 0.0
    switch attribute {
    case .left:
      addOrigin(horizontal: true)
    case .right:
      addOrigin(horizontal: true)
      add(v.w, 1)
    case .centerX:
      addOrigin(horizontal: true)
      add(v.w, 0.5)
    case .leading:
      addOrigin(horizontal: true)
      if mirrored { add(v.w, 1) }
    case .trailing:
      addOrigin(horizontal: true)
      if !mirrored { add(v.w, 1) }
    case .width:
      add(v.w, 1)
    case .height:
      add(v.h, 1)
    case .top:
      addOrigin(horizontal: false)
    case .bottom:
      addOrigin(horizontal: false)
      add(v.h, 1)
    case .centerY:
      addOrigin(horizontal: false)
      add(v.h, 0.5)
    case .leftMargin:
      addOrigin(horizontal: true)
      constant = margins.left
    case .rightMargin:
      addOrigin(horizontal: true)
      add(v.w, 1)
      constant = -margins.right
    case .topMargin:
      addOrigin(horizontal: false)
      constant = margins.top
    case .bottomMargin:
      addOrigin(horizontal: false)
      add(v.h, 1)
      constant = -margins.bottom
    case .leadingMargin:
      addOrigin(horizontal: true)
      if mirrored {
        add(v.w, 1)
        constant = -margins.right
      } else {
        constant = margins.left
      }
    case .trailingMargin:
      addOrigin(horizontal: true)
      if mirrored {
        constant = margins.left
      } else {
        add(v.w, 1)
        constant = -margins.right
      }
    case .centerXWithinMargins:
      addOrigin(horizontal: true)
      add(v.w, 0.5)
      constant = (margins.left - margins.right) / 2
    case .centerYWithinMargins:
      addOrigin(horizontal: false)
      add(v.h, 0.5)
      constant = (margins.top - margins.bottom) / 2
    case .firstBaseline:
      addOrigin(horizontal: false)
      if let offsets = AutoLayoutEngine.baselineOffsets(of: item) {
        constant = offsets.firstFromTop
      }
    case .lastBaseline:
      addOrigin(horizontal: false)
      add(v.h, 1)
      if let offsets = AutoLayoutEngine.baselineOffsets(of: item) {
        constant = -offsets.lastFromBottom
      }
    case .notAnAttribute:
      break
    }
    return (constant - offsets) * sign
  }

  /// The content-size variables of member `index` if it is a plain scroll view (table and
  /// collection views size their content themselves), made on first use.
  func contentSize(of index: Int32) -> (width: Variable, height: Variable)? {
    guard let scrollView = members[Int(index)].item as? UIScrollView,
      !(scrollView is UITableView), !(scrollView is UICollectionView)
    else { return nil }
    if let content = members[Int(index)].content { return content }
    let content = (width: solver.makeVariable(), height: solver.makeVariable())
    members[Int(index)].content = content
    noteLendsLayout(Int(index))
    return content
  }

  /// Adds the item's position in `g`'s coordinates: its own and its ancestors' below `g`
  /// (a guide's owner's), each joining the engine; nothing for `g` itself.
  ///
  /// Returns the content offsets (bounds origins) of the scroll views strictly between the
  /// item and `g` along the axis, which the position subtracts: UIKit converts a point up
  /// through each superview's bounds, so content read outside its scroll view moves with the
  /// scrolling (a guide's owner counts as between: a guide lies in its owner's bounds).
  @discardableResult
  private func addPosition(
    of item: AnyObject, index: Int32, horizontal: Bool, in g: UIView, sign: Double,
    into terms: inout [Term]
  ) -> Double {
    func add(_ member: Int32) {
      let entry = members[Int(member)]
      entry.isReadOutside = true
      let v = entry.variables
      terms.append(Term(horizontal ? v.x : v.y, coefficient: sign))
    }
    var view: UIView?
    if let guide = item as? UILayoutGuide {
      add(index)
      view = guide.owningView
    } else {
      view = item as? UIView
    }
    var offsets = 0.0
    func subtractOffset(of scrollView: UIScrollView) {
      offsets += horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
      offsetSourcesRead.append(member(scrollView))
    }
    if let owner = view as? UIScrollView, owner !== g, item is UILayoutGuide {
      subtractOffset(of: owner)
    }
    while let current = view, current !== g {
      add(member(current))
      view = current.superview
      if let scrollView = view as? UIScrollView, scrollView !== g { subtractOffset(of: scrollView) }
    }
    return Double(offsets)
  }

  /// The layout margins an attribute of `item` reads (none for a guide, which has no margins).
  static func margins(of item: AnyObject) -> (
    top: Double, left: Double, bottom: Double, right: Double
  ) {
    guard let view = item as? UIView else { return (0, 0, 0, 0) }
    let margins = view.layoutMargins
    return (
      Double(margins.top), Double(margins.left), Double(margins.bottom), Double(margins.right)
    )
  }

  /// Where the first and last text baselines of `item` lie, measured from its top and bottom
  /// edges; nil for items without text (their baselines are their top and bottom edges).
  ///
  /// A label's baselines depend only on its font: the first lies an ascender below the top,
  /// the last a line height less the ascender above the bottom (its text top-aligned at its
  /// intrinsic height). Another view's come from its ``UIView/forFirstBaselineLayout`` and
  /// ``UIView/forLastBaselineLayout`` views as they are now.
  static func baselineOffsets(of item: AnyObject) -> (firstFromTop: Double, lastFromBottom: Double)?
  {
    guard let view = item as? UIView else { return nil }
    if let label = view as? UILabel {
      guard let text = label.text, !text.isEmpty else { return nil }
      let ascender = Double(label.font.ascender)
      return (ascender, Double(label.font.lineHeight) - ascender)
    }
    let firstView = view.forFirstBaselineLayout
    let lastView = view.forLastBaselineLayout
    guard let first = offsetsFromTop(of: firstView, in: view),
      let last = offsetsFromTop(of: lastView, in: view)
    else { return nil }
    return (first.first, Double(view.layoutFrame.height) - last.last)
  }

  /// The baselines of `inner` (a view or one of its descendants) from the top of `view`.
  private static func offsetsFromTop(of inner: UIView, in view: UIView) -> (
    first: Double, last: Double
  )? {
    if inner !== view {
      if let label = inner as? UILabel, label.text?.isEmpty == false {
        let top = Double(inner.convert(CGPoint.zero, to: view).y)
        let ascender = Double(label.font.ascender)
        let height = Double(label.layoutFrame.height)
        return (top + ascender, top + height - (Double(label.font.lineHeight) - ascender))
      }
      guard let offsets = inner.baselineOffsetsFromTop else { return nil }
      let top = Double(inner.convert(CGPoint.zero, to: view).y)
      return (top + offsets.first, top + offsets.last)
    }
    return view.baselineOffsetsFromTop
  }
}
