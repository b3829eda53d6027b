import UIKitViews

extension UIView {
  /// The view's flexbox interface: its style as a flex item or container, its children and
  /// its layout.
  ///
  /// The first access creates the ``Flex`` object, stores it on the view (in a slot Pin's views
  /// keep for it, where Apple platforms use an associated object) and
  /// enables flexbox for the view: from then on, a superview that is laid out with flexbox
  /// treats this view as a flex item, and this view lays out its own subviews.
  ///
  /// ```swift
  /// rootFlexContainer.flex.direction(.row).padding(12).define { flex in
  ///   flex.addItem(imageView).size(40)
  ///   flex.addItem(label).grow(1).marginLeft(8)
  /// }
  /// ```
  public var flex: Flex {
    if let existing = flexIfCreated {
      existing.isEnabled = true
      return existing
    }
    let created = Flex(view: self, isEnabled: true)
    flexAttachment = created
    return created
  }

  /// The view's flex object if one was created, without creating one.
  var flexIfCreated: Flex? {
    guard let object = flexAttachment else { return nil }
    return unsafeDowncast(object as AnyObject, to: Flex.self)
  }

  /// The view's flex object, created disabled when missing: the node of a plain subview that
  /// a flex container lays out as a default item.
  var flexForLayout: Flex {
    if let existing = flexIfCreated { return existing }
    let created = Flex(view: self, isEnabled: false)
    flexAttachment = created
    return created
  }
}
