import Foundation

// The stack view's constraints, as UIKit makes them (autolayout.md 7; A. Grebenyuk, "Let's
// Build UIStackView", which prints UIKit's lists). For a horizontal stack S with visible
// arranged views v0 … vn−1 (a vertical stack swaps the axes):
//
// - canvas: `S.leading == v0.leading`, `vn−1.trailing == S.trailing` (S's margins guide when
//   `isLayoutMarginsRelativeArrangement`);
// - distribution, along the axis: see `distribute(_:in:)`;
// - alignment, across it: see `align(_:in:)`;
// - a hidden arranged view keeps its alignment constraints, gets `size == 0` along the axis
//   (`UISV-hiding`) and sits where the next visible view starts (where the previous one ends
//   when it is the last): the gap next to it drops to 0, as UIKit's printed lists show.

extension UIStackView {
  /// What the stack view made, to take back when it makes them again.
  struct Arrangement {
    /// The constraints in force.
    var constraints: [NSLayoutConstraint] = []
    /// The gap guides (equal spacing and equal centering).
    var guides: [UILayoutGuide] = []
    /// Which arranged views were hidden when they were made.
    var hidden: [Bool] = []
  }

  /// Makes the constraints again if anything they depend on changed.
  func rebuildArrangementIfNeeded() {
    let hidden = arrangedSubviews.map(\.isHidden)
    guard needsArrangement || hidden != arrangement.hidden else { return }
    needsArrangement = false
    NSLayoutConstraint.deactivate(arrangement.constraints)
    for guide in arrangement.guides { removeLayoutGuide(guide) }
    var built = Arrangement()
    built.hidden = hidden
    let visible = arrangedSubviews.filter { !$0.isHidden }
    if !arrangedSubviews.isEmpty {
      connectCanvas(visible, into: &built)
      distribute(visible, into: &built)
      placeHidden(into: &built)
      align(arrangedSubviews, into: &built)
    }
    arrangement = built
    NSLayoutConstraint.activate(built.constraints)
  }

  // MARK: Anchors by axis

  /// The anchors of an item along or across the stack's axis, as attributes.
  struct Sides {
    var leading: NSLayoutConstraint.Attribute
    var trailing: NSLayoutConstraint.Attribute
    var size: NSLayoutConstraint.Attribute
    var center: NSLayoutConstraint.Attribute
  }

