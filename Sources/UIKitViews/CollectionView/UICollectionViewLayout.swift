import CompositionalEngine
import Foundation
import Geometry

/// The base of collection layouts (UIKit's name): frames by rect and by index path, computed in
/// ``prepare()`` from the collection view's ``context``.
///
/// Compositional's `UICollectionViewCompositionalLayout` and `UICollectionViewFlowLayout`
/// subclass it; an app's own layout can too, overriding ``prepare()``,
/// ``collectionViewContentSize`` and the queries, as on iOS.
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout belongs to (not retained).
  public internal(set) var collectionView: UICollectionView? {
    get { collectionViewReference?.view as? UICollectionView }
    set { collectionViewReference = newValue?.itemReference }
  }
  /// ``collectionView``'s storage (see `ItemReference`).
  private var collectionViewReference: ItemReference?
  /// The collection view's state as last handed to the layout (Trellis's addition: set it to
  /// drive a layout without a view).
  public var context = CollectionViewContext() {
    didSet { contextDidChange(from: oldValue) }
  }

  /// Creates a layout not yet attached to a collection view.
  public override init() { super.init() }

  /// Creates a layout from an archive (no archives here: an empty layout).
  public required init?(coder: NSCoder) { super.init() }

  /// Reacts to a new context; subclasses invalidate when the geometry or the counts changed.
  open func contextDidChange(from old: CollectionViewContext) {}

  /// Computes the layout if it is not up to date.
  open func prepare() {}

  /// Discards the computed layout; the next query recomputes it.
  open func invalidateLayout() {}

  /// Discards what `context` says is invalid (the default discards the computed layout);
  /// self-sizing layouts also forget measured sizes when everything is invalid.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    invalidateLayout()
  }

  /// Called before a batch update is applied, with its changes (UIKit calls it too): a layout
  /// that keeps per-item state by index path moves or forgets it here.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Called after a batch update was applied.
  open func finalizeCollectionViewUpdates() {}

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of every element as drawn on screen whose frame meets `rect`.
  ///
  /// The same as ``layoutAttributesForElements(in:)`` except in a compositional layout's
  /// orthogonal sections, whose rows are placed at their scroll offsets.
  open func layoutAttributesForElementsOnScreen(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    layoutAttributesForElements(in: rect)
  }

  /// The attributes of the cell at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`.
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether a change of the collection view's bounds to `newBounds` needs a new layout (its
  /// size changed, by default).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != context.size
  }

  /// Registers a decoration view class: the collection view makes a view of it for each
  /// decoration element the layout places.
  open func register(
    _ viewClass: UICollectionReusableView.Type?, forDecorationViewOfKind elementKind: String
  ) {
    decorationClasses[elementKind] = viewClass
  }

  /// The decoration view classes registered, by kind.
  package var decorationClasses: [String: UICollectionReusableView.Type] = [:]

  /// Measures the self-sizing items in `rect`, keeping the first visible item in place (the
  /// collection view calls it in its layout pass; layouts without self-sizing items do
  /// nothing).
  open func measureVisibleItems(in rect: CGRect) {}

  /// Makes every layout query measure self-sizing elements with `measure` (installed by the
  /// collection view when its data source gives cells; nil: the layout's own measuring).
  open func setCellMeasuring(_ measure: CellMeasuring?) {}
}

/// How a collection view measures a self-sizing element for its layout: it configures a cell
/// (or supplementary view) from its data source and asks it for its preferred size.
public struct CellMeasuring {
  /// The size of the cell at an index path, proposed a size (the estimate, or the width across
  /// the scroll axis), both axes free (a flow layout's estimated item size).
  public var item: (IndexPath, CGSize) -> CGSize
  /// The size of the supplementary view of a kind at an index path, proposed a size.
  public var supplementary: (String, IndexPath, CGSize) -> CGSize
  /// The size of the cell at an index path with the axes the layout fixes held at the
  /// proposal (a compositional item of absolute or fractional width and estimated height
  /// keeps its width: UIKit fits such a cell with the width required).
  public var itemFixing: (IndexPath, CGSize, FixedAxes) -> CGSize
}

/// The axes of a self-sizing element that its layout fixes: the cell is fitted with those at
/// `.required` and the others at `.fittingSizeLevel`.
public struct FixedAxes: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The width is fixed.
  public static let horizontal = FixedAxes(rawValue: 1)
  /// The height is fixed.
  public static let vertical = FixedAxes(rawValue: 2)
}
