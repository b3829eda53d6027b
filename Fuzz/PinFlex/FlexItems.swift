// The flex side of the PinFlex fuzz target: a flex tree described as values (views, `view.flex`
// setters in order, items), so that the same tree can be built twice, and decoded from bytes.

import FlexLayout

/// A view of a flex tree, described so that the same tree can be built twice.
enum ItemKind: CustomStringConvertible {
  case view
  case label(text: String, fontSize: CGFloat, lines: Int)
  case image(CGSize?)

  var description: String {
    switch self {
    case .view: "UIView"
    case .label(let text, let size, let lines): "UILabel(\"\(text)\", font \(size), lines \(lines))"
    case .image(let size): "UIImageView(\(size.map { "\($0)" } ?? "nil"))"
    }
  }

  func makeView() -> UIView {
    switch self {
    case .view: return UIView()
    case .label(let text, let fontSize, let lines):
      let label = UILabel()
      label.text = text
      label.font = .systemFont(ofSize: fontSize)
      label.numberOfLines = lines
      return label
    case .image(let size):
      return UIImageView(image: size.map { UIImage(size: $0) })
    }
  }
}

/// One `view.flex` setter and its argument.
enum Property {
  case direction(Flex.Direction)
  case wrap(Flex.Wrap)
  case justify(Flex.JustifyContent)
  case alignItems(Flex.AlignItems)
  case alignSelf(Flex.AlignSelf)
  case alignContent(Flex.AlignContent)
  case grow(CGFloat)
  case shrink(CGFloat)
  case basis(CGFloat?)
  case basisPercent(Percent)
  case width(CGFloat?)
  case height(CGFloat?)
  case widthPercent(Percent)
  case heightPercent(Percent)
  case minWidth(CGFloat?)
  case maxWidth(CGFloat?)
  case minHeight(CGFloat?)
  case maxHeight(CGFloat?)
  case maxWidthPercent(Percent)
  case minHeightPercent(Percent)
  case aspectRatio(CGFloat?)
  case aspectRatioOfImage
  case margin(CGFloat)
  case marginLeft(CGFloat)
  case marginTop(Percent)
  case marginStart(CGFloat)
  case padding(CGFloat)
  case paddingRight(CGFloat)
  case paddingBottom(Percent)
  case paddingEnd(CGFloat)
  case gap(CGFloat)
  case rowGap(CGFloat)
  case columnGap(CGFloat)
  case position(Flex.Position)
  case left(CGFloat)
  case top(Percent)
  case right(CGFloat)
  case start(CGFloat)
  case all(CGFloat)
  case display(Flex.Display)
  case layoutDirection(Flex.LayoutDirection)
  case boxSizing(Flex.BoxSizing)

  func apply(to flex: Flex, view: UIView) {
    switch self {
    case .direction(let value): flex.direction(value)
    case .wrap(let value): flex.wrap(value)
    case .justify(let value): flex.justifyContent(value)
    case .alignItems(let value): flex.alignItems(value)
    case .alignSelf(let value): flex.alignSelf(value)
    case .alignContent(let value): flex.alignContent(value)
    case .grow(let value): flex.grow(value)
    case .shrink(let value): flex.shrink(value)
    case .basis(let value): flex.basis(value)
    case .basisPercent(let value): flex.basis(value)
    case .width(let value): flex.width(value)
    case .height(let value): flex.height(value)
    case .widthPercent(let value): flex.width(value)
    case .heightPercent(let value): flex.height(value)
    case .minWidth(let value): flex.minWidth(value)
    case .maxWidth(let value): flex.maxWidth(value)
    case .minHeight(let value): flex.minHeight(value)
    case .maxHeight(let value): flex.maxHeight(value)
    case .maxWidthPercent(let value): flex.maxWidth(value)
    case .minHeightPercent(let value): flex.minHeight(value)
    case .aspectRatio(let value): flex.aspectRatio(value)
    case .aspectRatioOfImage:
      if let image = view as? UIImageView { flex.aspectRatio(of: image) }
    case .margin(let value): flex.margin(value)
    case .marginLeft(let value): flex.marginLeft(value)
    case .marginTop(let value): flex.marginTop(value)
    case .marginStart(let value): flex.marginStart(value)
    case .padding(let value): flex.padding(value)
    case .paddingRight(let value): flex.paddingRight(value)
    case .paddingBottom(let value): flex.paddingBottom(value)
    case .paddingEnd(let value): flex.paddingEnd(value)
    case .gap(let value): flex.gap(value)
    case .rowGap(let value): flex.rowGap(value)
    case .columnGap(let value): flex.columnGap(value)
    case .position(let value): flex.position(value)
    case .left(let value): flex.left(value)
    case .top(let value): flex.top(value)
    case .right(let value): flex.right(value)
    case .start(let value): flex.start(value)
    case .all(let value): flex.all(value)
    case .display(let value): flex.display(value)
    case .layoutDirection(let value): flex.layoutDirection(value)
    case .boxSizing(let value): flex.boxSizing(value)
    }
  }
}

