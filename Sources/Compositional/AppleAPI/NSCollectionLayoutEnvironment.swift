import CompositionalEngine
import Geometry

/// The size and insets a section provider lays out in (UIKit's name).
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size (the collection's bounds).
  var contentSize: CGSize { get }
  /// The size less the content insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets (the safe area or margins the layout refers to).
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets, with values below 1 read as fractions of the size.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The traits of the environment (a headless subset of UIKit's).
public struct UITraitCollection: Hashable, Sendable {
  /// The display scale: pixels per point.
  public var displayScale: CGFloat
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass

  /// Creates traits.
  public init(displayScale: CGFloat = 2, horizontalSizeClass: UIUserInterfaceSizeClass = .compact) {
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
  }
}

/// A size class (UIKit's name).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Compact.
  case compact
  /// Regular.
  case regular
}

/// What a section provider receives: the container and the traits (UIKit's name).
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container.
  var container: any NSCollectionLayoutContainer { get }
  /// The traits.
  var traitCollection: UITraitCollection { get }
}

/// The engine's container.
final class LayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets

  init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  var effectiveContentInsets: NSDirectionalEdgeInsets {
    func resolve(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
      value > 0 && value < 1 ? value * length : value
    }
    return NSDirectionalEdgeInsets(
      top: resolve(contentInsets.top, contentSize.height),
      leading: resolve(contentInsets.leading, contentSize.width),
      bottom: resolve(contentInsets.bottom, contentSize.height),
      trailing: resolve(contentInsets.trailing, contentSize.width))
  }

  var effectiveContentSize: CGSize {
    let insets = effectiveContentInsets
    return CGSize(
      width: max(0, contentSize.width - insets.leading - insets.trailing),
      height: max(0, contentSize.height - insets.top - insets.bottom))
  }
}

/// The engine's environment.
final class LayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection

  init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
    self.container = container
    self.traitCollection = traitCollection
  }
}

/// A visible element handed to a section's visible-items invalidation handler (UIKit's name).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The element's frame (unscrolled, for an orthogonal section).
  var frame: CGRect { get }
  /// The element's bounds.
  var bounds: CGRect { get }
  /// The element's centre; setting it moves the element.
  var center: CGPoint { get set }
  /// The element's opacity.
  var alpha: CGFloat { get set }
  /// The element's z-index.
  var zIndex: Int { get set }
  /// Whether the element is hidden.
  var isHidden: Bool { get set }
  /// A visual transform.
  var transform: CGAffineTransform { get set }
  /// The element's index path.
  var indexPath: IndexPath { get }
  /// The element's category.
  var representedElementCategory: UICollectionView.ElementCategory { get }
  /// The element's kind (nil for cells).
  var representedElementKind: String? { get }
}

/// The handler a section calls with its visible items on each layout pass (UIKit's name).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void
