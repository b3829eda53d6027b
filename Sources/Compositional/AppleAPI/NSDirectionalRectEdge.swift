import CompositionalEngine
import Geometry

extension NSDirectionalEdgeInsets {
  /// The insets as the engine's left-to-right edge insets (leading is left), with non-finite
  /// values counted as 0.
  var engineInsets: EdgeInsets {
    EdgeInsets(
      top: finite(top), left: finite(leading), bottom: finite(bottom), right: finite(trailing))
  }

  /// `value`, or 0 when it is not finite.
  private func finite(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 0 }
}

/// A set of directional rectangle edges (UIKit's name).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

  /// The same edges as the engine's edge set.
  var rectEdges: RectEdges { RectEdges(rawValue: rawValue & 0xF) }
}

/// An edge or corner a boundary item aligns to (UIKit's name).
public enum NSRectAlignment: Int, Hashable, Sendable {
  /// No alignment.
  case none = 0
  /// The top edge.
  case top
  /// The top-leading corner.
  case topLeading
  /// The leading edge.
  case leading
  /// The bottom-leading corner.
  case bottomLeading
  /// The bottom edge.
  case bottom
  /// The bottom-trailing corner.
  case bottomTrailing
  /// The trailing edge.
  case trailing
  /// The top-trailing corner.
  case topTrailing

  /// The engine's alignment.
  var rectAlignment: RectAlignment {
    switch self {
    case .none: return .none
    case .top: return .top
    case .topLeading: return .topLeading
    case .leading: return .leading
    case .bottomLeading: return .bottomLeading
    case .bottom: return .bottom
    case .bottomTrailing: return .bottomTrailing
    case .trailing: return .trailing
    case .topTrailing: return .topTrailing
    }
  }
}

/// What a section's insets are measured from (UIKit's name).
public enum UIContentInsetsReference: Int, Hashable, Sendable {
  /// The system default (the safe area).
  case automatic = 0
  /// No reference: insets from the bounds.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide: the layout margins, widened to the readable width.
  case readableContent

  /// The engine's reference.
  var insetsReference: InsetsReference {
    switch self {
    case .automatic: return .automatic
    case .none: return .none
    case .safeArea: return .safeArea
    case .layoutMargins: return .layoutMargins
    case .readableContent: return .readableContent
    }
  }
}
