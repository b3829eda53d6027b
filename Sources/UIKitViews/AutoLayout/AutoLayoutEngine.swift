import ConstraintSolver
import Foundation
import Geometry

/// The constraint engine of a group of views and guides that constraints connect: one
/// ``Solver``, four variables per item, and the constraints Auto Layout adds for them.
///
/// Docs/AutoLayout.md, "The engine", describes the model:
/// - Each item has `x, y, w, h` in its parent's coordinates (a view's parent is its superview,
///   a guide's its owning view), as UIKit's engine keeps `minX, minY, width, height` per view.
/// - A constraint is read in the coordinates of the view that holds it (its items' nearest
///   common ancestor): an item's position there is its own plus its ancestors' up to that view,
///   which contributes its bounds (position 0).
/// - Items join an engine when a constraint names them; two engines merge when a constraint
///   joins their items (the smaller moves into the larger). Views and guides that no
///   constraint reaches never have variables.
///
/// A live engine belongs to its items (through their ``LayoutItemState``); a fitting engine is
/// built for one ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// call and thrown away, as UIKit's is.
final class AutoLayoutEngine {
  // Most of the engine's state is checked for overlapping accesses at compile time only
  // (`@exclusivity(unchecked)`): the engine is not shared across threads, and its methods
  // reach these properties tens of thousands of times a layout; without the runtime's checks
  // the 1,000-row SnapKit screen's first layout runs 4.6 % fewer instructions (callgrind).
  // Not `solver`: unchecked, its reads copied the whole `Solver` value (45 % more).

  /// The solver.
  var solver = Solver()
  /// The items, by index.
  @exclusivity(unchecked) var members: [Member] = []
  /// Each item's index, by identity (fitting engines only: live items keep theirs in their
  /// state).
  @exclusivity(unchecked) var memberIndex: [ObjectIdentifier: Int32] = [:]
  /// The constraints installed, by index.
  @exclusivity(unchecked) var installed: [Installed] = []
  /// Each installed constraint's index, by identity.
  @exclusivity(unchecked) var installedIndex: [ObjectIdentifier: Int32] = [:]
  /// Every member's solved frame as of the last update (in its parent's coordinates).
  @exclusivity(unchecked) var frames: [Rect] = []
  /// Every member's variables, in one array beside ``members``: reading the frames of
  /// thousands of members then reads one array, not an object each.
  @exclusivity(unchecked) var memberVariables: [ItemVariables] = []
  /// Every member's reference to its item, beside ``members`` (see ``memberVariables``).
  @exclusivity(unchecked) var memberReferences: [ItemReference] = []
  /// What the layout pass asks of each member, beside ``members``: a pass over thousands of
  /// plain views reads these bytes instead of an object each (see ``MemberFlags``).
  @exclusivity(unchecked) var memberFlags: [MemberFlags] = []
  /// Where each view member sat when its view was last read.
  ///
  /// Indexed by member; recorded when the view is read for its held frame or its intrinsic
  /// size; nil for guides and views not read yet. Telling superviews of moved frames reads
  /// these instead of every moved view (`noteChangedFrames`).
  @exclusivity(unchecked) var placements: [Placement?] = []
  /// Whether the solution may be out of date.
  @exclusivity(unchecked) var needsUpdate = false
  /// Items whose held frame must be (re)read.
  @exclusivity(unchecked) var pendingHeld: [Int32] = []
  /// Items whose intrinsic content size must be (re)read.
  @exclusivity(unchecked) var pendingIntrinsic: [Int32] = []
  /// Labels of several lines that wrap at the width the engine gives them.
  @exclusivity(unchecked) var wrappingLabels: [Int32] = []
  /// Constraints whose holder went (`AutoLayout.holderWillDeinit(_:)`): they leave the solver
  /// at the next update, or with the engine if it goes first (a whole screen torn down).
  @exclusivity(unchecked) var departed: [NSLayoutConstraint] = []
  /// Whether a change may have freed broken constraints: they are tried again at the update.
  @exclusivity(unchecked) var needsBrokenRetry = false
  /// Whether some installed or generated constraint may be broken.
  @exclusivity(unchecked) var hasBrokenConstraints = false
  /// The scroll views (members) whose content offsets the last expression built subtracted
  /// (`expression(of:in:)`'s scratch, read by `install`).
  @exclusivity(unchecked) var offsetSourcesRead: [Int32] = []
  /// The direction epoch (``AutoLayout/directionEpoch``) the constraints that read a layout
  /// direction were last checked at.
  var checkedDirectionEpoch = AutoLayout.directionEpoch.load(ordering: .relaxed)
  /// The view whose size a fitting engine finds (nil: a live engine).
  var fittingRoot: UIView? { fittingRootReference?.view }
  /// ``fittingRoot``'s storage (see ``ItemReference``).
  private let fittingRootReference: ItemReference?
  /// Whether this is a live engine (its items' own), rather than a fitting one.
  let isLive: Bool

