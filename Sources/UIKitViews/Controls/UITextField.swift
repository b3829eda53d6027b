import Foundation

/// A one-line editable text field (UIKit's name): headless, it keeps its text and measures it;
/// there is no keyboard or editing.
///
/// Its intrinsic size is its text's one line (or the placeholder's, while the text is empty)
/// in its font, plus the border style's padding: 7 points on each side for
/// ``BorderStyle-swift.enum/roundedRect`` (a 17-point field is then about 34 high, UIKit's
/// familiar height), none for ``BorderStyle-swift.enum/none``. The padding is an
/// approximation of UIKit's, documented in Docs/UIKitViews.md.
open class UITextField: UIControl {
  /// How the field's border is drawn (UIKit's name).
  public enum BorderStyle: Int, Hashable, Sendable {
    /// No border.
    case none
    /// A thin rectangle.
    case line
    /// A bezelled rectangle.
    case bezel
    /// A rounded rectangle, as fields in forms have.
    case roundedRect
  }

  /// When an overlay view (the clear button, a left or right view) shows (UIKit's name).
  public enum ViewMode: Int, Hashable, Sendable {
    /// Never.
    case never
    /// While the text is edited.
    case whileEditing
    /// Unless the text is edited.
    case unlessEditing
    /// Always.
    case always
  }

  /// The text (nil and empty read the same).
  open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The text shown while ``text`` is empty.
  open var placeholder: String? {
    didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The font (the system font at 17 points unless set).
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text's colour (the label colour unless set).
  open var textColor: UIColor? = .label
  /// How the text is aligned.
  open var textAlignment: NSTextAlignment = .natural
  /// The border (none unless set, as for fields made in code).
  open var borderStyle: BorderStyle = .none {
    didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the text is shown as dots.
  open var isSecureTextEntry = false
  /// The keyboard the field asks for.
  open var keyboardType: UIKeyboardType = .default
  /// How the keyboard capitalizes.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether the keyboard corrects.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// The return key's title.
  open var returnKeyType: UIReturnKeyType = .default
  /// What the text is, for AutoFill.
  open var textContentType: UITextContentType?
  /// When the clear button shows.
  open var clearButtonMode: ViewMode = .never
  /// A view inside the field before the text.
  open var leftView: UIView?
  /// When ``leftView`` shows.
  open var leftViewMode: ViewMode = .never
  /// A view inside the field after the text.
  open var rightView: UIView?
  /// When ``rightView`` shows.
  open var rightViewMode: ViewMode = .never
  /// The object told about editing.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is being edited (never, headless, unless ``becomeFirstResponder()``).
  public private(set) var isEditing = false

  /// Makes the field the one being edited (headless: it only records it).
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    isEditing = true
    delegate?.textFieldDidBeginEditing(self)
    return true
  }

  /// Ends editing.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isEditing else { return true }
    isEditing = false
    delegate?.textFieldDidEndEditing(self)
    return true
  }

  /// Whether the field is being edited.
  open var isFirstResponder: Bool { isEditing }

  /// The padding on each side for the border style (approximate, see the type's overview).
  var padding: CGSize {
    switch borderStyle {
    case .none: CGSize.zero
    case .line, .bezel: CGSize(width: 4, height: 4)
    case .roundedRect: CGSize(width: 7, height: 7)
    }
  }

  /// The shown text's one line plus the border's padding.
  open override var intrinsicContentSize: CGSize {
    let label = UILabel()
    label.font = font ?? .systemFont(ofSize: 17)
    let shown = (text ?? "").isEmpty ? (placeholder ?? "") : (text ?? "")
    label.text = shown.isEmpty ? " " : shown
    var size = label.intrinsicContentSize
    if shown.isEmpty { size.width = 0 }
    let pad = padding
    return CGSize(width: size.width + 2 * pad.width, height: size.height + 2 * pad.height)
  }

  /// The intrinsic size, whatever the proposal.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// What a text field tells about editing (UIKit's name); every method has a default.
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the text in `range` may become `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is handled.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Yes.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Yes.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Yes.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Yes.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Yes.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The keyboard a text field asks for (UIKit's name; headless, only kept).
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The default keyboard.
  case `default`
  /// ASCII letters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs (UIKit's spelling).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  /// Digits.
  case numberPad
  /// A phone pad.
  case phonePad
  /// A phone pad with letters.
  case namePhonePad
  /// For e-mail addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For posts.
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}

/// How a keyboard capitalizes (UIKit's name).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  /// Never.
  case none
  /// Each word.
  case words
  /// Each sentence.
  case sentences
  /// Every character.
  case allCharacters
}

/// Whether a keyboard corrects (UIKit's name).
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
  /// The system's choice.
  case `default`
  /// No.
  case no
  /// Yes.
  case yes
}

/// The return key's title (UIKit's name).
public enum UIReturnKeyType: Int, Hashable, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// What a text field holds, for AutoFill (UIKit's name).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The identifier.
  public let rawValue: String
  /// Creates a content type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// An e-mail address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  /// A name.
  public static let name = UITextContentType(rawValue: "name")
}
