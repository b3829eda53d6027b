import Compositional
import SnapKit
import UIKitViews

// gallery-code: colour-grid
/// The compositional colour grid of the seed app: the seed's layout (a paging row of columns of
/// three cells, then a continuous row of columns of two 200-point squares) showing two
/// sections of ten colours.
public final class ColourGridViewController: UIViewController, UICollectionViewDataSource {
  /// The colours of each section's cells, in order.
  public static let colours = [
    0x779c74, 0xcaa94d, 0x32c96e, 0xd499d4, 0xe2cce7, 0xa8daf9, 0xe85255, 0xe3272b, 0x7f0909,
    0xdedede,
  ]

  /// The grid.
  public lazy var collectionView: UICollectionView = {
    let view = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
    view.backgroundColor = .white
    view.register(ColourCell.self, forCellWithReuseIdentifier: ColourCell.identifier)
    return view
  }()

  /// The seed's layout.
  static func layout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { section, _ in
      switch section {
      case 0:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let verticalGroup = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(360)),
          subitem: item, count: 3)
        let horizontalGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.95), heightDimension: .absolute(360)),
          subitem: verticalGroup, count: 1)
        let section = NSCollectionLayoutSection(group: horizontalGroup)
        section.orthogonalScrollingBehavior = .groupPaging
        return section
      default:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(200), heightDimension: .absolute(200)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let verticalGroup = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(200), heightDimension: .absolute(400)),
          subitem: item, count: 2)
        let horizontalGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(200), heightDimension: .absolute(400)),
          subitem: verticalGroup, count: 1)
        let section = NSCollectionLayoutSection(group: horizontalGroup)
        section.orthogonalScrollingBehavior = .continuous
        return section
      }
    }
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Colours"
    view.backgroundColor = .white
    view.addSubview(collectionView)
    collectionView.snp.makeConstraints {
      $0.top.equalTo(view.safeAreaLayoutGuide)
      $0.leading.trailing.bottom.equalToSuperview()
    }
    collectionView.dataSource = self
  }

  public func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    Self.colours.count
  }

  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: ColourCell.identifier, for: indexPath)
    cell.contentView.backgroundColor = UIColor(hex: Self.colours[indexPath.item])
    (cell as? ColourCell)?.numberLabel.text = "\(indexPath.section)-\(indexPath.item)"
    return cell
  }
}

/// A colour with its index path in the top-leading corner.
public final class ColourCell: UICollectionViewCell {
  /// The reuse identifier.
  public static let identifier = "ColourCell"

  /// The index path, as "section-item".
  public let numberLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    label.textColor = UIColor(white: 0, alpha: 0.6)
    return label
  }()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(numberLabel)
  }

  public required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    numberLabel.frame = CGRect(x: 8, y: 6, width: contentView.bounds.width - 16, height: 18)
  }
}
// gallery-code: end

extension ColourGridViewController {
  /// The second offset the orthogonal row of `section` comes to rest at (the paging row's
  /// second group; the continuous row, which rests anywhere, at its second column), or `nil`
  /// when the section does not scroll sideways.
  public func secondRestingOffset(ofSection section: Int) -> CGFloat? {
    guard let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
      let stops = layout.orthogonalRestingOffsets(forSection: section)
    else { return nil }
    if stops.count > 1 { return stops[1] }
    // A continuous row: propose the second column's leading edge, found from the items'
    // unscrolled frames (the first item whose left edge passes the first's right edge).
    let frames = (0..<Self.colours.count).compactMap {
      collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
    }
    guard let first = frames.first,
      let second = frames.first(where: { $0.minX >= first.maxX })
    else { return nil }
    return layout.restingOrthogonalOffset(
      forSection: section, proposedOffset: second.minX - first.minX)
  }
}
