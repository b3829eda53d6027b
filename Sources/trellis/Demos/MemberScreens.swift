import FlexLayout
import SVGExport
import SVGViews

/// Screen 4: the member list and the member-detail screen, written as a FlexLayout user writes
/// them (views, labels, `view.flex`), drawn side by side from the view tree.
enum MemberScreens {
  static let name = "members"
  static let title = "Member list and member detail"
  static let summary =
    "UIView, UILabel and UIImageView laid out by FlexLayout; names and text drawn as text"

  /// A member of the seed's screens.
  struct Member {
    var id: String
    var name: String
    var job: String
    var age: Int
  }

  static let members = [
    Member(id: "m-001", name: "Ada Lovelace", job: "Analyst", age: 36),
    Member(id: "m-002", name: "김민지", job: "디자이너", age: 29),
    Member(id: "m-003", name: "Grace Hopper", job: "Admiral", age: 85),
    Member(id: "m-004", name: "박서준", job: "개발자", age: 31),
  ]

  /// The list: a row per member (avatar, name over job, age), 320 wide.
  // gallery-code: members
  static func listView() -> UIView {
    let list = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    list.name = "member list"
    list.flex.padding(8).define { flex in
      for member in members {
        let avatar = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
        avatar.name = "avatar " + member.id
        let name = UILabel()
        name.text = member.name
        name.font = .systemFont(ofSize: 15)
        let job = UILabel()
        job.text = member.job
        job.font = .systemFont(ofSize: 12)
        job.textColor = UIColor(rgb: 0x64748b)
        let age = UILabel()
        age.text = "\(member.age)"
        age.font = .systemFont(ofSize: 13)
        flex.addItem().direction(.row).alignItems(.center).padding(8).marginBottom(6).define {
          flex in
          flex.addItem(avatar).size(40).marginRight(10)
          flex.addItem().grow(1).shrink(1).define { flex in
            flex.addItem(name)
            flex.addItem(job).marginTop(2)
          }
          flex.addItem(age).marginLeft(8)
        }
      }
    }
    list.flex.layout(mode: .adjustHeight)
    return list
  }

  /// The seed's member detail: a square avatar, the id indented by 10 %, and a row of name,
  /// job and age sharing the width 2 : 1 : 1 with a spacer of 3.
  static func detailView(of member: Member) -> UIView {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    screen.name = "member detail"
    let avatar = UIImageView(image: UIImage(size: CGSize(width: 120, height: 120)))
    avatar.name = "avatar"
    let labels = [member.id, member.name, member.job, "\(member.age)"].map { text in
      let label = UILabel()
      label.text = text
      label.font = .systemFont(ofSize: 14)
      return label
    }
    screen.flex.padding(10).define { flex in
      flex.addItem(avatar).width(300).aspectRatio(1).alignSelf(.center).marginBottom(10)
      flex.addItem(labels[0]).marginLeft(10%)
      flex.addItem().direction(.row).marginTop(6).define { flex in
        flex.addItem(labels[1]).grow(2)
        flex.addItem(labels[2]).grow(1)
        flex.addItem(labels[3]).grow(1)
        flex.addItem().grow(3)
      }
    }
    screen.flex.layout(mode: .adjustHeight)
    return screen
  }
  // gallery-code: end

  /// Both screens side by side, 16 points apart, under a caption.
  static func svg() -> String {
    let list = SVGScene(view: listView())
    let detail = SVGScene(view: detailView(of: members[1]))
    let padding = 16.0
    let caption = 44.0
    let title = SVGText(measuring: title, x: padding, y: 20, fontSize: 15, fill: "#111111")
    let subtitle = SVGText(measuring: summary, x: padding, y: 36, fontSize: 10, fill: "#555555")
    let width = max(
      list.width + padding + detail.width, title.measuredWidth ?? 0,
      subtitle.measuredWidth ?? 0)
    return SVGScene(
      width: width + 2 * padding, height: max(list.height, detail.height) + caption + padding,
      background: "#ffffff",
      elements: [
        .text(title), .text(subtitle),
        .group(
          SVGGroup(offsetX: padding, offsetY: caption, nodeID: "list", elements: list.elements)),
        .group(
          SVGGroup(
            offsetX: 2 * padding + list.width, offsetY: caption, nodeID: "detail",
            elements: detail.elements)),
      ]
    ).svgString
  }

  /// The screen of the gallery.
  static var screen: GalleryScreen {
    GalleryScreen(
      name: name, title: title, caption: summary, code: GalleryCode.snippets[name] ?? "",
      render: { svg() })
  }
}
