// An iOS screen as its author wrote it, with only the import line changed (`import UIKit` →
// `import UIKitViews`): the idioms below must keep compiling, and the screen must work.
import Foundation
import Testing
import UIKitViews

extension UIColor {
  /// The hex initializer nearly every iOS app writes.
  convenience init(hex: Int, alpha: CGFloat = 1.0) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255.0, green: CGFloat((hex >> 8) & 0xFF) / 255.0,
      blue: CGFloat(hex & 0xFF) / 255.0, alpha: alpha)
  }
}

final class WordCell: UICollectionViewCell {
  static let identifier = String(describing: WordCell.self)
  static let reuseID = "\(WordCell.self)"

  let titleLabel: UILabel = {
    let label = UILabel()
    label.textAlignment = NSTextAlignment.center
    label.lineBreakMode = .byCharWrapping
    label.font = UIFont.systemFont(ofSize: 18, weight: .bold)
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
    contentView.layer.cornerRadius = 8
    contentView.backgroundColor = UIColor(hex: 0xE85255)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = contentView.bounds
  }

  func configure(with word: String) {
    titleLabel.text = word
  }
}

final class WordListViewController: UIViewController {
  private let words: [String]
  private(set) var pushed: UIViewController?

  lazy var collectionView: UICollectionView = {
    let layout = WordFlow()
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.backgroundColor = .white
    collectionView.register(WordCell.self, forCellWithReuseIdentifier: WordCell.identifier)
    return collectionView
  }()

  init(words: [String]) {
    self.words = words
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Words"
    view.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    collectionView.delegate = self
    collectionView.dataSource = self
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds.inset(by: view.safeAreaInsets)
  }
}

extension WordListViewController: UICollectionViewDataSource, UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    words.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: WordCell.identifier, for: indexPath) as? WordCell
    else { return UICollectionViewCell() }
    cell.configure(with: words[indexPath.item])
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let detail = UIViewController()
    detail.title = words[indexPath.item]
    pushed = detail
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// A custom layout as an app writes one: items 100 × 44 in rows of three, 10 apart.
final class WordFlow: UICollectionViewLayout {
  private var cache: [UICollectionViewLayoutAttributes] = []

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(
        x: CGFloat(item % 3) * 110, y: CGFloat(item / 3) * 54, width: 100, height: 44)
      return attributes
    }
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: 320, height: (cache.map(\.frame.maxY).max() ?? 0))
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    cache.filter { $0.frame.intersects(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cache.first { $0.indexPath == indexPath }
  }
}

final class NoteCell: UITableViewCell {
  static let identifier = "NoteCell"

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class NotesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  var notes = ["I", "am", "a", "boy"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.identifier)
    tableView.dataSource = self
    tableView.delegate = self
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    notes.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(
        withIdentifier: NoteCell.identifier, for: indexPath) as? NoteCell
    else { return UITableViewCell() }
    cell.textLabel?.text = notes[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

@Suite struct PortedScreenTests {
  @Test func theWordListRunsAsOnIOS() throws {
    let list = WordListViewController(words: ["I", "am", "a", "boy"])
    let navigation = UINavigationController(rootViewController: list)
    let window = UIWindow(device: .iPhone13Mini)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    // The collection view fills the safe area below the navigation bar: 50 + 44 = 94 down,
    // 812 − 94 − 34 = 684 high.
    #expect(list.collectionView.frame == CGRect(x: 0, y: 94, width: 375, height: 684))
    #expect(list.collectionView.visibleCells.count == 4)
    let cell = try #require(
      list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? WordCell)
    #expect(cell.frame == CGRect(x: 0, y: 54, width: 100, height: 44))
    #expect(cell.titleLabel.text == "boy" && cell.titleLabel.frame.size.width == 100)
    #expect(cell.contentView.backgroundColor?.hexString == "#e85255")
    #expect(WordCell.identifier == "WordCell" && WordCell.reuseID == "WordCell")
    list.collectionView.simulateTap(onItemAt: IndexPath(item: 1, section: 0))
    #expect(navigation.topViewController === list.pushed)
    #expect(navigation.navigationBar.topItem?.title == "am")
  }

  @Test func theNotesTableRunsAsOnIOS() {
    let notes = NotesViewController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = notes
    window.makeKeyAndVisible()
    #expect(notes.tableView.visibleCells.map { $0.textLabel?.text } == ["I", "am", "a", "boy"])
    notes.tableView.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
    #expect(notes.tableView.indexPathForSelectedRow == nil)
    // A cell made with `UITableViewCell()` is a default-style cell with no identifier.
    let plain = UITableViewCell()
    #expect(plain.style == .default && plain.reuseIdentifier == nil)
  }
}
