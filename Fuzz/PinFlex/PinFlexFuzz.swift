// Fuzz target: Pin chains and `flex` definitions on random view trees. The bytes build a tree
// of UIView, UILabel and UIImageView (and a view outside it), then run steps: Pin chains (edges,
// anchors and edges of other views, views above, below, beside and between others, sizes,
// margins, min and max, aspect ratios, sizeToFit, wrapContent, right to left) and flex
// containers described by `flex.define` and `addItem`, laid out with `layout(mode:)`, edited
// (text and `markDirty`, styles, items added and removed) and laid out again. Numbers include
// NaN, infinities, negative and huge values. Checked: no crash or hang; every frame finite; a
// second `flex.layout` with nothing changed gives the same frames; a relayout after edits gives
// the frames of a fresh tree built with the edits. Built and run by Scripts/fuzz.sh.

import FlexLayout
import Foundation
import Pin

/// Whether to print each step (set `FUZZ_TRACE=1` when replaying a finding).
let isTracing = getenv("FUZZ_TRACE") != nil

func trace(_ message: @autoclosure () -> String) {
  guard isTracing else { return }
  print(message())
  fflush(stdout)
}

/// `text` when tracing, else nothing: describing the arguments of every call (by reflection,
/// for the structs and enums) took 3–8 % of an execution, for traces nobody read.
func said(_ text: @autoclosure () -> String) -> String { isTracing ? text() : "" }

extension FuzzBytes {
  /// A number a hostile caller might pass: FuzzBytes's lengths, and NaN and infinities.
  mutating func value() -> CGFloat {
    switch choice(16) {
    case 0: return .nan
    case 1: return flag() ? .infinity : -.infinity
    case 2: return -number()
    default: return CGFloat(number())
    }
  }

  mutating func percent() -> Percent { Percent(value: value()) }

  mutating func insets() -> UIEdgeInsets {
    UIEdgeInsets(top: value(), left: value(), bottom: value(), right: value())
  }

  mutating func horizontalAlign() -> HorizontalAlign {
    pick([.left, .center, .right, .none, .start, .end])
  }

  mutating func verticalAlign() -> VerticalAlign { pick([.top, .center, .bottom, .none]) }

  mutating func anchor(of view: UIView) -> Anchor {
    let list = view.anchor
    return pick([
      list.topLeft, list.topCenter, list.topRight, list.centerLeft, list.center, list.centerRight,
      list.bottomLeft, list.bottomCenter, list.bottomRight, list.topStart, list.topEnd,
      list.centerStart, list.centerEnd, list.bottomStart, list.bottomEnd,
    ])
  }

  mutating func verticalEdge(of view: UIView) -> VerticalEdge {
    pick([view.edge.top, view.edge.vCenter, view.edge.bottom])
  }

  mutating func horizontalEdge(of view: UIView) -> HorizontalEdge {
    pick([
      view.edge.left, view.edge.hCenter, view.edge.right, view.edge.start, view.edge.end,
    ])
  }

