import Foundation
import Geometry

/// A control that shows a title (and an image) and runs actions when tapped (UIKit's name),
/// with the configuration-free API of iOS 14 and earlier.
///
/// It sizes itself as UIKit's system and custom buttons do without a configuration: the title
/// label's size plus 6 points above and below, the image beside the title, plus
/// ``contentEdgeInsets``; an empty button is 30 × 34 (Docs/UIKitViews.md, "Buttons").
open class UIButton: UIControl {
  /// The kinds of button (UIKit's `UIButton.ButtonType`).
  public enum ButtonType: Int, Hashable, Sendable {
    /// No system styling: white titles unless set.
    case custom = 0
    /// The system's: titles in the tint colour.
    case system
    /// A detail disclosure button.
    case detailDisclosure
    /// An info button (light).
    case infoLight
    /// An info button (dark).
    case infoDark
    /// A contact-add button.
    case contactAdd
    /// A close button.
    case close
  }

  /// The kind of button.
  public private(set) var buttonType: ButtonType = .custom
  /// The titles by state.
  private var titles: [UInt: String] = [:]
  /// The title colours by state.
  private var titleColors: [UInt: UIColor] = [:]
  /// The images by state.
  private var images: [UInt: UIImage] = [:]
  /// The title label, once made.
  private var storedTitleLabel: UILabel?
  /// The image view, once made.
  private var storedImageView: UIImageView?

  /// Space around the content (title and image), added to the size (none unless set).
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Space around the title inside the content (kept for placement; it does not change the
  /// size, as in UIKit).
  open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }
  /// Space around the image inside the content (kept for placement).
  open var imageEdgeInsets: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  /// Creates a button of a type.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    updateTitle()
  }

  /// Creates a custom button with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button from an archive (no archives here: a custom button).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: Titles, colours and images by state

  /// Sets the title shown in `state` (nil: the normal state's).
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitle()
  }

  /// The title of `state`, falling back to the normal state's.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// Sets the title colour of `state`.
  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }

  /// The title colour of `state`: set, or the normal state's, or the type's default (the tint
  /// for system buttons, white for custom ones; greyed when disabled).
  open func titleColor(for state: State) -> UIColor? {
    if let color = titleColors[state.rawValue] ?? titleColors[0] {
      return state.contains(.disabled) && titleColors[state.rawValue] == nil
        ? color.withAlphaComponent(color.alpha * 0.35) : color
    }
    let base: UIColor = buttonType == .custom ? .white : tintColor
    return state.contains(.disabled) ? base.withAlphaComponent(0.35) : base
  }

  /// Sets the image shown in `state`.
  open func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    updateTitle()
  }

  /// The image of `state`, falling back to the normal state's.
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

  /// The title shown now.
  open var currentTitle: String? { title(for: state) }
  /// The title colour shown now.
  open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
  /// The image shown now.
  open var currentImage: UIImage? { image(for: state) }

  /// The label that shows the title (made on first use; the system font at 15 points).
  open var titleLabel: UILabel? {
    if let storedTitleLabel { return storedTitleLabel }
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    storedTitleLabel = label
    addSubview(label)
    updateTitle()
    return label
  }

  /// The view that shows the image (made on first use).
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView(image: currentImage)
    storedImageView = view
    addSubview(view)
    return view
  }

  /// Shows the current state's title, colour and image.
  private func updateTitle() {
    let title = currentTitle
    if title != nil || storedTitleLabel != nil {
      let label = storedTitleLabel ?? titleLabel
      label?.text = title
      label?.textColor = currentTitleColor
    }
    if currentImage != nil || storedImageView != nil {
      imageView?.image = currentImage
    }
    invalidateIntrinsicContentSize()
  }

  override func stateDidChange() {
    super.stateDidChange()
    updateTitle()
  }

  // MARK: Size and layout

  /// The content's size: the title label's (plus 6 points above and below) beside the image,
  /// plus ``contentEdgeInsets``; 30 × 34 for an empty button (UIKit's sizes, measured).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let title = currentTitle.flatMap { $0.isEmpty ? nil : $0 }
    let image = currentImage
    var content: CGSize
    if title == nil, image == nil {
      content = CGSize(width: 30, height: 34)
    } else {
      var titleSize = CGSize.zero
      if title != nil, let label = titleLabel {
        let labelSize = label.sizeThatFits(
          CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        titleSize = CGSize(width: labelSize.width, height: labelSize.height + 12)
      }
      let imageSize = image?.size ?? .zero
      content = CGSize(
        width: titleSize.width + imageSize.width,
        height: Swift.max(titleSize.height, imageSize.height))
    }
    return CGSize(
      width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
      height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
  }

  /// The size from ``sizeThatFits(_:)``.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }

  /// Places the image and the title side by side, centred in the bounds less the content
  /// insets (or aligned as `contentHorizontalAlignment` says).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let area = bounds.inset(by: contentEdgeInsets)
    let imageSize = currentImage?.size ?? .zero
    var titleSize = CGSize.zero
    if let label = storedTitleLabel, let text = label.text, !text.isEmpty {
      titleSize = label.sizeThatFits(
        CGSize(width: area.width - imageSize.width, height: area.height))
      titleSize.width = Swift.min(titleSize.width, Swift.max(0, area.width - imageSize.width))
    }
    let total = imageSize.width + titleSize.width
    var x: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading: x = area.minX
    case .right, .trailing: x = area.maxX - total
    case .center, .fill: x = area.minX + (area.width - total) / 2
    }
    storedImageView?.frame = CGRect(
      x: x, y: area.minY + (area.height - imageSize.height) / 2, width: imageSize.width,
      height: imageSize.height)
    x += imageSize.width
    storedTitleLabel?.frame = CGRect(
      x: x + titleEdgeInsets.left - titleEdgeInsets.right,
      y: area.minY + (area.height - titleSize.height) / 2 + titleEdgeInsets.top
        - titleEdgeInsets.bottom, width: titleSize.width, height: titleSize.height)
  }

  /// The title label's baselines, in the button's coordinates.
  override var textBaselineOffsets: (first: Double, last: Double)? {
    guard let label = storedTitleLabel, let offsets = label.textBaselineOffsets else { return nil }
    let top = Double(label.frame.minY)
    return (top + offsets.first, top + offsets.last)
  }

  /// Taps the button: sends `.touchUpInside` and `.primaryActionTriggered` (Trellis's stand-in
  /// for a touch).
  public func simulateTap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}
