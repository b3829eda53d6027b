import Foundation

/// A relation between two attributes of two items (views or layout guides) that Auto Layout
/// keeps: `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`
/// (UIKit's name and semantics).
///
/// Activate a constraint with ``isActive`` or ``activate(_:)``; it is installed on the nearest
/// common ancestor of its items, whose ``UIView/constraints`` list it, and solved with the other
/// constraints of the items it connects. Frames change in the next layout pass.
///
/// ```swift
/// let label = UILabel()
/// container.addSubview(label)
/// label.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
///   label.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
/// ])
/// container.layoutIfNeeded()
/// ```
///
/// Where UIKit raises an exception (items without a common ancestor, left or right paired with
/// leading or trailing, a location against a constant, a value that is not finite, a priority
/// out of range or switched between required and optional while active), Trellis refuses the
/// request, keeps the reason in ``error`` and logs a ``UIKitDiagnostic/Kind/invalidConstraint``
/// diagnostic in UIKit's words. Required constraints that cannot all hold are reported as UIKit
/// reports them (see `Docs/AutoLayout.md`, "Conflicts").
open class NSLayoutConstraint: NSObject {
  /// The first item: the view or layout guide the constraint places (not retained, as in
  /// UIKit).
  public var firstItem: AnyObject? { firstItemStorage }
  /// ``firstItem``, read by the engine: `final`, so that a read is a direct call rather than
  /// one through the open class's table (activation reads it several times).
  final var firstItemStorage: AnyObject? { firstItemReference?.object }
  /// ``firstItem``'s storage: an ``ItemReference`` rather than `weak`, which would slow every
  /// retain of the view; a `let`, read without a run-time exclusivity check.
  final let firstItemReference: ItemReference?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The second item, or nil for a constraint against a constant (not retained).
  public var secondItem: AnyObject? { secondItemStorage }
  /// ``secondItem``, read by the engine (see ``firstItemStorage``).
  final var secondItemStorage: AnyObject? { secondItemReference?.object }
  /// ``secondItem``'s storage (see ``firstItemReference``).
  final let secondItemReference: ItemReference?
  /// The attribute of the second item (``Attribute/notAnAttribute`` for a constant).
  public let secondAttribute: Attribute
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// A name for the constraint in messages.
  open var identifier: String?
  /// Kept for source compatibility (archives are not written here).
  open var shouldBeArchived = false

  /// The constant added to the second side.
  ///
  /// Changing it on an active constraint updates the solution in place (no re-solve from
  /// scratch). A value that is not finite is refused: the constant keeps its value and
  /// ``error`` says why.
  open var constant: CGFloat {
    get { storedConstant }
    set {
      guard newValue.isFinite else {
        refuse(.nonFiniteValue)
        return
      }
      guard newValue != storedConstant else { return }
      storedConstant = newValue
      engine?.constantDidChange(of: self)
    }
  }
  /// The constant.
  final var storedConstant: CGFloat

  /// The priority: 1000 (required) unless set; optional constraints give way to higher ones.
  ///
  /// An active constraint may move between optional priorities, but not between required and
  /// optional (UIKit raises; Trellis refuses and keeps the old priority). A priority outside
  /// 0 < priority ≤ 1000 is refused.
  open var priority: UILayoutPriority {
    get { storedPriority }
    set {
      guard newValue.rawValue.isFinite, newValue.rawValue > 0, newValue.rawValue <= 1000 else {
        refuse(.invalidPriority(newValue.rawValue))
        return
      }
      guard newValue != storedPriority else { return }
      if isActive && (newValue == .required) != (storedPriority == .required) {
        refuse(.requiredPriorityChange(from: storedPriority.rawValue, to: newValue.rawValue))
        return
      }
      storedPriority = newValue
      engine?.priorityDidChange(of: self)
    }
  }
  /// The priority.
  final var storedPriority = UILayoutPriority.required

  /// Whether the constraint takes part in layout.
  ///
  /// Setting it to true installs it on the nearest common ancestor of its items; a constraint
  /// that UIKit would refuse stays inactive (see ``error``).
  open var isActive: Bool {
    get { isInstalled }
    set {
      if newValue {
        AutoLayout.activate(self, on: nil)
      } else {
        AutoLayout.deactivate(self)
      }
    }
  }

