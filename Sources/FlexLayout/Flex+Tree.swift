import UIKitViews

// MARK: Flex item addition and definition

extension Flex {
  /// Adds a new plain `UIView` as the last subview of this view and returns its flex
  /// interface: a container or spacer that nothing else needs to refer to.
  @discardableResult
  public func addItem() -> Flex {
    addItem(UIView())
  }

  /// Adds `view` as the last subview of this view, enables flexbox for it and returns its flex
  /// interface.
  ///
  /// When this interface's view no longer exists (FlexLayout stops with a precondition
  /// failure), nothing is added and `view`'s interface is returned.
  @discardableResult
  public func addItem(_ view: UIView) -> Flex {
    self.view?.addSubview(view)
    return view.flex
  }

  /// Runs `closure` with this interface, so that the code that builds a container reads like
  /// the tree it builds.
  ///
  /// ```swift
  /// root.flex.define { flex in
  ///   flex.addItem().direction(.row).define { flex in
  ///     flex.addItem(label).grow(1)
  ///   }
  /// }
  /// ```
  @discardableResult
  public func define(_ closure: (_ flex: Flex) -> Void) -> Flex {
    closure(self)
    return self
  }
}
