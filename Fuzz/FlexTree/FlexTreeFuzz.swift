// Fuzz target: FlexCore through its API. The bytes build a tree of styles, then edit it
// (styles, contents, children, dirty marks) and lay it out again after edits; each relayout is
// checked against a fresh layout of the same tree, and every frame must be finite. Errors the
// API reports (an invalid style, a cycle) are fine; a crash, a hang, a frame that is not finite
// or a relayout that differs from a fresh layout is a finding. Built and run by Scripts/fuzz.sh.

import FlexCore
import Geometry

#if canImport(Glibc)
  import Glibc
#endif

/// Whether to print each step (set `FUZZ_TRACE=1` when replaying a finding).
let isTracing = getenv("FUZZ_TRACE") != nil

func trace(_ message: @autoclosure () -> String) {
  guard isTracing else { return }
  print(message())
  fflush(stdout)
}

/// The properties of `style` that differ from the default, for traces.
func brief(_ style: FlexStyle) -> String {
  let defaults = Mirror(reflecting: FlexStyle()).children.map { "\($0.value)" }
  return zip(Mirror(reflecting: style).children, defaults).compactMap { field, base in
    "\(field.value)" == base ? nil : "\(field.label ?? "?"): \(field.value)"
  }.joined(separator: ", ")
}

extension FuzzBytes {
  mutating func length() -> Length {
    switch choice(8) {
    case 0: return .auto
    case 1, 2, 3: return .points(number())
    case 4, 5: return .percent(number())
    case 6: return .maxContent
    default: return flag() ? .fitContent : .stretch
    }
  }

  mutating func lengthPercentage() -> LengthPercentage {
    flag() ? .points(abs(number())) : .percent(abs(number()))
  }

  mutating func style() -> FlexStyle {
    var style = FlexStyle()
    for _ in 0..<choice(8) {
      switch choice(26) {
      case 0: style.flexDirection = pick([.row, .rowReverse, .column, .columnReverse])
      case 1: style.flexWrap = pick([.noWrap, .wrap, .wrapReverse])
      case 2: style.justifyContent = pick([.flexStart, .center, .spaceBetween, .spaceEvenly])
      case 3: style.alignItems = pick([.stretch, .flexStart, .center, .baseline, .flexEnd])
      case 4: style.alignSelf = pick([.auto, .stretch, .center, .baseline])
      case 5: style.alignContent = pick([.stretch, .spaceAround, .center])
      case 6: style.positionType = flag() ? .absolute : .relative
      case 7: style.display = pick([.flex, .none, .flex, .flex])
      case 8: style.width = length()
      case 9: style.height = length()
      case 10: style.minWidth = length()
      case 11: style.minHeight = length()
      case 12: style.maxWidth = length()
      case 13: style.maxHeight = length()
      case 14: style.flexBasis = length()
      case 15: style.flexGrow = abs(number())
      case 16: style.flexShrink = abs(number())
      case 17: style.flex = number()
      case 18: style.aspectRatio = abs(number())
      case 19: style.margin.all = flag() ? .auto : length()
      case 20: style.padding.left = lengthPercentage()
      case 21: style.border.top = abs(number())
      case 22: style.gap = lengthPercentage()
      case 23: style.position.left = length()
      case 24: style.direction = pick([.inherit, .ltr, .rtl])
      default: style.boxSizing = flag() ? .contentBox : .borderBox
      }
    }
    return style
  }

  mutating func content() -> NodeContent {
    switch choice(4) {
    case 0:
      return .text(pick(["", "a", "ab cd", "abc\u{200B}de f", "x x x x"]), fontSize: number())
    case 1: return .measured
    default: return .none
    }
  }
}

/// A measure function that depends only on the request: the same answer in both layouts.
func measure(_ request: MeasureRequest) -> Size {
  let wanted = Double(request.node.index % 64) + 5
  let width = request.widthMode == .undefined ? wanted : min(wanted, request.width)
  return Size(width: width, height: 1000 / max(width, 1))
}

