import SnapKit
import UIKitViews

// gallery-code: sentence, hobby
/// A section's title, 16 points in, vertically centred.
public final class SectionHeaderView: UICollectionReusableView {
  /// The reuse identifier.
  public static let identifier = "SectionHeaderView"

  /// The title.
  public let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15, weight: .semibold)
    return label
  }()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
    titleLabel.snp.makeConstraints {
      $0.leading.trailing.equalToSuperview().inset(16)
      $0.centerY.equalToSuperview()
    }
  }

  public required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

extension UIColor {
  /// An opaque colour from `0xRRGGBB`, as apps write it.
  convenience init(hex: Int) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
  }
}
// gallery-code: end
