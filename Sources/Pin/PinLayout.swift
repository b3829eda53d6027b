import Foundation
import Geometry
@_exported import PinEngine
import UIKitViews

/// The builder that `view.pin` returns: each call records a rule and returns the same builder,
/// and the frame is computed and set when the chain ends.
///
/// ```swift
/// title.pin.top(pin.safeArea).horizontally(16).height(44)
/// subtitle.pin.below(of: title, aligned: .left).marginTop(8).sizeToFit(.width)
/// ```
///
/// The rules are resolved as PinLayout resolves them: in the parent's coordinates as each call
/// is made (the first value of an edge or size wins, the last margin wins), then, when the
/// builder is released or ``layout()`` is called, into one frame (min and max win over every
/// other rule, max over min), rounded to the view's `contentScaleFactor` (origins to the nearest
/// pixel, sizes up to the next one). See `Docs/Pin.md`.
///
/// A builder is not `Sendable`: use it on the task that owns the view tree.
public final class PinLayout {
  /// The recorded rules and the view they place.
  @exclusivity(unchecked) var core: PinCore<UIView>

  /// The view being placed.
  var view: UIView { core.view }

  /// Starts a chain for `view`.
  init(view: UIView) {
    core = PinCore(view: view)
  }

  deinit {
    core.finish(explicitly: false, isMainThread: { Thread.isMainThread })
  }

  /// Applies the rules now instead of when the builder is released (needed in playgrounds only).
  ///
  /// ```swift
  /// view.pin.top(20).width(100).layout()
  /// ```
  public func layout() {
    core.finish(explicitly: true, isMainThread: { Thread.isMainThread })
  }

  // MARK: Areas

  /// The view's safe-area insets, to pass to edge and margin calls: `view.pin.all(pin.safeArea)`.
  public var safeArea: UIEdgeInsets { view.safeAreaInsets }

  /// The insets of the view's readable content guide (zero when the guide is empty).
  public var readableMargins: UIEdgeInsets {
    let guide = view.readableContentGuide.layoutFrame
    guard guide.width > 0, guide.height > 0 else { return .zero }
    let frame = view.frame
    return UIEdgeInsets(
      top: guide.minY, left: guide.minX, bottom: frame.height - guide.maxY,
      right: frame.width - guide.maxX)
  }

  /// The view's layout margins.
  public var layoutMargins: UIEdgeInsets { view.layoutMargins }

  /// Whether start means left for this chain (the `Pin.layoutDirection` in effect, or the view's
  /// own direction with `.auto`).
  var isLeftToRight: Bool { core.isLeftToRight }
}

extension CGFloat {
  /// The value as PinLayout writes an edge's or anchor's offset in warnings: nothing for 0
  /// (`top()`), whole numbers without a fraction (`top(10)`).
  var pinText: String { self == 0 ? "" : formatPinNumber(Double(self)) }
}

extension UIEdgeInsets {
  /// The insets as PinLayout's warnings write them.
  var pinText: String {
    "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}

extension Percent {
  /// The percentage as the engine takes it.
  var length: PinLength { .percent(Double(value)) }
}

/// The edge-insets type PinLayout's signatures name (`UIEdgeInsets` on iOS).
public typealias PEdgeInsets = UIEdgeInsets
