import FlexCaseFormat
import Geometry
import Synchronization
import Testing

@testable import FlexCore

/// Work stays proportional to the input: measure calls, deep and huge input, and one bad case
/// among good ones.
@Suite struct BoundedWorkTests {
  /// The most measure calls any leaf may get in the nested layout below: the measure cache of
  /// each node holds a few entries (sizes under the distinct constraints the algorithm asks
  /// about), so a leaf's count must not grow with its depth.
  static let callsPerLeafBound = 12

  /// Twenty nested containers alternating row and column, each holding a measured leaf (text of
  /// a length that depends on the level, wrapping at the width it is offered) beside the next
  /// container; the innermost holds one more leaf.
  func nestedTree(defaults: FlexConfiguration.Defaults, levels: Int = 20) -> (
    FlexTree, NodeID, [NodeID]
  ) {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults))
    var leaves = [tree.addNode(content: .measured)]
    var inner = tree.addNode(children: [leaves[0]])
    for level in 0..<levels {
      let leaf = tree.addNode(FlexStyle().with { $0.flexShrink = 1 }, content: .measured)
      leaves.append(leaf)
      inner = tree.addNode(
        FlexStyle().with {
          $0.flexDirection = level.isMultiple(of: 2) ? .row : .column
          $0.padding.all = 2
        }, children: [leaf, inner])
    }
    return (tree, inner, leaves)
  }

  @Test(arguments: [FlexConfiguration.Defaults.yoga, .web])
  func measureCallsPerLeafAreBoundedInDeepNesting(defaults: FlexConfiguration.Defaults) throws {
    var (tree, root, leaves) = nestedTree(defaults: defaults)
    let calls = Mutex([Int: Int]())
    // A text-like measurement: 300 points of text of 10-point lines, wrapped at the width.
    let measure: MeasureFunction = { request in
      calls.withLock { $0[request.node.index, default: 0] += 1 }
      let width = request.widthMode == .undefined ? 300 : min(300, max(10, request.width))
      return Size(width: width, height: (300 / width).rounded(.up) * 10)
    }
    try tree.computeLayout(of: root, availableWidth: 400, availableHeight: nil, measure: measure)
    let counts = calls.withLock { $0 }
    let perLeaf = leaves.map { counts[$0.index, default: 0] }
    // Every leaf is measured (its size is not given), and none more than the bound.
    #expect(perLeaf.allSatisfy { $0 >= 1 }, "\(perLeaf)")
    // Under CSS defaults this grew about 1.5× a level (8,326 calls for the innermost leaf at 20
    // levels) until a min-content height and a max-content height were asked as one question.
    #expect(perLeaf.max()! <= Self.callsPerLeafBound, "per leaf, innermost first: \(perLeaf)")
    // A relayout of the unchanged tree measures nothing again.
    calls.withLock { $0 = [:] }
    try tree.computeLayout(of: root, availableWidth: 400, availableHeight: nil, measure: measure)
    #expect(calls.withLock { $0.isEmpty })
  }

  @Test(arguments: [FlexConfiguration.Defaults.yoga, .web])
  func nestedRowsAndColumnsCostLinearInTheirDepth(defaults: FlexConfiguration.Defaults) throws {
    // The same nesting 20, 40 and 80 levels deep: every level adds the same number of node
    // layouts computed (the caches answer the rest), so 40 more levels cost twice what 20 more
    // do.
    func computed(levels: Int) throws -> Int {
      var (tree, root, _) = nestedTree(defaults: defaults, levels: levels)
      try tree.computeLayout(of: root, availableWidth: 2_000, availableHeight: nil) { request in
        let width = request.widthMode == .undefined ? 300 : min(300, max(10, request.width))
        return Size(width: width, height: (300 / width).rounded(.up) * 10)
      }
      return tree.computedNodeCount
    }
    let (twenty, forty, eighty) = try (
      computed(levels: 20), computed(levels: 40), computed(levels: 80)
    )
    let perTwenty = forty - twenty
    #expect(eighty - forty <= 2 * perTwenty + 2, "computed: \(twenty), \(forty), \(eighty)")
    // A level (a container and its leaf) is computed a bounded number of times.
    #expect(perTwenty <= 20 * 2 * Self.callsPerLeafBound, "computed: \(twenty), \(forty)")
  }

  // 100,000 levels of JSON arrays: a typed error at the nesting limit (1,000 by default), not
  // a stack overflow, with the memory of the input.
  @Test func hundredThousandLevelsOfJSONAreATypedError() {
    let depth = 100_000
    let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let document = FlexCaseDecoder.document(from: Array(json.utf8), file: "deep.json")
    guard case .failure(let error)? = document.entries.first else {
      Issue.record("decoded without an error")
      return
    }
    #expect(error.description.contains("nested deeper than 1000 levels"))
  }

  // 100,000 levels of flex-case nodes (200,000 levels of JSON): a typed error by default too.
  @Test func hundredThousandNestedNodesAreATypedError() {
    let depth = 100_000
    let node =
      String(repeating: #"{"children":["#, count: depth) + "{}"
      + String(repeating: "]}", count: depth)
    let json = #"{"root": \#(node)}"#
    let document = FlexCaseDecoder.document(from: Array(json.utf8))
    guard case .failure(let error)? = document.entries.first else {
      Issue.record("decoded without an error")
      return
    }
    #expect(error.description.contains("nested deeper than"))
  }

  // Layout state grows with the node count, not faster: the bytes per node are the same for a
  // 1,000-node and a 10,000-node tree of the same shape (rows of 10 boxes under a column).
  // (`LargeTreeTests.aMillionNodesWide` counts the work of 100,000 nodes, a million in release.)
  @Test func layoutStatePerNodeDoesNotGrowWithTheTree() throws {
    func bytesPerNode(rows: Int) throws -> Int {
      var tree = FlexTree()
      let box = FlexStyle().with {
        $0.width = 10
        $0.height = 10
      }
      let rowStyle = FlexStyle().with { $0.flexDirection = .row }
      let rowNodes = (0..<rows).map { _ in
        tree.addNode(rowStyle, children: (0..<9).map { _ in tree.addNode(box) })
      }
      let root = tree.addNode(children: rowNodes)
      try tree.computeLayout(of: root)
      #expect(tree.frame(of: root).height == Double(rows) * 10)
      return tree.layoutStateBytesPerNode
    }
    let small = try bytesPerNode(rows: 100)
    let large = try bytesPerNode(rows: 1_000)
    #expect(large <= small + 8, "\(small) bytes a node at 1,000 nodes, \(large) at 10,000")
  }

  // One malformed case, one that lays out with extreme numbers and one good case in one file:
  // the malformed one is an error with its index, the others still lay out.
  @Test func oneMalformedCaseNeverStopsTheOthers() {
    let json = """
      [{"name": "good", "root": {"style": {"width": 10, "height": 20}}},
       {"name": "bad", "root": {"style": {"width": "wide"}}},
       {"name": "huge", "root": {"style": {"width": 1e300, "height": 5}}},
       {"name": "scale", "config": {"pointScaleFactor": 1e9}, "root": {}}]
      """
    let document = FlexCaseDecoder.document(from: Array(json.utf8), file: "mixed.json")
    let (output, errors) = FlexLayoutPrinter.output(for: document)
    #expect(errors.count == 2)
    #expect(errors.first?.contains(#"case "bad" (#1)"#) == true)
    #expect(output.contains(#""width": 10, "height": 20"#))
    #expect(output.contains(#""width": 33554431, "height": 5"#))
  }
}
