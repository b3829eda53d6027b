// Pin spells UIKit's names: like `import UIKit`, `import Pin` brings Foundation's CoreGraphics
// names and UIKit's geometry names (UIEdgeInsets, IndexPath's members, `%`) with it.
@_exported import UIKitGeometry