/// The same nodes, styles, contents and children in a new tree, with nothing cached.
func fresh(_ tree: FlexTree) throws -> FlexTree {
  var copy = FlexTree(configuration: tree.configuration)
  for node in tree.nodes { copy.addNode(tree.style(of: node), content: tree.content(of: node)) }
  for node in tree.nodes {
    for child in tree.children(of: node) { try copy.appendChild(child, to: node) }
  }
  return copy
}

func subtree(of root: NodeID, in tree: FlexTree) -> [NodeID] {
  var nodes: [NodeID] = []
  var stack = [root]
  while let node = stack.popLast() {
    nodes.append(node)
    stack.append(contentsOf: tree.children(of: node))
  }
  return nodes
}

/// The most steps an input runs.
///
/// Each layout step lays the tree out twice (the relayout and a fresh tree) and the tree grows
/// with the steps, so an input's cost grows with the square of its steps: 60 steps took over a
/// millisecond, 16 take about a third of one. The relayout findings so far reduce to fewer
/// steps (`relayout-differs-6` found in 20, reduced to 6 in `FuzzFindingTests`).
let maxSteps = 16

/// libFuzzer's entry point: one input, decoded into a tree, its edits and its layouts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlexTree(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzBytes(data, size)
  var tree = FlexTree(
    configuration: FlexConfiguration(
      defaults: input.flag() ? .web : .yoga, pointScaleFactor: input.pick([1, 0, 2, 3, 1.5])))
  let root = tree.addNode(input.style())
  trace("\(tree.configuration); root \(brief(tree.style(of: root)))")
  var steps = 0
  while !input.isAtEnd, steps < maxSteps {
    steps += 1
    let node = tree.nodes[input.choice(tree.count)]
    switch input.choice(8) {
    case 0, 1:
      let (style, content) = (input.style(), input.content())
      let child = tree.addNode(style, content: content)
      let index = input.choice(tree.children(of: node).count + 1)
      trace("add \(child) at \(index) in \(node): \(brief(style)) \(content)")
      try? tree.insertChild(child, at: index, in: node)
    case 2:
      let style = input.style()
      trace("set style of \(node): \(brief(style))")
      tree.setStyle(style, for: node)
    case 3:
      trace("remove \(node)")
      tree.removeFromParent(node)
    case 4:
      let content = input.content()
      trace("set content of \(node): \(content)")
      tree.setContent(content, for: node)
    case 5:
      trace("mark \(node) dirty")
      tree.markDirty(node)
    default:
      let width: Double? = input.flag() ? nil : abs(input.number())
      let height: Double? = input.flag() ? nil : abs(input.number())
      let direction: Direction = input.flag() ? .rtl : .ltr
      trace("layout in \(String(describing: width)) x \(String(describing: height)) \(direction)")
      do {
        try tree.computeLayout(
          of: root, availableWidth: width, availableHeight: height, direction: direction,
          measure: measure)
      } catch {
        continue
      }
      guard var reference = try? fresh(tree) else { fatalError("the tree does not copy") }
      do {
        try reference.computeLayout(
          of: root, availableWidth: width, availableHeight: height, direction: direction,
          measure: measure)
      } catch {
        fatalError("a fresh layout failed where the relayout did not: \(error)")
      }
      for node in subtree(of: root, in: tree) {
        let frame = tree.frame(of: node)
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
          fatalError("node \(node): frame \(frame) is not finite")
        }
        if frame != reference.frame(of: node) {
          fatalError(
            """
            node \(node): relayout \(frame), fresh \(reference.frame(of: node)); unrounded \
            \(tree.unroundedFrame(of: node)) and \(reference.unroundedFrame(of: node)); \
            \(tree.configuration)
            """)
        }
      }
    }
  }
  return 0
}
