import Compositional
import Foundation
import SnapKit
import Testing

// Screens with scrolling, wrapping and self-sizing content, as iOS developers write them with
// SnapKit and with raw anchors; UIKit's frames derived by hand in the comments. Scroll views:
// Apple's "Working with Scroll Views" (edges and the content guide set the content size,
// widths and the frame guide are the frame's); self-sizing cells: autolayout.md 5.3.

@Suite struct ScreenContentTests {
  @Test func scrollViewWithAContentViewAsWideAsItself() {
    final class FeedViewController: UIViewController {
      let scrollView = UIScrollView()
      let contentView = UIView()
      let blocks = (0..<6).map { _ in UIView() }
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        scrollView.snp.makeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide) }
        contentView.snp.makeConstraints { make in
          make.edges.equalToSuperview()
          make.width.equalToSuperview()
        }
        var previous: UIView?
        for block in blocks {
          contentView.addSubview(block)
          block.snp.makeConstraints { make in
            make.top.equalTo(previous?.snp.bottom ?? contentView.snp.top).offset(16)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(180)
          }
          previous = block
        }
        previous?.snp.makeConstraints { $0.bottom.equalToSuperview().inset(16) }
      }
    }
    let controller = FeedViewController()
    let window = present(controller, on: .iPhoneSE)
    // The scroll view fills the safe area: y 20, 667 − 20 = 647 high.
    expectFrame(controller.scrollView, CGRect(x: 0, y: 20, width: 375, height: 647))
    // The content: 16 + 6 × 180 + 5 × 16 + 16 = 1192 high, the scroll view's 375 wide.
    expectFrame(controller.contentView, CGRect(x: 0, y: 0, width: 375, height: 1192))
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 1192))
    // The fourth block: 16 + 3 × (180 + 16) = 604 down, 16 in.
    expectFrame(controller.blocks[3], CGRect(x: 16, y: 604, width: 343, height: 180))
    withExtendedLifetime(window) {}
  }

  @Test func scrollViewWithContentAndFrameLayoutGuides() {
    final class GalleryViewController: UIViewController {
      let scrollView = UIScrollView()
      let stack = UIStackView()
      let floatingButton = UIView()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        scrollView.addSubview(floatingButton)
        stack.axis = .vertical
        stack.spacing = 10
        for _ in 0..<10 {
          let tile = UIView()
          tile.snp.makeConstraints { $0.height.equalTo(100) }
          stack.addArrangedSubview(tile)
        }
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
        stack.snp.makeConstraints { make in
          make.edges.equalTo(scrollView.contentLayoutGuide).inset(20)
          make.width.equalTo(scrollView.frameLayoutGuide).offset(-40)
        }
        floatingButton.snp.makeConstraints { make in
          make.trailing.bottom.equalTo(scrollView.frameLayoutGuide).inset(16)
          make.size.equalTo(56)
        }
      }
    }
    let controller = GalleryViewController()
    let window = present(controller, on: .iPhoneSE)
    expectFrame(controller.scrollView, CGRect(x: 0, y: 0, width: 375, height: 667))
    // The stack: 375 − 40 = 335 wide, 10 × 100 + 9 × 10 = 1090 high, 20 in from the content
    // area's corner; the content: 335 + 40 by 1090 + 40.
    expectFrame(controller.stack, CGRect(x: 20, y: 20, width: 335, height: 1090))
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 1130))
    #expect(
      controller.scrollView.contentLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 0, width: 375, height: 1130))
    // The button keeps to the frame: 375 − 16 − 56 = 303, 667 − 16 − 56 = 595.
    expectFrame(controller.floatingButton, CGRect(x: 303, y: 595, width: 56, height: 56))
    // Scrolled by 200, the frame guide moves with the bounds and the button with it.
    controller.scrollView.contentOffset = CGPoint(x: 0, y: 200)
    window.layoutIfNeeded()
    expectFrame(controller.floatingButton, CGRect(x: 303, y: 795, width: 56, height: 56))
    expectFrame(controller.stack, CGRect(x: 20, y: 20, width: 335, height: 1090))
    withExtendedLifetime(window) {}
  }

  @Test func articleOfWrappingLabelsSizesItsContainer() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
    root.contentScaleFactor = 2
    let container = UIView()
    let title = UILabel()
    let body = UILabel()
    root.addSubview(container)
    container.addSubview(title)
    container.addSubview(body)
    let titleText = "Wrapping labels take the width the constraints give them"
    let bodyText = String(
      repeating: "Auto Layout measures the label again at its final width. ", count: 6)
    title.font = .boldSystemFont(ofSize: 22)
    title.numberOfLines = 0
    title.text = titleText
    body.font = .systemFont(ofSize: 15)
    body.numberOfLines = 0
    body.text = bodyText
    container.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
    title.snp.makeConstraints { make in
      make.top.leading.trailing.equalToSuperview().inset(16)
    }
    body.snp.makeConstraints { make in
      make.top.equalTo(title.snp.bottom).offset(8)
      make.leading.trailing.equalTo(title)
      make.bottom.equalToSuperview().inset(16)
    }
    root.layoutIfNeeded()
    // Both wrap at 320 − 32 = 288; the container is 16 + title + 8 + body + 16 high.
    let titleSize = wrapped(titleText, title.font, width: 288)
    let bodySize = wrapped(bodyText, body.font, width: 288)
    #expect(titleSize.height > 1.5 * title.font.lineHeight)
    expectFrame(title, CGRect(x: 16, y: 16, width: 288, height: titleSize.height), tolerance: 0.5)
    expectFrame(
      body, CGRect(x: 16, y: 16 + titleSize.height + 8, width: 288, height: bodySize.height),
      tolerance: 0.5)
    #expect(abs(container.frame.height - (titleSize.height + bodySize.height + 40)) <= 1)
  }

  @Test func rawAnchorsMarginsSystemSpacingAndItemConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    let icon = UIView()
    let name = UIView()
    let picture = UIView()
    for view in [icon, name, picture] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    let margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      icon.topAnchor.constraint(equalTo: margins.topAnchor),
      icon.widthAnchor.constraint(equalToConstant: 40),
      icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
      name.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 2),
      name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      name.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
      name.heightAnchor.constraint(equalToConstant: 20),
      NSLayoutConstraint(
        item: picture, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: picture, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: picture, attribute: .top, relatedBy: .equal, toItem: icon, attribute: .bottom,
        multiplier: 1, constant: 12),
      NSLayoutConstraint(
        item: picture, attribute: .height, relatedBy: .equal, toItem: picture,
        attribute: .width, multiplier: 9.0 / 16.0, constant: 0),
    ])
    root.layoutIfNeeded()
    // The icon at the margins' corner (20, 10), 40 square.
    expectFrame(icon, CGRect(x: 20, y: 10, width: 40, height: 40))
    // Twice the system spacing (8) after it: x = 76, to 400 − 20 = 380; centred on y 30.
    expectFrame(name, CGRect(x: 76, y: 20, width: 304, height: 20))
    // The picture: 360 wide between the margins, 9 / 16 of that (202.5) high, 12 under.
    expectFrame(picture, CGRect(x: 20, y: 62, width: 360, height: 202.5))
  }
}

