import Foundation

/// The top or bottom layout guide of a view controller, from before safe areas (UIKit's
/// deprecated `UILayoutSupport`): the band between the view's edge and its safe area.
public protocol UILayoutSupport: AnyObject {
  /// The band's height: the safe area's top (or bottom) inset.
  var length: CGFloat { get }
  /// The band's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The band's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The band's height.
  var heightAnchor: NSLayoutDimension { get }
}

/// A view controller's top or bottom layout guide: a guide of its view held, by constraints,
/// between the view's top (bottom) edge and its safe area's.
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
  /// Whether this is the bottom guide.
  let isBottom: Bool

  init(isBottom: Bool) {
    self.isBottom = isBottom
    super.init()
  }

  var length: CGFloat {
    guard let view = owningView else { return 0 }
    return isBottom ? view.safeAreaInsets.bottom : view.safeAreaInsets.top
  }

  /// Adds the guide to `view` and holds it at the band.
  func install(in view: UIView) {
    identifier = isBottom ? "_UILayoutGuide-bottom" : "_UILayoutGuide-top"
    view.addLayoutGuide(self)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      widthAnchor.constraint(equalTo: view.widthAnchor),
      isBottom
        ? topAnchor.constraint(equalTo: safe.bottomAnchor)
        : topAnchor.constraint(equalTo: view.topAnchor),
      isBottom
        ? bottomAnchor.constraint(equalTo: view.bottomAnchor)
        : bottomAnchor.constraint(equalTo: safe.topAnchor),
    ])
  }
}

extension UIViewController {
  /// The band above the safe area (UIKit's deprecated `topLayoutGuide`; use
  /// `view.safeAreaLayoutGuide`).
  @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead.")
  public var topLayoutGuide: any UILayoutSupport { layoutSupport(isBottom: false) }

  /// The band below the safe area (UIKit's deprecated `bottomLayoutGuide`; use
  /// `view.safeAreaLayoutGuide`).
  @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead.")
  public var bottomLayoutGuide: any UILayoutSupport { layoutSupport(isBottom: true) }

  /// The top or bottom layout guide, made on first use and kept by the view.
  private func layoutSupport(isBottom: Bool) -> ViewControllerLayoutSupport {
    let view: UIView = self.view
    let state = LayoutItemState.of(view)
    let key = ObjectIdentifier(isBottom ? BottomKey.self : TopKey.self)
    if let guide = state.storage[key] as? ViewControllerLayoutSupport { return guide }
    let guide = ViewControllerLayoutSupport(isBottom: isBottom)
    state.storage[key] = guide
    guide.install(in: view)
    return guide
  }

  private enum TopKey {}
  private enum BottomKey {}
}

/// Per-item storage for the modules above (SnapKit keeps each item's constraints there).
package enum AutoLayoutStorage {
  /// The object kept for `key` on `item` (a view or layout guide).
  package static func object(for key: ObjectIdentifier, of item: AnyObject) -> AnyObject? {
    LayoutItemState.existing(item)?.storage[key]
  }

  /// Keeps `object` for `key` on `item` (a view or layout guide).
  package static func setObject(_ object: AnyObject?, for key: ObjectIdentifier, of item: AnyObject)
  {
    LayoutItemState.of(item)?.storage[key] = object
  }
}
