// The section protocols: a section of items, and one the diff can animate.

/// A section: a list of items plus whatever else the section holds (a header, say).
///
/// The diff rebuilds sections for its intermediate stages with ``init(original:items:)``,
/// which must return a copy of `original` holding exactly `items` and keeping its identity.
public protocol SectionModelType {
  /// The type of the section's items.
  associatedtype Item

  /// The items of the section, in display order.
  var items: [Item] { get }

  /// Creates a copy of `original` that holds `items` instead of its own items.
  ///
  /// - Parameters:
  ///   - original: The section whose other content (header, identity) the copy keeps.
  ///   - items: The items of the copy, exactly as given.
  init(original: Self, items: [Item])
}

/// A section the diff can animate: it has an identity and so do its items.
///
/// Items are `Equatable` so that the diff can tell an item whose content changed (an update)
/// from one that only moved. When the section type is `Equatable` too, a section that keeps its
/// identity but whose own content changed is reported in `Changeset.updatedSections`.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType & Equatable {}
