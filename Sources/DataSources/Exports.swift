@_exported import Compositional
// The data sources and headless table view spell UIKit's names on Pin's views: like
// `import UIKit`, `import DataSources` brings the views and Foundation's geometry with it.
@_exported import Pin
@_exported import SectionedData
