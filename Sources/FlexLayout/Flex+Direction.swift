import FlexCore

// MARK: Direction, wrap, flow

extension Flex {
  /// The container's main axis, or `nil` when it was never set (it is then ``Direction/column``,
  /// Yoga's default); setting `nil` restores the default.
  public var direction: Direction? {
    get { style.flexDirection.map(Direction.init) }
    set { _ = update { $0.flexDirection = newValue?.flexCoreValue } }
  }

  /// Sets the container's main axis: the direction its items are placed in.
  ///
  /// `.row` and `.rowReverse` follow the layout direction (see ``layoutDirection(_:)``).
  /// - Parameter value: The axis; ``Direction/column`` unless set.
  @discardableResult
  public func direction(_ value: Direction) -> Flex {
    update { $0.flexDirection = value.flexCoreValue }
  }

  /// Sets whether the container's items wrap onto several lines, and which way the lines stack.
  ///
  /// - Parameter value: ``Wrap/noWrap`` unless set.
  @discardableResult
  public func wrap(_ value: Wrap) -> Flex {
    update { $0.flexWrap = value.flexCoreValue }
  }

  /// Sets the direction the item's rows, start and end edges run in.
  ///
  /// - Parameter value: ``LayoutDirection/inherit`` unless set (left to right at the root).
  @discardableResult
  public func layoutDirection(_ value: LayoutDirection) -> Flex {
    update { $0.direction = value.flexCoreValue }
  }
}
