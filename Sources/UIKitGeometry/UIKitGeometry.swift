// UIKitGeometry: the names UIKit adds to Foundation's geometry, declared once for every module
// of Trellis that spells Apple's API (Compositional, Pin, FlexLayout and the data sources).
//
// Foundation is re-exported, as `import UIKit` re-exports it on iOS: a file that imports one of
// those modules sees `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `IndexPath` from the platform
// (Foundation on Linux, CoreGraphics and Foundation on Apple platforms), never a second copy.
@_exported import Foundation
