// A wrapper that makes any hashable value identifiable by itself.

/// A hashable value that is its own identity, for items that have no better identifier.
public struct IdentifiableValue<Value: Hashable> {
  /// The wrapped value.
  public let value: Value

  /// Wraps a value.
  public init(value: Value) {
    self.value = value
  }
}

extension IdentifiableValue: IdentifiableType {
  /// The wrapped value.
  public var identity: Value { value }
}

extension IdentifiableValue: Hashable {}
extension IdentifiableValue: Sendable where Value: Sendable {}

extension IdentifiableValue: CustomStringConvertible {
  /// The wrapped value's description.
  public var description: String { "\(value)" }
}
