// The typed errors of the diff: duplicate identities and a broken section initializer.

extension Diff {
  /// Which version of the data a reported problem is in.
  public enum Side: Hashable, Sendable {
    /// The initial (old) sections.
    case initial
    /// The final (new) sections.
    case final
  }

  /// A section identity held by more than one section of one version.
  public struct DuplicateSection: Hashable, Sendable {
    /// The version the sections are in.
    public var side: Side
    /// The shared identity, as text.
    public var identity: String
    /// The indices of every section with that identity, ascending.
    public var indices: [Int]

    /// Creates a report of one duplicated section identity.
    public init(side: Side, identity: String, indices: [Int]) {
      self.side = side
      self.identity = identity
      self.indices = indices
    }
  }

  /// An item identity held by more than one item of one version (anywhere in the data).
  public struct DuplicateItem: Hashable, Sendable {
    /// The version the items are in.
    public var side: Side
    /// The shared identity, as text.
    public var identity: String
    /// The paths of every item with that identity, ascending.
    public var paths: [ItemPath]

    /// Creates a report of one duplicated item identity.
    public init(side: Side, identity: String, paths: [ItemPath]) {
      self.side = side
      self.identity = identity
      self.paths = paths
    }
  }

  /// A section rebuilt with `init(original:items:)` that did not keep its identity or items.
  public struct InvalidInitializer: Hashable, Sendable {
    /// The identity the rebuilt section had to keep, as text.
    public var expectedIdentity: String
    /// The identity the rebuilt section has, as text.
    public var actualIdentity: String
    /// How many items the rebuilt section had to hold.
    public var expectedItemCount: Int
    /// How many items the rebuilt section holds.
    public var actualItemCount: Int

    /// Creates a report of one faulty rebuild.
    public init(
      expectedIdentity: String, actualIdentity: String, expectedItemCount: Int,
      actualItemCount: Int
    ) {
      self.expectedIdentity = expectedIdentity
      self.actualIdentity = actualIdentity
      self.expectedItemCount = expectedItemCount
      self.actualItemCount = actualItemCount
    }
  }

  /// Why the diff could not compute changes; a data source then reloads without animation.
  public enum Error: Swift.Error, Hashable, Sendable {
    /// Identities held more than once, every one of them, in both versions of the data.
    ///
    /// Section identities must be unique among the sections of one version; item identities
    /// must be unique among all items of one version, across sections.
    case duplicateIdentities(sections: [DuplicateSection], items: [DuplicateItem])
    /// The section type's `init(original:items:)` changed the identity or the items it was given.
    case invalidInitializerImplementation(InvalidInitializer)
  }
}

extension Diff.Error: CustomStringConvertible {
  /// A readable account of the problem.
  public var description: String {
    switch self {
    case .duplicateIdentities(let sections, let items):
      var parts: [String] = []
      for duplicate in sections {
        parts.append(
          "section \(duplicate.identity) in \(duplicate.side) sections at \(duplicate.indices)")
      }
      for duplicate in items {
        parts.append("item \(duplicate.identity) in \(duplicate.side) items at \(duplicate.paths)")
      }
      return "duplicate identities: " + parts.joined(separator: "; ")
    case .invalidInitializerImplementation(let report):
      return "init(original:items:) returned identity \(report.actualIdentity) with "
        + "\(report.actualItemCount) items; expected \(report.expectedIdentity) with "
        + "\(report.expectedItemCount) items"
    }
  }
}
