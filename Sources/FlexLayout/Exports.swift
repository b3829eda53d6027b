// `import FlexLayout` gives the views (UIView, UILabel, UIImageView, …) and UIKit's geometry
// names with it, as `import UIKit` does on iOS. PinLayout's API is `import PinLayout`'s.
@_exported import UIKitViews
