import FlexCaseFormat
import FlexCore

extension FlexDemos {
  /// A feed screen: a header, two cards (avatar, name, wrapped text, a 3:1 image, actions) and
  /// a tab bar, built from `FlexStyle`.
  static let feed = FlexDemo(
    name: "feed", title: "A feed screen",
    summary: "header, cards with wrapped Ahem text and a 3:1 image, a tab bar; 320 points wide",
    root: box(
      "screen",
      {
        $0.width = 320
        $0.height = 640
      },
      [
        box(
          "header",
          {
            $0.flexDirection = .row
            $0.alignItems = .center
            $0.height = 48
            $0.padding.horizontal = 12
          },
          [
            text(nil, "Feed", fontSize: 16),
            box(nil) { $0.flexGrow = 1 },
            item("icon", width: 24, height: 24),
          ]),
        box(
          "list",
          {
            $0.flexGrow = 1
            $0.flexShrink = 1
            $0.overflow = .scroll
            $0.padding.all = 8
          },
          [
            card("card 1", name: "Ada", body: "Layout in pure Swift, the browser's answers."),
            card("card 2", name: "Grace", body: "Arena of structs: fast relayout."),
          ]),
        box(
          "tab bar",
          {
            $0.flexDirection = .row
            $0.height = 48
            $0.border.top = 1
          },
          ["home", "search", "new", "me"].map { name in
            box(name) {
              $0.flexGrow = 1
              $0.margin.all = 4
            }
          }),
      ]))

  static func card(_ label: String, name: String, body: String) -> FlexCaseNode {
    box(
      label,
      {
        $0.padding.all = 10
        $0.margin.bottom = 8
        $0.border.all = 1
      },
      [
        box(
          "author",
          {
            $0.flexDirection = .row
            $0.alignItems = .center
            $0.margin.bottom = 8
          },
          [
            item("avatar", width: 36, height: 36),
            box(
              "names",
              {
                $0.margin.left = 8
                $0.flexGrow = 1
              },
              [
                text(nil, name, fontSize: 12),
                text(nil, "@" + name.lowercased(), fontSize: 8),
              ]),
          ]),
        text(nil, body, fontSize: 8),
        box("image") {
          $0.aspectRatio = 3
          $0.margin.vertical = 8
        },
        box(
          "actions",
          {
            $0.flexDirection = .row
            $0.justifyContent = .spaceBetween
          },
          ["like", "reply", "share"].map { item($0, width: 56, height: 20) }),
      ])
  }
}