  /// A live engine.
  init() {
    isLive = true
    fittingRootReference = nil
  }

  /// A fitting engine for `root`, whose size is left free.
  init(fittingRoot root: UIView) {
    isLive = false
    fittingRootReference = root.itemReference
  }

  deinit {
    guard isLive else { return }
    for entry in installed where entry.constraint.engine === self {
      entry.constraint.engine = nil
    }
  }

  // MARK: Items

  /// The four variables of an item, in its parent's coordinates.
  struct ItemVariables {
    var x: Variable
    var y: Variable
    var w: Variable
    var h: Variable
  }

  /// What an item is to the engine.
  enum MemberKind: Equatable {
    /// A view.
    case view
    /// A guide the engine places (added with `addLayoutGuide`).
    case customGuide
    /// A guide of a view's safe area, margins or readable area, held at its owner's insets.
    case systemGuide
  }

  /// One item of the engine (a class: the engine reads and changes members in place, and a
  /// struct element with a weak reference and arrays would be copied on reads).
  final class Member {
    /// The view or guide (not retained).
    var item: AnyObject? { reference.tracked }
    /// ``item``'s storage (see ``ItemReference``).
    let reference: ItemReference
    /// What the item is.
    let kind: MemberKind
    /// Its variables.
    let variables: ItemVariables
    /// The constraints holding a view at its frame (x, y, w, h), while it is held.
    @exclusivity(unchecked) var held: GeneratedConstraints?
    /// The intrinsic-size constraints (width ≤, width ≥, height ≤, height ≥).
    @exclusivity(unchecked) var intrinsic: IntrinsicConstraints?
    /// A system guide's constraints (x, y, w, h against its owner) and the insets they use.
    @exclusivity(unchecked) var guide: GeneratedConstraints?
    /// Installed constraints whose numbers read this item's margins or baselines.
    @exclusivity(unchecked) var environment: [NSLayoutConstraint] = []
    /// Installed constraints that read only this item's layout direction.
    @exclusivity(unchecked) var directional: [NSLayoutConstraint] = []

    init(item: ItemReference, kind: MemberKind, variables: ItemVariables) {
      reference = item
      self.kind = kind
      self.variables = variables
    }
    /// The width a wrapping label was last measured at.
    @exclusivity(unchecked) var wrapWidth: Double?
    /// A scroll view's content width and height, once constraints from its subviews to its
    /// edges use them.
    @exclusivity(unchecked) var content: (width: Variable, height: Variable)?
    /// Whether a constraint read outside the item (in an ancestor's coordinates) uses its
    /// variables: moving it then moves views its own layout does not place.
    @exclusivity(unchecked) var isReadOutside = false
  }

  /// A member's state that the layout pass reads for every member (``memberFlags``).
  struct MemberFlags: OptionSet {
    let rawValue: UInt8
    /// The item waits in `pendingHeld`.
    static let pendingHeld = MemberFlags(rawValue: 1)
    /// The item waits in `pendingIntrinsic`.
    static let pendingIntrinsic = MemberFlags(rawValue: 2)
    /// The item is listed in `wrappingLabels`.
    static let wrapping = MemberFlags(rawValue: 4)
    /// The item has intrinsic-size constraints (`Member.intrinsic`).
    static let hasIntrinsic = MemberFlags(rawValue: 8)
    /// Some constraint reads the item's margins or baselines (`Member.environment`), or it has
    /// content-size variables (`Member.content`): its own `layoutSubviews()` reads the member
    /// only then.
    static let lendsLayout = MemberFlags(rawValue: 16)
  }

