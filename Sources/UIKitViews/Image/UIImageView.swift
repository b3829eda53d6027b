import Foundation

/// A view that shows an image and measures as the image's size (UIKit's name).
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }

  /// Creates an image view sized to its image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Creates an image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an image view from an archive (no archives here: an empty image view).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The image's size (zero without an image), whatever the proposed size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
