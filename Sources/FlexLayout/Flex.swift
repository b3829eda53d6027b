import FlexCore
import Geometry
import UIKitViews

/// A view's flexbox interface, FlexLayout's `Flex`: chainable setters that style the view as a
/// flex item or container, tree building with ``addItem(_:)`` and ``define(_:)``, and
/// ``layout(mode:)``.
///
/// Reach it through `view.flex`. Every setter returns the same object, so that one
/// line describes one item:
///
/// ```swift
/// rootFlexContainer.flex.define { flex in
///   flex.addItem(imageView).width(300).aspectRatio(1).alignSelf(.center).marginBottom(10)
///   flex.addItem().direction(.row).define { flex in
///     flex.addItem(nameLabel).grow(2)
///     flex.addItem(ageLabel).grow(1)
///   }
/// }
/// rootFlexContainer.flex.layout()
/// ```
///
/// The layout is computed by FlexCore with Yoga's defaults (column, shrink 0, align-content
/// start), which are FlexLayout's. Unlike FlexLayout's, this class is not `@MainActor`: views
/// are not `Sendable`, so a tree and its flex objects belong to whichever one task or thread
/// builds and lays them out (layout is pure computation and needs no main thread).
///
/// Numbers that have no meaning are clamped when set, never stored as is, so a layout never
/// fails on them: a size or basis that is not finite becomes `auto` (or no limit), a negative
/// one 0; a grow or shrink factor that is negative or not finite becomes 0; an aspect ratio
/// that is not positive and finite removes the ratio; a margin or inset that is not finite
/// becomes 0; a padding or gap that is negative or not finite becomes 0.
public final class Flex {
  /// The view this interface styles, or `nil` once the view is gone (the view owns its flex
  /// object; the pointer back is cleared by the view's `deinit`, see `viewWillDeinit()`).
  public var view: UIView? { viewStorage }
  /// ``view``'s storage: not counted, and not weak, which would give every flexed view a side
  /// table and slow down each retain and release of it (``ViewAttachment``).
  unowned(unsafe) var viewStorage: UIView?

  /// Whether flexbox was enabled for the view by reaching `view.flex`; a view that
  /// never was is laid out as a default item of its container and is always a leaf.
  var isEnabled: Bool
  /// The view's style, with Yoga's defaults for everything unset.
  var style = FlexStyle()
  /// Whether ``style`` was never changed (it is `FlexStyle()`): such views share one node's
  /// style in a first layout without comparing styles.
  private(set) var hasDefaultStyle = true
  /// Whether the view takes part in its container's layout.
  var isIncluded = true
  /// Whether the view was a leaf (measured with `sizeThatFits`) at the last synchronisation.
  var wasLeaf = true

  /// The view's `sizeThatFits` answers during the current layout.
  var measureMemo = MeasureMemo()

  /// The engine holding the view's node, if it was laid out (it keeps the engine alive).
  var engine: FlexEngine?
  /// The view's node in ``engine``.
  var node: NodeID?

  /// The error of the last layout that FlexCore refused (a tree too deep to lay out), or `nil`
  /// when the last layout succeeded; the frames were left unchanged then.
  public internal(set) var lastLayoutError: (any Error)?

  /// Creates the interface of `view`.
  init(view: UIView, isEnabled: Bool) {
    self.viewStorage = view
    self.isEnabled = isEnabled
  }

  /// Changes the style, and the node's style at once when the view was laid out before (only
  /// that node, and its ancestors, are laid out again, and only if the style really changed).
  @inline(__always)
  func update(_ change: (inout FlexStyle) -> Void) -> Flex {
    change(&style)
    hasDefaultStyle = false
    if let engine, let node { engine.tree.setStyle(style, for: node) }
    return self
  }
}

extension Flex: ViewAttachment {
  /// Forgets the view, here and in the engine's slot of its node: the view is going away.
  package func viewWillDeinit() {
    if let engine, let node { engine.forgetView(of: self, at: node) }
    viewStorage = nil
  }
}
