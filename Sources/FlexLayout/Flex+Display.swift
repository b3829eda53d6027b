import FlexCore
import UIKitViews

// MARK: Display, box sizing, visual properties

extension Flex {
  /// Sets whether the item takes part in layout: `.none` gives it no space and an empty frame
  /// (its view is kept, as FlexLayout keeps it); `.contents` lays its children out in its place.
  @discardableResult
  public func display(_ value: Display) -> Flex {
    update { $0.display = value.flexCoreValue }
  }

  /// Sets which box the width and height set: the border box (the default) or the content box.
  @discardableResult
  public func boxSizing(_ value: BoxSizing) -> Flex {
    update { $0.boxSizing = value.flexCoreValue }
  }

  /// Sets the view's background colour (used by drawings).
  @discardableResult
  public func backgroundColor(_ color: UIColor) -> Flex {
    view?.backgroundColor = color
    return self
  }
}
