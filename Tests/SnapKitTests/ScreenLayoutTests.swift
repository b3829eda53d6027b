import Foundation
import SnapKit
import Testing

// Screens as iOS developers write them with SnapKit, each in a view controller on a device,
// with UIKit's frames derived by hand in the comments: a device's size and safe area
// (Device.swift: iPhone 15 393 × 852, safe area 59 top and 34 bottom, 3x; iPhone SE 375 × 667,
// 20 top, 2x; iPhone 13 mini 375 × 812, 50 and 34, 3x), SnapKit's constants per attribute
// (autolayout.md 8.6), and Auto Layout's rounding of each edge to the nearest pixel (8.x of
// UIKit's engine, autolayout.md 5.1). Text sizes come from the text measurer, as UIKit's come
// from its fonts.

/// A login screen: a logo under the safe area, two fields, a button and a link, centred.
private final class LoginViewController: UIViewController {
  let logo = UIView()
  let emailField: UITextField = {
    let field = UITextField()
    field.placeholder = "Email"
    field.borderStyle = .roundedRect
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    field.textContentType = .username
    field.returnKeyType = .next
    return field
  }()
  let passwordField: UITextField = {
    let field = UITextField()
    field.placeholder = "Password"
    field.borderStyle = .roundedRect
    field.isSecureTextEntry = true
    field.textContentType = .password
    field.returnKeyType = .done
    return field
  }()
  let loginButton = UIButton(type: .system)
  let spinner = UIActivityIndicatorView(style: .medium)
  let codeField: UITextField = {
    let field = UITextField()
    field.placeholder = "123456"
    field.font = .monospacedDigitSystemFont(ofSize: 20, weight: .regular)
    field.borderStyle = .roundedRect
    field.keyboardType = .numberPad
    return field
  }()
  let forgotLabel: UILabel = {
    let label = UILabel()
    label.text = "Forgot your password?"
    label.font = .systemFont(ofSize: 14)
    return label
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    for subview in [logo, emailField, passwordField, loginButton, forgotLabel, codeField] {
      view.addSubview(subview)
    }
    loginButton.addSubview(spinner)
    spinner.snp.makeConstraints { $0.center.equalToSuperview() }
    logo.snp.makeConstraints { make in
      make.centerX.equalToSuperview()
      make.top.equalTo(view.safeAreaLayoutGuide).offset(40)
      make.size.equalTo(CGSize(width: 120, height: 120))
    }
    emailField.snp.makeConstraints { make in
      make.top.equalTo(logo.snp.bottom).offset(32)
      make.leading.trailing.equalToSuperview().inset(24)
      make.height.equalTo(48)
    }
    passwordField.snp.makeConstraints { make in
      make.top.equalTo(emailField.snp.bottom).offset(12)
      make.leading.trailing.height.equalTo(emailField)
    }
    loginButton.snp.makeConstraints { make in
      make.top.equalTo(passwordField.snp.bottom).offset(24)
      make.leading.trailing.equalTo(passwordField)
      make.height.equalTo(50)
    }
    forgotLabel.snp.makeConstraints { make in
      make.top.equalTo(loginButton.snp.bottom).offset(16)
      make.centerX.equalTo(loginButton)
    }
    // A field sized by its content: only its position is given.
    codeField.snp.makeConstraints { make in
      make.top.equalTo(forgotLabel.snp.bottom).offset(24)
      make.centerX.equalToSuperview()
    }
  }
}

