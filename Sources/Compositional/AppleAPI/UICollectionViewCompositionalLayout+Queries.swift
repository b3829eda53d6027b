import CompositionalEngine
import Geometry

extension UICollectionViewCompositionalLayout {
  /// The attributes of the elements meeting `rect`, with handlers applied.
  func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    let engine = solved
    let query = Rect(isTransposed ? rect.transposed : rect)
    let elements = engine.elements(in: query, state: scrollState)
    let attributes = elements.map(makeAttributes)
    applyInvalidationHandlers(elements: elements, attributes: attributes)
    return attributes
  }

  /// The offsets the orthogonal section `section` can rest at, or nil if it does not scroll.
  public func orthogonalScrollRange(forSection section: Int) -> ClosedRange<CGFloat>? {
    let engine = solved
    guard section >= 0, section < engine.sections.count, engine.sections[section].isOrthogonal
    else { return nil }
    let range = engine.sections[section].orthogonalRange
    return CGFloat(range.lowerBound)...CGFloat(range.upperBound)
  }

  /// Where the orthogonal section `section` comes to rest for a proposed offset.
  public func restingOrthogonalOffset(forSection section: Int, proposedOffset: CGFloat)
    -> CGFloat?
  {
    let engine = solved
    guard section >= 0, section < engine.sections.count, engine.sections[section].isOrthogonal
    else { return nil }
    return engine.sections[section].restingOrthogonalOffset(for: proposedOffset)
  }

  /// Where the orthogonal section `section` comes to rest after a fling from its current offset
  /// (`orthogonalScrollOffset(forSection:)`) that would end at `proposedOffset`.
  ///
  /// `velocity` (points per second along the row) gives the direction; 0 means a programmatic
  /// offset. The paging modes move at most one group (or page) per fling (reference rule 30);
  /// the continuous modes rest at the stop nearest the proposal.
  public func restingOrthogonalOffset(
    forSection section: Int, proposedOffset: CGFloat, velocity: CGFloat
  ) -> CGFloat? {
    let engine = solved
    guard section >= 0, section < engine.sections.count, engine.sections[section].isOrthogonal
    else { return nil }
    let current = engine.orthogonalOffset(of: engine.sections[section], in: scrollState)
    return engine.sections[section].restingOrthogonalOffset(
      for: proposedOffset, from: current, velocity: velocity)
  }

  /// The orthogonal section's current offset: the one set, else its initial offset.
  public func orthogonalScrollOffset(forSection section: Int) -> CGFloat? {
    let engine = solved
    guard section >= 0, section < engine.sections.count, engine.sections[section].isOrthogonal
    else { return nil }
    return engine.orthogonalOffset(of: engine.sections[section], in: scrollState)
  }

  /// The elements meeting `rect` as plain values (the Swift-native query: no attribute objects,
  /// no invalidation handlers), in the view's coordinates.
  ///
  /// - Complexity: O(log sections + elements returned).
  public func placedElements(in rect: CGRect) -> [PlacedElement] {
    let query = Rect(isTransposed ? rect.transposed : rect)
    let elements = solved.elements(in: query, state: scrollState)
    return isTransposed ? elements.map(\.transposed) : elements
  }

  /// Every element of the layout, for export (pinning as at the current offset).
  public func allLayoutAttributes() -> [UICollectionViewLayoutAttributes] {
    solved.allElements(state: scrollState).map(makeAttributes)
  }

  /// Attributes for an engine element, transposed back for a horizontal layout.
  func makeAttributes(_ element: PlacedElement) -> UICollectionViewLayoutAttributes {
    UICollectionViewLayoutAttributes(isTransposed ? element.transposed : element)
  }

  /// Calls each section's visible-items handler with unscrolled frames, then re-applies the row
  /// offset to whatever the handler changed (rule 32).
  private func applyInvalidationHandlers(
    elements: [PlacedElement], attributes: [UICollectionViewLayoutAttributes]
  ) {
    guard let environment,
      sectionObjects.contains(where: { $0?.visibleItemsInvalidationHandler != nil })
    else { return }
    var bySection: [Int: [Int]] = [:]
    for (index, element) in elements.enumerated() where element.indexPath.item != Int.max {
      bySection[element.indexPath.section, default: []].append(index)
    }
    for (section, indices) in bySection.sorted(by: { $0.key < $1.key }) {
      guard section < sectionObjects.count,
        let handler = sectionObjects[section]?.visibleItemsInvalidationHandler
      else { continue }
      let isOrthogonal = solved.sections[section].isOrthogonal
      let rowOffset = solved.orthogonalOffset(of: solved.sections[section], in: scrollState)
      for index in indices { shift(attributes[index], by: elements[index].rowOffset) }
      let offset =
        isOrthogonal
        ? (isTransposed ? CGPoint(x: 0, y: rowOffset) : CGPoint(x: rowOffset, y: 0))
        : context.contentOffset
      handler(indices.map { attributes[$0] }, offset, environment)
      for index in indices { shift(attributes[index], by: -elements[index].rowOffset) }
    }
  }

  /// Moves attributes along the orthogonal row's axis.
  private func shift(_ attributes: UICollectionViewLayoutAttributes, by distance: Double) {
    guard distance != 0 else { return }
    attributes.move(dx: isTransposed ? 0 : distance, dy: isTransposed ? distance : 0)
  }
}
