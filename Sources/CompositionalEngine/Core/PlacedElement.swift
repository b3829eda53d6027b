import Geometry

/// What kind of view an element is.
public enum ElementCategory: Hashable, Sendable {
  /// A cell.
  case cell
  /// A supplementary view (header, footer, badge).
  case supplementaryView
  /// A decoration view (background, separator).
  case decorationView
}

/// An element the engine placed: a frame and what it stands for.
public struct PlacedElement: Hashable, Sendable {
  /// The frame in content coordinates.
  public var frame: Rect
  /// The element's category.
  public var category: ElementCategory
  /// The element kind (nil for cells).
  public var kind: String?
  /// The element's index path.
  public var indexPath: ItemPath
  /// The z-index.
  public var zIndex: Int
  /// How far an orthogonal row scrolled the element (0 for elements that do not scroll).
  package var rowOffset = 0.0

  /// Creates a placed element.
  public init(
    frame: Rect, category: ElementCategory, kind: String?, indexPath: ItemPath, zIndex: Int
  ) {
    self.frame = frame
    self.category = category
    self.kind = kind
    self.indexPath = indexPath
    self.zIndex = zIndex
  }

  /// Creates a placed element that an orthogonal row scrolled by `rowOffset`.
  package init(
    frame: Rect, category: ElementCategory, kind: String?, indexPath: ItemPath, zIndex: Int,
    rowOffset: Double
  ) {
    self.init(frame: frame, category: category, kind: kind, indexPath: indexPath, zIndex: zIndex)
    self.rowOffset = rowOffset
  }

  /// The element with x and y exchanged.
  package var transposed: PlacedElement {
    var copy = self
    copy.frame = frame.transposed
    return copy
  }
}

/// The scroll state the engine needs to place pinned and orthogonal elements.
package struct ScrollState: Sendable {
  /// The visible range along the scroll axis (bounds less the adjusted content inset).
  package var viewportStart = 0.0
  /// The end of the visible range along the scroll axis.
  package var viewportEnd = 0.0
  /// Orthogonal offsets by section (sections not listed use their initial offset).
  package var orthogonalOffsets: [Int: Double] = [:]
  /// Whether orthogonal rows are placed at their offsets (on screen) or unscrolled, as UIKit's
  /// layout reports them (the scroll lives in each row's own scroll view).
  package var scrollsRows = true

  /// Creates a state with an empty viewport and no orthogonal offsets.
  package init() {}
}
