import ConstraintSolver
import Foundation

// Conflicts, as UIKit reports them (autolayout.md 6.1). When required constraints cannot all
// hold, the layout still completes: one constraint is broken and a message in UIKit's words
// lists the conflicting set and the one broken.
//
// Which one breaks: the constraint whose addition (or new constant) made the required set
// infeasible, the deterministic rule of kiwi's `addConstraint` (the solver refuses it and stays
// as it was, so no other constraint is lost); but when that is one of Auto Layout's own (a
// frame held by the autoresizing mask, a system guide's insets), the most recently added of
// the app's constraints in the conflict breaks instead, as UIKit's logs show autoresizing
// constraints holding. UIKit's own choice is undocumented. A broken constraint stays active
// (`isActive` is true, `isBroken` says it is not held) and is tried again, silently, whenever
// a required constraint leaves or changes its constant.

extension AutoLayoutEngine {
  /// A constraint that a conflict broke.
  enum BrokenConstraint {
    /// A constraint the app made.
    case user(NSLayoutConstraint)
    /// One of the engine's own: an item's held frame, intrinsic size or guide insets (`part`:
    /// x, y, w, h, or width ≤, width ≥, height ≤, height ≥).
    case generated(member: Int32, kind: GeneratedKind, part: Int)
  }

  /// How many of the app's constraints one generated constraint may break before it gives up.
  static let maximumYields = 16

  /// Breaks the most recently added of the app's constraints among `conflicting`, for one of
  /// the engine's own required constraints (`adding`: a held frame, a guide's insets).
  ///
  /// Frames set in code and safe areas then hold, as UIKit's autoresizing constraints do in
  /// its logs. Returns false when no app constraint is in the conflict.
  func yieldAppConstraint(among conflicting: [ConstraintID], adding: BrokenConstraint) -> Bool {
    let candidates = installed.indices.filter { index in
      installed[index].id.map(conflicting.contains) ?? false
    }
    guard let chosen = candidates.max(by: { installed[$0].id! < installed[$1].id! }) else {
      return false
    }
    let constraint = installed[chosen].constraint
    if let id = installed[chosen].id { try? solver.remove(id) }
    installed[chosen].id = nil
    constraint.isBroken = true
    hasBrokenConstraints = true
    reportConflict(breaking: .user(constraint), conflicting: conflicting, adding: adding)
    return true
  }

  /// Logs UIKit's "Unable to simultaneously satisfy constraints" message (live engines only;
  /// a fitting engine breaks silently, its live twin reports).
  func reportConflict(
    breaking broken: BrokenConstraint, conflicting: [ConstraintID],
    adding: BrokenConstraint? = nil
  ) {
    guard isLive else { return }
    var lines = conflicting.compactMap(describe)
    let brokenLine = describe(broken)
    if !lines.contains(brokenLine) { lines.append(brokenLine) }
    if let adding {
      let addingLine = describe(adding)
      if !lines.contains(addingLine) { lines.append(addingLine) }
    }
    UIKitDiagnostics.log(
      .unsatisfiableConstraints, AutoLayoutEngine.conflictMessage(lines, broken: brokenLine))
  }