  /// Records one random call on `pin`, naming other views among `views`; returns its text.
  mutating func call(on pin: PinLayout, views: [UIView]) -> String {
    let other = pick(views)
    let name = other.name ?? "?"
    switch choice(40) {
    case 0:
      let offset = value()
      switch choice(8) {
      case 0: pin.top(offset)
      case 1: pin.left(offset)
      case 2: pin.bottom(offset)
      case 3: pin.right(offset)
      case 4: pin.start(offset)
      case 5: pin.end(offset)
      case 6: pin.hCenter(offset)
      default: pin.vCenter(offset)
      }
      return said("edge \(offset)")
    case 1:
      let share = percent()
      switch choice(8) {
      case 0: pin.top(share)
      case 1: pin.left(share)
      case 2: pin.bottom(share)
      case 3: pin.right(share)
      case 4: pin.start(share)
      case 5: pin.end(share)
      case 6: pin.hCenter(share)
      default: pin.vCenter(share)
      }
      return said("edge \(share)")
    case 2:
      let padding = insets()
      switch choice(6) {
      case 0: pin.top(padding)
      case 1: pin.start(padding)
      case 2: pin.all(padding)
      case 3: pin.horizontally(padding)
      case 4: pin.vertically(padding)
      default: pin.margin(padding)
      }
      return said("insets \(padding)")
    case 3:
      let offset = value()
      switch choice(3) {
      case 0: pin.all(offset)
      case 1: pin.horizontally(offset)
      default: pin.vertically(offset)
      }
      return said("all/horizontally/vertically \(offset)")
    case 4, 5:
      let edge = verticalEdge(of: other)
      switch choice(3) {
      case 0: pin.top(to: edge)
      case 1: pin.vCenter(to: edge)
      default: pin.bottom(to: edge)
      }
      return said("vertical edge to \(name) \(edge.kind)")
    case 6, 7:
      let edge = horizontalEdge(of: other)
      switch choice(5) {
      case 0: pin.left(to: edge)
      case 1: pin.hCenter(to: edge)
      case 2: pin.right(to: edge)
      case 3: pin.start(to: edge)
      default: pin.end(to: edge)
      }
      return said("horizontal edge to \(name) \(edge.kind)")
    case 8, 9:
      let anchor = anchor(of: other)
      switch choice(6) {
      case 0: pin.topLeft(to: anchor)
      case 1: pin.center(to: anchor)
      case 2: pin.bottomRight(to: anchor)
      case 3: pin.topEnd(to: anchor)
      case 4: pin.centerStart(to: anchor)
      default: pin.bottomCenter(to: anchor)
      }
      return said("anchor to \(name) \(anchor.kind)")
    case 10:
      let margin = value()
      switch choice(4) {
      case 0: pin.topLeft(margin)
      case 1: pin.center(margin)
      case 2: pin.bottomEnd(margin)
      default: pin.centerRight(margin)
      }
      return said("own anchor \(margin)")
    case 11, 12:
      let relatives = choice(3) == 0 ? [other, pick(views)] : [other]
      switch choice(6) {
      case 0: pin.above(of: relatives, aligned: horizontalAlign())
      case 1: pin.below(of: relatives, aligned: horizontalAlign())
      case 2: pin.left(of: relatives, aligned: verticalAlign())
      case 3: pin.right(of: relatives, aligned: verticalAlign())
      case 4: pin.before(of: relatives, aligned: verticalAlign())
      default: pin.after(of: relatives, aligned: verticalAlign())
      }
      return said("relative to \(relatives.map { $0.name ?? "?" })")
    case 13:
      let second = pick(views)
      if flag() {
        pin.horizontallyBetween(other, and: second, aligned: verticalAlign())
      } else {
        pin.verticallyBetween(other, and: second, aligned: horizontalAlign())
      }
      return said("between \(name) and \(second.name ?? "?")")
    case 14, 15:
      let size = value()
      switch choice(7) {
      case 0: pin.width(size)
      case 1: pin.height(size)
      case 2: pin.minWidth(size)
      case 3: pin.maxWidth(size)
      case 4: pin.minHeight(size)
      case 5: pin.maxHeight(size)
      default: pin.size(size)
      }
      return said("size \(size)")
    case 16:
      let share = percent()
      switch choice(7) {
      case 0: pin.width(share)
      case 1: pin.height(share)
      case 2: pin.minWidth(share)
      case 3: pin.maxWidth(share)
      case 4: pin.minHeight(share)
      case 5: pin.maxHeight(share)
      default: pin.size(share)
      }
      return said("size \(share)")
    case 17:
      switch choice(4) {
      case 0: pin.width(of: other)
      case 1: pin.height(of: other)
      case 2: pin.size(of: other)
      default: pin.aspectRatio(of: other)
      }
      return said("size of \(name)")
    case 18:
      let size = CGSize(width: value(), height: value())
      pin.size(size)
      return said("size \(size)")
    case 19:
      let ratio = value()
      if flag() { pin.aspectRatio(ratio) } else { pin.aspectRatio() }
      return said("aspectRatio \(ratio)")
    case 20, 21:
      let type = pick([FitType.width, .height, .widthFlexible, .heightFlexible, .content])
      pin.sizeToFit(type)
      return said("sizeToFit \(type)")
    case 22:
      let type = pick([WrapType.all, .horizontally, .vertically])
      if flag() { pin.wrapContent(type, padding: value()) } else { pin.wrapContent(type) }
      return said("wrapContent \(type)")
    case 23:
      pin.wrapContent(padding: insets())
      return said("wrapContent insets")
    case 24, 25:
      let margin = value()
      switch choice(8) {
      case 0: pin.marginTop(margin)
      case 1: pin.marginLeft(margin)
      case 2: pin.marginBottom(margin)
      case 3: pin.marginRight(margin)
      case 4: pin.marginStart(margin)
      case 5: pin.marginEnd(margin)
      case 6: pin.marginHorizontal(margin)
      default: pin.margin(margin)
      }
      return said("margin \(margin)")
    case 26:
      let share = percent()
      switch choice(3) {
      case 0: pin.marginTop(share)
      case 1: pin.marginEnd(share)
      default: pin.margin(share)
      }
      return said("margin \(share)")
    case 27:
      let align = horizontalAlign()
      pin.justify(align)
      return said("justify \(align)")
    case 28:
      let align = verticalAlign()
      pin.align(align)
      return said("align \(align)")
    case 29:
      pin.pinEdges()
      return said("pinEdges")
    case 30:
      pin.top(pin.safeArea).left(pin.layoutMargins).bottom(pin.readableMargins)
      return said("safe area, layout margins, readable margins")
    default:
      let offset = value()
      pin.top(offset).left(offset)
      return said("top and left \(offset)")
    }
  }
}