/// A card inset from the safe area, an image a fraction of its width, a title and a wrapping
/// subtitle beside it.
private final class CardViewController: UIViewController {
  let card = UIView()
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  static let subtitle =
    "A subtitle long enough to wrap onto a few lines beside the picture on a small phone."

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    card.addSubview(imageView)
    card.addSubview(titleLabel)
    card.addSubview(subtitleLabel)
    titleLabel.font = .boldSystemFont(ofSize: 17)
    titleLabel.text = "Title"
    subtitleLabel.font = .systemFont(ofSize: 13)
    subtitleLabel.numberOfLines = 0
    subtitleLabel.text = Self.subtitle
    card.snp.makeConstraints { make in
      make.edges.equalTo(view.safeAreaLayoutGuide).inset(
        UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20))
    }
    imageView.snp.makeConstraints { make in
      make.top.leading.equalToSuperview().inset(16)
      make.width.equalToSuperview().multipliedBy(0.4)
      make.height.equalTo(imageView.snp.width)
    }
    titleLabel.snp.makeConstraints { make in
      make.top.equalTo(imageView)
      make.leading.equalTo(imageView.snp.trailing).offset(12)
      make.trailing.equalToSuperview().inset(16)
    }
    subtitleLabel.snp.makeConstraints { make in
      make.top.equalTo(titleLabel.snp.bottom).offset(4)
      make.leading.trailing.equalTo(titleLabel)
    }
  }
}

/// A header bar under the status bar (its background reaching the top of the screen), a title
/// centred in it, a background behind everything, and a content area below.
private final class HeaderViewController: UIViewController {
  let backdrop = UIView()
  let header = UIView()
  let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "Inbox"
    label.font = .boldSystemFont(ofSize: 17)
    return label
  }()
  let content = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(backdrop)
    view.addSubview(header)
    header.addSubview(titleLabel)
    view.addSubview(content)
    backdrop.snp.makeConstraints { make in
      make.top.bottom.leading.trailing.equalTo(self.view)
    }
    header.snp.makeConstraints {
      $0.top.leading.trailing.equalToSuperview()
      $0.bottom.equalTo(view.safeAreaLayoutGuide.snp.top).offset(56)
    }
    titleLabel.snp.makeConstraints {
      $0.centerX.equalToSuperview()
      $0.top.equalTo(view.safeAreaLayoutGuide)
      $0.bottom.equalToSuperview()
    }
    content.snp.makeConstraints {
      $0.top.equalTo(header.snp.bottom)
      $0.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(8)
      $0.bottom.equalTo(view.snp.bottom)
    }
  }
}

@Suite struct ScreenLayoutTests {
  @Test func loginFormOnAnIPhone15() {
    let controller = LoginViewController()
    let window = present(controller, on: .iPhone15)
    // Logo: x = (393 − 120) / 2 = 136.5 (1st edge 409.5 px rounds to 410 px ≈ 136.667, its
    // width stays 120 only within a pixel); y = 59 + 40 = 99.
    expectFrame(controller.logo, CGRect(x: 136.5, y: 99, width: 120, height: 120), tolerance: 0.34)
    // Email: 99 + 120 + 32 = 251, 24 in from each side: 393 − 48 = 345 wide, 48 high.
    expectFrame(controller.emailField, CGRect(x: 24, y: 251, width: 345, height: 48))
    // Password: 251 + 48 + 12 = 311, the email's sides and height.
    expectFrame(controller.passwordField, CGRect(x: 24, y: 311, width: 345, height: 48))
    // Button: 311 + 48 + 24 = 383, 50 high.
    expectFrame(controller.loginButton, CGRect(x: 24, y: 383, width: 345, height: 50))
    // Link: its one line, 383 + 50 + 16 = 449 down, centred on the button's 24 + 345 / 2.
    let link = oneLine("Forgot your password?", .systemFont(ofSize: 14))
    expectFrame(
      controller.forgotLabel,
      CGRect(x: 196.5 - link.width / 2, y: 449, width: link.width, height: link.height),
      tolerance: 0.34)
    // The spinner: 20 × 20 (a medium indicator, UIKit's size), centred in the button, hidden
    // until it starts: x = 345 / 2 − 10 = 162.5 (487.5 px, rounded to 488 px at 3x).
    expectFrame(
      controller.spinner, CGRect(x: 162.5, y: 15, width: 20, height: 20), tolerance: 0.34)
    #expect(controller.spinner.isHidden)
    controller.spinner.startAnimating()
    #expect(!controller.spinner.isHidden && controller.spinner.isAnimating)
    // The code field: its placeholder's line plus a rounded border's 7 on each side
    // (UITextField's documented approximation), centred, 24 under the link.
    let code = oneLine("123456", .monospacedDigitSystemFont(ofSize: 20, weight: .regular))
    expectFrame(
      controller.codeField,
      CGRect(
        x: (393 - code.width - 14) / 2, y: 449 + link.height + 24, width: code.width + 14,
        height: code.height + 14), tolerance: 0.34)
    withExtendedLifetime(window) {}
  }

