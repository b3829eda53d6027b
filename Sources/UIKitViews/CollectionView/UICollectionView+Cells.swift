import Foundation
import Geometry

extension UICollectionView {
  /// Registers the class of the cells dequeued with `identifier` (`nil` unregisters).
  public func register(
    _ cellClass: UICollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String
  ) {
    cellClasses[identifier] = cellClass
  }

  /// Registers the class of the supplementary views of `kind` dequeued with `identifier`.
  public func register(
    _ viewClass: UICollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[kind, default: [:]][identifier] = viewClass
  }

  /// A cell for `indexPath`: a reused one of the registered class, or a new one.
  ///
  /// An identifier that was never registered gives a plain ``UICollectionViewCell`` with that
  /// identifier and logs a ``UIKitDiagnostic/Kind/unregisteredReuseIdentifier`` diagnostic
  /// (UIKit raises an exception instead).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cellClass: UICollectionViewCell.Type
    if let registered = cellClasses[identifier] {
      cellClass = registered
    } else {
      UIKitDiagnostics.log(
        .unregisteredReuseIdentifier,
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard; a plain UICollectionViewCell is used.")
      cellClass = UICollectionViewCell.self
    }
    let cell = dequeue(poolKey: identifier) { cellClass.init(dequeuedWithIdentifier: identifier) }
    return cell
  }