// MARK: - Checks

func fail(_ message: String) -> Never {
  fatalError(message)
}

/// Fails unless every frame of `views` is finite.
func checkFinite(_ views: [UIView], after step: @autoclosure () -> String) {
  for view in views {
    let frame = view.frame
    guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
      fail("\(view.name ?? "?"): frame \(frame) is not finite after \(step())")
    }
  }
}

/// The subviews of `view` in preorder, `view` first (into one array: concatenating arrays
/// recursively cost about 4 % of an execution).
func preorder(_ view: UIView) -> [UIView] {
  var views: [UIView] = []
  var stack = [view]
  while let next = stack.popLast() {
    views.append(next)
    stack.append(contentsOf: next.subviews.reversed())
  }
  return views
}

/// Names the views of a flex tree by their preorder position, for traces and failures.
func name(_ views: [UIView], prefix: String) {
  for (index, view) in views.enumerated() { view.name = "\(prefix)\(index)" }
}

/// Fails unless `views` and `reference` have the same frames, one by one.
func compare(_ views: [UIView], _ reference: [CGRect], _ what: @autoclosure () -> String) {
  guard views.count == reference.count else {
    fail("\(what()): \(views.count) views against \(reference.count)")
  }
  for (view, frame) in zip(views, reference) where view.frame != frame {
    fail("\(what()): \(view.name ?? "?") is \(view.frame), expected \(frame)")
  }
}

// MARK: - The target

extension FuzzBytes {
  /// A view of the plain tree Pin places: a plain view, a label or an image view.
  mutating func plainView(named name: String) -> UIView {
    let frame = CGRect(x: number(), y: number(), width: number(), height: number())
    let view: UIView
    switch choice(4) {
    case 0:
      let label = UILabel(frame: frame)
      label.text = pick([nil, "", "Title", "a longer label text that wraps"])
      label.font = .systemFont(ofSize: value())
      label.numberOfLines = pick([0, 1, 3])
      view = label
    case 1:
      view = UIImageView(
        image: flag() ? nil : UIImage(size: CGSize(width: value(), height: value())))
      view.frame = frame
    default:
      view = UIView(frame: frame)
    }
    view.name = name
    if choice(4) == 0 { view.semanticContentAttribute = .forceRightToLeft }
    return view
  }
}

