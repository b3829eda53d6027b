import Geometry

extension LayoutInput {
  /// The known width and height as ``clampToLayoutBounds()`` leaves them, when both are known.
  @inline(__always)
  var clampedKnownSize: (width: Double, height: Double)? {
    guard let width = knownWidth, let height = knownHeight else { return nil }
    let bound = LayoutBounds.maxLength
    return (width > bound ? bound : width, height > bound ? bound : height)
  }

  /// Clamps the sizes a parent passes down (known sizes, percentage references and definite
  /// available space) to ``LayoutBounds/maxLength``.
  ///
  /// Styles, measurements and resolved percentages are clamped where they enter the solver,
  /// but a preferred aspect ratio can turn a length of the range into one of up to
  /// `maxLength²`; without this, nested ratio boxes (each stretched in the axis the previous one
  /// sized) could multiply a size by that much per level and overflow. With it, no node's size
  /// depends on more than `maxLength` in either axis.
  @inline(__always)
  mutating func clampToLayoutBounds() {
    let bound = LayoutBounds.maxLength
    if let width = knownWidth, width > bound { knownWidth = bound }
    if let height = knownHeight, height > bound { knownHeight = bound }
    if let width = parentWidth, width > bound { parentWidth = bound }
    if let height = parentHeight, height > bound { parentHeight = bound }
    if case .definite(let width) = availableWidth, width > bound {
      availableWidth = .definite(bound)
    }
    if case .definite(let height) = availableHeight, height > bound {
      availableHeight = .definite(bound)
    }
  }
}
