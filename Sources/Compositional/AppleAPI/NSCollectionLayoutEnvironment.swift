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

/// The handler a section calls with its visible items on each layout pass (UIKit's name).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void
