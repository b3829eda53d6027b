// The symbols of the tableau: the caller's variables (external, unrestricted) and the ones the
// solver adds per constraint (slack, error, dummy; all ≥ 0), plus the artificial variable of
// phase one. Symbols are integers indexing the per-symbol arrays of `Solver`.

/// What a symbol stands for (Badros, Borning and Stuckey 2001, section 2; kiwi's names).
enum SymbolKind: UInt8, Sendable {
  /// A caller's variable: unrestricted in sign, basic in the `C_U` part of the tableau.
  case external
  /// An inequality's slack, `≥ 0`: the constraint's marker.
  case slack
  /// An optional constraint's error, `≥ 0`, weighted in the objective at its level.
  case error
  /// A required equality's marker: must stay 0, never enters the basis by optimisation.
  case dummy
  /// Phase one's artificial variable, while a row is added without a subject.
  case artificial
  /// A free id, waiting to be reused.
  case unused

  /// Whether the symbol is ≥ 0 (everything but a caller's variable).
  var isRestricted: Bool { self != .external }

  /// Whether optimisation may move the symbol into the basis.
  var isPivotable: Bool { self == .slack || self == .error }
}

/// The state of one slot of the constraint table.
enum ConstraintState: UInt8, Sendable {
  /// The slot is free.
  case free
  /// Known to the solver, not in the tableau.
  case inactive
  /// In the tableau.
  case active
}

/// One slot of the constraint table: a constraint's definition and, while it is active, the
/// symbols that track it in the tableau.
struct ConstraintRecord: Sendable {
  /// The constraint, with its expression simplified.
  var constraint: LinearConstraint
  var generation: UInt32
  var state: ConstraintState
  /// Edit and probe constraints: never named in a conflict, never removed by callers.
  var isInternal: Bool
  /// The symbol that identifies the constraint's row (kiwi's `Tag.marker`).
  ///
  /// The slack, the dummy or the positive error; `Solver.noSymbol` while inactive.
  var marker: UInt32 = Solver.noSymbol
  /// The second symbol of an optional constraint: its error, or the negative error of an
  /// equality (kiwi's `Tag.other`).
  var other: UInt32 = Solver.noSymbol
  /// The marker's coefficient in the row as created: a constant change δ shifts the marker
  /// by δ / this.
  var markerCoefficient: Double = 1
  /// The objective level of an optional constraint; -1 when required.
  var level: Int = -1
  /// The objective level of `other` when it is an error (an optional equality's shortfall):
  /// `level` unless the constraint weighs its shortfall apart; -1 when required.
  var otherLevel: Int = -1
  /// The priority of an optional equality's shortfall when it differs from its excess
  /// (``Solver/addEquality(_:excess:shortfall:)``); nil otherwise.
  var shortfallPriority: Double?

  /// The objective level of error symbol `error` of this constraint.
  func level(of error: UInt32) -> Int { error == other ? otherLevel : level }
}