  /// The attributes along the axis.
  var along: Sides {
    axis == .horizontal
      ? Sides(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
      : Sides(leading: .top, trailing: .bottom, size: .height, center: .centerY)
  }

  /// The attributes across the axis.
  var across: Sides {
    axis == .horizontal
      ? Sides(leading: .top, trailing: .bottom, size: .height, center: .centerY)
      : Sides(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
  }

  /// The item the views are laid out in: the stack view, or its margins guide.
  var canvas: AnyObject {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  /// A constraint `a.attr1 relation b.attr2 × multiplier + constant` named `identifier`.
  func make(
    _ identifier: String, _ a: AnyObject, _ attr1: NSLayoutConstraint.Attribute,
    _ b: AnyObject?, _ attr2: NSLayoutConstraint.Attribute,
    relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint(
      item: a, attribute: attr1, relatedBy: relation, toItem: b, attribute: attr2,
      multiplier: multiplier, constant: constant)
    constraint.identifier = identifier
    if priority != .required { constraint.priority = priority }
    return constraint
  }

  // MARK: Along the axis

  /// `S.leading == v0.leading`, `vn−1.trailing == S.trailing` (UISV-canvas-connection).
  private func connectCanvas(_ visible: [UIView], into built: inout Arrangement) {
    guard let first = visible.first, let last = visible.last else { return }
    let sides = along
    built.constraints.append(
      make("UISV-canvas-connection", canvas, sides.leading, first, sides.leading))
    built.constraints.append(
      make("UISV-canvas-connection", last, sides.trailing, canvas, sides.trailing))
  }

  /// The gap after `view`: its custom spacing, else ``spacing`` (the system's 8 points for
  /// ``spacingUseSystem``).
  func gap(after view: UIView) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == UIStackView.spacingUseSystem ? UIView.systemSpacing : value
  }

  /// The spacing constraints and the distribution's own (UISV-spacing, UISV-fill-equally,
  /// UISV-fill-proportionally, UISV-distributing-edge).
  private func distribute(_ visible: [UIView], into built: inout Arrangement) {
    let sides = along
    let flexibleGaps = distribution == .equalSpacing || distribution == .equalCentering
    for (view, next) in zip(visible, visible.dropFirst()) {
      let relation: NSLayoutConstraint.Relation = flexibleGaps ? .greaterThanOrEqual : .equal
      if isBaselineRelativeArrangement && axis == .vertical {
        built.constraints.append(
          make(
            "UISV-spacing", next, .firstBaseline, view, .lastBaseline, relation: relation,
            constant: gap(after: view)))
      } else {
        built.constraints.append(
          make(
            "UISV-spacing", next, sides.leading, view, sides.trailing, relation: relation,
            constant: gap(after: view)))
      }
    }
    guard let first = visible.first else { return }
    switch distribution {
    case .fill:
      addTieBreakers(visible, hugging: true, into: &built)
      addTieBreakers(visible, hugging: false, into: &built)
    case .fillEqually:
      for view in visible.dropFirst() {
        built.constraints.append(make("UISV-fill-equally", view, sides.size, first, sides.size))
      }
    case .fillProportionally:
      addProportions(visible, into: &built)
    case .equalSpacing, .equalCentering:
      addGapGuides(visible, into: &built)
      addTieBreakers(visible, hugging: false, into: &built)
    }
  }

  /// Sizes in proportion to intrinsic sizes: `vi.size == (Ii / ΣI) × (S.size − spacings)`
  /// at priority 999 − i, as UIKit's UISV-fill-proportionally constraints do (equal sizes
  /// when no view has an intrinsic size).
  private func addProportions(_ visible: [UIView], into built: inout Arrangement) {
    let sides = along
    let sizes = visible.map { view -> CGFloat in
      let size = view.intrinsicContentSize
      let value = axis == .horizontal ? size.width : size.height
      return value.isFinite && value > 0 ? value : 0
    }
    let total = sizes.reduce(0, +)
    let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
    for (index, view) in visible.enumerated() {
      let share = total > 0 ? sizes[index] / total : 1 / CGFloat(visible.count)
      built.constraints.append(
        make(
          "UISV-fill-proportionally", view, sides.size, canvas, sides.size, relation: .equal,
          multiplier: share, constant: -share * gaps,
          priority: UILayoutPriority(Float(max(1, 999 - index)))))
    }
  }

  /// The gap guides of the spacing distributions: one per gap, from a view's trailing edge
  /// (centre for equal centering) to the next one's leading edge (centre), all as wide as the
  /// first (required for equal spacing, at 149 for equal centering).
  private func addGapGuides(_ visible: [UIView], into built: inout Arrangement) {
    let sides = along
    let centering = distribution == .equalCentering
    var first: UILayoutGuide?
    for (view, next) in zip(visible, visible.dropFirst()) {
      let guide = UILayoutGuide()
      guide.identifier = "UISV-distributing"
      addLayoutGuide(guide)
      built.guides.append(guide)
      let from = centering ? sides.center : sides.trailing
      let to = centering ? sides.center : sides.leading
      built.constraints.append(make("UISV-distributing-edge", guide, sides.leading, view, from))
      built.constraints.append(make("UISV-distributing-edge", guide, sides.trailing, next, to))
      // The guide's other axis: pinned to the canvas so that it is never ambiguous.
      built.constraints.append(
        make("UISV-distributing-edge", guide, across.leading, canvas, across.leading))
      built.constraints.append(
        make("UISV-distributing-edge", guide, across.size, nil, .notAnAttribute))
      if let first {
        built.constraints.append(
          make(
            "UISV-fill-equally", guide, sides.size, first, sides.size,
            priority: centering ? UILayoutPriority(149) : .required))
      } else {
        first = guide
      }
    }
  }

  /// UIKit resolves ties by index (Apple's `Distribution.fill`: the view with the lowest
  /// index stretches, the one with the highest shrinks): one constraint per view at a
  /// priority below any other, weighted by index, pulls the others towards their intrinsic
  /// sizes.
  private func addTieBreakers(_ visible: [UIView], hugging: Bool, into built: inout Arrangement) {
    let sides = along
    let count = visible.count
    for (index, view) in visible.enumerated() {
      let size = view.intrinsicContentSize
      let value = axis == .horizontal ? size.width : size.height
      guard value.isFinite, value >= 0 else { continue }
      // Growing: later views resist more; shrinking: earlier views resist more.
      let weight = CGFloat(hugging ? index : count - 1 - index)
      guard weight > 0 else { continue }
      built.constraints.append(
        make(
          hugging ? "UISV-hugging-order" : "UISV-compression-order", view, sides.size, nil,
          .notAnAttribute, relation: hugging ? .lessThanOrEqual : .greaterThanOrEqual,
          constant: value, priority: UIStackView.tieBreakingPriority(weight)))
    }
  }

  /// The priority of the tie-breaking constraint of weight `weight`: below every priority an
  /// app uses, ordered by weight.
  static func tieBreakingPriority(_ weight: CGFloat) -> UILayoutPriority {
    UILayoutPriority(Float(weight) * 1e-3)
  }

  /// Hidden views: zero length along the axis (UISV-hiding), at the start of the next visible
  /// view (the end of the previous one when none follows).
  private func placeHidden(into built: inout Arrangement) {
    let sides = along
    for (index, view) in arrangedSubviews.enumerated() where view.isHidden {
      built.constraints.append(
        make("UISV-hiding", view, sides.size, nil, .notAnAttribute, relation: .equal))
      if let next = arrangedSubviews[(index + 1)...].first(where: { !$0.isHidden }) {
        built.constraints.append(
          make("UISV-spacing", view, sides.leading, next, sides.leading))
      } else if let previous = arrangedSubviews[..<index].last(where: { !$0.isHidden }) {
        built.constraints.append(
          make("UISV-spacing", view, sides.leading, previous, sides.trailing))
      } else {
        built.constraints.append(
          make("UISV-canvas-connection", view, sides.leading, canvas, sides.leading))
      }
    }
  }
}
