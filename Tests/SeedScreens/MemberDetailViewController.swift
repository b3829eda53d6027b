import FlexLayout
import PinLayout
import UIKitViews

// gallery-code: members
/// A member's detail in the seed app: the avatar, the name and the job centred in a column,
/// then a rule and two rows of a caption and a value, laid out by FlexLayout in a container
/// that PinLayout pins under the safe area.
public final class MemberDetailViewController: UIViewController {
  /// The member shown.
  public let member: MemberListViewController.Member

  /// The container FlexLayout lays out.
  public let rootFlexContainer = UIView()

  /// The avatar: a grey 120 × 120 square with 24-point corners.
  public let avatarView: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray4
    view.layer.cornerRadius = 24
    view.clipsToBounds = true
    return view
  }()

  /// The name.
  public let nameLabel: UILabel = {
    let label = UILabel()
    label.font = .boldSystemFont(ofSize: 24)
    return label
  }()

  /// The job.
  public let jobLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.textColor = .purple
    return label
  }()

  /// Shows `member`.
  public init(member: MemberListViewController.Member) {
    self.member = member
    super.init(nibName: nil, bundle: nil)
    title = member.name
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    nameLabel.text = member.name
    jobLabel.text = member.job
    let rule = UIView()
    rule.backgroundColor = .systemGray4
    rootFlexContainer.flex.padding(24).alignItems(.center).define { flex in
      flex.addItem(avatarView).size(120)
      flex.addItem(nameLabel).marginTop(16)
      flex.addItem(jobLabel).marginTop(4)
      flex.addItem(rule).height(1).alignSelf(.stretch).marginTop(24)
      for (caption, value) in [("이름", member.name), ("직업", member.job)] {
        flex.addItem().direction(.row).alignSelf(.stretch).marginTop(16).define { flex in
          flex.addItem(Self.label(caption, colour: .gray)).width(25%)
          flex.addItem(Self.label(value, colour: .black)).grow(1).shrink(1)
        }
      }
    }
    view.addSubview(rootFlexContainer)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    rootFlexContainer.pin.top(view.pin.safeArea).horizontally()
    rootFlexContainer.flex.layout(mode: .adjustHeight)
  }

  /// A 17-point label.
  private static func label(_ text: String, colour: UIColor) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: 17)
    label.textColor = colour
    return label
  }
}
// gallery-code: end
