// Random constraint systems, built and changed step by step and checked after every step: the
// shared driver of the `ConstraintSolver` fuzz target (Fuzz/ConstraintSolver) and of the
// seeded `RandomSystemTests`. No Testing import, so that Scripts/fuzz.sh can compile it.
//
// Every variable has a "stay" (`v == c`) at its own low priority (1 … 8, below every other
// priority used), so that the optimum is unique (each stay level pins one variable in turn)
// and any two correct solvers agree. After each step:
// - every value is finite and every active required constraint holds, within a tolerance
//   relative to the magnitudes of its terms;
// - a refused request leaves every value exactly as it was, and the constraints it names are
//   a real conflict (a fresh solver given them, then the request, refuses too); a request
//   refused with `numberOutOfRange` (its solution would pass `Solver.maximumValue`) only has
//   to leave the values as they were;
// - a fresh solver given the active constraints in the opposite order (and the edits) finds
//   the same values (another order when a partial system's optimum is out of range:
//   SystemReplay+FreshSolve.swift).
// The last two compare decisions (is an equality redundant or in conflict, which vertex is
// optimal) that rounding can tip once numbers reach 10^8, where a unit in the last place is
// 1.5e-8 and a row's rounding reaches the solver's tolerances (Algorithm.md, "Numbers"); they
// are checked while every value and every number given stays below `exactRange`, the rest
// always (the recorded findings replay with the comparison forced).

import ConstraintSolver

/// Where a replay takes its choices: the fuzzer's bytes, or a seeded generator.
protocol ChoiceSource {
  /// The next byte (0 once exhausted).
  mutating func nextByte() -> UInt8
  /// Whether every byte has been read.
  var isExhausted: Bool { get }
}

extension ChoiceSource {
  mutating func pick(_ count: Int) -> Int { Int(nextByte()) % max(1, count) }
  mutating func pick<T>(from options: [T]) -> T { options[pick(options.count)] }
  mutating func coin() -> Bool { nextByte() & 1 == 1 }
}

/// One random system and the checks after each step.
struct SystemReplay<Source: ChoiceSource> {
  var source: Source
  var solver = Solver()
  var variables: [Variable] = []
  var stays: [LinearConstraint] = []
  /// The constraints the solver knows (added by the replay), by ID.
  var known: [(id: ConstraintID, constraint: LinearConstraint)] = []
  /// The edit variables: strength and last suggested value.
  var edits: [(variable: Variable, strength: Strength, value: Double)] = []
  /// Whether to print each step.
  var isTracing = false
  /// The largest constant or suggested value given so far: rounding errors left in the rows
  /// by numbers of that size stay after they are gone.
  var largestGiven = 0.0

  /// Coefficients and constants of everyday layouts.
  static var coefficients: [Double] { [1, -1, 2, -2, 0.5, 3, -0.25, 10, 1, 1] }
  static var constants: [Double] { [0, 1, -1, 10, -10, 37.5, 100, -250, 1000, 7] }
  /// Large and uneven numbers, for one system in four.
  ///
  /// Coefficients from 0.1 to 10 and constants up to `Solver.maximumConstant` (10^8).
  /// The ConstraintSolver catalog's Algorithm.md, "Numbers", has what the checks below
  /// allow for them.
  static var wideCoefficients: [Double] { [1, -1, 10, -10, 0.1, -0.1, 1.0 / 3, 3, -0.5, 1] }
  static var wideConstants: [Double] { [0, 1e8, -1e8, 33_554_431, 0.5, -0.5, 1e6, 7, -5] }
  static var priorities: [Double] { [10, 250, 250.5, 500, 749, 750, 999, 999.5] }