/// libFuzzer's entry point: one input, decoded and run with private Pin settings.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPinFlex(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzBytes(data, size)
  Pin.withIsolatedSettings {
    Pin.logWarnings = input.flag()
    Pin.printsWarnings = false
    Pin.layoutDirection(input.pick([.ltr, .rtl, .auto]))
    run(&input)
  }
  return 0
}

/// The most steps an input runs.
///
/// Each flex step lays a tree out twice, or edits it and builds a fresh one to compare with,
/// and the trees grow with the steps, so 40 steps made the longest inputs about three times
/// slower than 16. The PinFlex findings so far each came from one call or one layout.
let maxSteps = 16

/// Builds the plain tree and runs the steps the bytes describe.
func run(_ input: inout FuzzBytes) {
  // The plain tree: a root of a finite size, views below it, and a tree outside it.
  let root = UIView(
    frame: CGRect(x: 0, y: 0, width: input.number(), height: input.number()))
  root.name = "root"
  root.contentScaleFactor = input.pick([1, 2, 3, 0.5, -1, .nan])
  if input.flag() { root.semanticContentAttribute = .forceRightToLeft }
  var plain = [root]
  for index in 0..<(1 + input.choice(8)) {
    let view = input.plainView(named: "v\(index)")
    input.pick(plain).addSubview(view)
    plain.append(view)
  }
  let outside = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
  outside.name = "outside"
  let outsideChild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
  outsideChild.name = "outsideChild"
  outside.addSubview(outsideChild)
  trace("plain tree: \(plain.map { "\($0.name ?? "?") \($0.frame)" })")

  var scenarios: [FlexScenario] = []
  var steps = 0
  while !input.isAtEnd, steps < maxSteps {
    steps += 1
    let all = plain + scenarios.flatMap(\.views) + [outside, outsideChild]
    switch input.choice(6) {
    case 0, 1:
      // A Pin chain on any view, naming any other (itself and the outside tree included).
      let view = input.pick(all)
      let pin = view.pin
      var calls: [String] = []
      for _ in 0..<(1 + input.choice(6)) { calls.append(input.call(on: pin, views: all)) }
      trace("\(view.name ?? "?").pin: \(calls.joined(separator: ", "))")
      if input.flag() { pin.layout() }
      withExtendedLifetime(pin) {}
      checkFinite(all, after: "a chain on \(view.name ?? "?")")
    case 2:
      // A new flex tree in a view of the plain tree.
      guard scenarios.count < 3 else { continue }
      var budget = 12
      var item = input.item(depth: 0, budget: &budget)
      if case .view = item.kind {} else { item.kind = .view }
      let frame = CGRect(
        x: input.number(), y: input.number(), width: input.number(), height: input.number())
      let mode = input.pick([Flex.LayoutMode.fitContainer, .adjustHeight, .adjustWidth])
      let label = "f\(scenarios.count)."
      trace("\(label) in \(frame), \(mode): \(item)")
      let scenario = FlexScenario(
        item: item, frame: frame, mode: mode, host: input.pick(plain), label: label)
      scenario.layOutTwice()
      scenarios.append(scenario)
    case 3, 4:
      // Edits of a flex tree, then a relayout checked against a fresh tree.
      guard !scenarios.isEmpty else { continue }
      let index = input.choice(scenarios.count)
      for _ in 0..<(1 + input.choice(3)) { scenarios[index].edit(&input) }
      scenarios[index].relayOutAgainstAFreshTree()
    default:
      // A flex tree laid out again after Pin moved its views.
      guard !scenarios.isEmpty else { continue }
      let scenario = input.pick(scenarios)
      trace("\(scenario.label) laid out again")
      scenario.layOutTwice()
    }
  }
}
