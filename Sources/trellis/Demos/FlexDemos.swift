import FlexCaseFormat
import FlexCore

/// The flex demos of the gallery.
enum FlexDemos {
  /// Every demo, in gallery order.
  static let all: [FlexDemo] = [
    flexDirection, flexWrap, justifyContent, alignItems, growShrink, absolute, rightToLeft, feed,
  ]

  // gallery-code: flex-direction
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
  // gallery-code: end

  // gallery-code: flex-wrap
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
  // gallery-code: end

  // gallery-code: justify-content
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
  // gallery-code: end

  // gallery-code: align-items
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
  // gallery-code: end

  // gallery-code: grow-shrink
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
  // gallery-code: end

  // gallery-code: absolute
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
  // gallery-code: end

  // gallery-code: rtl
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
  // gallery-code: end

  static func absolute(
    _ style: inout FlexStyle, left: Double? = nil, right: Double? = nil, top: Double? = nil,
    bottom: Double? = nil, width: Double, height: Double
  ) {
    style.positionType = .absolute
    style.position.left = left.map { .points($0) }
    style.position.right = right.map { .points($0) }
    style.position.top = top.map { .points($0) }
    style.position.bottom = bottom.map { .points($0) }
    style.width = .points(width)
    style.height = .points(height)
  }
}
