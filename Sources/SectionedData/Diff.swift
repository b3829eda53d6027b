// The diff's entry points.

/// The difference between two versions of sectioned data, as staged batch updates.
///
/// Sections are matched by identity, then items by identity across all sections (so items
/// can move between sections); content changes are found by `==`. The stages replay exactly to
/// the new data under UIKit's batch-update rules (as the tests model them). See
/// `sectionedDifference(from:to:movePolicy:)`.
///
/// The entry points and the engine are `@inlinable` so that the diff is specialized for the
/// caller's section and item types: unspecialized, the 100,000-item benchmark ran 3 to 8 times
/// slower.
///
/// ```swift
/// let changesets = try Diff.differencesForSectionedView(
///   initialSections: oldSections, finalSections: newSections)
/// ```
public enum Diff {
  /// How the diff chooses which matched elements are reported as moved.
  public enum MovePolicy: Hashable, Sendable {
    /// RxDataSources' greedy cursor: quick, but may report more moves than needed.
    case greedy
    /// The fewest moves: elements on a longest increasing subsequence stay put.
    ///
    /// Usually faster than greedy too, since it emits fewer moves.
    case minimal
  }

  /// Returns the staged changesets from `initialSections` to `finalSections`.
  ///
  /// Same name and meaning as in RxDataSources, with greedy moves. Section content changes are
  /// reported when the section type is `Equatable`, found at run time, so that generic callers
  /// (a data source generic over `AnimatableSectionModelType`) get them too.
  ///
  /// - Throws: ``Diff/Error`` on duplicate identities or a faulty `init(original:items:)`.
  /// - Complexity: O(n) expected, for n sections and items in both versions.
  @inlinable
  public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
    initialSections: [Section], finalSections: [Section]
  ) throws(Diff.Error) -> [Changeset<Section>] {
    try sectionedDifference(from: initialSections, to: finalSections, movePolicy: .greedy)
      .changesets
  }

  /// Returns the staged changesets, reporting sections whose own content changed.
  ///
  /// A section that keeps its identity but, rebuilt with the new items, is no longer `==` to
  /// its new value goes into `updatedSections` of a last stage of its own. Generic code that
  /// only knows `AnimatableSectionModelType` reaches the unconstrained overload, which finds
  /// the same `==` at run time.
  ///
  /// - Throws: ``Diff/Error`` on duplicate identities or a faulty `init(original:items:)`.
  /// - Complexity: O(n) expected, for n sections and items in both versions.
  @inlinable
  public static func differencesForSectionedView<
    Section: AnimatableSectionModelType & Equatable
  >(
    initialSections: [Section], finalSections: [Section]
  ) throws(Diff.Error) -> [Changeset<Section>] {
    try sectionedDifference(from: initialSections, to: finalSections, movePolicy: .greedy)
      .changesets
  }

  /// Returns the staged changesets and the identity map from `initial` to `final`.
  ///
  /// When the section type is `Equatable` (found at run time, so generic callers get it too),
  /// sections whose own content changed are reported as in the `Equatable` overload.
  ///
  /// - Parameters:
  ///   - initial: The old sections.
  ///   - final: The new sections.
  ///   - movePolicy: Minimal moves (the default) or greedy (RxDataSources' move counts).
  /// - Throws: ``Diff/Error`` on duplicate identities or a faulty `init(original:items:)`.
  /// - Complexity: O(n) expected; minimal moves add O(m log m) for m out-of-order elements.
  @inlinable
  public static func sectionedDifference<Section: AnimatableSectionModelType>(
    from initial: [Section], to final: [Section], movePolicy: MovePolicy = .minimal
  ) throws(Diff.Error) -> SectionedDifference<Section> {
    var engine = DiffEngine(old: initial, new: final, policy: movePolicy)
    return try engine.run(sectionsAreEqual: SectionEquality.comparator(for: Section.self))
  }

  /// Returns the staged changesets and the identity map, reporting section content changes.
  ///
  /// - Parameters:
  ///   - initial: The old sections.
  ///   - final: The new sections.
  ///   - movePolicy: Minimal moves (the default) or greedy (RxDataSources' move counts).
  /// - Throws: ``Diff/Error`` on duplicate identities or a faulty `init(original:items:)`.
  /// - Complexity: O(n) expected; minimal moves add O(m log m) for m out-of-order elements.
  @inlinable
  public static func sectionedDifference<Section: AnimatableSectionModelType & Equatable>(
    from initial: [Section], to final: [Section], movePolicy: MovePolicy = .minimal
  ) throws(Diff.Error) -> SectionedDifference<Section> {
    var engine = DiffEngine(old: initial, new: final, policy: movePolicy)
    return try engine.run(sectionsAreEqual: { $0 == $1 })
  }
}

/// The result of a diff: staged changesets for batch updates and an identity map for animators.
public struct SectionedDifference<Section: AnimatableSectionModelType> {
  /// The stages, in order; never empty, and the last one holds the new data itself.
  public let changesets: [Changeset<Section>]
  /// Every item and section of both versions, paired by identity.
  public let identityMap: IdentityMap

  /// Creates a result from its parts.
  public init(changesets: [Changeset<Section>], identityMap: IdentityMap) {
    self.changesets = changesets
    self.identityMap = identityMap
  }
}

extension SectionedDifference: Sendable where Section: Sendable {}
