import Foundation
import Testing

@testable import UIKitViews

/// Table and collection views as subviews of a controller's view: their cells laid out by the
/// layout pass, reused as they scroll, selected without the delegate (the reference's §7).
@Suite struct ScrollingViewsTests {
  /// A layout of 100-point rows the width of the view, with a 40-point header per section.
  final class RowsLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize {
      let rows = context.itemCounts.reduce(0, +)
      return CGSize(
        width: context.size.width,
        height: CGFloat(rows) * 100 + CGFloat(context.itemCounts.count) * 40)
    }

    /// Every element's attributes, in order.
    func all() -> [UICollectionViewLayoutAttributes] {
      var result: [UICollectionViewLayoutAttributes] = []
      var y: CGFloat = 0
      for (section, count) in context.itemCounts.enumerated() {
        let header = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: IndexPath(item: 0, section: section))
        header.frame = CGRect(x: 0, y: y, width: context.size.width, height: 40)
        header.zIndex = 1
        result.append(header)
        y += 40
        for item in 0..<count {
          let cell = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          cell.frame = CGRect(x: 0, y: y, width: context.size.width, height: 100)
          result.append(cell)
          y += 100
        }
      }
      return result
    }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      all().filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      all().first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
  }

  /// A cell that counts how often it was configured.
  final class NumberCell: UICollectionViewCell {
    static let identifier = String(describing: NumberCell.self)
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = contentView.bounds.insetBy(dx: 16, dy: 8)
    }
  }

  /// A controller with a collection view below a 60-point bar view, as the seed screens build
  /// it: the collection view fills the rest of the safe area.
  final class ListController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    lazy var collectionView: UICollectionView = {
      let view = UICollectionView(frame: .zero, collectionViewLayout: RowsLayout())
      view.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.identifier)
      view.register(
        UICollectionReusableView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      view.backgroundColor = .systemGroupedBackground
      return view
    }()
    let bar = UIView()
    var counts = [5, 30]
    var configured = 0
    var selected: [IndexPath] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(bar)
      view.addSubview(collectionView)
      collectionView.dataSource = self
      collectionView.delegate = self
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      let safe = view.bounds.inset(by: view.safeAreaInsets)
      bar.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: 60)
      collectionView.frame = CGRect(
        x: safe.minX, y: bar.frame.maxY, width: safe.width, height: safe.maxY - bar.frame.maxY)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: NumberCell.identifier, for: indexPath) as? NumberCell
      else { return UICollectionViewCell() }
      configured += 1
      cell.label.text = "\(indexPath.section).\(indexPath.item)"
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @Test func aCollectionViewIsASubviewLaidOutByThePass() {
    let controller = ListController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let collectionView = controller.collectionView
    // Below the 59-point safe top and the 60-point bar, down to the 34-point bottom inset.
    #expect(collectionView.frame == CGRect(x: 0, y: 119, width: 393, height: 699))
    #expect(collectionView.superview === controller.view)
    // Visible: section 0's header (0–40) and its five rows (40–540), section 1's header
    // (540–580) and rows 0 and 1 (580–780; row 1 starts at 680 < 699).
    let paths = collectionView.visibleCells.compactMap { collectionView.indexPath(for: $0) }
    #expect(paths.count == 7)
    #expect(paths.last == IndexPath(item: 1, section: 1))
    #expect(collectionView.visibleCells.allSatisfy { $0.superview === collectionView })
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.frame == CGRect(x: 0, y: 540, width: 393, height: 40))
    // The cells are laid out too: the label inside the content view.
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell
    #expect(cell?.label.frame == CGRect(x: 16, y: 8, width: 361, height: 84))
    #expect(cell?.label.text == "0.0")
    #expect(controller.configured == 7)
  }

  @Test func aCollectionViewIsFreedWithItsControllerAndItsLayoutForgetsIt() {
    weak var gone: UICollectionView?
    var layout: UICollectionViewLayout?
    do {
      let controller = ListController()
      let window = UIWindow(device: .iPhone15)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      layout = controller.collectionView.collectionViewLayout
      #expect(layout?.collectionView === controller.collectionView)
      #expect(controller.configured == 7)
      gone = controller.collectionView
    }
    // The layout and the cell measuring it was given do not keep the view alive.
    #expect(gone == nil)
    #expect(layout != nil && layout?.collectionView == nil)
  }

  @Test func scrollingReusesTheCellsThatLeft() {
    let controller = ListController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let collectionView = controller.collectionView
    let before = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
    collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
    window.layoutIfNeeded()
    // 1,000–1,699 in section 1 (rows start at 580): rows 4 through 11.
    let paths = collectionView.visibleCells.compactMap { collectionView.indexPath(for: $0) }
    #expect(paths == (4...11).map { IndexPath(item: $0, section: 1) })
    // The cells that left were reused for the ones that came in: no new cell was made beyond
    // the seven made first and one more for the eighth visible row.
    let after = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
    #expect(after.subtracting(before).count <= 1)
    #expect(collectionView.bounds.origin.y == 1_000)
  }

  @Test func selectionByCodeDoesNotTellTheDelegateButATapDoes() {
    let controller = ListController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let collectionView = controller.collectionView
    let path = IndexPath(item: 2, section: 0)
    collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems == [path])
    #expect(collectionView.cellForItem(at: path)?.isSelected == true)
    #expect(controller.selected.isEmpty)
    collectionView.deselectItem(at: path, animated: false)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    collectionView.simulateTap(onItemAt: IndexPath(item: 1, section: 0))
    #expect(controller.selected == [IndexPath(item: 1, section: 0)])
  }

  @Test func badIndexPathsAndUnregisteredCellsAreDiagnosedNotFatal() {
    let controller = ListController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let collectionView = controller.collectionView
    let (cell, diagnostics) = UIKitDiagnostics.record {
      collectionView.selectItem(
        at: IndexPath(item: 99, section: 9), animated: false, scrollPosition: [])
      return collectionView.dequeueReusableCell(
        withReuseIdentifier: "never-registered", for: IndexPath(item: 0, section: 0))
    }
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(type(of: cell) == UICollectionViewCell.self)
    #expect(diagnostics.map(\.kind) == [.indexPathOutOfRange, .unregisteredReuseIdentifier])
  }

  @Test func aTableViewIsASubviewWithItsRowsLaidOutByThePass() {
    final class Rows: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
      }
    }
    let rows = Rows()
    let controller = UIViewController()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = 50
    table.dataSource = rows
    controller.view.addSubview(table)
    table.frame = controller.view.bounds
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let window = UIWindow(device: .iPhoneSE)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    // The table fills the 375 × 667 root view; its content starts under the 20-point status bar
    // (the adjusted inset), so rows 0–13 show: 20 + 14 × 50 = 720 > 667 > 20 + 13 × 50.
    #expect(table.frame.size == CGSize(width: 375, height: 667))
    #expect(table.contentOffset.y == -20)
    #expect(table.visibleCells.count == 13)
    #expect(table.visibleCells.first?.textLabel?.text == "Row 0")
    #expect(table.visibleCells.allSatisfy { $0.superview === table })
  }
}

