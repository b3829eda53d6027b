import CompositionalEngine
import Geometry

/// Per-item sizes and per-section metrics a flow layout asks for (UIKit's name).
///
/// Set it as the collection view's `delegate`. Every method has a default that answers the
/// layout's own property, so implement only what varies. The layout's closures
/// (`sizeForItem`, …) take precedence when set.
public protocol UICollectionViewDelegateFlowLayout: AnyObject {
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The minimum line spacing of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The minimum item spacing of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The header size of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The footer size of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// The layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// The layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// The layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}

extension UICollectionViewFlowLayout {
  /// The delegate and view to ask, when the collection view has a flow delegate.
  private var asked: (any UICollectionViewDelegateFlowLayout, UICollectionView)? {
    guard let collectionView, let delegate = collectionView.delegate else { return nil }
    return (delegate, collectionView)
  }

  /// Whether sizes come from a delegate or a closure rather than `itemSize`.
  var hasPerItemSizes: Bool { sizeForItem != nil || asked != nil }

  /// The size of the item at `path`: closure, then delegate, then `fallback`.
  func size(at path: IndexPath, fallback: CGSize) -> CGSize {
    if let sizeForItem { return sizeForItem(path) }
    if let (delegate, view) = asked {
      return delegate.collectionView(view, layout: self, sizeForItemAt: path)
    }
    return fallback
  }

  /// The insets of `section`.
  func insets(of section: Int) -> UIEdgeInsets {
    if let insetForSection { return insetForSection(section) }
    if let (delegate, view) = asked {
      return delegate.collectionView(view, layout: self, insetForSectionAt: section)
    }
    return sectionInset
  }

  /// The line spacing of `section`.
  func lineSpacing(of section: Int) -> CGFloat {
    if let lineSpacingForSection { return lineSpacingForSection(section) }
    if let (delegate, view) = asked {
      return delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section)
    }
    return minimumLineSpacing
  }

  /// The item spacing of `section`.
  func interitemSpacing(of section: Int) -> CGFloat {
    if let interitemSpacingForSection { return interitemSpacingForSection(section) }
    if let (delegate, view) = asked {
      return delegate.collectionView(
        view, layout: self, minimumInteritemSpacingForSectionAt: section)
    }
    return minimumInteritemSpacing
  }

  /// The header size of `section`.
  func headerSize(of section: Int) -> CGSize {
    if let headerSizeForSection { return headerSizeForSection(section) }
    if let (delegate, view) = asked {
      return delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: section)
    }
    return headerReferenceSize
  }

  /// The footer size of `section`.
  func footerSize(of section: Int) -> CGSize {
    if let footerSizeForSection { return footerSizeForSection(section) }
    if let (delegate, view) = asked {
      return delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: section)
    }
    return footerReferenceSize
  }
}
