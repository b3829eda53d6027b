/// An object that a layout module attaches to a view and that points back at the view without
/// a reference count (`unowned(unsafe)`), so the view's `deinit` tells it to forget the view.
///
/// A weak reference would do the same without the call, but it gives the view a side table,
/// and every retain and release of a view with one takes the runtime's slow path: a layout
/// retains each view several times. FlexLayout's `Flex` is one (see ``UIView/flexAttachment``);
/// UIView's own superview pointer follows the same rule.
package protocol ViewAttachment: AnyObject {
  /// Forgets every pointer this object, or an object it knows, keeps to its view: called once,
  /// from the view's `deinit`.
  func viewWillDeinit()
}
