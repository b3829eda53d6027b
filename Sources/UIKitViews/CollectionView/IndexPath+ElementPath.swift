import CompositionalEngine
import Foundation

// The one place where UIKit's `IndexPath` and the collection engine's paths convert.

extension ElementPath {
  /// The engine's path for a UIKit index path (`[section, item]`).
  ///
  /// An index path without exactly two indexes has no element: it maps to section -1, which
  /// every engine lookup rejects (UIKit would trap reading its `item`).
  package init(_ indexPath: IndexPath) {
    if indexPath.count == 2 {
      self.init(item: indexPath[1], section: indexPath[0])
    } else {
      self.init(item: -1, section: -1)
    }
  }
}

extension IndexPath {
  /// UIKit's index path for an engine path.
  package init(_ path: ElementPath) { self.init(item: path.item, section: path.section) }
}