  /// A supplementary view of `kind` for `indexPath`: reused or new (a plain reusable view, with
  /// a diagnostic, for an identifier never registered).
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let viewClass: UICollectionReusableView.Type
    if let registered = supplementaryClasses[kind]?[identifier] {
      viewClass = registered
    } else {
      UIKitDiagnostics.log(
        .unregisteredReuseIdentifier,
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier; a plain UICollectionReusableView "
          + "is used.")
      viewClass = UICollectionReusableView.self
    }
    return dequeue(poolKey: kind + "\u{1F}" + identifier) {
      viewClass.init(dequeuedWithIdentifier: identifier)
    }
  }

  /// A reused view of the pool `poolKey` of the type `View`, or a new one made by `make`.
  private func dequeue<View: UICollectionReusableView>(
    poolKey: String, make: () -> View
  ) -> View {
    if var views = reusePool[poolKey], let index = views.lastIndex(where: { $0 is View }),
      let view = views.remove(at: index) as? View
    {
      reusePool[poolKey] = views
      view.prepareForReuse()
      return view
    }
    return make()
  }

  /// Puts a view on screen back in its pool (off screen: out of the view tree).
  func enqueue(_ view: UICollectionReusableView, kind: String? = nil) {
    view.removeFromSuperview()
    let identifier = view.reuseIdentifier ?? ""
    reusePool[kind.map { $0 + "\u{1F}" + identifier } ?? identifier, default: []].append(view)
  }

  /// The cells on screen, in index-path order.
  public var visibleCells: [UICollectionViewCell] {
    visibleCellsByIndexPath.keys.sorted().compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The cell on screen at `indexPath`, if the item is visible.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The index path of a cell on screen.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The supplementary view of `elementKind` on screen at `indexPath`.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of `elementKind` on screen, in index-path order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    visibleSupplementaries.filter { $0.key.kind == elementKind }
      .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  /// Gives every visible element its view at its frame, reusing the views that left the
  /// visible area, then lays the views out: the end of the collection view's layout pass.
  ///
  /// Cells come from the data source (none without one); supplementary views from its
  /// `viewForSupplementaryElementOfKind`; decoration views from the classes registered on the
  /// layout. Views are subviews of the collection view, stacked by the elements' z-index, at
  /// their frames in content coordinates (the bounds' origin scrolls them).
  func placeVisibleViews() {
    guard let dataSource else { return }
    let attributes = visibleLayoutAttributes()
    var cellPaths = Set<IndexPath>()
    var supplementaryKeys = Set<SupplementaryKey>()
    for attribute in attributes {
      switch attribute.representedElementCategory {
      case .cell: cellPaths.insert(attribute.indexPath)
      case .supplementaryView, .decorationView:
        if let kind = attribute.representedElementKind {
          supplementaryKeys.insert(SupplementaryKey(kind: kind, indexPath: attribute.indexPath))
        }
      }
    }
    for (path, cell) in visibleCellsByIndexPath where !cellPaths.contains(path) {
      enqueue(cell)
      visibleCellsByIndexPath[path] = nil
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
    for (key, view) in visibleSupplementaries where !supplementaryKeys.contains(key) {
      enqueue(view, kind: key.kind)
      visibleSupplementaries[key] = nil
    }
    var placed: [(view: UIView, zIndex: Int, order: Int)] = []
    for (order, attribute) in attributes.enumerated() {
      let view: UICollectionReusableView
      switch attribute.representedElementCategory {
      case .cell:
        if let cell = visibleCellsByIndexPath[attribute.indexPath] {
          view = cell
        } else {
          let cell = dataSource.collectionView(self, cellForItemAt: attribute.indexPath)
          cell.isSelected = selectedIndexPaths.contains(attribute.indexPath)
          visibleCellsByIndexPath[attribute.indexPath] = cell
          collectionDelegate?.collectionView(
            self, willDisplay: cell, forItemAt: attribute.indexPath)
          view = cell
        }
      case .supplementaryView, .decorationView:
        guard let kind = attribute.representedElementKind else { continue }
        let key = SupplementaryKey(kind: kind, indexPath: attribute.indexPath)
        if let existing = visibleSupplementaries[key] {
          view = existing
        } else if attribute.representedElementCategory == .supplementaryView {
          let made = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: kind, at: attribute.indexPath)
          visibleSupplementaries[key] = made
          view = made
        } else {
          guard let viewClass = collectionViewLayout.decorationClasses[kind] else { continue }
          let made = dequeue(poolKey: kind + "\u{1F}") {
            viewClass.init(dequeuedWithIdentifier: "")
          }
          visibleSupplementaries[key] = made
          view = made
        }
      }
      view.apply(attribute)
      placed.append((view, attribute.zIndex, order))
    }
    arrange(placed)
  }

  /// Puts the placed views in the subviews in z-index order (stable), behind any other
  /// subview the app added, and lays each out.
  private func arrange(_ placed: [(view: UIView, zIndex: Int, order: Int)]) {
    let ordered = placed.sorted { ($0.zIndex, $0.order) < ($1.zIndex, $1.order) }.map(\.view)
    let base = backgroundView == nil ? 0 : 1
    for (index, view) in ordered.enumerated() {
      let target = base + index
      if view.superview !== self || subviews.firstIndex(where: { $0 === view }) != target {
        insertSubview(view, at: target)
      }
    }
    for view in ordered { view.layoutIfNeeded() }
  }

  /// Makes the layout measure self-sizing elements with cells and supplementary views from the
  /// data source, as UIKit's self-sizing asks the cells (nil without a data source).
  func installCellMeasuring() {
    guard dataSource != nil else {
      // Only take back what this view installed: a layout's own measuring closures stay.
      if hasInstalledCellMeasuring { collectionViewLayout.setCellMeasuring(nil) }
      hasInstalledCellMeasuring = false
      return
    }
    hasInstalledCellMeasuring = true
    // The closures read the view through its `ItemReference`: a `weak` capture would give it a
    // side table and slow every retain of it.
    let measuring = CellMeasuring(
      item: { [reference = itemReference] path, proposed in
        guard let view = reference.view as? UICollectionView, let dataSource = view.dataSource,
          path.section < view.numberOfSections,
          path.item < view.numberOfItems(inSection: path.section)
        else { return proposed }
        let cell = dataSource.collectionView(view, cellForItemAt: path)
        let size = cell.fittingSize(proposed: proposed, at: path)
        if view.visibleCellsByIndexPath[path] !== cell { view.enqueue(cell) }
        return size
      },
      supplementary: { [reference = itemReference] kind, path, proposed in
        guard let view = reference.view as? UICollectionView, let dataSource = view.dataSource
        else { return proposed }
        let supplementary = dataSource.collectionView(
          view, viewForSupplementaryElementOfKind: kind, at: path)
        let size = supplementary.fittingSize(proposed: proposed, at: path)
        if view.visibleSupplementaries[SupplementaryKey(kind: kind, indexPath: path)]
          !== supplementary
        {
          view.enqueue(supplementary, kind: kind)
        }
        return size
      },
      itemFixing: { [reference = itemReference] path, proposed, fixed in
        guard let view = reference.view as? UICollectionView, let dataSource = view.dataSource,
          path.section < view.numberOfSections,
          path.item < view.numberOfItems(inSection: path.section)
        else { return proposed }
        let cell = dataSource.collectionView(view, cellForItemAt: path)
        let size = cell.fittingSize(proposed: proposed, at: path, fixing: fixed)
        if view.visibleCellsByIndexPath[path] !== cell { view.enqueue(cell) }
        return size
      })
    collectionViewLayout.setCellMeasuring(measuring)
  }
}
