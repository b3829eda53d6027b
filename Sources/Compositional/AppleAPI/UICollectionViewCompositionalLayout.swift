import CompositionalEngine
import Geometry

/// Apple's compositional layout, headless: sections described by items and groups (UIKit's name).
///
/// The layout asks its section provider for each section, solves each section's group once and
/// stamps it arithmetically, so laying out costs O(sections) and a rect query O(log sections +
/// elements returned). Frames match UIKit's rules as measured (see `Docs/Compositional.md`).
public final class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The section provider.
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  /// The layout-wide configuration.
  ///
  /// As in UIKit, reading it returns a copy: change a copy and assign it back, which
  /// invalidates the layout.
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { settings.copy() }
    set {
      settings = newValue.copy()
      invalidateLayout()
    }
  }
  /// The configuration in use (a private copy).
  private(set) var settings: UICollectionViewCompositionalLayoutConfiguration
  /// Measures a self-sizing item: (index path, proposed size) → its size.
  public var measureItem: ((IndexPath, CGSize) -> CGSize)?
  /// Measures a self-sizing item holding the axes its section fixes (installed with the
  /// collection view's cells; preferred to ``measureItem`` when set).
  var measureItemFixing: ((IndexPath, CGSize, FixedAxes) -> CGSize)?
  /// Measures a self-sizing boundary item: (kind, index path, proposed size) → its size.
  public var measureSupplementary: ((String, IndexPath, CGSize) -> CGSize)?
  /// The identity measured sizes are cached under (default: the index path).
  public var itemIdentifier: ((IndexPath) -> AnyHashable)?
  /// Problems found in the input on the last solve, with the behaviour chosen.
  public private(set) var diagnostics: [CompositionalLayoutDiagnostic] = []

  /// The solved engine, if up to date.
  var engine: LayoutEngine?
  /// Section descriptions from the last solve (for their handlers).
  var sectionObjects: [NSCollectionLayoutSection?] = []
  /// Whether any section of the last solve has a visible-items handler (checked once per solve,
  /// not per query).
  var hasVisibleItemsHandlers = false
  /// The environment of the last solve.
  var environment: (any NSCollectionLayoutEnvironment)?
  /// Measured sizes by identity and proposal width.
  var measuredSizes: [MeasureKey: CGSize] = [:]

  /// Creates a layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout whose every section is `section`, with a configuration.
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// Creates a layout whose sections come from `sectionProvider`.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// Creates a layout whose sections come from `sectionProvider`, with a configuration.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.settings = configuration.copy()
    super.init()
  }

  /// Creates a layout from an archive (no archives here: a layout without sections).
  public required init?(coder: NSCoder) {
    sectionProvider = { _, _ in nil }
    settings = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// Whether the layout scrolls horizontally (and so is solved transposed).
  var isTransposed: Bool { settings.scrollDirection == .horizontal }

  /// Invalidates the layout when the geometry or the counts changed, and runs the
  /// visible-items handlers of sections whose orthogonal offset moved.
  public override func contextDidChange(from old: CollectionViewContext) {
    if context.differsInGeometry(from: old) { invalidateLayout() }
    let sections = Set(old.orthogonalOffsets.keys).union(context.orthogonalOffsets.keys)
    let moved = sections.filter { old.orthogonalOffsets[$0] != context.orthogonalOffsets[$0] }
    if !moved.isEmpty { rowOffsetsDidChange(inSections: moved) }
  }

  /// Discards the solved layout; the next query solves it again (measured sizes are kept).
  public override func invalidateLayout() {
    engine = nil
  }

  /// Discards the solved layout; a reload also forgets the sizes measured by index path (sizes
  /// kept by item identity, through ``itemIdentifier``, survive it).
  public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    invalidateLayout()
    if context.invalidateEverything, itemIdentifier == nil { measuredSizes = [:] }
  }

  /// Forgets the sizes measured by index path before a batch update (sizes kept by item
  /// identity survive it).
  public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    if !updateItems.isEmpty, itemIdentifier == nil { measuredSizes = [:] }
  }

  /// Solves the layout if it is not up to date.
  ///
  /// - Complexity: O(sections × group size), independent of item counts (plus O(groups) per
  ///   self-sizing section).
  public override func prepare() {
    guard engine == nil else { return }
    let context = self.context
    let scale = context.displayScale > 0 && context.displayScale.isFinite ? context.displayScale : 0
    let traits = UITraitCollection(
      displayScale: scale, horizontalSizeClass: context.size.width >= 700 ? .regular : .compact)
    let reference = referenceInsets(for: settings.contentInsetsReference)
    let container = LayoutContainer(
      contentSize: context.size,
      contentInsets: NSDirectionalEdgeInsets(
        top: reference.top, leading: reference.left, bottom: reference.bottom,
        trailing: reference.right))
    let environment = LayoutEnvironment(container: container, traitCollection: traits)
    self.environment = environment
    var found: [CompositionalLayoutDiagnostic] = []
    var specs: [SectionSpec?] = []
    let references = references(of: context)
    sectionObjects = []
    for (index, count) in context.itemCounts.enumerated() {
      let section = sectionProvider(index, environment)
      sectionObjects.append(section)
      guard let section else {
        if count > 0 { found.append(.missingSection(section: index, itemCount: count)) }
        specs.append(nil)
        continue
      }
      var spec = section.sectionSpec(transposed: isTransposed, environment: environment)
      if spec.contentInsetsReference == .automatic {
        spec.contentInsetsReference = settings.contentInsetsReference.insetsReference
      }
      spec.boundaryItems = measuredBoundaryItems(
        spec.boundaryItems, at: ItemPath(item: 0, section: index),
        width: boundaryWidth(of: spec, context: context, references: references))
      if LayoutElement.group(spec.group).containsInvalidFraction {
        found.append(.invalidFraction(section: index))
      }
      if LayoutElement.group(spec.group).hasEstimatedGroupOverFractionalItems {
        found.append(.estimatedGroupWithFractionalItems(section: index))
      }
      specs.append(spec)
    }
    let size = Size(isTransposed ? context.size.transposed : context.size)
    var engine = LayoutEngine(
      sections: specs, itemCounts: context.itemCounts, container: size,
      references: references,
      scale: scale, interSectionSpacing: settings.interSectionSpacing,
      boundaryItems: measuredBoundaryItems(
        settings.boundarySupplementaryItems.map { $0.boundarySpec(transposed: isTransposed) },
        at: ItemPath(item: Int.max, section: 0), width: size.width))
    for section in engine.sections where section.itemCount > 0 && section.template.capacity == 0 {
      if specs[section.index] != nil { found.append(.groupHoldsNoItems(section: section.index)) }
    }
    diagnostics = found
    hasVisibleItemsHandlers = sectionObjects.contains { $0?.visibleItemsInvalidationHandler != nil }
    if !measuredSizes.isEmpty { applyCachedMeasurements(to: &engine) }
    self.engine = engine
  }

  /// The width (canonical) a section's boundary items resolve against.
  private func boundaryWidth(
    of spec: SectionSpec, context: CollectionViewContext, references: ReferenceInsets
  ) -> Double {
    let width = isTransposed ? context.size.height : context.size.width
    let reference: EdgeInsets
    switch spec.supplementaryContentInsetsReference {
    case .none: return width
    case .automatic: reference = references.insets(for: spec.contentInsetsReference)
    case let other: reference = references.insets(for: other)
    }
    return max(0, width - spec.contentInsets.horizontal - reference.horizontal)
  }

  /// Boundary items with estimated dimensions replaced by `measureSupplementary`'s answer.
  private func measuredBoundaryItems(
    _ items: [BoundarySpec], at indexPath: ItemPath, width: Double
  )
    -> [BoundarySpec]
  {
    guard let measureSupplementary else { return items }
    let size = Size(isTransposed ? context.size.transposed : context.size)
    let basis = Size(width: width, height: size.height)
    let scale = context.displayScale
    return items.map { item in
      guard item.size.width.isEstimated || item.size.height.isEstimated else { return item }
      let proposal = item.size.resolved(in: basis, scale: scale)
      let apple = measureSupplementary(
        item.kind, IndexPath(indexPath), CGSize(isTransposed ? proposal.transposed : proposal))
      let measured = Size(isTransposed ? apple.transposed : apple)
      var copy = item
      if item.size.width.isEstimated, measured.width.isFinite {
        copy.size.width = .absolute(measured.width)
      }
      if item.size.height.isEstimated, measured.height.isFinite {
        copy.size.height = .absolute(measured.height)
      }
      return copy
    }
  }

  /// Insets in the engine's canonical (vertical-scrolling) space.
  func canonical(_ insets: UIEdgeInsets) -> EdgeInsets {
    EdgeInsets(isTransposed ? insets.transposed : insets)
  }

  /// The insets a reference names, in the view's own space.
  private func referenceInsets(for reference: UIContentInsetsReference) -> UIEdgeInsets {
    switch reference {
    case .none: return .zero
    case .automatic, .safeArea: return context.safeAreaInsets
    case .layoutMargins: return context.layoutMargins
    case .readableContent: return context.readableContentInsets
    }
  }

  /// The insets each `contentInsetsReference` names, in canonical space.
  private func references(of context: CollectionViewContext) -> ReferenceInsets {
    ReferenceInsets(
      safeArea: canonical(context.safeAreaInsets), layoutMargins: canonical(context.layoutMargins),
      readableContent: canonical(context.readableContentInsets))
  }

  /// The scroll state UIKit's queries use: orthogonal rows unscrolled (canonical space).
  var unscrolledState: ScrollState {
    var state = scrollState
    state.scrollsRows = false
    return state
  }

  /// The scroll state on screen: each orthogonal row at its offset (canonical space).
  var scrollState: ScrollState {
    let offset = context.contentOffset
    let inset = context.adjustedContentInset
    var state = ScrollState()
    if isTransposed {
      state.viewportStart = offset.x + inset.left
      state.viewportEnd = offset.x + context.size.width - inset.right
    } else {
      state.viewportStart = offset.y + inset.top
      state.viewportEnd = offset.y + context.size.height - inset.bottom
    }
    if !context.orthogonalOffsets.isEmpty {
      state.orthogonalOffsets = context.orthogonalOffsets.mapValues { Double($0) }
    }
    return state
  }

  /// The solved engine (solving it first if needed).
  var solved: LayoutEngine {
    prepare()
    return engine!
  }

  /// The size of the whole content.
  public override var collectionViewContentSize: CGSize {
    let size = CGSize(solved.contentSize)
    return isTransposed ? size.transposed : size
  }

  /// The attributes of every element whose frame meets `rect`, with pinning and each section's
  /// visible-items invalidation handler applied.
  ///
  /// As UIKit's layout reports them, orthogonal sections' frames are unscrolled (their scroll
  /// lives in the row's own scroll view); `layoutAttributesForElementsOnScreen(in:)` answers
  /// with each row's offset applied, for drawing.
  ///
  /// - Complexity: O(log sections + elements returned).
  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes(in: rect, onScreen: false)
  }

  /// The attributes of every element whose on-screen frame meets `rect`: as
  /// `layoutAttributesForElements(in:)`, but with each orthogonal row's offset applied (where
  /// the elements are drawn; UIKit's layout never gives this).
  ///
  /// - Complexity: O(log sections + elements returned).
  public override func layoutAttributesForElementsOnScreen(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    attributes(in: rect, onScreen: true)
  }

  /// The attributes of the cell at `indexPath`, or nil when it has none (unscrolled in an
  /// orthogonal section, as UIKit reports it).
  ///
  /// - Complexity: O(1), or O(log groups) in a section whose groups reflowed when measured.
  public override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    solved.cell(at: ItemPath(indexPath), state: unscrolledState).map(makeAttributes)
  }

  /// The attributes of the supplementary of `elementKind` at `indexPath`.
  ///
  /// Section boundary items are at item 0 of their section; layout-level ones at item
  /// `Int.max` of section 0; anchored ones at their item's index path (a group's at the
  /// group's index). Unscrolled in an orthogonal section, as UIKit reports them.
  public override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    solved.supplementary(kind: elementKind, at: ItemPath(indexPath), state: unscrolledState).map(
      makeAttributes)
  }

  /// The attributes of the decoration of `elementKind` in section `indexPath.section` (item 0).
  public override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    solved.decoration(kind: elementKind, at: ItemPath(indexPath)).map(makeAttributes)
  }

  /// Measures the visible self-sizing items, keeping the first visible item in place.
  public override func measureVisibleItems(in rect: CGRect) {
    measureVisibleItemsKeepingAnchor(in: rect)
  }

  /// Measures self-sizing items and boundary supplementaries with the collection view's cells
  /// and supplementary views (nil: ``measureItem`` and ``measureSupplementary`` as set).
  public override func setCellMeasuring(_ measuring: CellMeasuring?) {
    measureItem = measuring?.item
    measureItemFixing = measuring?.itemFixing
    measureSupplementary = measuring?.supplementary
  }

  /// A list layout: every section is a list of `configuration`'s appearance.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
