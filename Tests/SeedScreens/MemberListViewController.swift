import Compositional
import SnapKit
import UIKitViews

// gallery-code: members
/// The member list of the seed app: a black "Load API" button under the safe area and a
/// collection view of 120-high member rows below it; a tapped row pushes the member's detail.
public final class MemberListViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  /// A member.
  public struct Member: Sendable {
    /// The name.
    public var name: String
    /// The job.
    public var job: String
  }

  /// The members shown.
  public let members = [
    Member(name: "김민지", job: "디자이너"), Member(name: "Ada Lovelace", job: "Analyst"),
    Member(name: "박서준", job: "개발자"), Member(name: "Grace Hopper", job: "Admiral"),
  ]

  /// The button.
  public let loadButton: UIButton = {
    let button = UIButton()
    button.setTitle("Load API", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .black
    return button
  }()

  /// The list.
  public lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.backgroundColor = .white
    collectionView.register(MemberCell.self, forCellWithReuseIdentifier: MemberCell.identifier)
    return collectionView
  }()

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Members"
    view.backgroundColor = .white
    view.addSubview(loadButton)
    view.addSubview(collectionView)
    loadButton.snp.makeConstraints {
      $0.top.equalTo(view.safeAreaLayoutGuide)
      $0.leading.trailing.equalToSuperview().inset(16)
      $0.height.equalTo(44)
    }
    collectionView.snp.makeConstraints {
      $0.top.equalTo(loadButton.snp.bottom).offset(8)
      $0.leading.trailing.bottom.equalToSuperview()
    }
    collectionView.dataSource = self
    collectionView.delegate = self
  }

  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    members.count
  }

  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: MemberCell.identifier, for: indexPath)
    (cell as? MemberCell)?.configure(members[indexPath.item])
    return cell
  }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width, height: 120)
  }

  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    let detail = MemberDetailViewController(member: members[indexPath.item])
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// A member row: a grey 80 × 80 avatar with 12-point corners at 12, 12, the name beside it and
/// the job in purple under the name.
public final class MemberCell: UICollectionViewCell {
  /// The reuse identifier.
  public static let identifier = "MemberCell"

  /// The avatar.
  public let avatarView: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray4
    view.layer.cornerRadius = 12
    view.clipsToBounds = true
    return view
  }()

  /// The name.
  public let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: 17)
    return label
  }()

  /// The job.
  public let jobLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 14)
    label.textColor = .purple
    return label
  }()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(avatarView)
    contentView.addSubview(nameLabel)
    contentView.addSubview(jobLabel)
    avatarView.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().offset(12)
      make.width.height.equalTo(80)
    }
    nameLabel.snp.makeConstraints { make in
      make.top.equalTo(avatarView.snp.top)
      make.leading.equalTo(avatarView.snp.trailing).offset(12)
      make.trailing.lessThanOrEqualToSuperview().inset(12)
    }
    jobLabel.snp.makeConstraints { make in
      make.top.equalTo(nameLabel.snp.bottom).offset(4)
      make.leading.equalTo(nameLabel)
    }
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows `member`.
  public func configure(_ member: MemberListViewController.Member) {
    nameLabel.text = member.name
    jobLabel.text = member.job
  }
}
// gallery-code: end
