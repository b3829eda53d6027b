import FlexLayout
import Pin

/// A member as the seed's detail screen shows it.
struct Member {
  var id: String
  var name: String
  var job: String
  var age: Int
}

/// The seed's member-detail screen, written as a FlexLayout and PinLayout user writes it.
final class MemberDetailView: UIView {
  let rootFlexContainer = UIView()
  let avatarView = UIImageView(image: UIImage(size: CGSize(width: 120, height: 120)))
  let idLabel = UILabel()
  let nameLabel = UILabel()
  let jobLabel = UILabel()
  let ageLabel = UILabel()

  required init?(coder: NSCoder) { nil }

  init(member: Member) {
    super.init(frame: .zero)
    for label in [idLabel, nameLabel, jobLabel, ageLabel] {
      label.font = .systemFont(ofSize: 14)
    }
    idLabel.text = member.id
    nameLabel.text = member.name
    jobLabel.text = member.job
    ageLabel.text = "\(member.age)"

    rootFlexContainer.flex.define { flex in
      flex.addItem(avatarView).width(300).aspectRatio(1).alignSelf(.center).marginBottom(10)
      flex.addItem(idLabel).marginLeft(10%)
      flex.addItem().direction(.row).define { flex in
        flex.addItem(nameLabel).grow(2)
        flex.addItem(jobLabel).grow(1)
        flex.addItem(ageLabel).grow(1)
        flex.addItem().grow(3)
      }
    }
    addSubview(rootFlexContainer)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    rootFlexContainer.pin.all(pin.safeArea)
    rootFlexContainer.flex.layout()
  }
}
