// The two scenarios of kiwi's peer benchmark (shared/bench/kiwi/README.md and kiwi_bench.cpp),
// written once against ConstraintSolver for the tests and the `constraints` benchmark: the
// same variables, constraints and order, with kiwi's strengths mapped to UIKit priorities.
//
// Strengths: kiwi's required is priority 1000; strong 999 (also the edit variables); medium
// 750 (compression resistance); weak 250 (hugging). The form's own levels keep kiwi's order,
// weak < medium < spacing < hint < strong: spacing 775, hint 900. In kiwi a strength is a
// weight; here the levels are strictly ordered, and both scenarios have a unique solution
// either way, so the checksums match.

import ConstraintSolver

/// kiwi's strengths as UIKit priorities.
public enum KiwiStrength {
  /// kiwi's `strong`.
  public static let strong: Strength = 999
  /// kiwi's `medium`.
  public static let medium: Strength = 750
  /// kiwi's `weak`.
  public static let weak: Strength = 250
  /// The form's `spacing` (1.25 × medium in kiwi).
  public static let spacing: Strength = 775
  /// The form's `hint` (100 × medium in kiwi).
  public static let hint: Strength = 900
}

/// A frame's four variables.
public struct BoxVariables: Sendable {
  /// x, y, width, height.
  public let left, top, width, height: Variable

  /// Four new variables named `name.left` etc.
  public init(_ name: String, in solver: inout Solver) {
    left = solver.makeVariable("\(name).left")
    top = solver.makeVariable("\(name).top")
    width = solver.makeVariable("\(name).width")
    height = solver.makeVariable("\(name).height")
  }

  /// `left + width`.
  public var right: LinearExpression { left + width }
  /// `top + height`.
  public var bottom: LinearExpression { top + height }
  /// The four variables.
  public var all: [Variable] { [left, top, width, height] }
}

/// Scenario 1: the "enaml-like" form, 37 variables and 100 constraints.
public struct FormScenario: Sendable {
  /// The solver, with the variables made and nothing added.
  public var solver = Solver()
  /// The window and the contents box.
  public let window: BoxVariables
  /// The contents' edges and the fields' shared left edge.
  public let contentsLeft, contentsTop, contentsRight, contentsBottom, midline: Variable
  /// The rows' labels and fields, and the footer.
  public let labels, fields: [BoxVariables]
  /// The footer box.
  public let footer: BoxVariables
  /// The 100 constraints, in the README's order.
  public private(set) var constraints: [LinearConstraint]
  /// The widths the re-solve cycles through.
  public static let widths: [Double] = [400, 600, 800, 1200, 500, 700]

  /// Makes the variables and the constraints.
  public init() {
    var solver = Solver()
    window = BoxVariables("window", in: &solver)
    contentsLeft = solver.makeVariable("contents.left")
    contentsTop = solver.makeVariable("contents.top")
    contentsRight = solver.makeVariable("contents.right")
    contentsBottom = solver.makeVariable("contents.bottom")
    midline = solver.makeVariable("midline")
    var labels: [BoxVariables] = []
    var fields: [BoxVariables] = []
    for i in 1...3 {
      labels.append(BoxVariables("label\(i)", in: &solver))
      fields.append(BoxVariables("field\(i)", in: &solver))
    }
    footer = BoxVariables("footer", in: &solver)
    self.labels = labels
    self.fields = fields
    self.solver = solver
    constraints = []
    constraints = makeConstraints()
  }

  /// Every variable: window, contents, midline, then label and field of each row, footer.
  public var variables: [Variable] {
    var all = window.all + [contentsLeft, contentsTop, contentsRight, contentsBottom, midline]
    for i in 0..<3 { all += labels[i].all + fields[i].all }
    return all + footer.all
  }

  private func makeConstraints() -> [LinearConstraint] {
    let strong = KiwiStrength.strong
    let medium = KiwiStrength.medium
    let weak = KiwiStrength.weak
    let spacing = KiwiStrength.spacing
    let hint = KiwiStrength.hint
    let labelWidths: [Double] = [67, 66, 24]
    let w = window
    var c: [LinearConstraint] = [
      w.left == 0, w.top == 0, w.width >= 0, w.height >= 0,
      (w.width == 0).withStrength(medium), (w.height == 0).withStrength(medium),
      contentsLeft == w.left + 10, contentsTop == w.top + 10,
      contentsRight == w.right - 10, contentsBottom == w.bottom - 10,
    ]
    for box in labels + fields + [footer] {
      c += [box.left >= 0, box.top >= 0, box.width >= 0, box.height >= 0]
    }
    for i in 0..<3 {
      let l = labels[i]
      let e = fields[i]
      c += [
        (l.width >= labelWidths[i]).withStrength(strong),
        (l.width == labelWidths[i]).withStrength(weak),
        (l.height >= 16).withStrength(strong), (l.height == 16).withStrength(strong),
        (e.width >= 125).withStrength(strong), (e.height >= 21).withStrength(strong),
        (e.height == 21).withStrength(strong),
        l.left >= contentsLeft, (l.left == contentsLeft).withStrength(spacing),
        (e.left == midline).withStrength(strong),
        e.left >= l.right + 10, (e.left == l.right + 10).withStrength(spacing),
        e.right <= contentsRight, (e.right == contentsRight).withStrength(spacing),
        (l.top + 0.5 * l.height == e.top + 0.5 * e.height).withStrength(strong),
      ]
      if i == 0 {
        c += [e.top >= contentsTop, (e.top == contentsTop).withStrength(spacing)]
      } else {
        let above = fields[i - 1]
        c += [e.top >= above.bottom + 10, (e.top == above.bottom + 10).withStrength(spacing)]
      }
    }
    let f = footer
    c += [
      (f.width >= 119).withStrength(hint), (f.height >= 24).withStrength(hint),
      (f.height <= 24).withStrength(hint),
      f.top >= fields[2].bottom + 10, (f.top == fields[2].bottom + 10).withStrength(spacing),
      f.left >= contentsLeft, (f.left == contentsLeft).withStrength(spacing),
      f.right <= contentsRight, (f.right == contentsRight).withStrength(spacing),
      contentsBottom >= f.bottom, (contentsBottom == f.bottom).withStrength(medium),
    ]
    return c
  }

