/// A reference to a view or layout guide that reads nil once the object is gone, as a `weak`
/// one does, but leaves the object's reference counting on the runtime's fast path.
///
/// A `weak` reference gives its object a side table for good, and from then on every retain
/// and release of the object takes the runtime's slow path (an atomic update through the
/// table). Auto Layout and SnapKit keep many references to the views they constrain (each
/// constraint to its items, each engine member to its item, each anchor to its view), and with
/// `weak` ones the views' slow reference counting was an eighth of the instructions of the
/// 1,000-row SnapKit screen's first layout and a quarter of its time. Instead, each view and
/// guide makes one `ItemReference` on first request, holders keep that strongly, and the
/// object's `deinit` clears it (`UIView.deinit`, `UILayoutGuide.deinit`).
///
/// Any other object (a constraint's invalid item) is held by a plain `weak` reference.
package final class ItemReference {
  /// The view or guide, cleared by its `deinit`.
  unowned(unsafe) var tracked: AnyObject?
  /// Another object, weakly.
  weak var other: AnyObject?

  /// A reference to `view` or `guide`; only their `itemReference` makes one.
  private init(tracking object: AnyObject) {
    tracked = object
  }

  /// A weak reference to an object that is neither a view nor a layout guide.
  private init(other object: AnyObject) {
    self.other = object
  }

  /// The object, or nil once it is gone.
  package var object: AnyObject? {
    if let tracked { return tracked }
    return other
  }

  /// The view, or nil once it is gone (or when the object is not a view).
  package var view: UIView? { object as? UIView }

  /// The reference kept in `storage` for `object` (a view or guide, which calls it from its
  /// `itemReference`), made there on first request.
  static func tracking(_ object: AnyObject, in storage: inout ItemReference?) -> ItemReference {
    if let storage { return storage }
    let reference = ItemReference(tracking: object)
    storage = reference
    return reference
  }

  /// The reference to `object`: its own for a view or guide, a weak one otherwise; nil for nil.
  package static func to(_ object: AnyObject?) -> ItemReference? {
    guard let object else { return nil }
    if let view = object as? UIView { return view.itemReference }
    if let guide = object as? UILayoutGuide { return guide.itemReference }
    return ItemReference(other: object)
  }
}