/// A scroll view at rest at the start of its content stays there when its adjusted inset
/// changes, as UIKit's does (`contentOffset.y == -adjustedContentInset.top`); one scrolled by
/// the user stays where it is.
@Suite struct ScrollViewRestingOffsetTests {
  /// A controller whose view is the collection view, as a list screen often is.
  final class CollectionController: UIViewController, UICollectionViewDataSource {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: ScrollingViewsTests.RowsLayout())

    override func loadView() {
      collectionView.register(
        ScrollingViewsTests.NumberCell.self,
        forCellWithReuseIdentifier: ScrollingViewsTests.NumberCell.identifier)
      collectionView.register(
        UICollectionReusableView.self,
        forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      collectionView.dataSource = self
      view = collectionView
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(
        withReuseIdentifier: ScrollingViewsTests.NumberCell.identifier, for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
  }

  @Test func aCollectionViewUnderANavigationBarStartsBelowIt() {
    let controller = CollectionController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    let collectionView = controller.collectionView
    // The collection view fills the window (852 high); its safe area is the status bar's 59
    // and the 44-point bar above, the home indicator's 34 below; its content (30 rows of 100
    // and a 40-point header, 3,040) is taller than it, so the insets adjust it: 103 on top.
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(collectionView.adjustedContentInset.top == 103)
    // At rest at the start of its content: the header's top just below the bar.
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: -103))
    let header = collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header.map { $0.convert($0.bounds, to: window).minY } == 103)
  }

  @Test func aScrolledCollectionViewKeepsItsOffsetWhenItsInsetsChange() {
    let controller = CollectionController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    let collectionView = controller.collectionView
    collectionView.contentOffset = CGPoint(x: 0, y: 500)
    window.layoutIfNeeded()
    // Turned: the insets change (no status bar in landscape), the user's offset stays.
    window.device = .iPhone15(.landscape)
    window.layoutIfNeeded()
    #expect(collectionView.adjustedContentInset.top != 103)
    #expect(collectionView.contentOffset.y == 500)
  }

  @Test func aCollectionViewAtRestFollowsItsInsetsWhenTurned() {
    let controller = CollectionController()
    let window = UIWindow(device: .iPhone15)
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    let collectionView = controller.collectionView
    window.device = .iPhone15(.landscape)
    window.layoutIfNeeded()
    let inset = collectionView.adjustedContentInset
    #expect(inset.top != 103)
    #expect(collectionView.contentOffset == CGPoint(x: -inset.left, y: -inset.top))
  }
}
