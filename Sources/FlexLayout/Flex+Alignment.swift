import FlexCore

// MARK: Justify, alignment

extension Flex {
  /// Sets how the container distributes free space between its items on the main axis.
  ///
  /// - Parameter value: ``JustifyContent/start`` unless set.
  @discardableResult
  public func justifyContent(_ value: JustifyContent) -> Flex {
    update { $0.justifyContent = value.flexCoreValue }
  }

  /// Sets how the container aligns its items on the cross axis.
  ///
  /// - Parameter value: ``AlignItems/stretch`` unless set.
  @discardableResult
  public func alignItems(_ value: AlignItems) -> Flex {
    update { $0.alignItems = value.flexCoreValue }
  }

  /// Sets how the item aligns itself on its container's cross axis, overriding the container's
  /// ``alignItems(_:)``.
  ///
  /// - Parameter value: ``AlignSelf/auto`` unless set.
  @discardableResult
  public func alignSelf(_ value: AlignSelf) -> Flex {
    update { $0.alignSelf = value.flexCoreValue }
  }

  /// Sets how a multi-line container distributes its lines on the cross axis.
  ///
  /// - Parameter value: ``AlignContent/start`` unless set (Yoga's default; CSS's is stretch).
  @discardableResult
  public func alignContent(_ value: AlignContent) -> Flex {
    update { $0.alignContent = value.flexCoreValue }
  }
}
