import Foundation
import Geometry

// The one place where UIKit's `IndexPath` and the engines' `ItemPath` convert: every engine
// (CompositionalEngine, TableLayout, SectionedData) speaks `ItemPath`, every Apple-spelled
// layer `IndexPath`.

extension ItemPath {
  /// The engines' path for a UIKit index path (`[section, item]`).
  ///
  /// An index path without exactly two indexes names no element: it maps to section −1, which
  /// every engine lookup rejects (UIKit would trap reading its `item`).
  @inlinable public init(_ indexPath: IndexPath) {
    if indexPath.count == 2 {
      self.init(sectionIndex: indexPath[0], itemIndex: indexPath[1])
    } else {
      self.init(sectionIndex: -1, itemIndex: -1)
    }
  }
}

extension IndexPath {
  /// UIKit's index path for an engine path.
  @inlinable public init(_ path: ItemPath) {
    self.init(indexes: [path.sectionIndex, path.itemIndex])
  }
}
