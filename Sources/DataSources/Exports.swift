// RxDataSources' data sources on UIKitViews' table and collection views: like `import UIKit`,
// `import DataSources` brings the views, the collection layouts and Foundation's geometry with
// it, and SectionedData's section models.
@_exported import Compositional
@_exported import SectionedData
@_exported import UIKitViews
