// Compositional: UIKit's collection layouts (compositional, flow, lists) spelled as UIKit spells
// them, over CompositionalEngine's Foundation-free value types.
//
// UIKitViews is re-exported (its collection view, and through it Foundation), as `import UIKit`
// re-exports them on iOS: a file that imports Foundation and Compositional sees one `CGFloat`,
// `CGPoint`, `CGSize`, `CGRect` and `IndexPath` (the platform's) and one `UIEdgeInsets` and
// `NSDirectionalEdgeInsets` (UIKitViews'). Values cross to the engine's `Point`, `Size`, `Rect`, `EdgeInsets` and
// `ItemPath` at this layer's boundary (see `EngineConversions.swift`).
@_exported import UIKitViews
