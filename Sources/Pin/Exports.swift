// Pin is PinLayout's API on UIKitViews' views: like `import UIKit`, `import Pin` brings the
// views, Foundation's CoreGraphics names and UIKit's geometry names (UIEdgeInsets, IndexPath's
// members, `%`) with it.
@_exported import UIKitViews