/// A flex item: its view, its properties in the order they are set, and its items.
struct Item {
  var kind: ItemKind
  var properties: [Property]
  var items: [Item]

  /// The items in preorder, this one first, with their paths.
  func preorder(_ path: [Int] = []) -> [(path: [Int], item: Item)] {
    [(path, self)]
      + items.enumerated().flatMap { index, item in item.preorder(path + [index]) }
  }

  subscript(path: [Int]) -> Item {
    get { path.isEmpty ? self : items[path[0]][Array(path.dropFirst())] }
    set {
      if path.isEmpty {
        self = newValue
      } else {
        items[path[0]][Array(path.dropFirst())] = newValue
      }
    }
  }

  /// Adds this item's view to `container` and defines its subtree; returns the views in
  /// preorder.
  @discardableResult
  func build(in container: Flex) -> [UIView] {
    let view = kind.makeView()
    var views = [view]
    container.addItem(view).define { flex in
      for property in properties { property.apply(to: flex, view: view) }
      for item in items { views += item.build(in: flex) }
    }
    return views
  }

  /// Builds the item as a root container in `host`, with `frame`; returns the views in preorder.
  func buildRoot(in host: UIView, frame: CGRect) -> [UIView] {
    let root = kind.makeView()
    root.frame = frame
    host.addSubview(root)
    var views = [root]
    root.flex.define { flex in
      for property in properties { property.apply(to: flex, view: root) }
      for item in items { views += item.build(in: flex) }
    }
    return views
  }
}

extension FuzzBytes {
  mutating func kind() -> ItemKind {
    switch choice(6) {
    case 0, 1:
      return .label(
        text: pick(["", "Hello", "a b c d e f", "longer text that wraps", "\u{5D0}\u{5D1} x"]),
        fontSize: value(), lines: pick([0, 1, 2, -1]))
    case 2: return .image(flag() ? nil : CGSize(width: value(), height: value()))
    default: return .view
    }
  }

  mutating func property() -> Property {
    switch choice(44) {
    case 0: return .direction(pick([.column, .columnReverse, .row, .rowReverse]))
    case 1: return .wrap(pick([.noWrap, .wrap, .wrapReverse]))
    case 2:
      return .justify(pick([.start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly]))
    case 3: return .alignItems(pick([.stretch, .start, .center, .end, .baseline]))
    case 4: return .alignSelf(pick([.auto, .stretch, .start, .center, .end, .baseline]))
    case 5:
      return .alignContent(
        pick([.stretch, .start, .center, .end, .spaceBetween, .spaceAround, .spaceEvenly]))
    case 6: return .grow(value())
    case 7: return .shrink(value())
    case 8: return .basis(flag() ? nil : value())
    case 9: return .basisPercent(percent())
    case 10, 11: return .width(flag() ? nil : value())
    case 12, 13: return .height(flag() ? nil : value())
    case 14: return .widthPercent(percent())
    case 15: return .heightPercent(percent())
    case 16: return .minWidth(value())
    case 17: return .maxWidth(value())
    case 18: return .minHeight(value())
    case 19: return .maxHeight(value())
    case 20: return .maxWidthPercent(percent())
    case 21: return .minHeightPercent(percent())
    case 22: return .aspectRatio(flag() ? nil : value())
    case 23: return .aspectRatioOfImage
    case 24: return .margin(value())
    case 25: return .marginLeft(value())
    case 26: return .marginTop(percent())
    case 27: return .marginStart(value())
    case 28: return .padding(value())
    case 29: return .paddingRight(value())
    case 30: return .paddingBottom(percent())
    case 31: return .paddingEnd(value())
    case 32: return .gap(value())
    case 33: return .rowGap(value())
    case 34: return .columnGap(value())
    case 35: return .position(pick([.relative, .absolute, .static]))
    case 36: return .left(value())
    case 37: return .top(percent())
    case 38: return .right(value())
    case 39: return .start(value())
    case 40: return .all(value())
    case 41: return .display(pick([.flex, .none, .contents, .flex]))
    case 42: return .layoutDirection(pick([.inherit, .ltr, .rtl]))
    default: return .boxSizing(pick([.borderBox, .contentBox]))
    }
  }

