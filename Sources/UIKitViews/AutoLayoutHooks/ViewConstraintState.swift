import Foundation

/// What Auto Layout keeps for a view, seen from the view layer: the hooks through which the
/// layout pass, fitting and tree changes reach the constraint engine.
///
/// The view layer declares it and calls it; the AutoLayout module provides it (attached to
/// the views it lays out, in `UIView.constraintAttachment`). Views without constraints have
/// none, and pay nothing for it.
package protocol ViewConstraintState: AnyObject {
  /// Sets the frames the engine solved on the subviews (and guides) of `view` that Auto Layout
  /// places: the default `layoutSubviews()` calls it.
  func layoutSubviews(of view: UIView)
  /// `view`'s `updateConstraints()` reached `UIView`'s implementation (the `super` call).
  func didUpdateConstraints(of view: UIView)
  /// `view`'s untransformed frame changed (a view held at its frame moves its constraints).
  func frameDidChange(of view: UIView)
  /// The size `view`'s constraints give it as close to `targetSize` as they allow, with the
  /// fitting priorities; nil when its constraints do not size it.
  func systemLayoutSizeFitting(
    of view: UIView, targetSize: CGSize, horizontalPriority: UILayoutPriority,
    verticalPriority: UILayoutPriority
  ) -> CGSize?
  /// `view`'s intrinsic content size changed.
  func intrinsicContentSizeDidChange(of view: UIView)
  /// The view is going: its `deinit` has begun, and references to it already read nil.
  func viewWillDeinit()
}

extension UIView {
  /// The distances from the top of the view to its first and last text baselines, if it shows
  /// text (Auto Layout's `firstBaseline` and `lastBaseline` attributes).
  package var baselineOffsetsFromTop: (first: Double, last: Double)? { textBaselineOffsets }
}