/// A row of a contact list: an avatar beside a vertical stack of a name and a wrapping detail,
/// in a horizontal stack inset from the content view.
private final class ContactCell: UITableViewCell {
  static let identifier = "ContactCell"
  let avatar = UIView()
  let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: 16)
    return label
  }()
  let detailLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 14)
    label.numberOfLines = 0
    return label
  }()
  let row = UIStackView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let texts = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
    texts.axis = .vertical
    texts.spacing = 4
    row.axis = .horizontal
    row.alignment = .top
    row.spacing = 12
    row.addArrangedSubview(avatar)
    row.addArrangedSubview(texts)
    contentView.addSubview(row)
    avatar.snp.makeConstraints { $0.size.equalTo(44) }
    row.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16))
    }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The contact list's data source.
private final class Contacts: NSObject, UITableViewDataSource {
  static let rows = [
    ("Ada", "Hi"),
    ("Grace", "A detail long enough to wrap onto several lines beside the avatar in the row."),
  ]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    Self.rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: ContactCell.identifier, for: indexPath)
    if let cell = cell as? ContactCell {
      cell.nameLabel.text = Self.rows[indexPath.row].0
      cell.detailLabel.text = Self.rows[indexPath.row].1
    }
    return cell
  }
}

/// A tag cloud's cells: a label 8 in from every edge.
private final class TagCell: UICollectionViewCell {
  static let identifier = "TagCell"
  let label: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13, weight: .medium)
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
    label.snp.makeConstraints { $0.edges.equalToSuperview().inset(8) }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The tag cloud's data source.
