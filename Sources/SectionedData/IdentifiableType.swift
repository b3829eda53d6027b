// The identity protocol of sectioned data, and the standard types that are their own identity.

/// A value with a stable identity that tells which thing it is, independently of its content.
///
/// Identity answers "which thing" and must be unique and stable across versions of the data
/// (an identifier or a key); `==` (where the type is `Equatable`) answers "did its content
/// change". The diff pairs old and new elements by identity and reports content changes
/// found by `==` as updates.
public protocol IdentifiableType {
  /// The type of the identity.
  associatedtype Identity: Hashable

  /// The identity of the value: stable across versions and unique within one version.
  var identity: Identity { get }
}

extension String: IdentifiableType {
  /// The string itself.
  public var identity: String { self }
}

extension Character: IdentifiableType {
  /// The character itself.
  public var identity: Character { self }
}

extension Int: IdentifiableType {
  /// The integer itself.
  public var identity: Int { self }
}

extension Int8: IdentifiableType {
  /// The integer itself.
  public var identity: Int8 { self }
}

extension Int16: IdentifiableType {
  /// The integer itself.
  public var identity: Int16 { self }
}

extension Int32: IdentifiableType {
  /// The integer itself.
  public var identity: Int32 { self }
}

extension Int64: IdentifiableType {
  /// The integer itself.
  public var identity: Int64 { self }
}

extension UInt: IdentifiableType {
  /// The integer itself.
  public var identity: UInt { self }
}

extension UInt8: IdentifiableType {
  /// The integer itself.
  public var identity: UInt8 { self }
}

extension UInt16: IdentifiableType {
  /// The integer itself.
  public var identity: UInt16 { self }
}

extension UInt32: IdentifiableType {
  /// The integer itself.
  public var identity: UInt32 { self }
}

extension UInt64: IdentifiableType {
  /// The integer itself.
  public var identity: UInt64 { self }
}

extension Double: IdentifiableType {
  /// The number itself; a NaN never matches anything, not even another NaN.
  public var identity: Double { self }
}

extension Float: IdentifiableType {
  /// The number itself; a NaN never matches anything, not even another NaN.
  public var identity: Float { self }
}

extension Bool: IdentifiableType {
  /// The Boolean itself.
  public var identity: Bool { self }
}