  /// A view member's superview and whether it is held, as of the last read of the view.
  ///
  /// Both change only through hooks that queue the view for those reads (a move between
  /// superviews, `translatesAutoresizingMaskIntoConstraints`), and an update reads the queued
  /// views before it reads the frames, so the placements it uses are current.
  struct Placement {
    /// The view's superview (nil for a root).
    var superview: ItemReference?
    /// Whether the view is held at its frame.
    var isHeld: Bool
  }

  /// Four generated constraints and the numbers they hold (nil ID: broken or not yet added).
  struct GeneratedConstraints {
    var ids: Quad<ConstraintID?> = Quad(repeating: nil)
    var values: Quad<Double> = Quad(repeating: 0)
  }

  /// The intrinsic-size constraints of an item and what they were made from.
  struct IntrinsicConstraints {
    /// Width ≤ (hugging), width ≥ (compression), height ≤, height ≥.
    var ids: Quad<ConstraintID?> = Quad(repeating: nil)
    /// The intrinsic width and height (nil: none on that axis).
    var size: (width: Double?, height: Double?) = (nil, nil)
    /// Hugging and compression resistance, horizontal then vertical.
    var priorities: Quad<Float> = Quad(repeating: 0)
    /// Per axis (0: width, 1: height; 2 and 3 unused): whether its two sides are one equality
    /// with two priorities (both optional), whose ID is the hugging side's.
    var paired: Quad<Bool> = Quad(repeating: false)
  }

  /// A user constraint in the engine.
  struct Installed {
    /// The constraint.
    let constraint: NSLayoutConstraint
    /// Its identity in the solver (nil while broken).
    var id: ConstraintID?
    /// The view whose coordinates the constraint is read in.
    var coordinateView: UIView? { coordinateViewReference?.view }
    /// ``coordinateView``'s storage (see ``ItemReference``).
    var coordinateViewReference: ItemReference?
    /// The constant part of its expression before its own constant is subtracted.
    var base: Double
    /// Whether its horizontal attributes are read right to left.
    var mirrored: Bool
    /// The members (scroll views) whose content offsets its numbers subtract.
    var offsetSources: [Int32] = []
  }

  /// Brings the `lendsLayout` flag up to date for member `index` (after its environment or content
  /// changed).
  func noteLendsLayout(_ index: Int) {
    if !members[index].environment.isEmpty || members[index].content != nil {
      memberFlags[index].insert(.lendsLayout)
    } else {
      memberFlags[index].remove(.lendsLayout)
    }
  }

  /// The index of `item` if it is a member.
  func existingMember(_ item: AnyObject) -> Int32? {
    if isLive {
      guard let state = LayoutItemState.existing(item), state.engine === self else { return nil }
      return state.member
    }
    return memberIndex[ObjectIdentifier(item)]
  }

  /// The index of `item`, which joins the engine if it is not a member (a live item of another
  /// engine brings that engine along: it merges into this one).
  func member(_ item: AnyObject) -> Int32 {
    if let index = existingMember(item) { return index }
    if isLive, let other = LayoutItemState.existing(item)?.engine, other !== self {
      absorb(other)
      return LayoutItemState.existing(item)!.member
    }
    return addMember(item)
  }

