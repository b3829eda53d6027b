import Foundation

/// A view that responds to the user with actions, in states (UIKit's name).
///
/// There are no touches headless: ``sendActions(for:)`` runs the actions of an event, as a
/// test or a gallery step does in place of a tap. Objective-C target–action
/// (`addTarget(_:action:for:)` with `#selector`) does not exist on Linux; use
/// ``addAction(_:for:)`` with a ``UIAction``, as iOS 14 and later allow.
open class UIControl: UIView {
  /// The states a control is in (UIKit's `UIControl.State`).
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The default state.
    public static let normal = State([])
    /// Touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The events a control sends actions for (UIKit's `UIControl.Event`).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates an event from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A tap: a touch went up inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The value changed (a switch toggled).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The primary action was triggered.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing changed (text fields).
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  /// Whether the control is enabled (true unless set).
  open var isEnabled = true {
    didSet { stateDidChange() }
  }
  /// Whether the control is selected.
  open var isSelected = false {
    didSet { stateDidChange() }
  }
  /// Whether the control is highlighted.
  open var isHighlighted = false {
    didSet { stateDidChange() }
  }

  /// How the content is placed horizontally (kept for drawings).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// How the content is placed vertically (kept for drawings).
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// The actions, by event.
  private var actions: [(event: Event, action: UIAction)] = []

  /// The control's state from its flags.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Adds an action run for `controlEvents`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((controlEvents, action))
  }

  /// Removes an action.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.event == controlEvents }
  }

  /// Runs the actions of `controlEvents` (a tap's, for `.touchUpInside`); nothing happens for a
  /// disabled control.
  open func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    for entry in actions where !entry.event.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }

  /// Called when the state changed; subclasses update their look.
  func stateDidChange() {
    setNeedsLayout()
  }

  /// How a control places its content horizontally (UIKit's name).
  public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
    /// Centred.
    case center
    /// At the left.
    case left
    /// At the right.
    case right
    /// Stretched.
    case fill
    /// At the leading edge.
    case leading
    /// At the trailing edge.
    case trailing
  }

  /// How a control places its content vertically (UIKit's name).
  public enum ContentVerticalAlignment: Int, Hashable, Sendable {
    /// Centred.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// Stretched.
    case fill
  }
}

/// An action a control runs: a title and a closure (UIKit's name).
public final class UIAction: NSObject {
  /// The title.
  public let title: String
  /// The closure.
  public let handler: (UIAction) -> Void

  /// Creates an action.
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
    super.init()
  }
}
