import CompositionalEngine
import Geometry

/// A group of items arranged along an axis, or by custom frames (UIKit's name).
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// How the group arranges its subitems.
  enum Arrangement {
    /// Along an axis with a repetition rule.
    case axis(LayoutAxis, GroupRepetition)
    /// By a provider's frames.
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  /// The group's items and nested groups.
  public let subitems: [NSCollectionLayoutItem]
  /// Spacing between neighbouring subitems along the group's axis.
  public var interItemSpacing: NSCollectionLayoutSpacing?
  /// How the group arranges its subitems.
  let arrangement: Arrangement

  /// Supplementaries anchored to the group (settable on groups, as in UIKit).
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { super.supplementaryItems }
    set { super.supplementaryItems = newValue }
  }

  /// Creates a group.
  init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    _ arrangement: Arrangement
  ) {
    self.subitems = subitems
    self.arrangement = arrangement
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A horizontal group that repeats `subitems` until the next one does not fit.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, .axis(.horizontal, .fill))
  }

  /// A horizontal group of `count` equal slots (the item's width is ignored).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], .axis(.horizontal, .equalSlots(count)))
  }

  /// A horizontal group of `count` copies of `repeatingSubitem` at its own size.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [repeatingSubitem], .axis(.horizontal, .repeating(count)))
  }

  /// A vertical group that repeats `subitems` until the next one does not fit.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, .axis(.vertical, .fill))
  }

  /// A vertical group of `count` equal slots (the item's height is ignored).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], .axis(.vertical, .equalSlots(count)))
  }

  /// A vertical group of `count` copies of `repeatingSubitem` at its own size.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [repeatingSubitem], .axis(.vertical, .repeating(count)))
  }

  /// A group whose item frames come from `itemProvider`, called once per section.
  public static func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], .custom(itemProvider))
  }

  /// A textual description of the group's structure.
  public func visualDescription() -> String {
    var lines: [String] = []
    describe(into: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// Appends one line per group and item, indented by depth.
  private func describe(into lines: inout [String], depth: Int) {
    let pad = String(repeating: "  ", count: depth)
    let kind: String
    switch arrangement {
    case .axis(let axis, let repetition): kind = "\(axis) group, \(repetition)"
    case .custom: kind = "custom group"
    }
    lines.append("\(pad)\(kind) \(layoutSize.value)")
    for item in subitems {
      if let group = item as? NSCollectionLayoutGroup {
        group.describe(into: &lines, depth: depth + 1)
      } else {
        lines.append("\(pad)  item \(item.layoutSize.value)")
      }
    }
  }

  /// The engine's description of the group, transposed for a horizontal layout.
  func groupSpec(transposed: Bool, environment: any NSCollectionLayoutEnvironment) -> GroupSpec {
    let children = subitems.map { $0.element(transposed: transposed, environment: environment) }
    var spec: GroupSpec
    switch arrangement {
    case .axis(let axis, let repetition):
      let actual = transposed ? axis.other : axis
      spec = GroupSpec(
        axis: actual, size: transposed ? layoutSize.value.transposed : layoutSize.value,
        subitems: children, repetition: repetition)
    case .custom(let provider):
      spec = GroupSpec(
        axis: .horizontal, size: transposed ? layoutSize.value.transposed : layoutSize.value,
        subitems: [])
      spec.customFrames = customFrames(provider, environment: environment, transposed: transposed)
    }
    spec.interItemSpacing = interItemSpacing?.value
    let insets = contentInsets.engineInsets
    spec.contentInsets = transposed ? insets.transposed : insets
    spec.edgeSpacing = transposed ? edgeSpacing?.value.transposed : edgeSpacing?.value
    spec.supplementaries = supplementaryItems.map { $0.supplementarySpec(transposed: transposed) }
    return spec
  }

  /// Calls a custom provider with the group resolved in the whole collection (rule 37).
  private func customFrames(
    _ provider: NSCollectionLayoutGroupCustomItemProvider,
    environment: any NSCollectionLayoutEnvironment, transposed: Bool
  ) -> [CustomItemFrame] {
    let whole = environment.container.contentSize
    let scale = environment.traitCollection.displayScale
    let size = CGSize(layoutSize.value.resolved(in: Size(whole), scale: scale))
    let container = LayoutContainer(contentSize: size, contentInsets: .zero)
    let groupEnvironment = LayoutEnvironment(
      container: container, traitCollection: environment.traitCollection)
    return provider(groupEnvironment).map {
      CustomItemFrame(frame: Rect(transposed ? $0.frame.transposed : $0.frame), zIndex: $0.zIndex)
    }
  }

  /// The engine's element for this group.
  override func element(transposed: Bool, environment: any NSCollectionLayoutEnvironment)
    -> LayoutElement
  {
    .group(groupSpec(transposed: transposed, environment: environment))
  }
}