  /// Why the last request on this constraint was refused, if it was (Trellis's addition: UIKit
  /// raises an exception instead).
  public internal(set) var error: LayoutConstraintError? {
    get { errorStorage }
    set { errorStorage = newValue }
  }
  /// ``error``'s storage (see ``firstItemStorage``).
  final var errorStorage: LayoutConstraintError?
  /// Whether the constraint is active but not held, because required constraints conflicted
  /// and it was the one broken (Trellis's addition; UIKit logs the same and keeps it active).
  public internal(set) var isBroken: Bool {
    get { isBrokenStorage }
    set { isBrokenStorage = newValue }
  }
  /// ``isBroken``'s storage (see ``firstItemStorage``).
  final var isBrokenStorage = false

  /// Whether the constraint is installed (active).
  final var isInstalled = false
  /// The view the constraint is installed on while active (not retained).
  final var holder: UIView? {
    get { holderReference?.view }
    set { holderReference = newValue?.itemReference }
  }
  /// ``holder``'s storage (see ``firstItemReference``).
  final var holderReference: ItemReference?
  /// The engine that solves the constraint while active (not retained: the engine holds its
  /// constraints, and clears this when it goes; unowned so that the engine, reached on every
  /// change, keeps the fast reference counting of objects without weak references).
  final unowned(unsafe) var engine: AutoLayoutEngine?
  /// The reason the constraint cannot be activated, found when it was made (nil: valid).
  final var definitionError: LayoutConstraintError?

  /// Creates a constraint `view1.attr1  relation  multiplier × view2.attr2 + c`.
  ///
  /// `view1` and `view2` are views or layout guides. A constraint UIKit would refuse is made
  /// but cannot be activated: ``error`` says why, and a diagnostic is logged.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      item: view1 as AnyObject, attribute: attr1, relatedBy: relation,
      toItem: view2.map { $0 as AnyObject }, attribute: attr2, multiplier: multiplier,
      constant: c)
  }

  /// Creates a constraint `view1.attr1  relation  multiplier × view2.attr2 + c` between two
  /// objects (the form that needs no bridging of `Any`).
  ///
  /// `view1` and `view2` are views or layout guides. A constraint UIKit would refuse is made
  /// but cannot be activated: ``error`` says why, and a diagnostic is logged.
  public init(
    item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItemReference = ItemReference.to(view1)
    firstAttribute = attr1
    self.relation = relation
    let second = view2
    secondItemReference = ItemReference.to(second)
    secondAttribute = attr2
    self.multiplier = multiplier
    storedConstant = c
    super.init()
    definitionError = Self.validate(
      first: firstItem, attr1, second: second, attr2, multiplier: multiplier, constant: c)
    if let definitionError { refuse(definitionError) }
  }

  /// Activates each constraint (installing it on its items' nearest common ancestor).
  ///
  /// Constraints UIKit would refuse stay inactive, each with its ``error``.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The first item's anchor for the first attribute.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
  }

  /// The second item's anchor for the second attribute, if there is a second item.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  /// Records and logs a refusal.
  func refuse(_ reason: LayoutConstraintError) {
    error = reason
    UIKitDiagnostics.log(.invalidConstraint, "\(reason.description) Constraint: \(self)")
  }

  // MARK: Validation (autolayout.md 1.3, 6.2)

  /// The reason UIKit refuses a constraint so defined, or nil.
  static func validate(
    first: AnyObject?, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) -> LayoutConstraintError? {
    guard let first, first is UIView || first is UILayoutGuide, attr1 != .notAnAttribute else {
      return .missingItem
    }
    guard multiplier.isFinite, constant.isFinite else { return .nonFiniteValue }
    guard let second else {
      // Against a constant: only sizes (the second attribute is ignored, as SnapKit passes
      // `.width` with a nil item).
      return attr1.isDimension ? nil : .locationAgainstConstant
    }
    guard second is UIView || second is UILayoutGuide, attr2 != .notAnAttribute else {
      return .invalidPairing(first: attr1, second: attr2)
    }
    if (attr1.isDirectional && attr2.isAbsoluteHorizontal)
      || (attr1.isAbsoluteHorizontal && attr2.isDirectional)
    {
      return .mixedDirectionalAttributes
    }
    if attr1.isDimension != attr2.isDimension {
      return .invalidPairing(first: attr1, second: attr2)
    }
    if !attr1.isDimension && multiplier == 0 { return .locationAgainstConstant }
    return nil
  }

  // MARK: Description

  /// The constraint as UIKit prints it: its class and address, its identifier, the equation,
  /// and whether it is active.
  open override var description: String {
    var text = "<\(type(of: self)):\(AutoLayoutFormatting.address(of: self))"
    if let identifier { text += " '\(identifier)'" }
    text += " " + AutoLayoutFormatting.equation(of: self)
    text += isActive ? "   (active)>" : "   (inactive)>"
    return text
  }
}
