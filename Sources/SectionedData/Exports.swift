// The index path of sectioned data is Geometry's `ItemPath`, the one every engine shares:
// `import SectionedData` brings it, as RxDataSources' module brings its `ItemPath`.
@_exported import struct Geometry.ItemPath
