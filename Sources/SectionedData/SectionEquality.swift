// How the diff compares sections whose type it only knows as `AnimatableSectionModelType`.
//
// Overloads are chosen at compile time: generic code constrained only to
// `AnimatableSectionModelType` (a data source, say) always reaches the unconstrained entry
// points, even for an `Equatable` section type. Those entry points ask at run time whether the
// type is `Equatable` and, if so, compare through the opened conformance, so that section content
// updates reach generic callers too.

/// The `==` of a section type, found at run time.
@usableFromInline
enum SectionEquality {
  /// The `==` of `Section` if the type is `Equatable` (conditional conformances included),
  /// otherwise nil.
  @inlinable
  static func comparator<Section>(for type: Section.Type) -> ((Section, Section) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return comparator(opening: equatable, as: type)
  }

  /// Compares two `Section` values with the `==` of `Opened`, which is the same type.
  @inlinable
  static func comparator<Opened: Equatable, Section>(
    opening _: Opened.Type, as _: Section.Type
  ) -> (Section, Section) -> Bool {
    { lhs, rhs in
      // Both casts succeed (the types are the same); the fallback only keeps this total.
      guard let lhs = lhs as? Opened, let rhs = rhs as? Opened else { return false }
      return lhs == rhs
    }
  }
}