  mutating func item(depth: Int, budget: inout Int) -> Item {
    budget -= 1
    var item = Item(kind: kind(), properties: (0..<choice(6)).map { _ in property() }, items: [])
    guard depth < 5, case .view = item.kind else { return item }
    for _ in 0..<choice(5) where budget > 0 {
      item.items.append(self.item(depth: depth + 1, budget: &budget))
    }
    return item
  }
}

/// A flex tree under test: its description, its root's frame, and its live views.
struct FlexScenario {
  var item: Item
  let mode: Flex.LayoutMode
  let root: UIView
  let label: String

  /// The live views in preorder (every subview of a flex tree here is one of its items).
  var views: [UIView] { preorder(root) }

  /// Builds `item` as a root container in `host`, named `label` with its preorder positions.
  init(item: Item, frame: CGRect, mode: Flex.LayoutMode, host: UIView, label: String) {
    self.item = item
    self.mode = mode
    self.label = label
    root = item.buildRoot(in: host, frame: frame)[0]
    name(preorder(root), prefix: label)
  }

  /// Lays the tree out twice in the same room and checks that the frames are finite and the
  /// same both times.
  ///
  /// The root's frame is put back before the second layout: a layout gives the root its
  /// laid-out size (moved by its margins), so, as in FlexLayout, the next layout may have other
  /// room (a root with a ratio of 10¹⁵ and a maximum width of 33.3, given 0 × 1 points, comes
  /// out 33.5 × 0, then 0 × 0 in that room).
  func layOutTwice() {
    let frame = root.frame
    root.flex.layout(mode: mode)
    let views = views
    checkFinite(views, after: "\(label) layout(mode: \(mode))")
    let first = views.map(\.frame)
    root.frame = frame
    root.flex.layout(mode: mode)
    compare(views, first, "\(label): a second layout with nothing changed")
  }

  /// Applies one random edit to the description and the live views alike.
  mutating func edit(_ input: inout FuzzBytes) {
    let entries = item.preorder()
    let views = views
    guard entries.count == views.count else { fail("\(label): the views left the description") }
    let index = input.choice(entries.count)
    let (path, target) = entries[index]
    let view = views[index]
    switch input.choice(5) {
    case 0:
      guard case .label(_, let fontSize, let lines) = target.kind, let label = view as? UILabel
      else { return }
      let text = input.pick(["", "Changed", "a much longer text that wraps over lines", "x"])
      trace("\(self.label): text of \(view.name ?? "?") = \(text), markDirty")
      item[path].kind = .label(text: text, fontSize: fontSize, lines: lines)
      label.text = text
      label.flex.markDirty()
    case 1:
      let property = input.property()
      trace("\(label): \(view.name ?? "?").flex.\(property)")
      item[path].properties.append(property)
      property.apply(to: view.flex, view: view)
    case 2:
      guard !path.isEmpty else { return }
      trace("\(label): remove \(view.name ?? "?")")
      item[Array(path.dropLast())].items.remove(at: path[path.count - 1])
      view.removeFromSuperview()
    case 3:
      guard case .view = target.kind else { return }
      var budget = 3
      let added = input.item(depth: 4, budget: &budget)
      trace("\(label): add to \(view.name ?? "?"): \(added)")
      item[path].items.append(added)
      added.build(in: view.flex)
    default:
      let size = CGSize(width: input.number(), height: input.number())
      trace("\(label): root size \(size)")
      root.frame.size = size
    }
    name(self.views, prefix: label)
  }

  /// Lays the edited tree out and checks it against a fresh tree built from the description.
  func relayOutAgainstAFreshTree() {
    let frame = root.frame
    root.flex.layout(mode: mode)
    let views = views
    checkFinite(views, after: "\(label) relayout")
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    host.contentScaleFactor = root.contentScaleFactor
    host.semanticContentAttribute =
      root.effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? .forceRightToLeft : .forceLeftToRight
    let fresh = FlexScenario(item: item, frame: frame, mode: mode, host: host, label: "fresh")
    fresh.root.flex.layout(mode: mode)
    compare(views, fresh.views.map(\.frame), "\(label): a relayout after edits and a fresh tree")
  }
}
