import DataSources
import SnapKit
import UIKitViews

// gallery-code: hobby
/// The hobby screen of the seed app: three sections of dishes under teal headers, each dish a
/// chip titled "메뉴: …" as wide as its title, wrapping by line; RxDataSources' animated data
/// source shows each change (a dish moved between sections slides to its new place).
public final class HobbyViewController: UIViewController {
  /// A dish.
  public struct Menu: IdentifiableType, Equatable {
    /// Its name.
    public var name: String
    /// The identity the animated data source diffs by.
    public var identity: String { name }

    /// A dish called `name`.
    public init(name: String) { self.name = name }
  }

  /// A section: its title and its dishes.
  public typealias Section = AnimatableSectionModel<String, Menu>

  /// The sections (`BehaviorRelay` in the app): setting them animates the change.
  public var sections: [Section] = [
    Section(model: "첫번째 섹션", items: ["김치", "삼계탕", "불고기"].map(Menu.init)),
    Section(model: "두번째 섹션", items: ["짜장면", "탕수육", "마라탕", "마라샹궈"].map(Menu.init)),
    Section(model: "세번째 섹션", items: ["스시", "우동", "텐동", "타코야끼"].map(Menu.init)),
  ]
  {
    didSet { if isViewLoaded { lastUpdate = dataSource.apply(sections, to: collectionView) } }
  }

  /// What the last change of ``sections`` did: the chips' frames before and after, and the
  /// animation between them.
  public private(set) var lastUpdate: DataSourceUpdate?

  /// The chips.
  public lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 20, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.backgroundColor = .white
    view.register(MenuChipCell.self, forCellWithReuseIdentifier: MenuChipCell.identifier)
    view.register(
      SectionHeaderView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionHeaderView.identifier)
    return view
  }()

  /// The data source (`collectionView.rx.items(dataSource:)` in the app).
  let dataSource = RxCollectionViewSectionedAnimatedDataSource<Section>(
    configureCell: { _, collectionView, indexPath, menu in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: MenuChipCell.identifier, for: indexPath)
      (cell as? MenuChipCell)?.titleLabel.text = "메뉴: " + menu.name
      return cell
    },
    configureSupplementaryView: { dataSource, collectionView, kind, indexPath in
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionHeaderView.identifier, for: indexPath)
      header.backgroundColor = .systemTeal
      (header as? SectionHeaderView)?.titleLabel.textColor = .white
      (header as? SectionHeaderView)?.titleLabel.text = dataSource[indexPath.section].model
      return header
    })

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "취미"
    view.backgroundColor = .white
    view.addSubview(collectionView)
    collectionView.snp.makeConstraints {
      $0.top.equalTo(view.safeAreaLayoutGuide)
      $0.leading.trailing.bottom.equalToSuperview()
    }
    lastUpdate = dataSource.apply(sections, to: collectionView)
  }
}

/// A dish's title in a rounded chip: 14 points of padding beside the title and 8 above and
/// below.
public final class MenuChipCell: UICollectionViewCell {
  /// The reuse identifier.
  public static let identifier = "MenuChipCell"

  /// The title.
  public let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    label.textColor = .darkGray
    return label
  }()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = UIColor(hex: 0xf2f2f7)
    contentView.layer.cornerRadius = 16
    contentView.layer.borderWidth = 1
    contentView.layer.borderColor = UIColor.systemTeal.cgColor
    contentView.addSubview(titleLabel)
    titleLabel.snp.makeConstraints {
      $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 14, bottom: 8, right: 14))
    }
  }

  public required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
// gallery-code: end
