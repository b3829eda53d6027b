/// An incremental constraint solver: linear equalities and inequalities with UIKit's strict
/// priorities, solved by the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001).
///
/// Make variables, add constraints one at a time (each add re-optimises incrementally, without
/// solving from scratch), move edit variables with ``suggestValue(_:for:)`` (re-solved by the
/// dual simplex), then call ``updateVariables()`` and read ``value(of:)``.
///
/// ```swift
/// var solver = Solver()
/// let left = solver.makeVariable("left")
/// let width = solver.makeVariable("width")
/// let right = solver.makeVariable("right")
/// _ = try solver.add(left == 16)
/// _ = try solver.add(right == left + width)
/// _ = try solver.add((width == 200).withStrength(750))
/// try solver.addEditVariable(right, strength: 999)
/// try solver.suggestValue(300, for: right)
/// solver.updateVariables()
/// solver.value(of: width)  // 284: the edit (999) beats the preferred width (750)
/// ```
///
/// Required constraints (priority 1000) always hold; a required constraint that cannot hold
/// is refused with ``SolverError/unsatisfiable(conflicting:)``, naming the active required
/// constraints it conflicts with, and the solver stays as it was. Optional priorities are
/// ordered strictly: the errors of the highest priority are minimised first (a lexicographic
/// objective, the symbolic weights of the paper), and errors add up within a priority.
///
/// A `Solver` is a value: copying it copies the whole system (lazily, on first change).
/// Results are deterministic: the same calls give the same values, bit for bit.
///
/// - Complexity: Adding a constraint costs about its own size when it can be solved for a
///   variable that no other row mentions (the usual case in view layouts); otherwise it
///   costs the rows it is expanded through and the pivots of re-optimisation. See
///   <doc:Algorithm> for the algorithm and where the measured figures are.
public struct Solver: Sendable {
  /// No symbol (an empty marker, a free row slot).
  static let noSymbol = UInt32.max

  // MARK: Symbols (indexed by symbol id)

  /// What each symbol stands for.
  var kinds: [SymbolKind] = []
  /// The row slot where each symbol is basic, or -1 when it is parametric.
  var rowOf: [Int32] = []
  /// The first node of each symbol's column list (rows that may hold it), or -1.
  var columnHead: [Int32] = []
  /// The constraint slot whose marker each solver symbol is, or -1.
  var owners: [Int32] = []
  /// A caller's variable's position in `order` (the topological order of `C_U` rows).
  var ranks: [UInt32] = []
  /// The values of the caller's variables as of the last `updateVariables()` (always 0 for
  /// the solver's own symbols, which the evaluation of `C_U` rows relies on).
  var values: [Double] = []
  /// The edit constraint of each caller's variable, or -1.
  var editOf: [Int32] = []
  /// Debug names of the caller's variables.
  var names: [String?] = []
  /// Ids of freed symbols, reused last in, first out.
  var freeSymbols: [UInt32] = []

  // MARK: Columns (a pool of list nodes: which rows may hold a symbol)

  /// The nodes of every column list, and the free ones (chained through `next`).
  var columnNodes: [ColumnNode] = []
  /// The first free node of `columnNodes`, or -1.
  var freeColumnNode: Int32 = -1

  // MARK: Rows (indexed by row slot)

  /// The right side of each row.
  var rows: [Row] = []
  /// The basic symbol of each row slot, or `noSymbol` when the slot is free.
  var basics: [UInt32] = []
  var freeRows: [Int32] = []
  /// Per row slot: the pass that last visited it (to skip repeated column entries).
  var rowStamps: [UInt32] = []
  var stamp: UInt32 = 0

  // MARK: The order of caller's variables

  /// Caller's variables in rank order; an entry is current when `ranks[v]` points back at it.
  var order: [UInt32] = []
  var staleOrderEntries = 0

  // MARK: Objective, constraints, edits

  /// The lexicographic objective, one level per distinct optional priority.
  var objective = Objective()
  /// The constraint table.
  var records: [ConstraintRecord] = []
  var freeRecords: [Int32] = []
  /// Restricted basic symbols whose rows went negative, for the dual simplex (a min-heap, so
  /// that the order rows are found in never matters).
  var infeasibleRows: [UInt32] = []
  /// What a request that may be refused changed, to undo it.
  var journal = Journal()
  /// How `updateVariables()` computes the caller's variables.
  var evaluation = EvaluationProgram()
  /// The decade of the largest constant the rows have held (0: up to 10^5, … 3: up to 10^8),
  /// for `constantTolerance`.
  var largestDecade = 0
  /// Whether a pivot on a coefficient far smaller than its row's others (likely rounding
  /// left where the exact value is 0), or one on a row constant past 10^9, may have
  /// spoiled the rows: the public request that made it ends by solving the system again from
  /// its constraints (`refactorIfNeeded()`).
  var needsRefactoring = false
  /// How many times the tableau was rebuilt from the constraints.
  var refactorings = 0
  /// How many optimisations stopped at `pivotBudget`.
  var exhaustedBudgets = 0
  /// Whether a pivot of the request under way had an element past `illConditionedElement`
  /// (Solver+Consistency.swift).
  var isIllConditioned = false
  /// Whether the tableau is being rebuilt from the constraints (`rebuildTableau()`).
  var isRebuilding = false
  /// Whether this solver is the arbiter of a refusal, the solver of the named constraints
  /// alone (`conflictHoldsAlone`): its own refusals ask for no such check again.
  var isVerifying = false
  /// The largest row constant a request may leave: ``maximumValue``, but during a rebuild the
  /// bound it was given (`rebuildTableau(in:bound:)`).
  var valueBound = Solver.maximumValue
  /// Whether the dual simplex pivoted on a suspect coefficient, the only one that could
  /// repair its row, since the journal opened (`conflictFoundByRebuild()`).
  var forcedSuspectPivot = false
  /// Whether a pivot or a constant change moved a row constant past `wideRowConstant` since
  /// the last residual check (Solver+Residuals.swift).
  var movedWideConstant = false

