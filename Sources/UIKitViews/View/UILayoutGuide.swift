import Foundation
import Geometry

/// A rectangle of a view for laying other views out against, without a view of its own: the
/// safe area, the layout margins, the readable content area, or a guide added with
/// ``UIView/addLayoutGuide(_:)`` whose frame Auto Layout solves (UIKit's name).
open class UILayoutGuide: NSObject {
  /// Which rectangle a guide stands for.
  package enum Kind: Sendable {
    /// A guide added by the app; Auto Layout places it.
    case custom
    /// The owning view's safe area.
    case safeArea
    /// The owning view's layout-margins area.
    case layoutMargins
    /// The owning view's readable content area.
    case readableContent
    /// A scroll view's content area (its `contentLayoutGuide`): constraints to it set the
    /// content size.
    case scrollContent
    /// A scroll view's frame, untranslated by scrolling (its `frameLayoutGuide`).
    case scrollFrame
    /// The area the keyboard covers (`keyboardLayoutGuide`): headless, the keyboard is never
    /// shown, so the guide is the bottom safe-area inset.
    case keyboard
  }

  /// What the guide stands for.
  package let kind: Kind
  /// The view the guide belongs to (nil until it is added to one; not retained).
  public internal(set) var owningView: UIView? {
    get { owningViewReference?.view }
    set { owningViewReference = newValue?.itemReference }
  }
  /// ``owningView``'s storage: an ``ItemReference`` rather than `weak`, which would slow every
  /// retain of the view.
  private var owningViewReference: ItemReference?
  /// A name for messages and drawings.
  public var identifier = ""
  /// A custom guide's frame, as Auto Layout last solved it.
  package var solvedFrame: CGRect = .zero
  /// Auto Layout's state for the guide (its variables), kept where the guide is.
  package final var constraintAttachment: AnyObject?
  /// The reference that constraints, anchors and engines keep to the guide (see
  /// ``ItemReference``), made on first request and cleared by `deinit`.
  package final var itemReference: ItemReference {
    ItemReference.tracking(self, in: &itemReferenceStorage)
  }
  /// ``itemReference``'s storage.
  private var itemReferenceStorage: ItemReference?

  /// Creates a custom guide, to add to a view with ``UIView/addLayoutGuide(_:)``.
  public override init() {
    kind = .custom
    super.init()
  }

  /// Creates a guide standing for one of a view's areas.
  init(kind: Kind, owningView: UIView) {
    self.kind = kind
    owningViewReference = owningView.itemReference
    super.init()
  }

  deinit {
    itemReferenceStorage?.tracked = nil
  }

  /// The guide's rectangle in its owning view's coordinates (zero without an owning view).
  public var layoutFrame: CGRect {
    guard let view = owningView else { return kind == .custom ? solvedFrame : .zero }
    switch kind {
    case .custom: return solvedFrame
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
    case .readableContent: return view.readableContentFrame
    case .scrollContent:
      return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
    case .scrollFrame: return view.bounds
    case .keyboard:
      let usesSafeArea = (self as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
      let inset = usesSafeArea ? view.safeAreaInsets.bottom : 0
      let bounds = view.bounds
      return CGRect(x: bounds.minX, y: bounds.maxY - inset, width: bounds.width, height: inset)
    }
  }

  /// The widest a readable content guide gets, in points (UIKit's value at the default
  /// Dynamic Type size, an approximation: UIKit's varies with the text size).
  public static let readableWidth: CGFloat = 672

  /// A one-line description: the identifier, the kind and the frame.
  open override var description: String {
    "<UILayoutGuide '\(identifier)' \(kind) frame = \(layoutFrame)>"
  }
}

/// The guides of one view: the system ones, made on first use, and the custom ones added.
final class ViewGuides {
  /// The safe-area guide, once asked for.
  var safeArea: UILayoutGuide?
  /// The layout-margins guide, once asked for.
  var layoutMargins: UILayoutGuide?
  /// The readable-content guide, once asked for.
  var readableContent: UILayoutGuide?
  /// A scroll view's content-area guide, once asked for.
  var scrollContent: UILayoutGuide?
  /// A scroll view's frame guide, once asked for.
  var scrollFrame: UILayoutGuide?
  /// The keyboard guide, once asked for.
  var keyboard: UILayoutGuide?
  /// The guides added with `addLayoutGuide(_:)`, in order.
  var custom: [UILayoutGuide] = []

  /// The system guides made so far, then the custom ones.
  var all: [UILayoutGuide] {
    [safeArea, layoutMargins, readableContent, scrollContent, scrollFrame, keyboard].compactMap {
      $0
    }
      + custom
  }
}

extension UIView {
  /// The guides added to this view with ``addLayoutGuide(_:)``, in order.
  public var layoutGuides: [UILayoutGuide] { guides?.custom ?? [] }

  /// Adds a custom guide to this view (moving it from another view); Auto Layout places it.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.kind == .custom else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    viewGuides.custom.append(layoutGuide)
    setNeedsLayout()
  }

  /// Removes a custom guide from this view.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let guides, let index = guides.custom.firstIndex(where: { $0 === layoutGuide }) else {
      return
    }
    guides.custom.remove(at: index)
    layoutGuide.owningView = nil
    setNeedsLayout()
  }

  /// The view's guides, made on first use.
  private var viewGuides: ViewGuides {
    if let guides { return guides }
    let made = ViewGuides()
    guides = made
    return made
  }

  /// The system guide of `kind`, made on first use and kept.
  func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
    let guides = viewGuides
    switch kind {
    case .safeArea:
      if let guide = guides.safeArea { return guide }
      let guide = UILayoutGuide(kind: kind, owningView: self)
      guide.identifier = "UIViewSafeAreaLayoutGuide"
      guides.safeArea = guide
      return guide
    case .layoutMargins:
      if let guide = guides.layoutMargins { return guide }
      let guide = UILayoutGuide(kind: kind, owningView: self)
      guide.identifier = "UIViewLayoutMarginsGuide"
      guides.layoutMargins = guide
      return guide
    case .scrollContent:
      if let guide = guides.scrollContent { return guide }
      let guide = UILayoutGuide(kind: kind, owningView: self)
      guide.identifier = "UIScrollView-contentLayoutGuide"
      guides.scrollContent = guide
      return guide
    case .scrollFrame:
      if let guide = guides.scrollFrame { return guide }
      let guide = UILayoutGuide(kind: kind, owningView: self)
      guide.identifier = "UIScrollView-frameLayoutGuide"
      guides.scrollFrame = guide
      return guide
    case .keyboard:
      if let guide = guides.keyboard { return guide }
      let guide = UIKeyboardLayoutGuide(kind: kind, owningView: self)
      guide.identifier = "UIViewKeyboardLayoutGuide"
      guides.keyboard = guide
      return guide
    case .readableContent, .custom:
      if let guide = guides.readableContent { return guide }
      let guide = UILayoutGuide(kind: .readableContent, owningView: self)
      guide.identifier = "UIViewReadableContentGuide"
      guides.readableContent = guide
      return guide
    }
  }
}

/// How a view's content is laid out in right-to-left languages (UIKit's name).
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
  /// Follow the superview, then the application's direction.
  case unspecified
  /// Playback controls: follow the direction like ``unspecified`` here.
  case playback
  /// Directional controls: follow the direction like ``unspecified`` here.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}
