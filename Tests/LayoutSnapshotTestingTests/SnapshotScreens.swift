// Three screens written as an iOS developer writes them, for the view-controller strategies:
// a member's detail pushed on a navigation controller, a settings table and a colour grid.
import Compositional
import Foundation
import Pin

extension UIColor {
  /// An opaque colour from `0xRRGGBB`, as apps write it.
  convenience init(hex: Int) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
  }
}

/// A list that pushes the member detail (its title becomes the back button's).
final class MemberListViewController: UIViewController {
  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Members"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

/// A member's detail: an avatar, a name, a job, a two-line bio, a "Load API" button, a card
/// with a shadow and a border holding a switch, and a faded, a hidden and a turned badge.
final class MemberDetailViewController: UIViewController {
  let avatar = UIImageView(image: UIImage(size: CGSize(width: 80, height: 80), name: "avatar"))
  let nameLabel = UILabel()
  let jobLabel = UILabel()
  let bioLabel = UILabel()
  let loadButton = UIButton(type: .custom)
  let card = UIView()
  let switchLabel = UILabel()
  let notifications = UISwitch()
  let badge = UILabel()
  let hiddenNote = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Ada Lovelace"
    view.backgroundColor = .systemBackground
    avatar.name = "avatar"
    avatar.layer.cornerRadius = 12
    avatar.clipsToBounds = true
    nameLabel.name = "name"
    nameLabel.text = "Ada Lovelace"
    nameLabel.font = .systemFont(ofSize: 22, weight: .bold)
    jobLabel.name = "job"
    jobLabel.text = "Analyst of the Analytical Engine"
    jobLabel.font = .systemFont(ofSize: 15)
    jobLabel.textColor = .purple
    bioLabel.name = "bio"
    bioLabel.text =
      "Wrote the first program for a machine that was never built, and saw that it could "
      + "compose music as well as compute numbers. 수학자이자 작가."
    bioLabel.numberOfLines = 2
    bioLabel.font = .systemFont(ofSize: 15)
    bioLabel.textColor = .secondaryLabel
    loadButton.name = "load"
    loadButton.setTitle("Load API", for: .normal)
    loadButton.setTitleColor(.white, for: .normal)
    loadButton.backgroundColor = .black
    loadButton.layer.cornerRadius = 8
    card.name = "card"
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.systemGray4.cgColor
    card.layer.shadowOpacity = 0.12
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 10
    switchLabel.text = "알림 받기"
    switchLabel.font = .systemFont(ofSize: 17, weight: .medium)
    notifications.isOn = true
    badge.name = "badge"
    badge.text = "NEW"
    badge.font = .systemFont(ofSize: 11, weight: .semibold)
    badge.textAlignment = .center
    badge.textColor = .white
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 9
    badge.alpha = 0.5
    badge.transform = CGAffineTransform(a: 0.966, b: -0.259, c: 0.259, d: 0.966, tx: 0, ty: 0)
    hiddenNote.text = "hidden"
    hiddenNote.isHidden = true
    for subview in [avatar, nameLabel, jobLabel, bioLabel, loadButton, card, badge, hiddenNote] {
      view.addSubview(subview)
    }
    card.addSubview(switchLabel)
    card.addSubview(notifications)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let area = view.bounds.inset(by: view.safeAreaInsets)
    let left = area.minX + 16
    let width = area.width - 32
    avatar.frame = CGRect(x: left, y: area.minY + 16, width: 80, height: 80)
    nameLabel.frame = CGRect(x: left + 96, y: area.minY + 24, width: width - 96, height: 28)
    jobLabel.frame = CGRect(x: left + 96, y: area.minY + 56, width: width - 96, height: 20)
    // A turned view is placed by its bounds and centre, as UIKit advises (its frame is the
    // bounding box).
    badge.bounds = CGRect(x: 0, y: 0, width: 36, height: 18)
    badge.center = CGPoint(x: left + 78, y: area.minY + 17)
    bioLabel.frame = CGRect(x: left, y: area.minY + 112, width: width, height: 40)
    loadButton.frame = CGRect(x: left, y: area.minY + 168, width: width, height: 44)
    card.frame = CGRect(x: left, y: area.minY + 232, width: width, height: 56)
    notifications.frame.origin = CGPoint(x: card.bounds.width - 16 - 51, y: 12.5)
    switchLabel.frame = CGRect(x: 16, y: 0, width: card.bounds.width - 99, height: 56)
  }
}

/// A settings table: rows of a title and a switch, some on.
final class SettingsViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView(frame: .zero, style: .plain)
  let rows = [
    ("Wi-Fi", true), ("Bluetooth", false), ("비행기 모드", false), ("Notifications", true),
    ("A setting whose title is far too long to fit beside its switch", true),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    view.backgroundColor = .systemBackground
    tableView.name = "table"
    tableView.rowHeight = 52
    tableView.register(SettingCell.self, forCellReuseIdentifier: SettingCell.identifier)
    tableView.dataSource = self
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(
        withIdentifier: SettingCell.identifier, for: indexPath) as? SettingCell
    else { return UITableViewCell() }
    cell.title.text = rows[indexPath.row].0
    cell.toggle.isOn = rows[indexPath.row].1
    return cell
  }
}

/// A row of a setting: a title and a switch.
final class SettingCell: UITableViewCell {
  static let identifier = "SettingCell"
  let title = UILabel()
  let toggle = UISwitch()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(title)
    contentView.addSubview(toggle)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let bounds = contentView.bounds
    toggle.frame.origin = CGPoint(x: bounds.width - 16 - 51, y: (bounds.height - 31) / 2)
    title.frame = CGRect(x: 16, y: 0, width: bounds.width - 99, height: bounds.height)
  }
}

/// The compositional colour grid: a scrolled row of swatches, then a grid, each cell a colour
/// with its number centred in white.
final class ColourGridViewController: UIViewController, UICollectionViewDataSource {
  static let colours = [
    0x779c74, 0xcaa94d, 0x32c96e, 0xd499d4, 0xe2cce7, 0xa8daf9, 0xe85255, 0xe3272b, 0x7f0909,
    0xdedede,
  ]

  lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(section == 0 ? 1 : 1.0 / 3),
          heightDimension: .fractionalHeight(1)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: section == 0 ? .absolute(140) : .fractionalWidth(1),
          heightDimension: .absolute(section == 0 ? 90 : 110)),
        subitems: [item])
      let layoutSection = NSCollectionLayoutSection(group: group)
      layoutSection.contentInsets = NSDirectionalEdgeInsets(
        top: 8, leading: 12, bottom: 8, trailing: 12)
      if section == 0 { layoutSection.orthogonalScrollingBehavior = .continuous }
      return layoutSection
    }
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.name = "grid"
    view.backgroundColor = .systemGroupedBackground
    view.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.identifier)
    return view
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Colours"
    view.backgroundColor = .systemBackground
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    Self.colours.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: SwatchCell.identifier, for: indexPath) as? SwatchCell
    else { return UICollectionViewCell() }
    cell.contentView.backgroundColor = UIColor(hex: Self.colours[indexPath.item])
    cell.number.text = "\(indexPath.section).\(indexPath.item)"
    return cell
  }
}

/// A colour swatch with its number centred.
final class SwatchCell: UICollectionViewCell {
  static let identifier = "SwatchCell"
  let number = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 10
    contentView.clipsToBounds = true
    number.textAlignment = .center
    number.textColor = .white
    number.font = .systemFont(ofSize: 17, weight: .semibold)
    contentView.addSubview(number)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    number.frame = contentView.bounds
  }
}
