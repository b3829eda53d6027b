import Foundation

/// The layer that draws a view: its corner radius, border, shadow and opacity (Core Animation's
/// name).
///
/// Every view has one (``UIView/layer``). The properties that UIKit keeps in both places are
/// one value: `opacity` is the view's `alpha`, `masksToBounds` its `clipsToBounds`,
/// `backgroundColor` its `backgroundColor`. Drawings (SVGViews) read the rest. Layers draw
/// nothing of their own here, and sublayers are not supported.
open class CALayer: NSObject {
  /// The view the layer draws (a layer cannot exist without one here).
  public private(set) unowned(unsafe) var delegate: UIView

  /// The radius of the rounded corners of the background and the border (0: square).
  ///
  /// Values that are not finite, or are negative, are stored as 0.
  public var cornerRadius: CGFloat = 0 {
    didSet { if !(cornerRadius.isFinite && cornerRadius >= 0) { cornerRadius = 0 } }
  }
  /// The width of the border drawn inside the bounds (0: none).
  ///
  /// Values that are not finite, or are negative, are stored as 0.
  public var borderWidth: CGFloat = 0 {
    didSet { if !(borderWidth.isFinite && borderWidth >= 0) { borderWidth = 0 } }
  }
  /// The border's colour (opaque black unless set).
  public var borderColor: CGColor? = UIColor.black.cgColor
  /// Which corners ``cornerRadius`` rounds (all four unless set).
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The shadow's colour (opaque black unless set).
  public var shadowColor: CGColor? = UIColor.black.cgColor
  /// The shadow's opacity, from 0 (no shadow, the default) to 1.
  public var shadowOpacity: Float = 0
  /// The shadow's offset (0, −3 unless set, as Core Animation's).
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (3 unless set).
  public var shadowRadius: CGFloat = 3
  /// The layer's stacking position among its siblings (kept for drawings).
  public var zPosition: CGFloat = 0
  /// A name for the layer.
  public var name: String?

  /// Creates the layer of `view`.
  init(view: UIView) {
    delegate = view
    super.init()
  }

  /// The view's opacity (`alpha`), as a `Float`.
  public var opacity: Float {
    get { Float(delegate.alpha) }
    set { delegate.alpha = CGFloat(newValue) }
  }

  /// Whether the view's subviews are clipped to its bounds, rounded by ``cornerRadius``
  /// (`clipsToBounds`).
  public var masksToBounds = false

  /// The view's background colour.
  public var backgroundColor: CGColor? {
    get { delegate.backgroundColor?.cgColor }
    set { delegate.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
  }

  /// The view's frame.
  public var frame: CGRect {
    get { delegate.frame }
    set { delegate.frame = newValue }
  }

  /// The view's bounds.
  public var bounds: CGRect {
    get { delegate.bounds }
    set { delegate.bounds = newValue }
  }

  /// The border's colour as a `UIColor`, for drawings.
  package var borderUIColor: UIColor? { borderColor.map(UIColor.init(cgColor:)) }
}

/// The corners a layer rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a mask from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
