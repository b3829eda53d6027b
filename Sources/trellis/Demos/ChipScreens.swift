import Compositional
import CompositionalEngine
import Geometry
import SVGExport
import TextMeasurement

/// Screens 2 and 5: chips in a flow layout, each as wide as its text measured by the shared
/// text measurer plus its padding: a hobby screen with Korean labels, and a sentence broken
/// into word chips with code spans among them.
enum ChipScreens {
  /// A chip: its text and whether it is code.
  struct Chip {
    var text: String
    var isCode = false
  }

  // gallery-code: hobby, sentence-chips
  static let hobbySections: [(header: String, chips: [Chip])] = [
    (
      "취미",
      ["등산", "요리", "사진", "여행", "독서", "캠핑", "보드게임", "클라이밍", "영화 감상", "요가"]
        .map { Chip(text: $0) }
    ),
    (
      "Hobbies",
      ["Hiking", "Cooking", "Photography", "Travel", "Reading", "자전거 Cycling", "Piano"]
        .map { Chip(text: $0) }
    ),
  ]

  static let sentence: [Chip] = [
    Chip(text: "Call"), Chip(text: "tree.computeLayout(of: root)", isCode: true),
    Chip(text: "once,"), Chip(text: "then"), Chip(text: "read"),
    Chip(text: "tree.frame(of: node)", isCode: true), Chip(text: "for"), Chip(text: "each"),
    Chip(text: "node;"), Chip(text: "레이아웃은"), Chip(text: "한"), Chip(text: "번만"),
    Chip(text: "계산됩니다."),
  ]

  /// A 320-wide flow layout of chips 32 high, each 24 points wider than its 14-point text;
  /// sections get a 28-point header when `headers` is not empty.
  static func drawing(sections: [[Chip]], headers: [String]) -> SVGScene {
    let measurer = TextMeasurer()
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 6
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12)
    layout.headerReferenceSize = headers.isEmpty ? .zero : CGSize(width: 320, height: 28)
    layout.sizeForItem = { indexPath in
      let chip = sections[indexPath.section][indexPath.item]
      return CGSize(width: measurer.width(of: chip.text, fontSize: 14) + 24, height: 32)
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout,
      itemCounts: sections.map(\.count))
    let content = layout.collectionViewContentSize
    view.frame = CGRect(x: 0, y: 0, width: 320, height: content.height)
    let attributes =
      layout.layoutAttributesForElements(
        in: CGRect(x: 0, y: 0, width: 320, height: content.height)) ?? []
    var titles: [String: String] = [:]
    var styles: [String: SVGBoxStyle] = [:]
    for (section, chips) in sections.enumerated() {
      for (item, chip) in chips.enumerated() {
        titles["cell \(section).\(item)"] = chip.text
        styles["cell \(section).\(item)"] =
          chip.isCode
          ? SVGBoxStyle(fill: "#1e293b", stroke: "#0f172a", cornerRadius: 6)
          : SVGBoxStyle(fill: "#e0f2fe", stroke: "#0284c7", cornerRadius: 16)
      }
      if section < headers.count { titles["header \(section).0"] = headers[section] }
    }
    let elements = attributes.map { attribute in
      PlacedElement(
        frame: Rect(
          x: Double(attribute.frame.origin.x), y: Double(attribute.frame.origin.y),
          width: Double(attribute.frame.size.width), height: Double(attribute.frame.size.height)),
        category: attribute.representedElementCategory, kind: attribute.representedElementKind,
        indexPath: ItemPath(
          item: attribute.indexPath.item, section: attribute.indexPath.section),
        zIndex: attribute.zIndex)
    }
    return SVGScene(
      compositionalElements: elements,
      viewport: Rect(x: 0, y: 0, width: 320, height: Double(content.height)), titles: titles,
      styles: styles, showsViewport: false)
  }
  // gallery-code: end

  static let hobbySummary =
    "UICollectionViewFlowLayout: chips as wide as their Korean or Latin text, wrapping by line"
  static let sentenceSummary =
    "a sentence as word chips in a flow layout; code spans are darker chips among the words"

  static var hobby: GalleryScreen {
    GalleryScreen(
      name: "hobby", title: "Hobby screen", caption: hobbySummary,
      code: GalleryCode.snippets["hobby"] ?? "",
      render: {
        GalleryFrame.svg(
          drawing(sections: hobbySections.map(\.chips), headers: hobbySections.map(\.header)),
          title: "Hobby screen", summary: hobbySummary)
      })
  }

  static var sentenceChips: GalleryScreen {
    GalleryScreen(
      name: "sentence-chips", title: "Code-block sentence chips", caption: sentenceSummary,
      code: GalleryCode.snippets["sentence-chips"] ?? "",
      render: {
        GalleryFrame.svg(
          drawing(sections: [sentence], headers: []), title: "Code-block sentence chips",
          summary: sentenceSummary)
      })
  }
}