  /// Whether this system draws from the wide numbers.
  var isWide = false
  /// The magnitude below which a refusal or a value must match a fresh solve's: the solver's
  /// constant range (`Solver.maximumConstant`), beyond which its decisions rest on rounding.
  static var exactRange: Double { Solver.maximumConstant }
  /// Whether decisions are compared with a fresh solve's even beyond `exactRange` (the replays
  /// of the recorded findings).
  var comparesBeyondExactRange = false
  /// Whether this step's decisions are compared with a fresh solve's.
  var comparesDecisions: Bool {
    comparesBeyondExactRange || largestMagnitude < Self.exactRange
  }
  /// Whether an optional equality may be added as a two-priority equality.
  ///
  /// `Solver.addEquality(_:excess:shortfall:)`, one more byte picking the shortfall's
  /// priority; the fresh solve then adds it as its two inequalities. Off by default, so that
  /// recorded findings replay as they were found.
  var pairsEqualities = false
  /// The shortfall priority of each constraint added as a two-priority equality.
  var shortfalls: [ConstraintID: Strength] = [:]
  var coefficients: [Double] { isWide ? Self.wideCoefficients : Self.coefficients }
  var constants: [Double] { isWide ? Self.wideConstants : Self.constants }

  init(source: Source, isTracing: Bool = false) {
    self.source = source
    self.isTracing = isTracing
  }

  func trace(_ message: @autoclosure () -> String) {
    if isTracing { print(message()) }
  }

  /// Runs up to `maxSteps` steps; returns the first failure, or `nil`.
  mutating func run(maxSteps: Int) -> String? {
    isWide = source.pick(4) == 0
    let count = 2 + source.pick(7)
    variables = (0..<count).map { solver.makeVariable("v\($0)") }
    for (index, v) in variables.enumerated() {
      let stay = (v == Double(13 * index % 29)).withStrength(Strength(Double(index + 1)))
      stays.append(stay)
      do { _ = try solver.add(stay) } catch { return "a stay was refused: \(error)" }
    }
    var steps = 0
    while !source.isExhausted && steps < maxSteps {
      steps += 1
      if let failure = step() {
        return "step \(steps): \(failure) (largest number \(largestMagnitude))"
      }
    }
    return nil
  }

