import SnapKit
import UIKitViews

/// The settings table of the seed app: four sections, each a grey text cell (a short line) and
/// a toggle text cell (a Korean paragraph, bold 18 pt, beside a 10 × 10 black dot), rows sized
/// by their cells' constraints.
public final class SettingsViewController: UIViewController, UITableViewDataSource {
  /// One row: which cell, and its text.
  public enum Row {
    case grey(String)
    case toggle(String)
  }

  /// The paragraph each toggle cell shows.
  public static let paragraph =
    "알림을 켜 두면 새 소식이 올 때마다 바로 알려 드립니다. 밤 10시부터 아침 8시까지는 "
    + "조용히 모아 두었다가 아침에 한꺼번에 보내 드려요."

  /// The table's rows, by section.
  public let sections: [[Row]] = (1...4).map { index in
    [.grey("설정 \(index)"), .toggle(SettingsViewController.paragraph)]
  }

  /// The table.
  public let tableView = UITableView(frame: .zero, style: .plain)

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(tableView)
    tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
    tableView.register(GreyTextCell.self, forCellReuseIdentifier: GreyTextCell.identifier)
    tableView.register(ToggleTextCell.self, forCellReuseIdentifier: ToggleTextCell.identifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.dataSource = self
  }

  public func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    switch sections[indexPath.section][indexPath.row] {
    case .grey(let text):
      guard
        let cell = tableView.dequeueReusableCell(
          withIdentifier: GreyTextCell.identifier, for: indexPath) as? GreyTextCell
      else { return UITableViewCell() }
      cell.contentLabel.text = text
      return cell
    case .toggle(let text):
      guard
        let cell = tableView.dequeueReusableCell(
          withIdentifier: ToggleTextCell.identifier, for: indexPath) as? ToggleTextCell
      else { return UITableViewCell() }
      cell.contentLabel.text = text
      return cell
    }
  }
}

/// A short grey line, 16 points in from every edge of the cell.
public final class GreyTextCell: UITableViewCell {
  /// The reuse identifier.
  public static let identifier = String(describing: GreyTextCell.self)

  /// The line.
  public let contentLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 15)
    label.textColor = .gray
    return label
  }()

  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(contentLabel)
    contentLabel.snp.makeConstraints { $0.edges.equalToSuperview().inset(16) }
  }

  public required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A 10 × 10 black dot 30 points from the cell's top and leading edges, and a bold paragraph
/// beside it down to 10 points above the bottom.
public final class ToggleTextCell: UITableViewCell {
  /// The reuse identifier.
  public static let identifier = String(describing: ToggleTextCell.self)

  /// The dot.
  public let toggleView: UIView = {
    let view = UIView()
    view.backgroundColor = .black
    view.layer.cornerRadius = 5
    return view
  }()

  /// The paragraph.
  public let contentLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 18, weight: .bold)
    label.numberOfLines = 0
    label.lineBreakMode = .byCharWrapping
    return label
  }()

  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(toggleView)
    contentView.addSubview(contentLabel)
    toggleView.snp.makeConstraints {
      $0.top.leading.equalToSuperview().inset(30)
      $0.size.equalTo(10)
    }
    contentLabel.snp.makeConstraints {
      $0.top.equalTo(toggleView.snp.top)
      $0.leading.equalTo(toggleView.snp.trailing).offset(10)
      $0.trailing.equalToSuperview().inset(10)
      $0.bottom.equalToSuperview().inset(10)
    }
  }

  public required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
