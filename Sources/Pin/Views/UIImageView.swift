import UIKitGeometry

/// An image: only its size matters to layout (UIKit's name, as a value).
public struct UIImage: Hashable, Sendable {
  /// The image's size in points.
  public var size: CGSize
  /// A name for drawings.
  public var name: String?

  /// Creates an image of a size in points (Trellis's addition: there are no pixels to load).
  public init(size: CGSize, name: String? = nil) {
    self.size = size
    self.name = name
  }
}

/// A view that shows an image and measures as the image's size (UIKit's name).
open class UIImageView: UIView {
  /// The image shown.
  public var image: UIImage? { didSet { setNeedsLayout() } }

  /// Creates an image view sized to its image.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Creates an image view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The image's size (zero without an image), whatever the proposed size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }

  /// The image's size, or no intrinsic size without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: -1, height: -1)
  }
}