  mutating func randomConstraint() -> LinearConstraint {
    var expression = LinearExpression(source.pick(from: constants))
    for _ in 0...source.pick(3) {
      let v = variables[source.pick(variables.count)]
      expression += source.pick(from: coefficients) * v
    }
    let relation = source.pick(from: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let strength: Strength =
      source.coin() ? .required : Strength(source.pick(from: Self.priorities))
    largestGiven = max(largestGiven, abs(expression.constant))
    return LinearConstraint(expression, relation, strength: strength)
  }

  /// One random request, then the checks.
  mutating func step() -> String? {
    solver.updateVariables()
    let before = variables.map { solver.value(of: $0) }
    switch source.pick(12) {
    case 0, 1, 2, 3, 4:
      let constraint = randomConstraint()
      if pairsEqualities && constraint.relation == .equal && !constraint.strength.isRequired {
        let pick = source.pick(Self.priorities.count + 1)
        if pick < Self.priorities.count {
          let shortfall = Strength(Self.priorities[pick])
          trace("add \(constraint), its shortfall \(shortfall)")
          do {
            let id = try solver.addEquality(
              constraint.expression, excess: constraint.strength, shortfall: shortfall)
            known.append((id, constraint))
            shortfalls[id] = shortfall
          } catch .numberOutOfRange {
            trace("  refused: out of range")
            return unchanged(before)
          } catch {
            return "addEquality \(constraint) threw \(error)"
          }
          return check()
        }
      }
      trace("add \(constraint)")
      do {
        known.append((try solver.add(constraint), constraint))
      } catch .numberOutOfRange {
        trace("  refused: out of range")
        return unchanged(before)
      } catch .unsatisfiable(let conflicting) {
        trace("  refused, in conflict with \(conflicting)")
        if let failure = checkRefusal(before, conflicting: conflicting, then: constraint) {
          return failure
        }
      } catch {
        return "add \(constraint) threw \(error)"
      }
    case 5, 6:
      guard !known.isEmpty else { return nil }
      let index = source.pick(known.count)
      trace("remove \(known[index].id)")
      do { try solver.remove(known[index].id) } catch { return "remove threw \(error)" }
      known.remove(at: index)
    case 7:
      guard !known.isEmpty else { return nil }
      let index = source.pick(known.count)
      let constant = source.pick(from: constants)
      largestGiven = max(largestGiven, abs(constant))
      trace("set the constant of \(known[index].id) to \(constant)")
      do {
        try solver.setConstant(constant, of: known[index].id)
        known[index].constraint.expression.constant = constant
      } catch .numberOutOfRange {
        trace("  refused: out of range")
        return unchanged(before)
      } catch .unsatisfiable(let conflicting) {
        trace("  refused, in conflict with \(conflicting)")
        var changed = known[index].constraint
        changed.expression.constant = constant
        if let failure = checkRefusal(
          before, conflicting: conflicting, then: changed, replacing: known[index].id)
        {
          return failure
        }
      } catch {
        return "setConstant threw \(error)"
      }
    case 8:
      guard !known.isEmpty else { return nil }
      let id = known[source.pick(known.count)].id
      if solver.isActive(id) {
        trace("deactivate \(id)")
        do { try solver.deactivate(id) } catch { return "deactivate threw \(error)" }
      } else {
        trace("activate \(id)")
        do {
          try solver.activate(id)
        } catch .numberOutOfRange {
          trace("  refused: out of range")
          return unchanged(before)
        } catch .unsatisfiable(let conflicting) {
          trace("  refused, in conflict with \(conflicting)")
          guard let constraint = solver.constraint(id) else { return "lost \(id)" }
          if let failure = checkRefusal(before, conflicting: conflicting, then: constraint) {
            return failure
          }
        } catch {
          return "activate threw \(error)"
        }
      }
    case 9:
      let v = variables[source.pick(variables.count)]
      let value = source.pick(from: constants)
      largestGiven = max(largestGiven, abs(value))
      if let index = edits.firstIndex(where: { $0.variable == v }) {
        trace("suggest \(value) for \(v)")
        do {
          try solver.suggestValue(value, for: v)
        } catch .numberOutOfRange {
          trace("  refused: out of range")
          return unchanged(before)
        } catch {
          return "suggest threw \(error)"
        }
        edits[index].value = value
      } else {
        let strength = Strength(source.pick(from: [100, 500, 999]))
        trace("edit \(v) at \(strength), suggest \(value)")
        do {
          try solver.addEditVariable(v, strength: strength)
        } catch .numberOutOfRange {
          trace("  refused: out of range")
          return unchanged(before)
        } catch {
          return "addEditVariable threw \(error)"
        }
        do {
          try solver.suggestValue(value, for: v)
          edits.append((v, strength, value))
        } catch .numberOutOfRange {
          // The edit stays, at its first value (0), as a fresh solve will have it.
          trace("  the value refused: out of range")
          edits.append((v, strength, 0))
        } catch {
          return "suggest threw \(error)"
        }
      }
    default:
      guard !edits.isEmpty else { return nil }
      let index = source.pick(edits.count)
      trace("stop editing \(edits[index].variable)")
      do { try solver.removeEditVariable(edits[index].variable) } catch {
        return "removeEditVariable threw \(error)"
      }
      edits.remove(at: index)
    }
    return check()
  }

  /// Nil when no value moved since `before`, else the first that did.
  func unchanged(_ before: [Double]) -> String? {
    var after = solver
    after.updateVariables()
    for (v, old) in zip(variables, before) where after.value(of: v).bitPattern != old.bitPattern {
      return "a refusal moved \(v) from \(old) to \(after.value(of: v))"
    }
    return nil
  }

  /// The checks after a refusal: nothing moved, and the named constraints (with `change`)
  /// are a real conflict.
  func checkRefusal(
    _ before: [Double], conflicting: [ConstraintID], then change: LinearConstraint,
    replacing replaced: ConstraintID? = nil
  ) -> String? {
    if let moved = unchanged(before) { return moved }
    for id in conflicting where id != replaced {
      guard let constraint = solver.constraint(id) else { return "conflict names unknown \(id)" }
      guard constraint.strength.isRequired else { return "conflict names optional \(id)" }
    }
    guard comparesDecisions else { return nil }
    var fresh = Solver()
    for _ in variables { _ = fresh.makeVariable() }
    for id in conflicting where id != replaced {
      do { _ = try fresh.add(solver.constraint(id)!) } catch {
        return "the conflict's own constraints do not hold together: \(error)"
      }
    }
    do {
      _ = try fresh.add(change)
      return "the named conflict \(conflicting) holds with \(change): not a conflict"
    } catch {
      return nil
    }
  }

  /// The largest magnitude of a value or of a number given so far.
  var largestMagnitude: Double {
    var after = solver
    after.updateVariables()
    return variables.reduce(largestGiven) { max($0, abs(after.value(of: $1))) }
  }

  /// The active constraints and their current definitions.
  var activeConstraints: [(id: ConstraintID, constraint: LinearConstraint)] {
    known.filter { solver.isActive($0.id) }.map { ($0.id, solver.constraint($0.id)!) }
  }

  /// Required constraints hold, values are finite and equal a fresh solve's.
  ///
  /// The tolerances are relative to the magnitudes: of the constraint's terms, and in wide
  /// systems also of the largest value or number given so far (a value computed through
  /// numbers of 10^8 carries their rounding, some 10^-8, whatever its own size).
  mutating func check() -> String? {
    // A simplex that runs out of its budget was going round, and stopped short of its optimum
    // (fuzz findings 62 and 72).
    guard solver.exhaustedPivotBudgets == 0 else {
      return "the solver's simplex ran out of its pivot budget"
    }
    solver.updateVariables()
    for v in variables where !solver.value(of: v).isFinite {
      return "\(v) is \(solver.value(of: v))"
    }
    let largest = max(variables.reduce(0) { max($0, abs(solver.value(of: $1))) }, largestGiven)
    for (id, constraint) in activeConstraints where constraint.strength.isRequired {
      let magnitude = constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
        $0 + abs($1.coefficient * solver.value(of: $1.variable))
      }
      let violation = constraint.violation { solver.value(of: $0) }
      let coefficients = constraint.expression.terms.reduce(0) { max($0, abs($1.coefficient)) }
      if violation > 1e-7 * (1 + magnitude) + (isWide ? 1e-11 * largest * coefficients : 0) {
        return "required \(id) \(constraint) is off by \(violation) (largest value \(largest))"
      }
    }
    guard comparesDecisions else { return nil }
    var fresh: Solver
    switch freshSolve() {
    case .failure(let failure): return failure.description
    case .success(nil): return nil
    case .success(let solved?): fresh = solved
    }
    fresh.updateVariables()
    // Rounding errors grow with the largest number of the system, not with the value compared.
    var scale = largest
    for v in variables { scale = max(scale, abs(fresh.value(of: v))) }
    let slack = isWide ? 1e-9 * scale : 0
    for v in variables {
      let (a, b) = (solver.value(of: v), fresh.value(of: v))
      if abs(a - b) > 1e-6 * (1 + abs(a) + abs(b)) + slack {
        let values = variables.map { "\($0) = \(solver.value(of: $0)) / \(fresh.value(of: $0))" }
        trace("values (incremental / fresh): \(values.joined(separator: ", "))")
        trace("active: \(activeConstraints.map { "\($0.1)" }.joined(separator: "; "))")
        return "\(v) is \(a), a fresh solve gives \(b)"
      }
    }
    return nil
  }
}