  /// UIKit's message around the list of constraints and the one broken.
  static func conflictMessage(_ lines: [String], broken: String) -> String {
    var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    text += "\tProbably at least one of the constraints in the following list is one you don't "
    text += "want. \n\tTry this: \n\t\t(1) look at each constraint and try to figure out which "
    text += "you don't expect; \n\t\t(2) find the code that added the unwanted constraint or "
    text += "constraints and fix it. \n"
    if lines.contains(where: { $0.contains("NSAutoresizingMaskLayoutConstraint") }) {
      text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't "
      text += "understand, refer to the documentation for the UIView property "
      text += "translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n"
    text += lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
    text += "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)\n\n"
    text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch "
    text += "this in the debugger.\n"
    text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
    text += "<UIKitCore/UIView.h> may also be helpful."
    return text
  }

  /// The description of the constraint with solver identity `id`.
  private func describe(_ id: ConstraintID) -> String? {
    if let entry = installed.first(where: { $0.id == id }) { return entry.constraint.description }
    for index in members.indices {
      if let part = members[index].held?.ids.firstIndex(where: { $0 == id }) {
        return describe(.generated(member: Int32(index), kind: .held, part: part))
      }
      if let part = members[index].intrinsic?.ids.firstIndex(where: { $0 == id }) {
        return describe(.generated(member: Int32(index), kind: .intrinsic, part: part))
      }
      if let part = members[index].guide?.ids.firstIndex(where: { $0 == id }) {
        return describe(.generated(member: Int32(index), kind: .guide, part: part))
      }
    }
    return nil
  }

  /// The description of a broken constraint, in UIKit's form.
  private func describe(_ broken: BrokenConstraint) -> String {
    switch broken {
    case .user(let constraint):
      return constraint.description
    case .generated(let index, let kind, let part):
      let member = members[Int(index)]
      guard let item = member.item else { return "<constraint of a released item>" }
      let itemText = AutoLayoutFormatting.itemDescription(item)
      let address = AutoLayoutFormatting.address(of: item, offset: UInt(part) + 1)
      switch kind {
      case .held:
        let names = ["minX", "minY", "width", "height"]
        let value = AutoLayoutFormatting.number(member.held?.values[part] ?? 0)
        let marks = AutoLayoutFormatting.autoresizingMarks(of: item as? UIView)
        return "<NSAutoresizingMaskLayoutConstraint:\(address) \(marks) \(itemText)."
          + "\(names[part]) == \(value)   (active)>"
      case .intrinsic:
        let axis = part < 2 ? "width" : "height"
        let size = part < 2 ? member.intrinsic?.size.width : member.intrinsic?.size.height
        let priorities = member.intrinsic?.priorities ?? [0, 0, 0, 0]
        let hug = AutoLayoutFormatting.number(Double(priorities[part < 2 ? 0 : 2]))
        let resist = AutoLayoutFormatting.number(Double(priorities[part < 2 ? 1 : 3]))
        return "<NSContentSizeLayoutConstraint:\(address) \(itemText).\(axis) == "
          + "\(AutoLayoutFormatting.number(size ?? 0)) Hug:\(hug) CompressionResistance:"
          + "\(resist)   (active)>"
      case .guide:
        let guide = item as? UILayoutGuide
        let names = ["left", "top", "right", "bottom"]
        let owner = guide?.owningView.map(AutoLayoutFormatting.itemDescription) ?? "nil"
        let value = AutoLayoutFormatting.number(abs(member.guide?.values[part] ?? 0))
        return "<NSLayoutConstraint:\(address) '\(guide?.identifier ?? "")-\(names[part])' "
          + "\(itemText).\(names[part]) == \(owner).\(names[part]) "
          + (part < 2 ? "+ " : "- ") + "\(value)   (active)>"
      }
    }
  }
}

/// How Auto Layout prints items and constraints, as UIKit does.
enum AutoLayoutFormatting {
  /// An object's address, `0x…` (plus `offset`, for objects printed without one of their own).
  static func address(of object: AnyObject, offset: UInt = 0) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)) &+ offset, radix: 16)
  }

  /// An item as UIKit prints it: its class and address, then a label's text or a view's name
  /// in quotes (a guide's identifier).
  static func itemDescription(_ item: AnyObject) -> String {
    var text = "\(type(of: item)):\(address(of: item))"
    if let label = item as? UILabel, let title = label.text, !title.isEmpty {
      text += "'\(title.count > 20 ? String(title.prefix(20)) + "…" : title)'"
    } else if let view = item as? UIView, let name = view.name ?? view.accessibilityIdentifier {
      text += "'\(name)'"
    } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
      text += "'\(guide.identifier)'"
    }
    return text
  }

  /// A number as UIKit prints it: integers without a decimal point.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// A constraint's equation: `item.attribute == [m*]item.attribute [+ c] [@priority]`.
  static func equation(of constraint: NSLayoutConstraint) -> String {
    let first = constraint.firstItem.map(itemDescription) ?? "nil"
    var text = "\(first).\(constraint.firstAttribute) \(constraint.relation) "
    let constant = Double(constraint.storedConstant)
    if let second = constraint.secondItem {
      if constraint.multiplier != 1 {
        text += "\(number(Double(constraint.multiplier)))*"
      }
      text += "\(itemDescription(second)).\(constraint.secondAttribute)"
      if constant > 0 {
        text += " + \(number(constant))"
      } else if constant < 0 {
        text += " - \(number(-constant))"
      }
    } else {
      text += number(constant)
    }
    if constraint.storedPriority != .required {
      text += " @\(number(Double(constraint.storedPriority.rawValue)))"
    }
    return text
  }

  /// The `h=… v=…` marks of an autoresizing constraint: for the left margin, the width and the
  /// right margin (top, height, bottom), `&` where flexible and `-` where fixed; a view with
  /// no flexible part on an axis shows its far margin flexible (`--&`), as UIKit's logs do.
  static func autoresizingMarks(of view: UIView?) -> String {
    let mask = view?.autoresizingMask ?? []
    func marks(
      _ lead: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask,
      _ trail: UIView.AutoresizingMask
    ) -> String {
      let none = !mask.contains(lead) && !mask.contains(size) && !mask.contains(trail)
      return (mask.contains(lead) ? "&" : "-") + (mask.contains(size) ? "&" : "-")
        + (mask.contains(trail) || none ? "&" : "-")
    }
    return "h=" + marks(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin) + " v="
      + marks(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
  }
}
