// SnapKit's DSL on Trellis's views: `import SnapKit` sees UIKit's names too (the views module,
// and Foundation through it), as an iOS file that imports SnapKit and UIKit does.
@_exported import UIKitViews