  @Test func cardInsetFromTheSafeArea() {
    let controller = CardViewController()
    let window = present(controller, on: .iPhone13Mini)
    // The safe area is 375 × (812 − 50 − 34) = 728 from y 50; the card is 20 in on the sides
    // and 16 at the top and bottom: (20, 66, 335, 696).
    expectFrame(controller.card, CGRect(x: 20, y: 66, width: 335, height: 696))
    // The image: 16 in, 0.4 × 335 = 134 square.
    expectFrame(controller.imageView, CGRect(x: 16, y: 16, width: 134, height: 134))
    // The title: from 16 + 134 + 12 = 162 to 335 − 16 = 319, 157 wide, its line's height.
    let title = oneLine("Title", .boldSystemFont(ofSize: 17))
    expectFrame(
      controller.titleLabel, CGRect(x: 162, y: 16, width: 157, height: title.height),
      tolerance: 0.34)
    // The subtitle wraps at the title's 157 and sits 4 below it.
    let subtitle = wrapped(CardViewController.subtitle, .systemFont(ofSize: 13), width: 157)
    #expect(subtitle.height > 2 * UIFont.systemFont(ofSize: 13).lineHeight)
    expectFrame(
      controller.subtitleLabel,
      CGRect(x: 162, y: 16 + title.height + 4, width: 157, height: subtitle.height),
      tolerance: 0.34)
    withExtendedLifetime(window) {}
  }

  @Test func headerUnderTheStatusBarInBothOrientations() {
    let controller = HeaderViewController()
    let window = present(controller, on: .iPhone15)
    // `top.bottom.leading.trailing.equalTo(self.view)`: the whole screen.
    expectFrame(controller.backdrop, CGRect(x: 0, y: 0, width: 393, height: 852))
    // The header reaches from the top to 56 below the safe area's top: 59 + 56 = 115.
    expectFrame(controller.header, CGRect(x: 0, y: 0, width: 393, height: 115))
    // The title: from the safe area's top (59) to the header's bottom, centred.
    let title = oneLine("Inbox", .boldSystemFont(ofSize: 17))
    expectFrame(
      controller.titleLabel,
      CGRect(x: (393 - title.width) / 2, y: 59, width: title.width, height: 56), tolerance: 0.34)
    // The content: under the header to the bottom, 8 in from the safe area's sides.
    expectFrame(controller.content, CGRect(x: 8, y: 115, width: 377, height: 852 - 115))
    // Landscape: no top inset, 59 on each side (Device.swift); the header is 56 high and the
    // content 59 + 8 in from each side: 852 − 2 × 67 = 718 wide.
    let landscape = UIWindow(device: .iPhone15(.landscape))
    let other = HeaderViewController()
    landscape.rootViewController = other
    landscape.layoutIfNeeded()
    expectFrame(other.header, CGRect(x: 0, y: 0, width: 852, height: 56))
    expectFrame(other.content, CGRect(x: 67, y: 56, width: 718, height: 393 - 56))
    withExtendedLifetime((window, landscape)) {}
  }

