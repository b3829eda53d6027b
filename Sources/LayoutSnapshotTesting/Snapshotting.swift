/// A strategy for snapshotting values of one type as a format that can be stored and compared.
///
/// A strategy knows how to turn a value into its format (``snapshot``), the file extension of
/// its reference files (``pathExtension``) and how to store and compare that format
/// (``diffing``). New strategies are usually built from existing ones with
/// ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == MyLayout, Format == String {
///   static var svg: Snapshotting {
///     Snapshotting<String, String>.svgText.pullback { layout in layout.scene.svgString }
///   }
/// }
/// ```
public struct Snapshotting<Value, Format>: Sendable {
  /// The extension of reference files, without the dot (`"svg"`, `"txt"`).
  public var pathExtension: String
  /// How the format is written, read back and compared.
  public var diffing: Diffing<Format>
  /// Turns a value into its format (synchronously: layout is pure).
  public var snapshot: @Sendable (Value) -> Format

  /// Creates a strategy.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of reference files, without the dot.
  ///   - diffing: How the format is written, read back and compared.
  ///   - snapshot: Turns a value into its format.
  public init(
    pathExtension: String, diffing: Diffing<Format>,
    snapshot: @escaping @Sendable (Value) -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy on `NewValue` that converts each value with `transform` and snapshots the
  /// result with this strategy.
  ///
  /// - Parameter transform: Turns the new value into one this strategy snapshots.
  /// - Returns: A strategy with the same extension and diffing.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      snapshot(transform($0))
    }
  }
}

/// A strategy whose value is already its format.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
  /// Creates a strategy that stores values as they are.
  ///
  /// - Parameters:
  ///   - pathExtension: The extension of reference files, without the dot.
  ///   - diffing: How the values are written, read back and compared.
  public init(pathExtension: String, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text compared line by line, stored as `.txt`.
  public static var lines: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines)
  }

  /// SVG text compared line by line, stored as `.svg`; a mismatch also lists the elements
  /// (by `data-node`) that moved or changed size.
  public static var svgText: Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .layoutLines)
  }

  /// A text dump of frames compared line by line, stored as `.txt`; a mismatch also lists the
  /// elements that moved or changed size (see ``LayoutElementBox``).
  public static var framesText: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .layoutLines)
  }
}
