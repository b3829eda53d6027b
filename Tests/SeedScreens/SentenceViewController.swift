import Compositional
import SnapKit
import UIKitViews

/// The code-block sentence screen of the seed app: the words of "I am a boy" as chips, a
/// "selected" section and a "candidate" section, in a collection view pinned to the
/// controller's view; chips size themselves from their constraints.
public final class SentenceViewController: UIViewController, UICollectionViewDataSource {
  /// The words.
  public static let words = ["I", "am", "a", "boy"]

  /// The selected words, then the candidates.
  public var sections: [[String]] = [SentenceViewController.words, SentenceViewController.words]

  /// The chips.
  public lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(ChipCell.self, forCellWithReuseIdentifier: ChipCell.identifier)
    return view
  }()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
    collectionView.dataSource = self
  }

  public func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    sections[section].count
  }

  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: ChipCell.identifier, for: indexPath) as? ChipCell
    else { return UICollectionViewCell() }
    cell.label.text = sections[indexPath.section][indexPath.item]
    cell.isSelectedWord = indexPath.section == 0
    return cell
  }
}

/// A word in a rounded chip: 12 points of padding beside the word and 8 above and below.
public final class ChipCell: UICollectionViewCell {
  /// The reuse identifier.
  public static let identifier = "ChipCell"

  /// The word.
  public let label: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 16, weight: .medium)
    label.textAlignment = NSTextAlignment.center
    return label
  }()

  /// Whether the chip is in the selected section (white) or a candidate (red when chosen).
  public var isSelectedWord = false {
    didSet { contentView.backgroundColor = isSelectedWord ? .white : .systemRed }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 8
    contentView.layer.borderWidth = 1
    contentView.addSubview(label)
    label.snp.makeConstraints {
      $0.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
    }
  }

  public required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
