import Foundation
import Geometry

extension UIView {
  /// The direction the view lays out in: its own ``semanticContentAttribute`` when it forces
  /// one, otherwise its superview's, otherwise ``UIView/defaultLayoutDirection``.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    var current: UIView? = self
    while let view = current {
      switch view.semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      case .unspecified, .playback, .spatial: current = view.superview
      }
    }
    return UIView.defaultLayoutDirection
  }

  /// The layout direction of views that force none and have no ancestor that does (the
  /// application's direction on iOS); left to right unless set.
  public static var defaultLayoutDirection: UIUserInterfaceLayoutDirection {
    get { UIScreen.main.layoutDirection }
    set {
      UIScreen.main.layoutDirection = newValue
      AutoLayout.layoutDirectionMayHaveChanged()
    }
  }

  /// The display scale used to round the view's coordinates: set on the view, or its
  /// superview's, or ``UIScreen/main``'s scale.
  ///
  /// The scale a view inherits is looked up once and kept (see `InheritedScale`).
  public var contentScaleFactor: CGFloat {
    get {
      if let ownScale { return ownScale }
      switch inheritedScale {
      case .scale(let scale): return scale
      case .screen: return UIScreen.main.scale
      case .unknown: return resolveInheritedScale()
      }
    }
    set {
      ownScale = newValue.isFinite && newValue > 0 ? newValue : nil
      environmentDidChange()
    }
  }
}
