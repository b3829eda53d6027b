/// The direction in which an interface lays out leading and trailing content (UIKit's name).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
  /// Leading is left: English, Korean.
  case leftToRight
  /// Leading is right: Arabic, Hebrew.
  case rightToLeft
}
