import FlexCore
import Geometry
import UIKitViews

// MARK: Layout / intrinsicSize / sizeThatFits

extension Flex {
  /// Lays out the view's flex items and writes their frames, relative to their superviews.
  ///
  /// Call it from `layoutSubviews()`, after the view itself was placed:
  ///
  /// ```swift
  /// override func layoutSubviews() {
  ///   super.layoutSubviews()
  ///   rootFlexContainer.pin.all(pin.safeArea)
  ///   rootFlexContainer.flex.layout()
  /// }
  /// ```
  ///
  /// The view keeps its origin: its frame becomes its origin plus its laid-out position (its
  /// margins and insets, as in FlexLayout) and its laid-out size. Every edge is rounded to the
  /// view's `contentScaleFactor`. The tree is kept between layouts: only views whose style
  /// changed, leaves marked with ``markDirty()``, views added or removed, and their ancestors
  /// are computed again.
  ///
  /// - Parameter mode: ``LayoutMode/fitContainer`` lays out in the view's current size;
  ///   ``LayoutMode/adjustHeight`` keeps its width and gives it the height its items need,
  ///   ``LayoutMode/adjustWidth`` the reverse.
  /// - Complexity: O(views in the tree) to synchronise and write frames, plus FlexCore's layout
  ///   of what changed and the measure calls.
  public func layout(mode: LayoutMode = .fitContainer) {
    guard let view, isIncluded else { return }
    let size = view.bounds.size
    let width = mode == .adjustWidth ? nil : Flex.available(size.width)
    let height = mode == .adjustHeight ? nil : Flex.available(size.height)
    guard let (engine, _) = synchronizeAndCompute(width: width, height: height) else { return }
    engine.applyFrames(
      to: view, self, origin: Point(view.frame.origin), scale: Flex.scale(of: view))
  }

  /// Whether the view takes part in its container's layout (`true` unless set).
  ///
  /// An excluded view and its subtree are left out of the layout, and their frames are left
  /// alone.
  public var isIncludedInLayout: Bool {
    get { isIncluded }
    set { isIncluded = newValue }
  }

  /// Sets whether the view takes part in its container's layout; see ``isIncludedInLayout``.
  @discardableResult
  public func isIncludedInLayout(_ included: Bool) -> Flex {
    isIncluded = included
    return self
  }

  /// Marks a leaf (a measured view: a label whose text changed, say) as needing to be measured
  /// again at the next layout, with its ancestors.
  ///
  /// As in FlexLayout, it does nothing for a container (containers are laid out again when a
  /// style or a child list changes) or before the first layout.
  @discardableResult
  public func markDirty() -> Flex {
    guard let view, let engine, let node, FlexEngine.isLeaf(view, self) else { return self }
    engine.tree.markDirty(node)
    return self
  }

  /// The size the view takes when laid out in `size`, without changing any frame.
  ///
  /// An axis given as `.nan` (FlexLayout's way), `.infinity` or
  /// `CGFloat.greatestFiniteMagnitude` is unbounded: the view sizes to its items in it. A
  /// bounded axis of a view whose size is `auto` is filled.
  public func sizeThatFits(size: CGSize) -> CGSize {
    let width = Flex.available(size.width)
    let height = Flex.available(size.height)
    guard let (engine, node) = synchronizeAndCompute(width: width, height: height) else {
      return .zero
    }
    let frame = engine.tree.frame(of: node)
    return CGSize(width: frame.width, height: frame.height)
  }

  /// The size the view takes from its own style and items alone, with both axes unbounded.
  public var intrinsicSize: CGSize {
    sizeThatFits(size: CGSize(width: CGFloat.nan, height: CGFloat.nan))
  }

  /// Brings the engine's tree up to date with the views below this one, lays it out, and
  /// returns the engine and this view's node; `nil` when the view is gone or FlexCore refused.
  func synchronizeAndCompute(width: Double?, height: Double?) -> (FlexEngine, NodeID)? {
    guard let view else { return nil }
    // A view laid out on its own while it is an item of a bigger tree (a nested root) is laid
    // out in that tree's engine; the bigger tree computes its path again afterwards.
    let engine = self.engine ?? FlexEngine()
    var isNested = false
    if let node, let parent = engine.tree.parent(of: node) {
      if let container = view.superview?.flexIfCreated, container.engine === engine,
        container.node == parent
      {
        isNested = true
      } else {
        // The view left the container it was laid out in: it is a root now.
        engine.tree.removeFromParent(node)
      }
    }
    engine.generation &+= 1
    _ = engine.synchronize(view, self)
    if !isNested { engine.removeUnreachedNodes() }
    guard let node else { return nil }
    do {
      try engine.computeLayout(
        of: node, width: width, height: height, scale: Double(Flex.scale(of: view)))
      lastLayoutError = nil
    } catch {
      lastLayoutError = error
      return nil
    }
    if isNested { engine.tree.markDirty(node) }
    return (engine, node)
  }

  /// The view's display scale, or 1 when it is not positive and finite.
  static func scale(of view: UIView) -> Double {
    let scale = Double(view.contentScaleFactor)
    return scale.isFinite && scale > 0 ? scale : 1
  }
}
