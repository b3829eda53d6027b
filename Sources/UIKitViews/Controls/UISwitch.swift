import Foundation

/// An on/off switch of UIKit's fixed size, 51 × 31 points (UIKit's name).
///
/// Its intrinsic size and ``sizeThatFits(_:)`` are always 51 × 31; a frame of another size is
/// kept, but the switch draws at 51 × 31 in its top-left corner, as UIKit's does.
open class UISwitch: UIControl {
  /// The switch's size in points (UIKit's, iOS 7 to 18).
  public static let size = CGSize(width: 51, height: 31)

  /// Whether the switch is on.
  open var isOn = false
  /// The colour of the track when on (the system green unless set).
  open var onTintColor: UIColor?
  /// The colour of the thumb (white unless set).
  open var thumbTintColor: UIColor?

  /// Creates a switch at `frame`'s origin.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
  }

  /// Creates a switch from an archive (no archives here: an off switch).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(origin: .zero, size: UISwitch.size)
  }

  /// Turns the switch on or off (without sending actions, as in UIKit).
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// 51 × 31, whatever the proposal.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize { UISwitch.size }

  /// Toggles as a tap does, then sends `.valueChanged` (Trellis's stand-in for a touch).
  public func simulateTap() {
    guard isEnabled else { return }
    isOn.toggle()
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }
}