  // MARK: Scratch

  /// The row being built, densely by symbol id (one array, so that an update checks one
  /// buffer's uniqueness instead of three).
  var accumulator: [AccumulatorSlot] = []
  var accumulated: [UInt32] = []
  var addedSymbols: [UInt32] = []
  var expansionHeap: [UInt64] = []
  var holderBuffer: [Holder] = []

  /// An empty solver.
  public init() {}

  /// The magnitudes a nonzero coefficient may have, once an expression is simplified
  /// (10⁻² … 10²; a multiplier of 1/3 or 100 is fine, 10⁻³ is refused with
  /// ``SolverError/numberOutOfRange``).
  ///
  /// The solver decides with tolerances: a sum is zero when it cancels to 10⁻¹⁰ of its parts,
  /// a reduced cost below 10⁻¹⁰ is zero (<doc:Algorithm>, "Numbers"). Within these bounds
  /// products of a few coefficients stay well above those tolerances and rounding well below
  /// them.
  public static let coefficientMagnitudes: ClosedRange<Double> = 1e-2...1e2

  /// The largest magnitude of a constraint's constant or a suggested value: 10⁸ points, three
  /// times the engines' length bound (33,554,431 points, Docs/Bounds.md).
  public static let maximumConstant = 1e8

  /// The largest magnitude a request may leave in the solution: 10¹⁵.
  ///
  /// Constants are bounded by ``maximumConstant``, but a solution can still take far larger
  /// values through chains of coefficients (`a == 100 * b`, `b == 100 * c`…), and the rows of
  /// the tableau then carry that size's rounding (a unit in the last place of 10¹⁵ is 0.125,
  /// of 10²⁰ it is 16,384) into every constraint they are combined with. A request that
  /// would leave a number of the tableau it touches past this bound (and past what that
  /// number was before) is refused with ``SolverError/numberOutOfRange`` and changes nothing:
  /// the value of a slack or an error (how far an inequality is from binding, how far an
  /// optional constraint is from holding), or a caller's variable's value less the multiples
  /// of lower-ranked variables its row refers to. Rounding on a path through huge values can
  /// leave rows that are far from the solution, past the bound or within it, so the solver
  /// then builds its tableau again from the constraints (on a copy, by any path), and the
  /// rebuilds that hold every constraint to rounding decide: a request that left a number
  /// past the bound goes through when one of them is within it (it replaces the tableau),
  /// and a request that left residuals refinement cannot take out is refused when every one
  /// of them is past it. Layouts stay ten million times below it (the engines' lengths are
  /// at most 33,554,431 points, Docs/Bounds.md).
  ///
  /// Removing or deactivating a constraint is never refused, and a variable defined as a
  /// multiple of others can still exceed the bound through them.
  public static let maximumValue = 1e15
}

// MARK: - Variables and values

extension Solver {
  /// Makes a new variable, with an optional debug name.
  ///
  /// Its value is 0 until constraints move it.
  ///
  /// - Complexity: Amortised O(1).
  public mutating func makeVariable(_ name: String? = nil) -> Variable {
    let id = makeSymbol(.external)
    names[Int(id)] = name
    ranks[Int(id)] = UInt32(order.count)
    order.append(id)
    invalidateEvaluation()
    return Variable(id: id)
  }

  /// The debug name given to `variable`, if any.
  public func name(of variable: Variable) -> String? {
    isKnown(variable) ? names[Int(variable.id)] : nil
  }

  /// How many variables this solver has made.
  public var variableCount: Int { order.count - staleOrderEntries }

  /// Whether `variable` was made by this solver.
  public func isKnown(_ variable: Variable) -> Bool {
    Int(variable.id) < kinds.count && kinds[Int(variable.id)] == .external
  }

  /// The value of `variable` as of the last ``updateVariables()`` (0 for an unknown one).
  public func value(of variable: Variable) -> Double {
    isKnown(variable) ? values[Int(variable.id)] : 0
  }

  /// The value of `variable` as of the last ``updateVariables()``.
  public subscript(variable: Variable) -> Double { value(of: variable) }
}
