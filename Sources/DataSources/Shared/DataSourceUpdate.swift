import Geometry
import SectionedData
import TableLayout
import UIKitViews

/// What an update of an animated data source did, for a table or a collection view alike:
/// the frames before and after, the plan that animates between them, and the error that forced
/// a plain reload, if any.
///
/// Frames cover the items that are visible before or after the update, and where those items
/// are (or were) in the other layout, so that the plan holds what a screen shows.
public struct DataSourceUpdate: Sendable {
  /// The old items' frames before the update.
  public var oldFrames: [ItemPath: Rect]
  /// The new items' frames after the update (visible self-sizing items measured).
  public var newFrames: [ItemPath: Rect]
  /// The animation between them; `nil` for a plain reload.
  public var plan: TransitionPlan?
  /// Why the update fell back to a reload, if it did.
  public var error: DataSourceUpdateError?

  /// Creates an update.
  public init(
    oldFrames: [ItemPath: Rect], newFrames: [ItemPath: Rect], plan: TransitionPlan?,
    error: DataSourceUpdateError?
  ) {
    self.oldFrames = oldFrames
    self.newFrames = newFrames
    self.plan = plan
    self.error = error
  }
}

/// A table data source's update (the same shape as a collection's).
public typealias TableUpdate = DataSourceUpdate
/// A collection data source's update (the same shape as a table's).
public typealias CollectionUpdate = DataSourceUpdate

/// Why an animated update fell back to a plain reload.
public enum DataSourceUpdateError: Error, Sendable, CustomStringConvertible {
  /// The sections could not be diffed (duplicate identities, say), as RxDataSources reports.
  case diff(Diff.Error)
  /// The view refused a stage of the batch updates, as UIKit would with an exception; the
  /// message words it as the view does (rows for a table, items for a collection view).
  case batch(TableBatchError, message: String)

  /// The diff's error, if the update failed there.
  public var diffError: Diff.Error? {
    if case .diff(let error) = self { return error }
    return nil
  }

  /// The refused batch, if the update failed there.
  public var batchError: TableBatchError? {
    if case .batch(let error, _) = self { return error }
    return nil
  }

  /// The error's message.
  public var description: String {
    switch self {
    case .diff(let error): "\(error)"
    case .batch(_, let message): message
    }
  }
}

/// The row animations of an animated data source (RxDataSources' `AnimationConfiguration`).
///
/// A table view animates rows with them; a collection view fades every change, as UIKit's
/// collection views do, and reads only whether an animation is `.none`.
public struct AnimationConfiguration: Hashable, Sendable {
  /// How inserted rows appear.
  public let insertAnimation: RowAnimation
  /// How reloaded rows change.
  public let reloadAnimation: RowAnimation
  /// How deleted rows disappear.
  public let deleteAnimation: RowAnimation

  /// Creates a configuration (every animation automatic unless given).
  public init(
    insertAnimation: RowAnimation = .automatic, reloadAnimation: RowAnimation = .automatic,
    deleteAnimation: RowAnimation = .automatic
  ) {
    self.insertAnimation = insertAnimation
    self.reloadAnimation = reloadAnimation
    self.deleteAnimation = deleteAnimation
  }
}

/// How rows enter and leave in an animated update (UIKit's `UITableView.RowAnimation`).
public typealias RowAnimation = UITableView.RowAnimation

/// Whether an update is animated or shown with a plain reload (RxDataSources' name).
public enum ViewTransition: Hashable, Sendable {
  /// The changes are applied as animated batch updates.
  case animated
  /// The view reloads all its data at once.
  case reload
}
