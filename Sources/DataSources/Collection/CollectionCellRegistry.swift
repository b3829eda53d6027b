import Compositional
import UIKitGeometry

/// The cells and supplementary views of one collection view.
///
/// It holds the registered classes, the reuse pools and the views on screen. Attached to the headless collection view, which has no view
/// storage of its own.
final class CollectionCellRegistry {
  /// Registered cell classes by reuse identifier.
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  /// Registered supplementary classes by kind, then reuse identifier.
  var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
  /// Views waiting to be reused, by reuse identifier (supplementary ones by kind and identifier).
  var pool: [String: [UICollectionReusableView]] = [:]
  /// The cells on screen, by index path.
  var visibleCells: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary views on screen, by kind and index path.
  var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]

  /// Where a supplementary view is: its kind and index path.
  struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  /// The registry of `collectionView`, created on first use.
  static func of(_ collectionView: UICollectionView) -> CollectionCellRegistry {
    collectionView.attachment(CollectionCellRegistry.init)
  }

  /// A reused view of `identifier`, or a new one made by `make`.
  func dequeue<View: UICollectionReusableView>(
    _ poolKey: String, make: () -> View
  ) -> View {
    if var views = pool[poolKey], let index = views.lastIndex(where: { $0 is View }),
      let view = views.remove(at: index) as? View
    {
      pool[poolKey] = views
      view.prepareForReuse()
      return view
    }
    return make()
  }

  /// Puts a view back in its pool.
  func enqueue(_ view: UICollectionReusableView, poolKey: String) {
    view.removeFromSuperview()
    pool[poolKey, default: []].append(view)
  }
}

extension UICollectionView {
  /// The object of type `Attachment` attached to this view, made by `make` on first use (one of
  /// each type: the headless view keeps what the data-source layer needs there).
  func attachment<Attachment: AnyObject>(_ make: () -> Attachment) -> Attachment {
    let key = ObjectIdentifier(Attachment.self)
    if let attached = attachments[key] as? Attachment { return attached }
    let attached = make()
    attachments[key] = attached
    return attached
  }
}
