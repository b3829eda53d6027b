/// The code that built each gallery screen, shown under its picture in `index.html`.
///
/// Each snippet is copied from the screen's source file in this folder; `GalleryCodeTests`
/// fails when a snippet no longer appears there word for word, so the page cannot drift.
enum GalleryCode {
  /// The snippets, keyed by screen name.
  static let snippets: [String: String] = [
    "absolute": #"""
    static let absolute = FlexDemo(
      name: "absolute", title: "position: absolute",
      summary: "children placed by their insets, out of flow, in a 300 × 160 container",
      root: .nodes(
        box(
          "container",
          {
            $0.width = 300
            $0.height = 160
            $0.padding = Edges(all: 10)
          },
          [
            item("in flow", width: 80, height: 40),
            box("top left") { absolute(&$0, left: 10, top: 60, width: 90, height: 40) },
            box("bottom right") { absolute(&$0, right: 10, bottom: 10, width: 110, height: 40) },
            box("stretched") {
              $0.positionType = .absolute
              $0.position.left = 120
              $0.position.right = 10
              $0.position.top = 10
              $0.height = 60
            },
          ])))
    """#,
    "align-items": #"""
    static let alignItems = FlexDemo(
      name: "align-items", title: "align-items",
      summary: "flex-start, center, flex-end, stretch and baseline, with items of three heights",
      root: .nodes(
        box(
          "container",
          {
            $0.width = 340
            $0.padding = Edges(all: 8)
            $0.padding.top = 18
          },
          [
            (Alignment.flexStart, "flex-start"), (.center, "center"), (.flexEnd, "flex-end"),
            (.stretch, "stretch"), (.baseline, "baseline"),
          ].map { value, name in
            band(
              name,
              {
                $0.alignItems = value
                $0.height = 90
                $0.columnGap = 8
              },
              [
                box(
                  "A",
                  {
                    $0.width = 50
                    if value != .stretch { $0.height = 20 }
                  }),
                box(
                  "B",
                  {
                    $0.width = 50
                    if value != .stretch { $0.height = 40 }
                  }),
                text("text", "Ahem", fontSize: 14),
              ])
          })))
    """#,
    "delete-transition": #"""
    static func frames(of rows: [String]) throws -> [ItemPath: Rect] {
      var tree = FlexTree()
      let list = FlexBox().width(240).padding(8).gap(8).define {
        for _ in rows { FlexBox().height(36) }
      }
      let added = tree.add(list)
      try tree.computeLayout(of: added.root)
      var frames: [ItemPath: Rect] = [:]
      for (row, node) in tree.children(of: added.root).enumerated() {
        frames[ItemPath(sectionIndex: 0, itemIndex: row)] = tree.frame(of: node)
      }
      return frames
    }

    /// The animated SVG.
    static func svg() throws -> String {
      let old = ["Inbox", "Drafts", "Sent", "Archive", "Trash"]
      let new = ["Inbox", "Sent", "Archive", "Trash"]
      let difference = try Diff.sectionedDifference(
        from: [AnimatableSectionModel(model: "Mail", items: old)],
        to: [AnimatableSectionModel(model: "Mail", items: new)])
      let plan = TransitionPlan(
        oldFrames: try frames(of: old), newFrames: try frames(of: new),
        identityMap: difference.identityMap, curve: .easeInOut)
      func labels(_ titles: [String]) -> [ElementTransition.Element: String] {
        var labels: [ElementTransition.Element: String] = [:]
        for (row, title) in titles.enumerated() {
          labels[.item(ItemPath(sectionIndex: 0, itemIndex: row))] = title
        }
        return labels
      }
      return SVGTransitionAnimation(
        plan: plan, width: 240, height: 236, newLabels: labels(new), oldLabels: labels(old)
      ).svgString
    }
    """#,
    "feed": #"""
    static let feed = FlexDemo(
      name: "feed", title: "A feed screen",
      summary: "the FlexBox builder: header, cards with wrapped Ahem text, a tab bar; 320 wide",
      root: .builder(
        FlexBox().width(320).height(640).name("screen").define {
          FlexBox().direction(.row).alignItems(.center).height(48).paddingHorizontal(12)
            .name("header")
            .define {
              FlexBox.text("Feed", fontSize: 16).name("Feed")
              FlexBox().grow(1)
              FlexBox().size(24).name("icon")
            }
          FlexBox().grow(1).shrink(1).overflow(.scroll).padding(8).name("list").define {
            card(1, name: "Ada", body: "Layout in pure Swift, the browser's answers.")
            card(2, name: "Grace", body: "Arena of structs: fast relayout.")
          }
          FlexBox().direction(.row).height(48).styled { $0.border.top = 1 }.name("tab bar")
            .define {
              for tab in ["home", "search", "new", "me"] {
                FlexBox().grow(1).margin(4).name(tab)
              }
            }
        }))

    static func card(_ number: Int, name: String, body: String) -> FlexBox {
      FlexBox().padding(10).marginBottom(8).border(1).name("card \(number)").define {
        FlexBox().direction(.row).alignItems(.center).marginBottom(8).define {
          FlexBox().size(36).name("avatar \(number)")
          FlexBox().marginLeft(8).grow(1).define {
            FlexBox.text(name, fontSize: 12).name(name)
            FlexBox.text("@" + name.lowercased(), fontSize: 8).name("@" + name.lowercased())
          }
        }
        FlexBox.text(body, fontSize: 8).name(body)
        FlexBox().aspectRatio(3).marginVertical(8).name("image \(number)")
        FlexBox().direction(.row).justifyContent(.spaceBetween).define {
          for action in ["like", "reply", "share"] {
            FlexBox().width(56).height(20).name("\(action) \(number)")
          }
        }
      }
    }
    """#,
    "flex-direction": #"""
    static let flexDirection = FlexDemo(
      name: "flex-direction", title: "flex-direction",
      summary: "row, row-reverse, column and column-reverse",
      root: .nodes(
        box(
          "container",
          {
            $0.flexDirection = .row
            $0.padding = Edges(all: 8)
            $0.padding.top = 18
            $0.columnGap = 8
          },
          [
            (FlexDirection.row, "row"), (.rowReverse, "row-reverse"), (.column, "column"),
            (.columnReverse, "column-reverse"),
          ].map { direction, name in
            box(
              name,
              {
                $0.flexDirection = direction
                $0.padding = Edges(all: 14)
              }, threeItems())
          })))
    """#,
    "flex-wrap": #"""
    static let flexWrap = FlexDemo(
      name: "flex-wrap", title: "flex-wrap", summary: "wrap and wrap-reverse in a 300-point row",
      root: .nodes(
        box(
          "container",
          {
            $0.width = 340
            $0.padding = Edges(all: 8)
            $0.padding.top = 18
          },
          [(FlexWrap.wrap, "wrap"), (.wrapReverse, "wrap-reverse")].map { wrap, name in
            band(
              name,
              {
                $0.flexWrap = wrap
                $0.gap = 6
              }, (1...9).map { item("\($0)", width: 56) })
          })))
    """#,
    "grow-shrink": #"""
    static let growShrink = FlexDemo(
      name: "grow-shrink", title: "flex-grow and flex-shrink",
      summary: "grow 1, 2, 3 share free space; shrink 1, 2, 3 share the overflow",
      root: .nodes(
        box(
          "container",
          {
            $0.width = 340
            $0.padding = Edges(all: 8)
            $0.padding.top = 18
          },
          [
            band(
              "grow", { _ in },
              [1.0, 2, 3].map { factor in
                box(
                  "grow \(Int(factor))",
                  {
                    $0.flexGrow = factor
                    $0.height = 40
                  })
              }),
            band(
              "shrink", { _ in },
              [1.0, 2, 3].map { factor in
                box("shrink \(Int(factor))") {
                  $0.flexShrink = factor
                  $0.width = 150
                  $0.height = 40
                }
              }),
          ])))
    """#,
    "hobby": #"""
    static let hobbySections: [(header: String, chips: [Chip])] = [
      (
        "취미",
        ["등산", "요리", "사진", "여행", "독서", "캠핑", "보드게임", "클라이밍", "영화 감상", "요가"]
          .map { Chip(text: $0) }
      ),
      (
        "Hobbies",
        ["Hiking", "Cooking", "Photography", "Travel", "Reading", "자전거 Cycling", "Piano"]
          .map { Chip(text: $0) }
      ),
    ]

    static let sentence: [Chip] = [
      Chip(text: "Call"), Chip(text: "tree.computeLayout(of: root)", isCode: true),
      Chip(text: "once,"), Chip(text: "then"), Chip(text: "read"),
      Chip(text: "tree.frame(of: node)", isCode: true), Chip(text: "for"), Chip(text: "each"),
      Chip(text: "node;"), Chip(text: "레이아웃은"), Chip(text: "한"), Chip(text: "번만"),
      Chip(text: "계산됩니다."),
    ]

    /// A 320-wide flow layout of chips 32 high, each 24 points wider than its 14-point text;
    /// sections get a 28-point header when `headers` is not empty.
    static func drawing(sections: [[Chip]], headers: [String]) -> SVGScene {
      let measurer = TextMeasurer()
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 6
      layout.minimumLineSpacing = 8
      layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12)
      layout.headerReferenceSize = headers.isEmpty ? .zero : CGSize(width: 320, height: 28)
      layout.sizeForItem = { indexPath in
        let chip = sections[indexPath.section][indexPath.item]
        return CGSize(width: measurer.width(of: chip.text, fontSize: 14) + 24, height: 32)
      }
      let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout,
        itemCounts: sections.map(\.count))
      let content = layout.collectionViewContentSize
      view.frame = CGRect(x: 0, y: 0, width: 320, height: content.height)
      let attributes =
        layout.layoutAttributesForElements(
          in: CGRect(x: 0, y: 0, width: 320, height: content.height)) ?? []
      var titles: [String: String] = [:]
      var styles: [String: SVGBoxStyle] = [:]
      for (section, chips) in sections.enumerated() {
        for (item, chip) in chips.enumerated() {
          titles["cell \(section).\(item)"] = chip.text
          styles["cell \(section).\(item)"] =
            chip.isCode
            ? SVGBoxStyle(fill: "#1e293b", stroke: "#0f172a", cornerRadius: 6)
            : SVGBoxStyle(fill: "#e0f2fe", stroke: "#0284c7", cornerRadius: 16)
        }
        if section < headers.count { titles["header \(section).0"] = headers[section] }
      }
      let elements = attributes.map { attribute in
        PlacedElement(
          frame: Rect(
            x: Double(attribute.frame.origin.x), y: Double(attribute.frame.origin.y),
            width: Double(attribute.frame.size.width), height: Double(attribute.frame.size.height)),
          category: attribute.representedElementCategory, kind: attribute.representedElementKind,
          indexPath: ElementPath(
            item: attribute.indexPath.item, section: attribute.indexPath.section),
          zIndex: attribute.zIndex)
      }
      return SVGScene(
        compositionalElements: elements,
        viewport: Rect(x: 0, y: 0, width: 320, height: Double(content.height)), titles: titles,
        styles: styles, showsViewport: false)
    }
    """#,
    "justify-content": #"""
    static let justifyContent = FlexDemo(
      name: "justify-content", title: "justify-content", summary: "every value, in a 300-point row",
      root: .nodes(
        box(
          "container",
          {
            $0.width = 340
            $0.padding = Edges(all: 8)
            $0.padding.top = 18
          },
          [
            (JustifyContent.flexStart, "flex-start"), (.center, "center"), (.flexEnd, "flex-end"),
            (.spaceBetween, "space-between"), (.spaceAround, "space-around"),
            (.spaceEvenly, "space-evenly"),
          ].map { value, name in
            band(name, { $0.justifyContent = value }, threeItems(height: 30))
          })))
    """#,
    "members": #"""
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
    """#,
    "rtl": #"""
    static let rightToLeft = FlexDemo(
      name: "rtl", title: "direction: ltr and rtl",
      summary: "the same row, margins on the start edge, laid out left to right and right to left",
      root: .nodes(
        box(
          "container",
          {
            $0.width = 340
            $0.padding = Edges(all: 8)
            $0.padding.top = 18
          },
          [Direction.ltr, .rtl].map { direction in
            band(
              direction == .ltr ? "ltr" : "rtl",
              {
                $0.direction = direction
                $0.columnGap = 6
              },
              [
                box("A") {
                  $0.width = 60
                  $0.height = 40
                  $0.margin.start = 20
                },
                item("B", width: 60), item("C", width: 60),
              ])
          })))
    """#,
    "seed-compositional": #"""
    /// The seed's layout provider.
    static func seedLayout() -> UICollectionViewCompositionalLayout {
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
        case 1:
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
        default:
          let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
          item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
          let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)),
            subitem: item, count: 1)
          return NSCollectionLayoutSection(group: group)
        }
      }
    }

    /// The drawing: every element of the layout with 6, 5 and 2 items, and the viewport.
    static func svg() -> String {
      let layout = seedLayout()
      let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
        itemCounts: [6, 5, 2])
      view.contentOffset = CGPoint(x: 0, y: 200)
      let elements = layout.placedElements(
        in: CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000))
      let bounds = view.bounds
      let drawing = SVGScene(
        compositionalElements: elements,
        viewport: Rect(
          x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
          height: Double(bounds.size.height)))
      return GalleryFrame.svg(drawing, title: title, summary: summary)
    }
    """#,
    "sentence-chips": #"""
    static let hobbySections: [(header: String, chips: [Chip])] = [
      (
        "취미",
        ["등산", "요리", "사진", "여행", "독서", "캠핑", "보드게임", "클라이밍", "영화 감상", "요가"]
          .map { Chip(text: $0) }
      ),
      (
        "Hobbies",
        ["Hiking", "Cooking", "Photography", "Travel", "Reading", "자전거 Cycling", "Piano"]
          .map { Chip(text: $0) }
      ),
    ]

    static let sentence: [Chip] = [
      Chip(text: "Call"), Chip(text: "tree.computeLayout(of: root)", isCode: true),
      Chip(text: "once,"), Chip(text: "then"), Chip(text: "read"),
      Chip(text: "tree.frame(of: node)", isCode: true), Chip(text: "for"), Chip(text: "each"),
      Chip(text: "node;"), Chip(text: "레이아웃은"), Chip(text: "한"), Chip(text: "번만"),
      Chip(text: "계산됩니다."),
    ]

    /// A 320-wide flow layout of chips 32 high, each 24 points wider than its 14-point text;
    /// sections get a 28-point header when `headers` is not empty.
    static func drawing(sections: [[Chip]], headers: [String]) -> SVGScene {
      let measurer = TextMeasurer()
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = 6
      layout.minimumLineSpacing = 8
      layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 16, right: 12)
      layout.headerReferenceSize = headers.isEmpty ? .zero : CGSize(width: 320, height: 28)
      layout.sizeForItem = { indexPath in
        let chip = sections[indexPath.section][indexPath.item]
        return CGSize(width: measurer.width(of: chip.text, fontSize: 14) + 24, height: 32)
      }
      let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout,
        itemCounts: sections.map(\.count))
      let content = layout.collectionViewContentSize
      view.frame = CGRect(x: 0, y: 0, width: 320, height: content.height)
      let attributes =
        layout.layoutAttributesForElements(
          in: CGRect(x: 0, y: 0, width: 320, height: content.height)) ?? []
      var titles: [String: String] = [:]
      var styles: [String: SVGBoxStyle] = [:]
      for (section, chips) in sections.enumerated() {
        for (item, chip) in chips.enumerated() {
          titles["cell \(section).\(item)"] = chip.text
          styles["cell \(section).\(item)"] =
            chip.isCode
            ? SVGBoxStyle(fill: "#1e293b", stroke: "#0f172a", cornerRadius: 6)
            : SVGBoxStyle(fill: "#e0f2fe", stroke: "#0284c7", cornerRadius: 16)
        }
        if section < headers.count { titles["header \(section).0"] = headers[section] }
      }
      let elements = attributes.map { attribute in
        PlacedElement(
          frame: Rect(
            x: Double(attribute.frame.origin.x), y: Double(attribute.frame.origin.y),
            width: Double(attribute.frame.size.width), height: Double(attribute.frame.size.height)),
          category: attribute.representedElementCategory, kind: attribute.representedElementKind,
          indexPath: ElementPath(
            item: attribute.indexPath.item, section: attribute.indexPath.section),
          zIndex: attribute.zIndex)
      }
      return SVGScene(
        compositionalElements: elements,
        viewport: Rect(x: 0, y: 0, width: 320, height: Double(content.height)), titles: titles,
        styles: styles, showsViewport: false)
    }
    """#,
    "table": #"""
    /// A 15-point label in a grey box inset 16 × 8, with 12 points of padding.
    final class GreyTextCell: UITableViewCell {
      let box = UIView()
      let label = UILabel()

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.name = "grey box"
        box.backgroundColor = UIColor(rgb: 0xf2f2f7)
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = 0
        contentView.addSubview(box)
        box.addSubview(label)
      }

      override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(
          CGSize(width: size.width - 56, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: text.height + 24 + 16)
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        box.frame = CGRect(
          x: 16, y: 8, width: bounds.width - 32, height: max(0, bounds.height - 16))
        label.frame = CGRect(
          x: 12, y: 12, width: box.frame.width - 24, height: max(0, box.frame.height - 24))
      }
    }

    /// A 17-point label and a 51 × 31 switch on the trailing side.
    final class ToggleTextCell: UITableViewCell {
      let label = UILabel()
      let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        toggle.name = "switch"
        toggle.backgroundColor = UIColor(rgb: 0x34c759)
        contentView.addSubview(label)
        contentView.addSubview(toggle)
      }

      override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(
          CGSize(width: size.width - 91, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: max(text.height, 31) + 22)
      }

      override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        toggle.frame = CGRect(
          x: bounds.width - 16 - 51, y: (bounds.height - 31) / 2, width: 51, height: 31)
        label.frame = CGRect(
          x: 16, y: 11, width: bounds.width - 91, height: max(0, bounds.height - 22))
      }
    }

    /// A row: an identity, a kind of cell and its text.
    struct Row: IdentifiableType, Equatable {
      var id: String
      var isToggle: Bool
      var text: String
      var identity: String { id }
    }

    static let sections = [
      AnimatableSectionModel(
        model: "profile",
        items: [
          Row(id: "greeting", isToggle: false, text: "안녕하세요! Rows size themselves to their text."),
          Row(
            id: "about", isToggle: false,
            text: "이 표의 행은 글자 크기에 맞춰 높이가 정해집니다. Long paragraphs wrap onto as"
              + " many lines as they need, measured with the same metrics the drawing uses."),
        ]),
      AnimatableSectionModel(
        model: "settings",
        items: [
          Row(id: "alerts", isToggle: true, text: "알림 받기"),
          Row(
            id: "digest", isToggle: true,
            text: "Weekly digest of the members' activity, sent on Monday mornings"),
        ]),
    ]

    /// The table, 375 wide and as tall as its content, with every row laid out.
    static func tableView() -> UITableView {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
      table.name = "table"
      table.register(GreyTextCell.self, forCellReuseIdentifier: "grey")
      table.register(ToggleTextCell.self, forCellReuseIdentifier: "toggle")
      let dataSource = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Row>>(
        configureCell: { _, tableView, indexPath, row in
          let cell = tableView.dequeueReusableCell(
            withIdentifier: row.isToggle ? "toggle" : "grey", for: indexPath)
          cell.name = row.id
          (cell as? GreyTextCell)?.label.text = row.text
          (cell as? ToggleTextCell)?.label.text = row.text
          return cell
        })
      _ = dataSource.apply(sections, to: table)
      table.frame = CGRect(x: 0, y: 0, width: 375, height: table.contentSize.height)
      table.setNeedsLayout()
      table.layoutIfNeeded()
      for cell in table.visibleCells {
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
      }
      withExtendedLifetime(dataSource) {}
      return table
    }
    """#,
  ]
}
