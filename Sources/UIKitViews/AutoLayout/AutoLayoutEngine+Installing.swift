import ConstraintSolver
import Foundation

// Installing and uninstalling user constraints, and the cheap paths for a new constant or
// priority. A constraint's solver expression is `first − multiplier × second − constant`, so a
// new constant only moves the expression's constant (Solver.setConstant: a dual-simplex
// re-solve, no rebuild).

extension AutoLayoutEngine {
  /// The solver's strength for a priority.
  static func strength(_ priority: UILayoutPriority) -> Strength {
    Strength(Double(min(1000, max(Float.leastNonzeroMagnitude, priority.rawValue))))
  }

  /// Installs `constraint`, read in `g`'s coordinates; a required constraint that conflicts is
  /// broken and reported.
  func install(_ constraint: NSLayoutConstraint, in g: UIView) {
    // A departed constraint activated again must leave first.
    if !departed.isEmpty { removeDeparted() }
    let key = ObjectIdentifier(constraint)
    guard installedIndex[key] == nil, let built = expression(of: constraint, in: g) else { return }
    let index = Int32(installed.count)
    installed.append(
      Installed(
        constraint: constraint, id: nil, coordinateViewReference: g.itemReference, base: built.base,
        mirrored: built.mirrored))
    installedIndex[key] = index
    if isLive { constraint.engine = self }
    for (item, readsNumbers) in environmentItems(of: constraint) {
      let index = Int(member(item))
      if readsNumbers {
        members[index].environment.append(constraint)
        noteLendsLayout(index)
      } else {
        members[index].directional.append(constraint)
      }
    }
    // Scroll views the constraint reads through lend it their content offsets: it is read
    // again when they scroll (their layout refreshes their environment).
    for source in offsetSourcesRead where !installed[Int(index)].offsetSources.contains(source) {
      installed[Int(index)].offsetSources.append(source)
      members[Int(source)].environment.append(constraint)
      noteLendsLayout(Int(source))
    }
    addToSolver(index, terms: built.terms)
    needsUpdate = true
  }

  /// Adds installed constraint `index` to the solver with the given terms; breaks it on a
  /// conflict.
  private func addToSolver(_ index: Int32, terms: [Term]) {
    let entry = installed[Int(index)]
    let constraint = entry.constraint
    let expression = LinearExpression(
      terms: terms, constant: entry.base - Double(constraint.storedConstant))
    let linear = LinearConstraint(
      expression, AutoLayoutEngine.relation(constraint.relation),
      strength: AutoLayoutEngine.strength(constraint.storedPriority))
    do {
      installed[Int(index)].id = try solver.add(linear)
      constraint.isBroken = false
    } catch {
      hasBrokenConstraints = true
      if !constraint.isBroken {
        constraint.isBroken = true
        if case .unsatisfiable(let conflicting) = error {
          reportConflict(breaking: .user(constraint), conflicting: conflicting)
        }
      }
    }
  }

  /// The solver's relation for a constraint's.
  static func relation(_ relation: NSLayoutConstraint.Relation) -> Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// Notes that `constraint`'s holder went: it leaves the solver at the next update.
  ///
  /// Taking each constraint out of the solver at once made tearing a screen down cost more
  /// than building it (the 1,000-row SnapKit screen: 140 M instructions, every removal
  /// re-optimising a tableau about to go); an engine that goes with its views never does it.
  func noteDeparted(_ constraint: NSLayoutConstraint) {
    departed.append(constraint)
    needsUpdate = true
  }

  /// Takes the departed constraints out of the engine.
  func removeDeparted() {
    let leaving = departed
    departed = []
    for constraint in leaving { uninstall(constraint) }
  }

  /// Takes `constraint` out of the engine.
  func uninstall(_ constraint: NSLayoutConstraint) {
    let key = ObjectIdentifier(constraint)
    guard let index = installedIndex.removeValue(forKey: key) else { return }
    let entry = installed[Int(index)]
    if let id = entry.id {
      try? solver.remove(id)
      if constraint.storedPriority == .required && hasBrokenConstraints { needsBrokenRetry = true }
    }
    constraint.isBroken = false
    for (item, _) in environmentItems(of: constraint) {
      if let member = existingMember(item) {
        members[Int(member)].environment.removeAll { $0 === constraint }
        members[Int(member)].directional.removeAll { $0 === constraint }
        noteLendsLayout(Int(member))
      }
    }
    for reader in entry.offsetSources where Int(reader) < members.count {
      members[Int(reader)].environment.removeAll { $0 === constraint }
      noteLendsLayout(Int(reader))
    }
    let last = Int32(installed.count - 1)
    if index != last {
      installed.swapAt(Int(index), Int(last))
      installedIndex[ObjectIdentifier(installed[Int(index)].constraint)] = index
    }
    installed.removeLast()
    if isLive, constraint.engine === self { constraint.engine = nil }
    needsUpdate = true
  }

