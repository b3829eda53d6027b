// Shared by the API fuzz targets: reads choices out of the fuzzer's bytes. Past the end every
// read is 0, so any input decodes to something.

/// A cursor over the fuzzer's input.
struct FuzzBytes {
  private let bytes: [UInt8]
  private var index = 0

  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// A number in `0..<count` (`count` at most 256).
  mutating func choice(_ count: Int) -> Int { Int(byte()) % max(1, count) }

  /// An element of `options`.
  mutating func pick<T>(_ options: [T]) -> T { options[choice(options.count)] }

  /// Whether the next byte is odd.
  mutating func flag() -> Bool { byte() & 1 == 1 }

  /// A length a hostile user might give: ordinary, fractional, negative, at and past the
  /// engines' bound (33,554,431), and huge.
  mutating func number() -> Double {
    pick([
      0, 1, 2.5, 7, 10, 33.3, 50, 100, 250, 1000, -10, -0.5, 1e-300, 0.1, 33_554_431,
      33_554_432, 1e9, 1e15, 1e300, .greatestFiniteMagnitude,
    ])
  }
}
