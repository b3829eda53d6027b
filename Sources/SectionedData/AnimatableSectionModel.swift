// A ready-made animatable section: an identifiable model and identifiable, equatable items.

/// A section made of an identifiable model value and identifiable, equatable items.
///
/// Its identity is the model's identity. It is `Equatable` (model and items compared) when the
/// model is, which lets the diff report a changed model in `Changeset.updatedSections`.
public struct AnimatableSectionModel<
  Section: IdentifiableType, ItemType: IdentifiableType & Equatable
> {
  /// The section's own value (a header, say); its identity is the section's identity.
  public var model: Section
  /// The items of the section, in display order.
  public var items: [ItemType]

  /// Creates a section from its model and items.
  public init(model: Section, items: [ItemType]) {
    self.model = model
    self.items = items
  }
}

extension AnimatableSectionModel: AnimatableSectionModelType {
  /// The type of the section's items.
  public typealias Item = ItemType
  /// The type of the section's identity: the model's identity type.
  public typealias Identity = Section.Identity

  /// The section's identity: its model's identity.
  public var identity: Section.Identity { model.identity }

  /// Creates a section with the model of `original` and the given items.
  public init(original: AnimatableSectionModel<Section, ItemType>, items: [ItemType]) {
    self.model = original.model
    self.items = items
  }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {}
extension AnimatableSectionModel: Hashable where Section: Hashable, ItemType: Hashable {}
extension AnimatableSectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

extension AnimatableSectionModel: CustomStringConvertible {
  /// The model followed by the items.
  public var description: String { "\(model) > \(items)" }
}
