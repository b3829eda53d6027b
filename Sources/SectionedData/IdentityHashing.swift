// How the diff hashes identities: once each, and quickly for the common identity types.

/// How the diff hashes identities: a quick seeded hash for `String` identities made only of
/// ASCII and for `Int` identities, the identity's own `Hashable` hash for everything else.
///
/// `String`'s own hash (SipHash over the UTF-8 bytes, behind a `Hasher`) costs about 20 ns for a
/// short string, which made hashing most of an unchanged 100,000-item diff with `String`
/// identities. Two ASCII strings are `==` exactly when their bytes are, so hashing the bytes keeps
/// the hash consistent with `==`; a single non-ASCII string (which may be canonically equivalent
/// to another spelling) sends the whole diff back to the standard hash.
@usableFromInline
struct IdentityHashing: Sendable {
  /// Which hash applies.
  @usableFromInline
  enum Mode: Sendable {
    /// The quick hash of ASCII `String` identities.
    case asciiString
    /// The quick hash of `Int` identities.
    case integer
    /// The identity's own `hashValue`.
    case standard
  }

  @usableFromInline let mode: Mode
  /// A seed taken from the standard library's per-process random hashing seed.
  @usableFromInline let seed: UInt64

  /// The quick hash for `Identity` where one exists, unless `standard` is requested.
  @inlinable
  init<Identity: Hashable>(for _: Identity.Type, standard: Bool) {
    if standard {
      mode = .standard
    } else if Identity.self == String.self {
      mode = .asciiString
    } else if Identity.self == Int.self {
      mode = .integer
    } else {
      mode = .standard
    }
    var hasher = Hasher()
    hasher.combine(0x7E11_15D1_FF00 as UInt64)
    seed = UInt64(UInt(bitPattern: hasher.finalize()))
  }

  /// Whether probe sequences must stay short: a quick hash is not flooding-proof, so a long
  /// probe makes the diff start again with the standard hash.
  @inlinable var boundsProbes: Bool { mode != .standard }

  /// The hash of `identity`, or nil when the quick hash does not apply to this value.
  @inlinable @inline(__always)
  func hash<Identity: Hashable>(_ identity: Identity) -> UInt64? {
    switch mode {
    case .asciiString:
      guard let string = identity as? String else { return nil }
      return Self.asciiHash(string, seed: seed)
    case .integer:
      guard let integer = identity as? Int else { return nil }
      return Self.finish(UInt64(UInt(bitPattern: integer)) ^ seed)
    case .standard:
      return UInt64(UInt(bitPattern: identity.hashValue))
    }
  }

  /// A seeded hash of an ASCII string's bytes, 8 at a time; nil if the string is not ASCII or
  /// not stored as contiguous UTF-8.
  @inlinable @inline(__always)
  static func asciiHash(_ string: String, seed: UInt64) -> UInt64? {
    let result = string.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      let raw = UnsafeRawBufferPointer(bytes)
      let count = raw.count
      var state = seed ^ UInt64(count) &* 0x9E37_79B9_7F4A_7C15
      var seen: UInt64 = 0
      if count >= 8 {
        var offset = 0
        while offset + 8 < count {
          let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          seen |= word
          state = mix(state, word)
          offset += 8
        }
        // The last 8 bytes, overlapping the previous word unless the count is a multiple of 8.
        let word = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        seen |= word
        state = mix(state, word)
      } else {
        var word: UInt64 = 0
        for offset in 0..<count { word |= UInt64(raw[offset]) << (8 * UInt64(offset)) }
        seen = word
        state = mix(state, word)
      }
      return seen & 0x8080_8080_8080_8080 == 0 ? finish(state) : nil
    }
    return result ?? nil
  }

  /// Folds one 8-byte word into the running state.
  @inlinable
  static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
    let product = (state ^ word) &* 0xBF58_476D_1CE4_E5B9
    return product ^ (product >> 31)
  }

  /// SplitMix64's finalizer: every input bit reaches every output bit.
  @inlinable
  static func finish(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