  @Test func centredContentWithMultipliersAndDivisors() {
    // A plain 400 × 300 view at 2x.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    root.contentScaleFactor = 2
    let box = UIView()
    let badge = UIView()
    let caption = UIView()
    root.addSubview(box)
    root.addSubview(badge)
    root.addSubview(caption)
    box.snp.makeConstraints { make in
      make.center.equalToSuperview()
      make.width.equalToSuperview().multipliedBy(0.8)
      make.height.equalTo(box.snp.width).dividedBy(2)
    }
    badge.snp.makeConstraints { make in
      make.centerX.equalToSuperview().multipliedBy(0.5)
      make.centerY.equalToSuperview().multipliedBy(1.5)
      make.size.equalTo(40)
    }
    caption.snp.makeConstraints { make in
      make.leading.equalTo(box)
      make.width.equalTo(box).dividedBy(4)
      make.top.equalTo(box.snp.bottom).offset(10)
      make.height.equalTo(20)
    }
    root.layoutIfNeeded()
    // The box: 0.8 × 400 = 320 wide, 320 / 2 = 160 high, centred: (40, 70).
    expectFrame(box, CGRect(x: 40, y: 70, width: 320, height: 160))
    // The badge's centre at 0.5 × 200 = 100 and 1.5 × 150 = 225 (a centre multiplier scales
    // the superview's centre in its own coordinates, autolayout.md 1.6).
    expectFrame(badge, CGRect(x: 80, y: 205, width: 40, height: 40))
    // The caption: a quarter of the box (80), 10 under it.
    expectFrame(caption, CGRect(x: 40, y: 240, width: 80, height: 20))
  }

  @Test func leadingFollowsRightToLeftAndLeftDoesNot() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.semanticContentAttribute = .forceRightToLeft
    let byLeading = UIView()
    let byLeft = UIView()
    let directional = UIView()
    for subview in [byLeading, byLeft, directional] { root.addSubview(subview) }
    byLeading.snp.makeConstraints {
      $0.leading.equalToSuperview().offset(16)
      $0.top.equalToSuperview()
      $0.size.equalTo(CGSize(width: 100, height: 40))
    }
    byLeft.snp.makeConstraints {
      $0.left.equalToSuperview().offset(16)
      $0.top.equalTo(byLeading.snp.bottom)
      $0.size.equalTo(byLeading)
    }
    directional.snp.makeConstraints {
      $0.directionalHorizontalEdges.equalToSuperview().inset(
        NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
      $0.top.equalTo(byLeft.snp.bottom)
      $0.height.equalTo(40)
    }
    root.layoutIfNeeded()
    // Leading is the right edge: x = 320 − 16 − 100 = 204.
    expectFrame(byLeading, CGRect(x: 204, y: 0, width: 100, height: 40))
    // Left stays left.
    expectFrame(byLeft, CGRect(x: 16, y: 40, width: 100, height: 40))
    // Leading 10 from the right, trailing 30 from the left: x = 30, width 320 − 40.
    expectFrame(directional, CGRect(x: 30, y: 80, width: 280, height: 40))
  }

  @Test func toolbarOfEqualButtonsAboveTheHomeIndicator() {
    final class ToolbarViewController: UIViewController {
      let stack = UIStackView()
      let buttons = ["Reply", "Forward", "Delete"].map { title -> UIButton in
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
        for button in buttons { stack.addArrangedSubview(button) }
        view.addSubview(stack)
        stack.snp.makeConstraints { make in
          make.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(16)
          make.bottom.equalTo(view.safeAreaLayoutGuide).inset(12)
          make.height.equalTo(44)
        }
      }
    }
    let controller = ToolbarViewController()
    let window = present(controller, on: .iPhone15)
    // 393 − 32 = 361 wide, its bottom 852 − 34 − 12 = 806: y = 762.
    expectFrame(controller.stack, CGRect(x: 16, y: 762, width: 361, height: 44))
    // Fill equally: (361 − 2 × 8) / 3 = 115 each, 123 apart.
    for (index, button) in controller.buttons.enumerated() {
      expectFrame(button, CGRect(x: CGFloat(index) * 123, y: 0, width: 115, height: 44))
    }
    withExtendedLifetime(window) {}
  }
}
