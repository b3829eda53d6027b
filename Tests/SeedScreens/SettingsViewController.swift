import DataSources
import SnapKit
import UIKitViews

// gallery-code: settings
/// The settings table of the seed app: four sections, each a grey text cell (a short line) and
/// a toggle text cell (a Korean paragraph, bold 18 pt, beside a 10 × 10 black dot), rows sized
/// by their cells' constraints, fed by RxDataSources' animated data source.
public final class SettingsViewController: UIViewController {
  /// One row: which cell, and its text.
  public struct Row: IdentifiableType, Equatable {
    /// The cell that shows a row.
    public enum Kind: Equatable {
      /// A grey text cell.
      case grey
      /// A toggle text cell.
      case toggle
    }

    /// The row's identity (unique in the table).
    public var id: String
    /// The cell that shows it.
    public var kind: Kind
    /// Its text.
    public var text: String
    /// The identity the animated data source diffs by.
    public var identity: String { id }
  }

  /// A section of the table.
  public typealias Section = AnimatableSectionModel<String, Row>

  /// The paragraph each toggle cell shows.
  public static let paragraph =
    "알림을 켜 두면 새 소식이 올 때마다 바로 알려 드립니다. 밤 10시부터 아침 8시까지는 "
    + "조용히 모아 두었다가 아침에 한꺼번에 보내 드려요."

  /// The table's sections (`BehaviorRelay` in the app): setting them animates the change.
  public var sections: [Section] = (1...4).map { index in
    Section(
      model: "section \(index)",
      items: [
        Row(id: "grey \(index)", kind: .grey, text: "설정 \(index)"),
        Row(id: "toggle \(index)", kind: .toggle, text: SettingsViewController.paragraph),
      ])
  }
  {
    didSet { if isViewLoaded { lastUpdate = dataSource.apply(sections, to: tableView) } }
  }

  /// What the last change of ``sections`` did: the rows' frames before and after, and the
  /// animation between them.
  public private(set) var lastUpdate: DataSourceUpdate?

  /// The table.
  public let tableView = UITableView(frame: .zero, style: .plain)

  /// The data source (`tableView.rx.items(dataSource:)` in the app).
  let dataSource = RxTableViewSectionedAnimatedDataSource<Section>(
    configureCell: { _, tableView, indexPath, row in
      switch row.kind {
      case .grey:
        let cell = tableView.dequeueReusableCell(
          withIdentifier: GreyTextCell.identifier, for: indexPath)
        (cell as? GreyTextCell)?.contentLabel.text = row.text
        return cell
      case .toggle:
        let cell = tableView.dequeueReusableCell(
          withIdentifier: ToggleTextCell.identifier, for: indexPath)
        (cell as? ToggleTextCell)?.contentLabel.text = row.text
        return cell
      }
    })

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "설정"
    view.backgroundColor = .systemBackground
    view.addSubview(tableView)
    tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
    tableView.register(GreyTextCell.self, forCellReuseIdentifier: GreyTextCell.identifier)
    tableView.register(ToggleTextCell.self, forCellReuseIdentifier: ToggleTextCell.identifier)
    tableView.rowHeight = UITableView.automaticDimension
    lastUpdate = dataSource.apply(sections, to: tableView)
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
// gallery-code: end
