/// The first place where a computed layout differs from an expected one.
public struct FlexLayoutDifference: Hashable, Sendable, CustomStringConvertible {
  /// The JSON path of the differing value within the layout: `$.children[2].width`.
  public var path: String
  /// The expected value (a number, or a count of children).
  public var expected: Double
  /// The computed value.
  public var actual: Double

  /// Creates a difference.
  public init(path: String, expected: Double, actual: Double) {
    self.path = path
    self.expected = expected
    self.actual = actual
  }

  /// The difference as `$.children[2].width: expected 50, got 48.5`.
  public var description: String {
    "\(path): expected \(JSONNumber.format(expected)), got \(JSONNumber.format(actual))"
  }
}

extension FlexLayoutNode {
  /// The tolerance of the flex-case format: browsers lay out in 1/64-point units.
  public static let defaultTolerance = 0.02

  /// The first value, in document order, where `self` (computed) differs from `expected` by more
  /// than `tolerance`, or `nil` when every number is within it.
  ///
  /// A node's `left`, `top`, `width` and `height` are compared before its children; a different
  /// number of children is reported at `path.children.count`.
  ///
  /// - Parameters:
  ///   - expected: The layout the case expects.
  ///   - tolerance: The largest difference that still matches.
  ///   - path: The JSON path of `self`, used as the prefix of the reported path.
  /// - Complexity: O(n) in the size of the layout.
  public func firstDifference(
    from expected: FlexLayoutNode, tolerance: Double = defaultTolerance, path: String = "$"
  ) -> FlexLayoutDifference? {
    var indices: [Int] = []
    guard
      let (key, wanted, got) = difference(from: expected, tolerance: tolerance, indices: &indices)
    else { return nil }
    let childPath = indices.reversed().map { ".children[\($0)]" }.joined()
    return FlexLayoutDifference(path: path + childPath + "." + key, expected: wanted, actual: got)
  }

  /// The first differing key with its values; `indices` gets the child indices leading to it,
  /// deepest first (the path is built once, so that deep trees compare in linear time).
  private func difference(
    from expected: FlexLayoutNode, tolerance: Double, indices: inout [Int]
  ) -> (String, Double, Double)? {
    let pairs: [(String, Double, Double)] = [
      ("left", expected.left, left), ("top", expected.top, top),
      ("width", expected.width, width), ("height", expected.height, height),
    ]
    for pair in pairs where !(abs(pair.1 - pair.2) <= tolerance) { return pair }
    if children.count != expected.children.count {
      return ("children.count", Double(expected.children.count), Double(children.count))
    }
    for (index, child) in children.enumerated() {
      if let found = child.difference(
        from: expected.children[index], tolerance: tolerance, indices: &indices)
      {
        indices.append(index)
        return found
      }
    }
    return nil
  }

  /// Whether every number of `self` is within `tolerance` of `expected` and the shapes match.
  public func matches(_ expected: FlexLayoutNode, tolerance: Double = defaultTolerance) -> Bool {
    firstDifference(from: expected, tolerance: tolerance) == nil
  }
}
