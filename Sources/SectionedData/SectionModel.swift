// A ready-made section for data that is reloaded rather than animated.

/// A section made of a model value and a list of items, for data sources that reload.
///
/// Its identity is the model itself; it is not ``AnimatableSectionModelType`` (use
/// ``AnimatableSectionModel`` for that).
public struct SectionModel<Section, ItemType> {
  /// The section's own value (a header title, say).
  public var model: Section
  /// The items of the section, in display order.
  public var items: [ItemType]

  /// Creates a section from its model and items.
  public init(model: Section, items: [ItemType]) {
    self.model = model
    self.items = items
  }
}

extension SectionModel: SectionModelType {
  /// The type of the section's items.
  public typealias Item = ItemType
  /// The type of the section's identity: the model type.
  public typealias Identity = Section

  /// The section's identity: its model.
  public var identity: Section { model }

  /// Creates a section with the model of `original` and the given items.
  public init(original: SectionModel<Section, ItemType>, items: [ItemType]) {
    self.model = original.model
    self.items = items
  }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}
extension SectionModel: Hashable where Section: Hashable, ItemType: Hashable {}
extension SectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

extension SectionModel: CustomStringConvertible {
  /// The model followed by the items.
  public var description: String { "\(model) > \(items)" }
}