  /// The items whose margins, baselines or layout direction the constraint's numbers read,
  /// each with whether it lends numbers (margins, baselines) or only its direction (the first
  /// item of a constraint naming leading or trailing).
  func environmentItems(of constraint: NSLayoutConstraint) -> [(AnyObject, readsNumbers: Bool)] {
    var items: [(AnyObject, readsNumbers: Bool)] = []
    func reads(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
      attribute.readsMargins || attribute.isBaseline
    }
    let directional =
      constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
    if let first = constraint.firstItem {
      if reads(constraint.firstAttribute) {
        items.append((first, true))
      } else if directional {
        items.append((first, false))
      }
    }
    if let second = constraint.secondItem, reads(constraint.secondAttribute),
      constraint.multiplier != 0
    {
      if let index = items.firstIndex(where: { $0.0 === second }) {
        items[index].readsNumbers = true
      } else {
        items.append((second, true))
      }
    }
    return items
  }

  // MARK: Changes to an installed constraint

  /// The constraint's constant changed: the solution moves in place.
  func constantDidChange(of constraint: NSLayoutConstraint) {
    guard let index = installedIndex[ObjectIdentifier(constraint)] else { return }
    let entry = installed[Int(index)]
    needsUpdate = true
    markHosts(of: constraint)
    guard let id = entry.id else {
      // A broken constraint may hold with its new constant.
      needsBrokenRetry = true
      return
    }
    do {
      try solver.setConstant(entry.base - Double(constraint.storedConstant), of: id)
      if constraint.storedPriority == .required && hasBrokenConstraints { needsBrokenRetry = true }
    } catch {
      breakInstalled(index, error: error)
    }
  }

  /// The constraint's priority changed (between optional values, or while broken).
  func priorityDidChange(of constraint: NSLayoutConstraint) {
    guard let index = installedIndex[ObjectIdentifier(constraint)] else { return }
    reinstall(index)
    markHosts(of: constraint)
  }

  /// Rebuilds installed constraint `index` (a new priority, or terms that read the layout
  /// direction).
  func reinstall(_ index: Int32) {
    let entry = installed[Int(index)]
    if let id = entry.id {
      try? solver.remove(id)
      installed[Int(index)].id = nil
    }
    guard let g = entry.coordinateView,
      let built = expression(of: entry.constraint, in: g)
    else { return }
    installed[Int(index)].base = built.base
    installed[Int(index)].mirrored = built.mirrored
    addToSolver(index, terms: built.terms)
    needsUpdate = true
  }

  /// Breaks installed constraint `index` after its new constant conflicted.
  func breakInstalled(_ index: Int32, error: SolverError) {
    let constraint = installed[Int(index)].constraint
    if let id = installed[Int(index)].id { try? solver.remove(id) }
    installed[Int(index)].id = nil
    constraint.isBroken = true
    hasBrokenConstraints = true
    if case .unsatisfiable(let conflicting) = error {
      reportConflict(breaking: .user(constraint), conflicting: conflicting)
    }
  }

  /// Tries the broken constraints again, silently (a conflict that remains was reported).
  func retryBroken() {
    needsBrokenRetry = false
    guard hasBrokenConstraints else { return }
    var remains = false
    for index in installed.indices where installed[index].id == nil {
      let entry = installed[index]
      guard let g = entry.coordinateView, let built = expression(of: entry.constraint, in: g)
      else { continue }
      let linear = LinearConstraint(
        LinearExpression(
          terms: built.terms, constant: built.base - Double(entry.constraint.storedConstant)),
        AutoLayoutEngine.relation(entry.constraint.relation),
        strength: AutoLayoutEngine.strength(entry.constraint.storedPriority))
      if let id = try? solver.add(linear) {
        installed[index].id = id
        installed[index].base = built.base
        installed[index].mirrored = built.mirrored
        entry.constraint.isBroken = false
      } else {
        remains = true
      }
    }
    for index in members.indices {
      if let held = members[index].held, held.ids.contains(where: { $0 == nil }) {
        notePendingHeld(Int32(index))
        remains = true
      }
      if members[index].guide?.ids.contains(where: { $0 == nil }) == true {
        refreshSystemGuide(Int32(index))
      }
    }
    hasBrokenConstraints = remains
  }

  /// Asks for layout where the constraint's items are placed: their superviews (a guide's
  /// owning view), which apply their frames; not the holder of a two-item constraint (its
  /// own frame moves only if the update finds it moved), nor a view laying out its subviews
  /// right now (it applies them next).
  func markHosts(of constraint: NSLayoutConstraint) {
    guard isLive else { return }
    let second = constraint.secondItem
    let holder = second == nil ? nil : constraint.holder
    if let first = constraint.firstItem { markHost(of: first, unless: holder) }
    if let second { markHost(of: second, unless: holder) }
  }

  /// Asks `item`'s superview (a guide's owning view) for layout, unless `item` is `holder` or
  /// the host is laying out its subviews right now.
  private func markHost(of item: AnyObject, unless holder: UIView?) {
    guard item !== holder else { return }
    let host = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
    if let host, !host.isLayingOutSubviews { host.setNeedsLayout() }
  }
}
