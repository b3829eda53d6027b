import DataSources
import SnapKit
import UIKitViews

// gallery-code: sentence
/// The code-block sentence screen of the seed app: the words of "I am a boy" as chips, a
/// "selected" section (white chips) and a "candidate" section (the same words, red when
/// chosen), in a collection view pinned to the controller's view; chips size themselves from
/// their constraints, and RxDataSources' animated data source shows each change.
public final class SentenceViewController: UIViewController {
  /// A chip: its word and how it looks.
  public struct Word: IdentifiableType, Equatable {
    /// How a chip looks.
    public enum Style: Equatable {
      /// A selected word: white.
      case selected
      /// A candidate that is chosen (among the selected words): red.
      case chosen
      /// A candidate not chosen.
      case candidate
    }

    /// The word.
    public var text: String
    /// How its chip looks.
    public var style: Style
    /// The chip's identity: its section and its word.
    public var identity: String { (style == .selected ? "selected " : "candidate ") + text }
  }

  /// A section: its title and its chips.
  public typealias Section = AnimatableSectionModel<String, Word>

  /// The words.
  public static let words = ["I", "am", "a", "boy"]

  /// The selected words (`BehaviorRelay` in the app): setting them animates the change.
  public var selectedWords = SentenceViewController.words {
    didSet { if isViewLoaded { lastUpdate = dataSource.apply(sections, to: collectionView) } }
  }

  /// What the last change of ``selectedWords`` did: the chips' frames before and after, and
  /// the animation between them.
  public private(set) var lastUpdate: DataSourceUpdate?

  /// The sections shown: the selected words, then every word as a candidate.
  public var sections: [Section] {
    [
      Section(model: "selected", items: selectedWords.map { Word(text: $0, style: .selected) }),
      Section(
        model: "candidate",
        items: Self.words.map {
          Word(text: $0, style: selectedWords.contains($0) ? .chosen : .candidate)
        }),
    ]
  }

  /// The chips.
  public lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    layout.headerReferenceSize = CGSize(width: 0, height: 36)
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(ChipCell.self, forCellWithReuseIdentifier: ChipCell.identifier)
    view.register(
      SectionHeaderView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: SectionHeaderView.identifier)
    return view
  }()

  /// The data source (`collectionView.rx.items(dataSource:)` in the app).
  let dataSource = RxCollectionViewSectionedAnimatedDataSource<Section>(
    configureCell: { _, collectionView, indexPath, word in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: ChipCell.identifier, for: indexPath)
      (cell as? ChipCell)?.configure(word)
      return cell
    },
    configureSupplementaryView: { dataSource, collectionView, kind, indexPath in
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: SectionHeaderView.identifier, for: indexPath)
      (header as? SectionHeaderView)?.titleLabel.text = dataSource[indexPath.section].model
      return header
    })

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "문장"
    view.backgroundColor = .systemGroupedBackground
    view.addSubview(collectionView)
    collectionView.backgroundColor = .clear
    collectionView.snp.makeConstraints {
      $0.top.equalTo(view.safeAreaLayoutGuide)
      $0.leading.trailing.bottom.equalToSuperview()
    }
    lastUpdate = dataSource.apply(sections, to: collectionView)
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

  /// Shows `word`: white when selected, red with white text when chosen, white with grey text
  /// otherwise.
  public func configure(_ word: SentenceViewController.Word) {
    label.text = word.text
    let isChosen = word.style == .chosen
    contentView.backgroundColor = isChosen ? .systemRed : .white
    contentView.layer.borderColor = (isChosen ? UIColor.systemRed : UIColor.systemGray3).cgColor
    label.textColor = isChosen ? .white : word.style == .selected ? .black : .gray
  }
}
// gallery-code: end
