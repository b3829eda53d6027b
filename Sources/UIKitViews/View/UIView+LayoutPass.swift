import Foundation
import Geometry
import Synchronization

// The layout cycle, as UIKit runs it (Docs/UIKitViews.md, "The layout pass"):
//
// 1. `setNeedsLayout()` only records the request, and marks every ancestor as having a subview
//    to lay out, so that a pass descends only where there is work.
// 2. `layoutIfNeeded()` walks up to the topmost ancestor that needs layout (as Core Animation's
//    `layoutIfNeeded` does), then runs a pass over that subtree: first the constraints pass
//    (`updateConstraints()`, leaves first, where `setNeedsUpdateConstraints()` asked for it),
//    then every view that needs layout, parent before children: its controller's
//    `viewWillLayoutSubviews()`, its `layoutSubviews()`, its controller's
//    `viewDidLayoutSubviews()`, then its subviews.
// 3. Each view is laid out at most once per pass; a view dirtied again after its turn (by a
//    later sibling's layout) waits for the next pass, which `layoutIfNeeded()` runs at once, up
//    to `UIView.maximumLayoutPasses` passes, so that one call leaves the tree settled unless
//    layouts keep dirtying each other forever (then a diagnostic is logged).

extension UIView {
  /// The most passes one ``layoutIfNeeded()`` runs before it gives up on a layout that keeps
  /// dirtying itself.
  public static let maximumLayoutPasses = 16

  /// The numbers of layout passes, shared by every tree (a pass only needs a number no other
  /// pass of its tree had).
  private static let passCounter = Atomic<Int>(0)

  /// Marks the view as needing ``layoutSubviews()`` at the next layout pass.
  public func setNeedsLayout() {
    needsLayoutStorage = true
    UIView.markSubviewNeedingLayout(from: superview)
  }

  /// Marks `ancestor` and the views above it as having a subview to lay out, up to the first
  /// that already has one (its own ancestors have too).
  static func markSubviewNeedingLayout(from ancestor: UIView?) {
    var ancestor = ancestor
    while let view = ancestor, !view.hasSubviewNeedingLayout {
      view.hasSubviewNeedingLayout = true
      ancestor = view.superview
    }
  }

  /// Lays out the view's subtree now if anything in it (or an ancestor) needs layout.
  ///
  /// The pass starts at the topmost ancestor that needs layout, as UIKit's does, so a
  /// superview's pending layout runs before this view's.
  /// - Complexity: O(views laid out + their depth); O(1) when nothing is pending.
  public func layoutIfNeeded() {
    var start = self
    // An ancestor inside its own layoutSubviews() is the one laying this view out: the pass
    // starts below it (a collection view laying out its cells).
    while let parent = start.superview, parent.needsLayout, !parent.isLayingOutSubviews {
      start = parent
    }
    guard start.needsLayout || start.hasSubviewNeedingLayout || start.needsConstraintPass else {
      return
    }
    var passes = 0
    repeat {
      passes += 1
      let pass = UIView.passCounter.add(1, ordering: .relaxed).newValue
      if start.needsConstraintPass { start.runConstraintPass() }
      start.layOut(pass: pass, parentSafeArea: start.superview?.safeAreaInsets)
    } while (start.needsLayout || start.hasSubviewNeedingLayout)
      && passes < UIView.maximumLayoutPasses
    if start.needsLayout || start.hasSubviewNeedingLayout {
      UIKitDiagnostics.log(
        .layoutDidNotSettle,
        "The layout of \(start.diagnosticName) kept asking for layout after "
          + "\(UIView.maximumLayoutPasses) passes; the last frames are kept.")
    }
  }

  /// Lays out this view if it needs it, then the subviews that need it, top down.
  ///
  /// `parentSafeArea` is the superview's safe-area insets (nil at a root), passed down so that
  /// each view's own insets cost O(1) to find; a change is reported to the view.
  private func layOut(pass: Int, parentSafeArea: UIEdgeInsets?) {
    let safeArea = refreshSafeArea(givenSuperviewInsets: parentSafeArea)
    if needsLayout && lastLayoutPass != pass {
      needsLayoutStorage = false
      lastLayoutPass = pass
      // The controller's callbacks count as the view's own layout: frames they set on the
      // subviews do not ask for the view's layout again.
      let controller = viewController
      isLayingOutSubviews = true
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
      isLayingOutSubviews = false
    }
    guard hasSubviewNeedingLayout else { return }
    hasSubviewNeedingLayout = false
    for subview in subviews where subview.needsLayout || subview.hasSubviewNeedingLayout {
      subview.layOut(pass: pass, parentSafeArea: safeArea)
    }
  }

  /// Finds the view's safe-area insets (from its superview's, when known) and, when they changed
  /// since the last time, tells the view and its controller and asks for layout, as UIKit does when
  /// a view's safe area changes.
  ///
  /// A view's first insets are news only when they are not zero.
  @discardableResult
  func refreshSafeArea(givenSuperviewInsets parentSafeArea: UIEdgeInsets?) -> UIEdgeInsets {
    let safeArea = safeAreaInsets(givenSuperviewInsets: parentSafeArea)
    if safeArea != lastSafeAreaInsets {
      let isFirst = lastSafeAreaInsets == nil
      lastSafeAreaInsets = safeArea
      if !isFirst || safeArea != .zero {
        setNeedsLayout()
        safeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
      }
    }
    return safeArea
  }

  /// Marks this view and every view below it as needing layout (a window whose device or
  /// orientation changed: every safe area and margin may have moved).
  func setNeedsLayoutInSubtree() {
    setNeedsLayout()
    var stack = subviews
    while let view = stack.popLast() {
      view.needsLayoutStorage = true
      view.hasSubviewNeedingLayout = !view.subviews.isEmpty
      stack.append(contentsOf: view.subviews)
    }
    hasSubviewNeedingLayout = !subviews.isEmpty
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  public func sizeToFit() {
    let fitted = sizeThatFits(CGSize(layoutFrame.size))
    frame = CGRect(origin: CGPoint(layoutFrame.origin), size: fitted)
  }

  /// Tells the layout systems that ``intrinsicContentSize`` changed: the superview lays out
  /// again, and Auto Layout re-reads the size.
  public func invalidateIntrinsicContentSize() {
    setNeedsLayout()
    superview?.setNeedsLayout()
    constraintAttachment?.intrinsicContentSizeDidChange(of: self)
  }

  /// The size the view's constraints give it as close to `targetSize` as they allow (both
  /// axes at the fitting-size priority, 50).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  // MARK: The constraints pass

  /// Asks for ``updateConstraints()`` before the next layout pass.
  public func setNeedsUpdateConstraints() {
    isUpdateConstraintsDue = true
    var view: UIView? = self
    while let current = view, !current.needsConstraintPass {
      current.needsConstraintPass = true
      view = current.superview
    }
    setNeedsLayout()
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool { isUpdateConstraintsDue }

  /// Runs the constraints pass over this view's subtree now if one is due.
  public func updateConstraintsIfNeeded() {
    if needsConstraintPass { runConstraintPass() }
  }

  /// Calls ``updateConstraints()`` where it is due, subviews before their superview, as
  /// UIKit's constraints pass runs from the leaves up.
  private func runConstraintPass() {
    needsConstraintPass = false
    for subview in subviews where subview.needsConstraintPass {
      subview.runConstraintPass()
    }
    if isUpdateConstraintsDue {
      isUpdateConstraintsDue = false
      if let controller = viewController {
        controller.updateViewConstraints()
      } else {
        updateConstraints()
      }
    }
  }
}
