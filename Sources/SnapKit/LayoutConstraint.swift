import UIKitViews

/// The layout constraint SnapKit makes: an `NSLayoutConstraint` that knows its statement
/// (SnapKit's name), printed with the file and line it was written on.
public class LayoutConstraint: NSLayoutConstraint {
  /// The label (the constraint's `identifier`).
  public var label: String? {
    get { identifier }
    set { identifier = newValue }
  }

  /// The statement that made it.
  weak var constraint: Constraint?

  /// Whether `other` has the same items, attributes, relation, multiplier and priority
  /// (SnapKit's matching for `updateConstraints`; constants and labels are not compared).
  func matches(_ other: LayoutConstraint) -> Bool {
    firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
      && relation == other.relation && priority == other.priority
      && multiplier == other.multiplier && secondItem === other.secondItem
      && firstItem === other.firstItem
  }

  /// SnapKit's description: `<SnapKit.LayoutConstraint:label@File.swift#line
  /// UIView:0x….top == UIView:0x….top + 50.0>`, with ` ^priority` when not required.
  public override var description: String {
    var text = "<" + describe(self)
    if let firstItem { text += " \(describe(firstItem))" }
    if firstAttribute != .notAnAttribute { text += ".\(firstAttribute)" }
    text += " \(relation)"
    if let secondItem { text += " \(describe(secondItem))" }
    if secondAttribute != .notAnAttribute { text += ".\(secondAttribute)" }
    if multiplier != 1 { text += " * \(multiplier)" }
    if secondAttribute == .notAnAttribute {
      text += " \(constant)"
    } else if constant > 0 {
      text += " + \(constant)"
    } else if constant < 0 {
      text += " - \(abs(constant))"
    }
    if priority.rawValue != 1000 { text += " ^\(priority.rawValue)" }
    return text + ">"
  }

  /// An object as SnapKit prints it: its class, its label or address, and for a layout
  /// constraint where it was written.
  private func describe(_ object: AnyObject) -> String {
    let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    var text: String
    if let constraint = object as? LayoutConstraint {
      text = "SnapKit.LayoutConstraint:" + (constraint.label ?? address)
      if let location = constraint.constraint?.sourceLocation {
        let file = location.0.split(separator: "/").last.map(String.init) ?? location.0
        text += "@\(file)#\(location.1)"
      }
    } else if let view = object as? UIView {
      text = "\(type(of: view)):" + (view.snp.label() ?? address)
    } else {
      text = "\(type(of: object)):" + address
    }
    return text
  }
}