  /// kiwi's timed build: both edit variables, height 600, the constraints, width 400, values.
  public mutating func build() throws {
    try solver.addEditVariable(window.width, strength: KiwiStrength.strong)
    try solver.addEditVariable(window.height, strength: KiwiStrength.strong)
    try solver.suggestValue(600, for: window.height)
    for constraint in constraints { _ = try solver.add(constraint) }
    try solver.suggestValue(400, for: window.width)
    solver.updateVariables()
  }

  /// One re-solve: suggest a width, update the values.
  public mutating func resize(to width: Double) throws {
    try solver.suggestValue(width, for: window.width)
    solver.updateVariables()
  }

  /// The sum of all 37 variables.
  public var checksum: Double { variables.reduce(0) { $0 + solver.value(of: $1) } }
}

/// Scenario 2: a UIKit-like screen of `rows` rows (avatar and label), in root coordinates.
public struct ScreenScenario: Sendable {
  /// The solver, with the variables made and nothing added.
  public var solver = Solver()
  /// The root's left, top and width (the width is the edit variable).
  public let rootLeft, rootTop, rootWidth: Variable
  /// Each row's box, avatar and label.
  public let rows, avatars, labels: [BoxVariables]
  /// The 17 N + 2 constraints, in the README's order.
  public let constraints: [LinearConstraint]

  /// Makes the variables and constraints of `count` rows.
  public init(rows count: Int) {
    var solver = Solver()
    rootLeft = solver.makeVariable("root.left")
    rootTop = solver.makeVariable("root.top")
    rootWidth = solver.makeVariable("root.width")
    var rows: [BoxVariables] = []
    var avatars: [BoxVariables] = []
    var labels: [BoxVariables] = []
    for i in 0..<count {
      rows.append(BoxVariables("row\(i)", in: &solver))
      avatars.append(BoxVariables("avatar\(i)", in: &solver))
      labels.append(BoxVariables("label\(i)", in: &solver))
    }
    self.rows = rows
    self.avatars = avatars
    self.labels = labels
    self.solver = solver
    var c: [LinearConstraint] = [rootLeft == 0, rootTop == 0]
    c.reserveCapacity(17 * count + 2)
    for i in 0..<count {
      let r = rows[i]
      let a = avatars[i]
      let l = labels[i]
      let intrinsicWidth = Double(60 + (i * 37) % 240)
      let intrinsicHeight = Double(20 + 20 * (i % 3))
      c.append(r.left == rootLeft)
      c.append(r.width == rootWidth)
      c.append(i == 0 ? r.top == rootTop : r.top == rows[i - 1].bottom)
      c += [a.left == r.left + 16, a.top == r.top + 8, a.width == 40, a.height == 40]
      c += [l.left == a.right + 8, l.right == r.right - 16, l.top == r.top + 8]
      c += [
        (l.width <= intrinsicWidth).withStrength(KiwiStrength.weak),
        (l.width >= intrinsicWidth).withStrength(KiwiStrength.medium),
        (l.height <= intrinsicHeight).withStrength(KiwiStrength.weak),
        (l.height >= intrinsicHeight).withStrength(KiwiStrength.medium),
      ]
      c += [
        r.bottom >= a.bottom + 8, r.bottom >= l.bottom + 8,
        (r.height == 0).withStrength(KiwiStrength.weak),
      ]
    }
    constraints = c
  }

  /// Variables: 3 for the root, 12 per row.
  public var variableCount: Int { 3 + 12 * rows.count }

  /// kiwi's timed build: the edit variable, width 375, the constraints, values.
  public mutating func build() throws {
    try solver.addEditVariable(rootWidth, strength: KiwiStrength.strong)
    try solver.suggestValue(375, for: rootWidth)
    for constraint in constraints { _ = try solver.add(constraint) }
    solver.updateVariables()
  }

  /// One re-solve: suggest a width, update the values.
  public mutating func resize(to width: Double) throws {
    try solver.suggestValue(width, for: rootWidth)
    solver.updateVariables()
  }

  /// The sum of left + top + width + height over every row, avatar and label.
  public var checksum: Double {
    var sum = 0.0
    for boxes in [rows, avatars, labels] {
      for box in boxes { sum += box.all.reduce(0) { $0 + solver.value(of: $1) } }
    }
    return sum
  }
}
