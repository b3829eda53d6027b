import Foundation

/// What a collection view asks for its counts, cells and supplementary views (UIKit's
/// protocol).
///
/// Swift protocols cannot leave methods unimplemented as Objective-C ones can: the optional
/// methods have default implementations that answer as UIKit does when they are missing.
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections (1 unless implemented).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The configured cell of an item (dequeue it from the collection view).
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The configured supplementary view of a kind at an index path (an empty reusable view
  /// unless implemented; UIKit requires it when the layout has supplementary items).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes when a data source does not say.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// An empty reusable view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}

/// What a collection view tells the object that follows its selection and display (UIKit's
/// protocol; every method is optional).
///
/// A flow layout's delegate protocol refines it.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// The item at `indexPath` was selected by the user (not by `selectItem(at:animated:scrollPosition:)`, as
  /// in UIKit).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The item at `indexPath` was deselected by the user.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether the user may select the item at `indexPath`.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// A cell is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A cell left the screen.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Yes.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}