  /// Makes `item` a member with fresh variables.
  private func addMember(_ item: AnyObject) -> Int32 {
    let index = Int32(members.count)
    let variables = ItemVariables(
      x: solver.makeVariable(), y: solver.makeVariable(), w: solver.makeVariable(),
      h: solver.makeVariable())
    let kind: MemberKind
    if let guide = item as? UILayoutGuide {
      kind = guide.kind == .custom ? .customGuide : .systemGuide
    } else {
      kind = .view
    }
    // `to` returns a reference for any object given.
    members.append(Member(item: ItemReference.to(item)!, kind: kind, variables: variables))
    memberVariables.append(variables)
    memberReferences.append(members[Int(index)].reference)
    memberFlags.append([])
    placements.append(nil)
    if isLive, let state = LayoutItemState.of(item) {
      state.engine = self
      state.member = index
    } else {
      memberIndex[ObjectIdentifier(item)] = index
    }
    switch kind {
    case .view:
      // A live engine's new view that is not held has no frame to hold and none to release:
      // it waits for its intrinsic size only. (A change that holds it later queues it.)
      if !isLive || isHeld(item as! UIView) { notePendingHeld(index) }
      notePendingIntrinsic(index)
      if isLive, let superview = (item as? UIView)?.superview { _ = LayoutItemState.of(superview) }
    case .customGuide:
      if isLive, let owner = (item as? UILayoutGuide)?.owningView { _ = LayoutItemState.of(owner) }
    case .systemGuide:
      installSystemGuide(index)
    }
    needsUpdate = true
    return index
  }

  /// The view or guide of member `index`, if still alive.
  func item(_ index: Int32) -> AnyObject? { memberReferences[Int(index)].tracked }

  /// Whether a view is held at its frame: it translates its autoresizing mask, or it is a root
  /// (no superview applies a frame to it); a fitting engine's root is free.
  func isHeld(_ view: UIView) -> Bool {
    if !isLive { return view !== fittingRoot && view.translatesAutoresizingMaskIntoConstraints }
    return view.translatesAutoresizingMaskIntoConstraints || view.superview == nil
  }

  /// Queues a held-frame refresh of member `index`.
  func notePendingHeld(_ index: Int32) {
    guard !memberFlags[Int(index)].contains(.pendingHeld) else { return }
    memberFlags[Int(index)].insert(.pendingHeld)
    pendingHeld.append(index)
    needsUpdate = true
  }

  /// Queues an intrinsic-size refresh of member `index`.
  func notePendingIntrinsic(_ index: Int32) {
    guard !memberFlags[Int(index)].contains(.pendingIntrinsic) else { return }
    memberFlags[Int(index)].insert(.pendingIntrinsic)
    pendingIntrinsic.append(index)
    needsUpdate = true
  }

  /// The item's intrinsic content size or held-ness may have changed.
  func intrinsicContentSizeDidChange(member index: Int32) {
    guard index >= 0, Int(index) < members.count else { return }
    members[Int(index)].wrapWidth = nil
    notePendingIntrinsic(index)
    notePendingHeld(index)
    if let view = members[Int(index)].item as? UIView {
      // A view that stops translating its mask is free at once, before new constraints come.
      if !isHeld(view) { releaseFrame(of: index) }
      view.superview?.setNeedsLayout()
      for constraint in members[Int(index)].environment + members[Int(index)].directional {
        refreshNumbers(of: constraint)
      }
    }
  }

  // MARK: Reading the solution

  /// The solved frame of member `index` as of the last update, in its parent's coordinates.
  func solvedFrame(_ index: Int32) -> Rect {
    Int(index) < frames.count ? frames[Int(index)] : .zero
  }

  /// The value of `variable` in the current solution.
  ///
  /// Read through an `inout` borrow: reading the solver stored in this class directly would
  /// copy it (retaining each of its arrays) for every value.
  func value(of variable: Variable) -> Double {
    withSolver { $0.value(of: variable) }
  }

  /// Runs `body` on the solver without copying it.
  @inline(__always) func withSolver<Result>(_ body: (inout Solver) -> Result) -> Result {
    body(&solver)
  }

  /// `frame` with its edges on the pixel grid of `scale` (Auto Layout rounds frames to the
  /// nearest pixel: a 950.25 origin lands on 950.5 at 2x; Docs/AutoLayout.md, "Rounding").
  static func snapped(_ frame: Rect, scale: Double) -> Rect {
    let minX = PixelGrid.round(frame.minX, scale: scale)
    let minY = PixelGrid.round(frame.minY, scale: scale)
    let maxX = PixelGrid.round(frame.maxX, scale: scale)
    let maxY = PixelGrid.round(frame.maxY, scale: scale)
    return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }
}
