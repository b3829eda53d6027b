import CompositionalEngine
import Geometry

/// The layout of one element: its frame, what it is and where it stacks (UIKit's name).
public final class UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem,
  CustomStringConvertible
{
  /// The frame before the transform.
  private var untransformed: CGRect
  /// The element's index path.
  public var indexPath: IndexPath
  /// Whether the element is a cell, a supplementary view or a decoration view.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The element kind (nil for cells).
  public let representedElementKind: String?
  /// The stacking order: higher is in front.
  public var zIndex: Int
  /// The opacity.
  public var alpha: CGFloat = 1
  /// Whether the element is hidden.
  public var isHidden = false
  /// A visual transform about the centre; `frame` reports the transformed bounding box.
  public var transform = CGAffineTransform.identity

  /// Creates attributes for a cell.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(frame: .zero, indexPath: indexPath, category: .cell, kind: nil, zIndex: 0)
  }

  /// Creates attributes for a supplementary view of `elementKind`.
  public convenience init(
    forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath
  ) {
    self.init(
      frame: .zero, indexPath: indexPath, category: .supplementaryView, kind: elementKind,
      zIndex: 0)
  }

  /// Creates attributes for a decoration view of `decorationViewKind`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init(
      frame: .zero, indexPath: indexPath, category: .decorationView, kind: decorationViewKind,
      zIndex: 0)
  }

  /// Creates attributes from all their parts.
  init(
    frame: CGRect, indexPath: IndexPath, category: UICollectionView.ElementCategory,
    kind: String?, zIndex: Int
  ) {
    self.untransformed = frame
    self.indexPath = indexPath
    self.representedElementCategory = category
    self.representedElementKind = kind
    self.zIndex = zIndex
  }

  /// Creates attributes from an engine element.
  convenience init(_ element: PlacedElement) {
    self.init(
      frame: CGRect(element.frame), indexPath: IndexPath(element.indexPath),
      category: element.category,
      kind: element.kind, zIndex: element.zIndex)
  }

  /// The element's centre.
  public var center: CGPoint {
    get { CGPoint(x: untransformed.midX, y: untransformed.midY) }
    set {
      untransformed.origin = CGPoint(
        x: untransformed.minX + newValue.x - untransformed.midX,
        y: untransformed.minY + newValue.y - untransformed.midY)
    }
  }

  /// The element's size (before its transform); it keeps the centre.
  public var size: CGSize {
    get { untransformed.size }
    set {
      let center = self.center
      untransformed = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The element's frame: its size around its centre, transformed; setting it sets both.
  public var frame: CGRect {
    get {
      guard !transform.isIdentity else { return untransformed }
      let half = CGPoint(x: untransformed.width / 2, y: untransformed.height / 2)
      let t = transform
      var xs: [CGFloat] = []
      var ys: [CGFloat] = []
      for x in [-half.x, half.x] {
        for y in [-half.y, half.y] {
          xs.append(t.a * x + t.c * y + t.tx)
          ys.append(t.b * x + t.d * y + t.ty)
        }
      }
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      let center = self.center
      return CGRect(
        x: center.x + minX, y: center.y + minY, width: (xs.max() ?? 0) - minX,
        height: (ys.max() ?? 0) - minY)
    }
    set { untransformed = newValue }
  }

  /// Moves the element without touching its size (exact, unlike a round trip through `center`).
  func move(dx: CGFloat, dy: CGFloat) {
    untransformed = untransformed.offsetBy(dx: dx, dy: dy)
  }

  /// The element's bounds: its size at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

  /// A one-line description for debugging.
  public var description: String {
    let kind = representedElementKind.map { " \($0)" } ?? ""
    return
      "\(representedElementCategory)\(kind) \(indexPath) (\(frame.minX), \(frame.minY), "
      + "\(frame.width), \(frame.height)) z \(zIndex)"
  }
}

/// The base of the collection layouts (UIKit's name): queries by rect and by index path.
public class UICollectionViewLayout {
  /// The collection view the layout belongs to.
  public internal(set) weak var collectionView: HeadlessCollectionView?
  /// The collection view's state as last handed to the layout.
  public var context = CollectionViewContext() {
    didSet { contextDidChange(from: oldValue) }
  }

  /// Creates a layout not yet attached to a collection view.
  public init() {}

  /// Reacts to a new context: subclasses invalidate when the geometry or the counts changed.
  func contextDidChange(from old: CollectionViewContext) {}

  /// Computes the layout if it is not up to date.
  public func prepare() {}

  /// Discards the computed layout; the next query recomputes it.
  public func invalidateLayout() {}

  /// The size of the whole content.
  public var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`.
  public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the cell at `indexPath`.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`.
  public func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`.
  public func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Registers a decoration view class (accepted for source compatibility; views are not made).
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

  /// Measures self-sizing items in `rect`, keeping the first visible item in place.
  func measureVisibleItems(in rect: CGRect) {}
}