private final class Tags: NSObject, UICollectionViewDataSource {
  static let tags = ["swift", "auto layout", "snapkit", "ios"]

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    Self.tags.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: TagCell.identifier, for: indexPath)
    (cell as? TagCell)?.label.text = Self.tags[indexPath.item]
    return cell
  }
}

@Suite struct ScreenCellTests {
  @Test func stackViewsInSelfSizingTableCells() {
    final class ContactsViewController: UIViewController {
      let tableView = UITableView(frame: .zero, style: .plain)
      let source = Contacts()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.snp.makeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide) }
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.identifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 68
        tableView.dataSource = source
      }
    }
    let controller = ContactsViewController()
    let window = present(controller, on: .iPhoneSE)
    let table = controller.tableView
    expectFrame(table, CGRect(x: 0, y: 20, width: 375, height: 647))
    // Each row: 12 + max(44, name + 4 + detail) + 12, plus the 0.5 separator at 2x; the
    // detail wraps at 375 − 32 − 44 − 12 = 287.
    let name = oneLine("Ada", .boldSystemFont(ofSize: 16))
    var y: CGFloat = 0
    for (index, row) in Contacts.rows.enumerated() {
      let detail = wrapped(row.1, .systemFont(ofSize: 14), width: 287)
      let content = max(44, name.height + 4 + detail.height)
      let rect = table.rectForRow(at: IndexPath(row: index, section: 0))
      #expect(abs(rect.minY - y) < 0.01)
      #expect(abs(rect.height - (12 + content + 12 + 0.5)) < 0.51, "row \(index): \(rect)")
      if index == 0 { #expect(content == 44) } else { #expect(content > 44) }
      if let cell = table.cellForRow(at: IndexPath(row: index, section: 0)) as? ContactCell {
        expectFrame(cell.avatar, CGRect(x: 0, y: 0, width: 44, height: 44))
        expectFrame(cell.row, CGRect(x: 16, y: 12, width: 343, height: content), tolerance: 0.5)
        #expect(abs(cell.detailLabel.frame.width - 287) < 0.5)
      } else {
        Issue.record("row \(index) is not on screen")
      }
      y = rect.maxY
    }
    withExtendedLifetime(window) {}
  }

  @Test func tagCloudCellsSizeThemselvesFromEstimates() {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.minimumInteritemSpacing = 6
    let list = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
    root.contentScaleFactor = 2
    root.addSubview(list)
    list.snp.makeConstraints { $0.edges.equalToSuperview() }
    list.register(TagCell.self, forCellWithReuseIdentifier: TagCell.identifier)
    let source = Tags()
    list.dataSource = source
    root.layoutIfNeeded()
    list.layoutIfNeeded()
    expectFrame(list, CGRect(x: 0, y: 0, width: 360, height: 200))
    // Each tag: its text plus 8 on every side; the first at the section inset's corner.
    for (index, tag) in Tags.tags.enumerated() {
      let text = oneLine(tag, .systemFont(ofSize: 13, weight: .medium))
      guard let cell = list.cellForItem(at: IndexPath(item: index, section: 0)) else {
        Issue.record("tag \(tag) is not on screen")
        continue
      }
      #expect(
        close(cell.frame.size, CGSize(width: text.width + 16, height: text.height + 16)),
        "\(tag): \(cell.frame.size)")
      if index == 0 { #expect(cell.frame.origin == CGPoint(x: 10, y: 10)) }
    }
    withExtendedLifetime(source) {}
  }
}
