/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// a small seeded generator, so that a test's random inputs are the same on every run and a
/// failing seed can be replayed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state.
  public var state: UInt64

  /// A generator whose first number is the one that follows `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
