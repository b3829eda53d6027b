import FlexCore
import Geometry
import SVGExport
import SectionedData

/// The seed's "delete an item, the rest slide over": a list laid out by FlexCore before and
/// after one row is deleted, diffed by SectionedData, and animated by SVGExport.
enum TransitionDemo {
  static let name = "delete-transition"
  static let title = "Delete a row: it fades out, the rest slide up"
  static let summary =
    "FlexCore lays out both lists, SectionedData diffs them, SVGExport animates the plan."

  /// The frames of a column of rows with these titles, keyed by item path.
  // gallery-code: delete-transition
  static func frames(of rows: [String]) throws -> [ItemPath: Rect] {
    var tree = FlexTree()
    let list = FlexBox().width(240).padding(8).gap(8).define {
      for _ in rows { FlexBox().height(36) }
    }
    let added = tree.add(list)
    try tree.computeLayout(of: added.root)
    var frames: [ItemPath: Rect] = [:]
    for (row, node) in tree.children(of: added.root).enumerated() {
      frames[ItemPath(sectionIndex: 0, itemIndex: row)] = tree.frame(of: node)
    }
    return frames
  }

  /// The animated SVG.
  static func svg() throws -> String {
    let old = ["Inbox", "Drafts", "Sent", "Archive", "Trash"]
    let new = ["Inbox", "Sent", "Archive", "Trash"]
    let difference = try Diff.sectionedDifference(
      from: [AnimatableSectionModel(model: "Mail", items: old)],
      to: [AnimatableSectionModel(model: "Mail", items: new)])
    let plan = TransitionPlan(
      oldFrames: try frames(of: old), newFrames: try frames(of: new),
      identityMap: difference.identityMap, curve: .easeInOut)
    func labels(_ titles: [String]) -> [ElementTransition.Element: String] {
      var labels: [ElementTransition.Element: String] = [:]
      for (row, title) in titles.enumerated() {
        labels[.item(ItemPath(sectionIndex: 0, itemIndex: row))] = title
      }
      return labels
    }
    return SVGTransitionAnimation(
      plan: plan, width: 240, height: 236, newLabels: labels(new), oldLabels: labels(old)
    ).svgString
  }
  // gallery-code: end
}

extension TransitionDemo {
  /// The transition as a gallery screen.
  static var screen: GalleryScreen {
    GalleryScreen(
      name: name, title: title, caption: summary, code: GalleryCode.snippets[name] ?? "",
      render: { try svg() })
  }
}
