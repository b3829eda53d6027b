import CompositionalEngine
import Foundation
import Geometry

/// The layout of one element: its frame, what it is and where it stacks (UIKit's name).
public final class UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem,
  CustomStringConvertible
{
  /// The frame before the transform.
  private var untransformed: CGRect
  /// The element's index path.
  ///
  /// Made from the engine's path when first read: Foundation's `IndexPath` allocates, and most
  /// attributes a rect query returns are drawn without it being read.
  public var indexPath: IndexPath {
    get { explicitIndexPath ?? IndexPath(path) }
    set { explicitIndexPath = newValue }
  }
  /// The engine's path of the element.
  private var path: ItemPath
  /// The index path, once set or read.
  private var explicitIndexPath: IndexPath?
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
  public var transform: CGAffineTransform {
    get { storedTransform?.value ?? .identity }
    set { storedTransform = TransformBox(value: newValue) }
  }
  /// The transform once set, boxed (nil: the identity).
  ///
  /// Most attributes never get one, and a box keeps the six numbers out of every object.
  private var storedTransform: TransformBox?
  /// The axes a self-sizing element's layout fixes, for its cell's fitting (none unless set by
  /// the measuring collection view).
  var fixedAxes: FixedAxes = []

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
  package init(
    frame: CGRect, indexPath: IndexPath, category: UICollectionView.ElementCategory,
    kind: String?, zIndex: Int
  ) {
    self.untransformed = frame
    self.path = ItemPath(indexPath)
    self.explicitIndexPath = indexPath
    self.representedElementCategory = category
    self.representedElementKind = kind
    self.zIndex = zIndex
  }

  /// Creates attributes from an engine element.
  package init(_ element: PlacedElement) {
    self.untransformed = CGRect(element.frame)
    self.path = element.indexPath
    self.explicitIndexPath = nil
    self.representedElementCategory = element.category
    self.representedElementKind = element.kind
    self.zIndex = element.zIndex
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
      guard let t = storedTransform?.value, !t.isIdentity else { return untransformed }
      let half = CGPoint(x: untransformed.width / 2, y: untransformed.height / 2)
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
  package func move(dx: CGFloat, dy: CGFloat) {
    untransformed = untransformed.offsetBy(dx: dx, dy: dy)
  }

  /// The frame before the transform.
  package var untransformedFrame: CGRect { untransformed }

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

/// A transform stored out of line by attributes (replaced, never mutated, so never shared).
private final class TransformBox {
  /// The transform.
  let value: CGAffineTransform

  /// Boxes `value`.
  init(value: CGAffineTransform) { self.value = value }
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
