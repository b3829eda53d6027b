import Compositional
import Foundation
import SnapKit
import Testing

// Self-sizing cells from constraints (autolayout.md 5.3): a compositional item of fractional
// width and estimated height keeps its width (fitted at `.required`) and takes the height its
// constraints give at that width; a flow layout's estimated items fit both axes; a table's
// automatic rows fit the height at the row's width.

/// A cell whose paragraph is pinned 10 in from its content view's edges.
final class ParagraphCell: UICollectionViewCell {
  static let identifier = "ParagraphCell"
  let label: UILabel = {
    let label = UILabel()
    label.numberOfLines = 0
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
    label.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A data source of paragraphs.
final class Paragraphs: NSObject, UICollectionViewDataSource {
  let texts: [String]
  init(_ texts: [String]) { self.texts = texts }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    texts.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: ParagraphCell.identifier, for: indexPath)
    (cell as? ParagraphCell)?.label.text = texts[indexPath.item]
    return cell
  }
}

@Suite struct CellSelfSizingTests {
  static let texts = [
    "A short line.",
    "A paragraph long enough to wrap onto several lines at the width the list gives its rows.",
  ]

  @Test func compositionalListRowsKeepTheirWidth() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    list.contentScaleFactor = 2
    list.register(ParagraphCell.self, forCellWithReuseIdentifier: ParagraphCell.identifier)
    let source = Paragraphs(Self.texts)
    list.dataSource = source
    list.layoutIfNeeded()
    var y: CGFloat = 0
    for (index, text) in Self.texts.enumerated() {
      // The width is the list's, 300; the label wraps at 280 and the row is 20 taller.
      let label = UILabel()
      label.numberOfLines = 0
      label.text = text
      let wrapped = label.sizeThatFits(CGSize(width: 280, height: CGFloat.greatestFiniteMagnitude))
      guard let cell = list.cellForItem(at: IndexPath(item: index, section: 0)) as? ParagraphCell
      else {
        Issue.record("row \(index) is not on screen")
        continue
      }
      #expect(close(cell.frame, CGRect(x: 0, y: y, width: 300, height: wrapped.height + 20)))
      #expect(close(cell.label.frame, CGRect(x: 10, y: 10, width: 280, height: wrapped.height)))
      y += wrapped.height + 20
    }
    withExtendedLifetime(source) {}
  }

  @Test func flowLayoutEstimatedItemsFitBothAxes() {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    list.contentScaleFactor = 2
    list.register(ParagraphCell.self, forCellWithReuseIdentifier: ParagraphCell.identifier)
    let source = Paragraphs(["Hi"])
    list.dataSource = source
    list.layoutIfNeeded()
    let label = UILabel()
    label.text = "Hi"
    let size = label.intrinsicContentSize
    let cell = list.cellForItem(at: IndexPath(item: 0, section: 0))
    #expect(
      cell.map { close($0.frame.size, CGSize(width: size.width + 20, height: size.height + 20)) }
        == true)
    withExtendedLifetime(source) {}
  }

  @Test func cellsWithoutConstraintsFallBackToSizeThatFits() {
    let cell = UICollectionViewCell()
    cell.sizeThatFitsHandler = { size in CGSize(width: size.width, height: 77) }
    #expect(
      cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: 77))
  }
}
