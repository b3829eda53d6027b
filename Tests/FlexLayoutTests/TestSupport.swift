import FlexLayout

/// A root container of `width` × `height` points at the origin, at `scale` pixels per point.
func makeRoot(width: CGFloat = 400, height: CGFloat = 400, scale: CGFloat = 1) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.contentScaleFactor = scale
  return root
}

/// A view that measures as a fixed size and records every size it was offered.
final class MeasuredView: UIView {
  var answer: CGSize
  private(set) var proposals: [CGSize] = []

  required init?(coder: NSCoder) { nil }

  init(answer: CGSize) {
    self.answer = answer
    super.init(frame: .zero)
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    proposals.append(size)
    return answer
  }
}

/// A rectangle, written short.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
