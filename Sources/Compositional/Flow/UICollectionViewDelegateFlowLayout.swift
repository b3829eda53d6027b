import CompositionalEngine
import Geometry
import Synchronization

/// Per-item sizes and per-section metrics a flow layout asks for (UIKit's name).
///
/// Set it as the collection view's `delegate` and implement only what varies. As UIKit asks
/// only the methods a delegate implements, the layout asks only the methods a delegate
/// implements: the defaults below answer the layout's own property and tell the layout that
/// the delegate does not implement the method (Swift cannot tell otherwise), so a delegate
/// that implements only `insetForSectionAt` leaves the layout's `itemSize` in force, uniform
/// grid included. The layout's closures (`sizeForItem`, …) take precedence when set.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of the item at `indexPath`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The insets of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The minimum line spacing of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The minimum item spacing of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The header size of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The footer size of section `section`.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's `itemSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    FlowDelegateProbe.current?.recordDefaultAnswer()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// The layout's `sectionInset`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    FlowDelegateProbe.current?.recordDefaultAnswer()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// The layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    FlowDelegateProbe.current?.recordDefaultAnswer()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// The layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    FlowDelegateProbe.current?.recordDefaultAnswer()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// The layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    FlowDelegateProbe.current?.recordDefaultAnswer()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// The layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    FlowDelegateProbe.current?.recordDefaultAnswer()
    return (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}

/// Notes that a flow delegate's default method answered: the delegate does not implement it.
final class FlowDelegateProbe: Sendable {
  /// The probe of the question being asked, if the layout is probing.
  @TaskLocal static var current: FlowDelegateProbe?
  /// Whether a default answered.
  private let answered = Mutex(false)

  /// Records that a default implementation answered.
  func recordDefaultAnswer() { answered.withLock { $0 = true } }

  /// Whether a default implementation answered.
  var defaultAnswered: Bool { answered.withLock { $0 } }
}

/// The methods of `UICollectionViewDelegateFlowLayout` a delegate implements.
struct FlowDelegateMethods: OptionSet {
  let rawValue: Int
  static let sizeForItem = FlowDelegateMethods(rawValue: 1)
  static let insetForSection = FlowDelegateMethods(rawValue: 2)
  static let lineSpacing = FlowDelegateMethods(rawValue: 4)
  static let interitemSpacing = FlowDelegateMethods(rawValue: 8)
  static let headerSize = FlowDelegateMethods(rawValue: 16)
  static let footerSize = FlowDelegateMethods(rawValue: 32)
}

extension UICollectionViewFlowLayout {
  /// Whether `ask` is answered by the delegate itself rather than a default implementation.
  private func implements(_ ask: () -> Void) -> Bool {
    let probe = FlowDelegateProbe()
    FlowDelegateProbe.$current.withValue(probe) { ask() }
    return !probe.defaultAnswered
  }

  /// The methods the delegate implements, found once per delegate by asking each method once
  /// about the first section (and its first item) and seeing whether a default answered.
  private func implementedMethods(
    of delegate: any UICollectionViewDelegateFlowLayout, view: UICollectionView
  ) -> FlowDelegateMethods {
    let identity = ObjectIdentifier(delegate)
    if let probed = probedDelegateMethods, probed.delegate == identity { return probed.methods }
    var methods: FlowDelegateMethods = []
    let sections = view.numberOfSections
    if sections > 0 {
      if let section = (0..<sections).first(where: { view.numberOfItems(inSection: $0) > 0 }),
        implements({
          _ = delegate.collectionView(
            view, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        })
      {
        methods.insert(.sizeForItem)
      }
      if implements({ _ = delegate.collectionView(view, layout: self, insetForSectionAt: 0) }) {
        methods.insert(.insetForSection)
      }
      if implements({
        _ = delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: 0)
      }) {
        methods.insert(.lineSpacing)
      }
      if implements({
        _ = delegate.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: 0)
      }) {
        methods.insert(.interitemSpacing)
      }
      if implements({
        _ = delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: 0)
      }) {
        methods.insert(.headerSize)
      }
      if implements({
        _ = delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: 0)
      }) {
        methods.insert(.footerSize)
      }
    }
    probedDelegateMethods = (identity, methods)
    return methods
  }

  /// The delegate and view to ask about `method`, when the delegate implements it.
  private func asked(_ method: FlowDelegateMethods)
    -> (any UICollectionViewDelegateFlowLayout, UICollectionView)?
  {
    guard let collectionView,
      let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    else { return nil }
    guard implementedMethods(of: delegate, view: collectionView).contains(method) else {
      return nil
    }
    return (delegate, collectionView)
  }

  /// Whether sizes come from a delegate or a closure rather than `itemSize`.
  var hasPerItemSizes: Bool { sizeForItem != nil || asked(.sizeForItem) != nil }

  /// The size of the item at `path`: closure, then delegate, then `fallback`.
  func size(at path: IndexPath, fallback: CGSize) -> CGSize {
    if let sizeForItem { return sizeForItem(path) }
    if let (delegate, view) = asked(.sizeForItem) {
      return delegate.collectionView(view, layout: self, sizeForItemAt: path)
    }
    return fallback
  }

  /// The insets of `section`.
  func insets(of section: Int) -> UIEdgeInsets {
    if let insetForSection { return insetForSection(section) }
    if let (delegate, view) = asked(.insetForSection) {
      return delegate.collectionView(view, layout: self, insetForSectionAt: section)
    }
    return sectionInset
  }

  /// The line spacing of `section`.
  func lineSpacing(of section: Int) -> CGFloat {
    if let lineSpacingForSection { return lineSpacingForSection(section) }
    if let (delegate, view) = asked(.lineSpacing) {
      return delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section)
    }
    return minimumLineSpacing
  }

  /// The item spacing of `section`.
  func interitemSpacing(of section: Int) -> CGFloat {
    if let interitemSpacingForSection { return interitemSpacingForSection(section) }
    if let (delegate, view) = asked(.interitemSpacing) {
      return delegate.collectionView(
        view, layout: self, minimumInteritemSpacingForSectionAt: section)
    }
    return minimumInteritemSpacing
  }

  /// The header size of `section`.
  func headerSize(of section: Int) -> CGSize {
    if let headerSizeForSection { return headerSizeForSection(section) }
    if let (delegate, view) = asked(.headerSize) {
      return delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: section)
    }
    return headerReferenceSize
  }

  /// The footer size of `section`.
  func footerSize(of section: Int) -> CGSize {
    if let footerSizeForSection { return footerSizeForSection(section) }
    if let (delegate, view) = asked(.footerSize) {
      return delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: section)
    }
    return footerReferenceSize
  }
}
