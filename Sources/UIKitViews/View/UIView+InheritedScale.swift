import Foundation

/// The display scale a view without a scale of its own takes from its ancestors.
///
/// A label rounds every size it measures to its scale, and a pinned view its frame: walking up
/// to the view that sets a scale was a third of a label's `sizeThatFits` on the FlexLayout
/// feed screen (about 750 of 2,270 instructions, 1,500 calls per first layout). The walk now
/// runs once per view and its answer is kept until the view moves or a scale on its path is
/// set.
enum InheritedScale {
  /// Not looked up since the view last moved or a scale on its path changed.
  case unknown
  /// The scale set on the nearest ancestor that sets one.
  case scale(CGFloat)
  /// No ancestor sets a scale: the main screen's (read on every use, since it may change).
  case screen
}

extension UIView {
  /// Looks up the scale this view (which sets none) inherits, and keeps it in this view and in
  /// every ancestor passed on the way.
  ///
  /// A view keeps an inherited scale only while each ancestor up to the one that sets a scale
  /// keeps it too, so that ``forgetInheritedScales()`` can stop at a view that keeps none.
  func resolveInheritedScale() -> CGFloat {
    var found = InheritedScale.screen
    var isFoundAtSuperview = true
    var current = superview
    while let view = current {
      if let scale = view.ownScale {
        found = .scale(scale)
        break
      }
      if case .unknown = view.inheritedScale {
        current = view.superview
        isFoundAtSuperview = false
        continue
      }
      found = view.inheritedScale
      break
    }
    inheritedScale = found
    // Every view passed on the way keeps the answer too (none when the superview had it: the
    // common case of a pinned view, which this keeps as cheap as the walk it replaces).
    if !isFoundAtSuperview {
      var view = superview
      while let keeping = view, keeping.ownScale == nil, case .unknown = keeping.inheritedScale {
        keeping.inheritedScale = found
        view = keeping.superview
      }
    }
    switch found {
    case .scale(let scale): return scale
    case .screen, .unknown: return UIScreen.main.scale
    }
  }

  /// Forgets the inherited scale of this view and of the views below it that keep one (the
  /// view moved, or its own scale changed).
  ///
  /// A view that keeps none has no descendant that keeps one through it, so the walk stops
  /// there; a fresh view added to a tree costs one check.
  /// - Complexity: O(views below that keep an inherited scale).
  func forgetInheritedScales() {
    inheritedScale = .unknown
    var stack = subviews
    while let view = stack.popLast() {
      // A view that sets its own scale passes that on, whatever changed above it.
      guard view.ownScale == nil else { continue }
      if case .unknown = view.inheritedScale { continue }
      view.inheritedScale = .unknown
      stack.append(contentsOf: view.subviews)
    }
  }
}
