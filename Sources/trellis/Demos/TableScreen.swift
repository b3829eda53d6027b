import DataSources
import SVGExport
import SVGViews
import SectionedData

/// Screen 3: a table of self-sizing rows (the seed's grey text cell and toggle text cell), fed
/// by RxDataSources' animated data source and drawn from the table view's view tree.
enum TableScreen {
  static let name = "table"
  static let title = "Table of self-sizing rows"
  static let summary = "UITableView with an animated data source; each row measures its text"

  // gallery-code: table
  /// A 15-point label in a grey box inset 16 × 8, with 12 points of padding.
  final class GreyTextCell: UITableViewCell {
    let box = UIView()
    let label = UILabel()

    required init?(coder: NSCoder) {

      fatalError("init(coder:) has not been implemented")

    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      box.name = "grey box"
      box.backgroundColor = UIColor(rgb: 0xf2f2f7)
      label.font = .systemFont(ofSize: 15)
      label.numberOfLines = 0
      contentView.addSubview(box)
      box.addSubview(label)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      let text = label.sizeThatFits(
        CGSize(width: size.width - 56, height: .greatestFiniteMagnitude))
      return CGSize(width: size.width, height: text.height + 24 + 16)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = bounds
      box.frame = CGRect(
        x: 16, y: 8, width: bounds.width - 32, height: max(0, bounds.height - 16))
      label.frame = CGRect(
        x: 12, y: 12, width: box.frame.width - 24, height: max(0, box.frame.height - 24))
    }
  }

  /// A 17-point label and a 51 × 31 switch on the trailing side.
  final class ToggleTextCell: UITableViewCell {
    let label = UILabel()
    let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))

    required init?(coder: NSCoder) {

      fatalError("init(coder:) has not been implemented")

    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      label.numberOfLines = 0
      toggle.name = "switch"
      toggle.backgroundColor = UIColor(rgb: 0x34c759)
      contentView.addSubview(label)
      contentView.addSubview(toggle)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      let text = label.sizeThatFits(
        CGSize(width: size.width - 91, height: .greatestFiniteMagnitude))
      return CGSize(width: size.width, height: max(text.height, 31) + 22)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      contentView.frame = bounds
      toggle.frame = CGRect(
        x: bounds.width - 16 - 51, y: (bounds.height - 31) / 2, width: 51, height: 31)
      label.frame = CGRect(
        x: 16, y: 11, width: bounds.width - 91, height: max(0, bounds.height - 22))
    }
  }

  /// A row: an identity, a kind of cell and its text.
  struct Row: IdentifiableType, Equatable {
    var id: String
    var isToggle: Bool
    var text: String
    var identity: String { id }
  }

  static let sections = [
    AnimatableSectionModel(
      model: "profile",
      items: [
        Row(id: "greeting", isToggle: false, text: "안녕하세요! Rows size themselves to their text."),
        Row(
          id: "about", isToggle: false,
          text: "이 표의 행은 글자 크기에 맞춰 높이가 정해집니다. Long paragraphs wrap onto as"
            + " many lines as they need, measured with the same metrics the drawing uses."),
      ]),
    AnimatableSectionModel(
      model: "settings",
      items: [
        Row(id: "alerts", isToggle: true, text: "알림 받기"),
        Row(
          id: "digest", isToggle: true,
          text: "Weekly digest of the members' activity, sent on Monday mornings"),
      ]),
  ]

  /// The table, 375 wide and as tall as its content, with every row laid out.
  static func tableView() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
    table.name = "table"
    table.register(GreyTextCell.self, forCellReuseIdentifier: "grey")
    table.register(ToggleTextCell.self, forCellReuseIdentifier: "toggle")
    let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Row>>(
      configureCell: { _, tableView, indexPath, row in
        let cell = tableView.dequeueReusableCell(
          withIdentifier: row.isToggle ? "toggle" : "grey", for: indexPath)
        cell.name = row.id
        (cell as? GreyTextCell)?.label.text = row.text
        (cell as? ToggleTextCell)?.label.text = row.text
        return cell
      })
    _ = dataSource.apply(sections, to: table)
    table.frame = CGRect(x: 0, y: 0, width: 375, height: table.contentSize.height)
    table.setNeedsLayout()
    table.layoutIfNeeded()
    for cell in table.visibleCells {
      cell.setNeedsLayout()
      cell.layoutIfNeeded()
    }
    withExtendedLifetime(dataSource) {}
    return table
  }
  // gallery-code: end

  static func svg() -> String {
    let table = SVGScene(view: tableView(), showsNames: false)
    let padding = 16.0
    let title = SVGText(measuring: title, x: padding, y: 20, fontSize: 15, fill: "#111111")
    let subtitle = SVGText(measuring: summary, x: padding, y: 36, fontSize: 10, fill: "#555555")
    return SVGScene(
      width: max(table.width, title.measuredWidth ?? 0, subtitle.measuredWidth ?? 0) + 2 * padding,
      height: table.height + 44 + padding, background: "#ffffff",
      elements: [
        .text(title), .text(subtitle),
        .group(SVGGroup(offsetX: padding, offsetY: 44, nodeID: "table", elements: table.elements)),
      ]
    ).svgString
  }

  /// The screen of the gallery.
  static var screen: GalleryScreen {
    GalleryScreen(
      name: name, title: title, caption: summary, code: GalleryCode.snippets[name] ?? "",
      render: { svg() })
  }
}
