import Foundation

/// A spinning activity indicator of UIKit's fixed sizes (UIKit's name).
///
/// It is 20 × 20 points for ``Style-swift.enum/medium`` and 37 × 37 for
/// ``Style-swift.enum/large``. Headless, it does not spin; it hides while stopped when
/// ``hidesWhenStopped`` is set, as UIKit's does.
open class UIActivityIndicatorView: UIView {
  /// The indicator's size class (UIKit's name; the iOS 12 names are aliases).
  public enum Style: Int, Hashable, Sendable {
    /// 20 × 20.
    case medium = 100
    /// 37 × 37.
    case large = 101
    /// The former large white style (37 × 37).
    case whiteLarge = 0
    /// The former white style (20 × 20).
    case white = 1
    /// The former grey style (20 × 20).
    case gray = 2
  }

  /// The style.
  open var style: Style {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The spinner's colour.
  open var color: UIColor = .gray
  /// Whether the indicator hides while stopped (yes unless set).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether the indicator is animating.
  public private(set) var isAnimating = false

  /// Creates an indicator of `style`, stopped (hidden).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    frame.size = intrinsicContentSize
    isHidden = true
  }

  /// Creates a medium indicator at `frame`, stopped (hidden).
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates an indicator from an archive (no archives here: a medium one).
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
  }

  /// Starts animating (and shows the indicator).
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops animating (and hides the indicator when ``hidesWhenStopped``).
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// 20 × 20, or 37 × 37 for the large styles.
  open override var intrinsicContentSize: CGSize {
    switch style {
    case .large, .whiteLarge: CGSize(width: 37, height: 37)
    case .medium, .white, .gray: CGSize(width: 20, height: 20)
    }
  }

  /// The intrinsic size, whatever the proposal.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
