import CompositionalEngine
import Geometry

// Read-only queries UIKit's layout never gave: a section's frame and an orthogonal row's
// metrics, each in the view's coordinates (a "width" is a length along the row).

extension UICollectionViewCompositionalLayout {
  /// The solved section at `section`, if it exists.
  private func solvedSection(_ section: Int) -> SectionLayout? {
    let engine = solved
    guard section >= 0, section < engine.sections.count else { return nil }
    return engine.sections[section]
  }

  /// The solved orthogonal section at `section`, if it exists and scrolls on its own.
  private func orthogonalSection(_ section: Int) -> SectionLayout? {
    guard let found = solvedSection(section), found.isOrthogonal else { return nil }
    return found
  }

  /// The frame of section `section` in content coordinates: the collection's width (height,
  /// scrolling horizontally) by the section's extent, boundary items and insets included.
  ///
  /// - Returns: nil when the section does not exist.
  public func frame(forSection section: Int) -> CGRect? {
    guard let found = solvedSection(section) else { return nil }
    let frame = Rect(x: 0, y: found.start, width: found.containerWidth, height: found.length)
    return CGRect(isTransposed ? frame.transposed : frame)
  }

  /// The length of the orthogonal section's row: its groups and the spacing between them.
  ///
  /// - Returns: nil when the section does not scroll orthogonally.
  public func orthogonalRowWidth(forSection section: Int) -> CGFloat? {
    orthogonalSection(section).map { CGFloat($0.rowLength) }
  }

  /// The width of the row's viewport: the collection's width less the section's leading and
  /// trailing insets (reference rule 29).
  ///
  /// - Returns: nil when the section does not scroll orthogonally.
  public func orthogonalViewportWidth(forSection section: Int) -> CGFloat? {
    orthogonalSection(section).map { CGFloat($0.orthogonalViewport) }
  }

  /// The content width of the row's scroll view: the leading inset, the row and the trailing
  /// inset, so that the scroll range ends at this width less the collection's.
  ///
  /// - Returns: nil when the section does not scroll orthogonally.
  public func orthogonalContentWidth(forSection section: Int) -> CGFloat? {
    orthogonalSection(section).map { CGFloat($0.insets.left + $0.rowLength + $0.insets.right) }
  }

  /// Every offset the orthogonal section can come to rest at, in increasing order (reference
  /// rule 30; paging rests on multiples of the viewport and the range's end).
  ///
  /// - Returns: nil when the section does not scroll orthogonally; an empty array when it
  ///   rests anywhere in its range (`.continuous`).
  /// - Complexity: O(groups) (O(pages) when paging).
  public func orthogonalRestingOffsets(forSection section: Int) -> [CGFloat]? {
    guard let found = orthogonalSection(section) else { return nil }
    return (found.allRestingOffsets ?? []).map { CGFloat($0) }
  }

  /// Runs the visible-items handlers of sections whose row offset changed, with the items the
  /// view shows of those sections (rule 32: unscrolled frames, the row's offset).
  func rowOffsetsDidChange(inSections sections: Set<Int>) {
    guard
      hasVisibleItemsHandlers || engine == nil
    else { return }
    let engine = solved
    guard
      sections.contains(where: {
        $0 >= 0 && $0 < sectionObjects.count
          && sectionObjects[$0]?.visibleItemsInvalidationHandler != nil
      })
    else { return }
    let bounds = CGRect(origin: context.contentOffset, size: context.size)
    let query = Rect(isTransposed ? bounds.transposed : bounds)
    let elements = engine.elements(in: query, state: scrollState).filter {
      sections.contains($0.indexPath.section) && $0.indexPath.item != Int.max
    }
    applyInvalidationHandlers(elements: elements, attributes: elements.map(makeAttributes))
  }
}
