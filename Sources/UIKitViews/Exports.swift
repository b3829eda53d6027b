// UIKitViews: the one module of UIKit-spelled views, and the geometry names UIKit adds to
// Foundation's, declared once for every module of Trellis that spells Apple's API.
//
// Foundation is re-exported, as `import UIKit` re-exports it on iOS: a file that imports one of
// the Apple-spelled modules sees `CGFloat`, `CGPoint`, `CGSize`, `CGRect` and `IndexPath` from
// the platform (Foundation on Linux, CoreGraphics and Foundation on Apple platforms), never a
// second copy.
@_exported import Foundation
