import Foundation
import Synchronization

/// An image: only its size (and a name, for drawings) matters headless (UIKit's name).
///
/// A class, as UIKit's is; immutable and `Sendable`. There are no pixels to load: an image is
/// made with a size (``init(size:name:scale:)``), or by name from the sizes registered with
/// ``register(named:size:)``; SF Symbols (``init(systemName:)``) are 20 × 20 placeholders (an
/// approximation of a symbol at the body text size). Drawings show a neutral placeholder of
/// the image's size.
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's size in points.
  public let size: CGSize
  /// A name for drawings.
  public let name: String?
  /// The image's scale (1 unless set).
  public let scale: CGFloat

  /// The sizes of named images, registered by the app or its tests.
  private static let registry = Mutex<[String: CGSize]>([:])

  /// Creates an image of a size in points (Trellis's addition: there are no pixels to load).
  public init(size: CGSize, name: String? = nil, scale: CGFloat = 1) {
    self.size = CGSize(
      width: size.width.isFinite ? Swift.max(0, size.width) : 0,
      height: size.height.isFinite ? Swift.max(0, size.height) : 0)
    self.name = name
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    super.init()
  }

  /// The image registered under `name`, or nil (as UIKit's for a missing asset).
  public convenience init?(named name: String) {
    guard let size = UIImage.registry.withLock({ $0[name] }) else { return nil }
    self.init(size: size, name: name)
  }

  /// An SF Symbol: a 20 × 20 placeholder named after it.
  public convenience init?(systemName name: String) {
    self.init(size: CGSize(width: 20, height: 20), name: name)
  }

  /// Registers the size of the image `UIImage(named:)` gives for `name` (Trellis's addition,
  /// standing for an asset catalog).
  public static func register(named name: String, size: CGSize) {
    registry.withLock { $0[name] = size }
  }

  /// The same image (rendering modes do not change its size).
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// How an image is drawn (UIKit's name; kept).
  public enum RenderingMode: Int, Hashable, Sendable {
    /// The context's choice.
    case automatic
    /// The original colours.
    case alwaysOriginal
    /// A template tinted with the tint colour.
    case alwaysTemplate
  }
}
