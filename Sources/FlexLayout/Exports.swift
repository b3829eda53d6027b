// `import FlexLayout` gives the view tree (UIView, UILabel, UIImageView) and UIKit's geometry
// names with it, as `import UIKit` does on iOS.
@_exported import Pin
