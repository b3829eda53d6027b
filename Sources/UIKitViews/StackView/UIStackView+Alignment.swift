import Foundation

// Across the axis (autolayout.md 7.2; for a horizontal stack S, every arranged view v):
//
// - fill: `v.top == S.top`, `v.bottom == S.bottom`;
// - top (leading): `v.top == S.top`, `v.bottom <= S.bottom`;
// - center: `v.centerY == S.centerY`, `v.top >= S.top`, `v.bottom <= S.bottom`;
// - bottom (trailing): `v.bottom == S.bottom`, `v.top >= S.top`;
// - first (last) baseline: `v.firstBaseline == v0.firstBaseline`, inside S.
//
// Except for fill, S's height hugs the views at 51 (UIKit's `UISV-spanning-fit` on the guide
// spanning them) and a view without an intrinsic height shrinks to 0 at 25
// (`UISV-ambiguity-suppression`). Baseline alignments apply to horizontal stacks; a vertical
// stack aligns its views' leading (first baseline) or trailing (last baseline) edges instead.

extension UIStackView {
  /// The alignment constraints of `views` (all arranged views: hidden ones stay aligned).
  func align(_ views: [UIView], into built: inout Arrangement) {
    guard let first = views.first else { return }
    let sides = across
    var alignment = self.alignment
    if axis == .vertical {
      if alignment == .firstBaseline { alignment = .leading }
      if alignment == .lastBaseline { alignment = .trailing }
    }
    for view in views {
      switch alignment {
      case .fill:
        built.constraints.append(make("UISV-alignment", view, sides.leading, canvas, sides.leading))
        built.constraints.append(
          make("UISV-alignment", view, sides.trailing, canvas, sides.trailing))
      case .leading:
        built.constraints.append(make("UISV-alignment", view, sides.leading, canvas, sides.leading))
        built.constraints.append(
          make(
            "UISV-spanning-boundary", view, sides.trailing, canvas, sides.trailing,
            relation: .lessThanOrEqual))
      case .center:
        built.constraints.append(make("UISV-alignment", view, sides.center, canvas, sides.center))
        contain(view, into: &built)
      case .trailing:
        built.constraints.append(
          make("UISV-alignment", view, sides.trailing, canvas, sides.trailing))
        built.constraints.append(
          make(
            "UISV-spanning-boundary", view, sides.leading, canvas, sides.leading,
            relation: .greaterThanOrEqual))
      case .firstBaseline, .lastBaseline:
        let baseline: NSLayoutConstraint.Attribute =
          alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if view !== first {
          built.constraints.append(make("UISV-alignment", view, baseline, first, baseline))
        }
        contain(view, into: &built)
        // Nothing else places the aligned group in a taller stack: pull it to the top,
        // below every other priority.
        built.constraints.append(
          make(
            "UISV-baseline-settle", view, sides.leading, canvas, sides.leading,
            priority: UIStackView.tieBreakingPriority(0.5)))
      }
      if alignment != .fill {
        built.constraints.append(
          make(
            "UISV-ambiguity-suppression", view, sides.size, nil, .notAnAttribute,
            priority: UILayoutPriority(25)))
      }
    }
    if alignment != .fill {
      built.constraints.append(
        make(
          "UISV-spanning-fit", self, sides.size, nil, .notAnAttribute,
          priority: UILayoutPriority(51)))
    }
  }

  /// `v.leading >= S.leading`, `v.trailing <= S.trailing` across the axis.
  private func contain(_ view: UIView, into built: inout Arrangement) {
    let sides = across
    built.constraints.append(
      make(
        "UISV-spanning-boundary", view, sides.leading, canvas, sides.leading,
        relation: .greaterThanOrEqual)
    )
    built.constraints.append(
      make(
        "UISV-spanning-boundary", view, sides.trailing, canvas, sides.trailing,
        relation: .lessThanOrEqual))
  }
}
