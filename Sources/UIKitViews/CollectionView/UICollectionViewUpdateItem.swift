import Foundation

/// One change of a batch update, as a collection view hands it to its layout before applying it
/// (UIKit's name).
///
/// A section change has an index path with the section only.
open class UICollectionViewUpdateItem: NSObject {
  /// What the change does (UIKit's `UICollectionViewUpdateItem.Action`).
  public enum Action: Int, Hashable, Sendable {
    /// Inserts.
    case insert
    /// Deletes.
    case delete
    /// Reloads.
    case reload
    /// Moves.
    case move
    /// Nothing.
    case none
  }

  /// The element's index path before the update (nil for an insertion).
  public let indexPathBeforeUpdate: IndexPath?
  /// The element's index path after the update (nil for a deletion).
  public let indexPathAfterUpdate: IndexPath?
  /// What the change does.
  public let updateAction: Action

  /// Creates an update item.
  public init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
    super.init()
  }
}

/// What a layout invalidation covers (UIKit's name): everything (a reload), or the counts.
open class UICollectionViewLayoutInvalidationContext: NSObject {
  /// Whether everything is invalid: counts, frames and measured sizes (a `reloadData()`).
  open var invalidateEverything = false
  /// Whether the counts changed (a batch update).
  open var invalidateDataSourceCounts = false
}
