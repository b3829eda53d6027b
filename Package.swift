// swift-tools-version: 6.0
// Trellis: a pure-Swift layout engine (flexbox, compositional, pin) for Linux and Apple platforms.

import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "Geometry", targets: ["Geometry"]),
    .library(name: "FlexCore", targets: ["FlexCore"]),
    .library(name: "CompositionalEngine", targets: ["CompositionalEngine"]),
    .library(name: "Compositional", targets: ["Compositional"]),
    .library(name: "UIKitViews", targets: ["UIKitViews"]),
    .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
    .library(name: "PinEngine", targets: ["PinEngine"]),
    .library(name: "Pin", targets: ["Pin"]),
    .library(name: "PinLayout", targets: ["PinLayout"]),
    .library(name: "FlexLayout", targets: ["FlexLayout"]),
    .library(name: "SnapKit", targets: ["SnapKit"]),
    .library(name: "SectionedData", targets: ["SectionedData"]),
    .library(name: "TableLayout", targets: ["TableLayout"]),
    .library(name: "DataSources", targets: ["DataSources"]),
    .library(name: "SVGExport", targets: ["SVGExport"]),
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "FlexCaseFormat", targets: ["FlexCaseFormat"]),
    .library(name: "SVGViews", targets: ["SVGViews"]),
    .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
    .executable(name: "trellis", targets: ["trellis"]),
  ],
  targets: [
    // The small geometry core every model builds on (stdlib only).
    .target(name: "Geometry", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The three layout models: each depends on Geometry only, never on each other.
    .target(name: "FlexCore", dependencies: ["Geometry"]),
    // Compositional's engine: value types, the group solver, stamping, flow lines (no Foundation).
    .target(name: "CompositionalEngine", dependencies: ["Geometry"]),
    // Text measured with fixed, documented metrics: shared by labels and drawings (stdlib only).
    .target(name: "TextMeasurement"),
    // PinLayout's recording and resolution algorithm on Geometry's values (stdlib only).
    .target(name: "PinEngine", dependencies: ["Geometry"]),
    // A table view's row, header and footer frames from heights: the engine under UITableView.
    .target(name: "TableLayout", dependencies: ["Geometry"]),
    // Linear constraints with UIKit's strict priorities, solved by incremental Cassowary: the
    // engine under the Auto Layout and SnapKit layers (stdlib only, no dependency).
    .target(name: "ConstraintSolver"),
    // Sectioned data and its diff: no layout module.
    .target(name: "SectionedData", dependencies: ["Geometry"]),
    // The one module of UIKit-spelled views, above the engines and below everything that lays
    // views out or draws them: views, labels, controls, scroll, table and collection views,
    // view controllers, windows and devices, colours and fonts, and the geometry names UIKit
    // adds to Foundation's (which it re-exports, as `import UIKit` does).
    .target(
      name: "UIKitViews",
      dependencies: [
        "Geometry", "TextMeasurement", "TableLayout", "CompositionalEngine", "ConstraintSolver",
      ]),
    // PinLayout's API on the views.
    .target(name: "Pin", dependencies: ["Geometry", "PinEngine", "UIKitViews"]),
    // PinLayout's module name, so that `import PinLayout` lines compile: re-exports Pin.
    .target(name: "PinLayout", dependencies: ["Pin"]),
    // UIKit's collection layouts spelled as UIKit spells them, over CompositionalEngine, for the
    // views' collection view.
    .target(
      name: "Compositional", dependencies: ["Geometry", "UIKitViews", "CompositionalEngine"]),
    // FlexLayout's `view.flex` on the views, computed by FlexCore.
    .target(
      name: "FlexLayout", dependencies: ["UIKitViews", "FlexCore", "Geometry"]),
    // SnapKit's DSL over the views' Auto Layout, under SnapKit's module name, so that
    // `import SnapKit` lines compile: re-exports UIKitViews.
    .target(name: "SnapKit", dependencies: ["UIKitViews"]),
    // RxDataSources' data sources on the views' table and collection views, over sectioned data.
    .target(
      name: "DataSources",
      dependencies: ["UIKitViews", "TableLayout", "SectionedData", "Compositional", "Geometry"]),
    // Drawing: above the models, never imported by them.
    .target(
      name: "SVGExport",
      dependencies: [
        "Geometry", "FlexCore", "CompositionalEngine", "SectionedData", "TextMeasurement",
      ]),
    // The flex-case JSON format (Foundation allowed: not a core module).
    .target(name: "FlexCaseFormat", dependencies: ["Geometry", "FlexCore", "SVGExport"]),
    // Snapshot testing of layouts, for any package's tests (Foundation and Testing allowed).
    .target(
      name: "LayoutSnapshotTesting",
      dependencies: [
        "Geometry", "FlexCore", "SVGExport", "SVGViews", "Pin", "Compositional",
        "CompositionalEngine",
      ]),
    // Drawings of Pin's view trees (views named, labels' text as text) through SVGExport's one
    // tree builder: apart from SVGExport because Pin's layer brings Foundation.
    .target(
      name: "SVGViews", dependencies: ["SVGExport", "UIKitViews", "Geometry", "TextMeasurement"]),
    // The demo gallery (`trellis demo`), built with the public API only; a library so that
    // its screens are snapshot-tested and rendered by the tests.
    .target(
      name: "TrellisDemos",
      dependencies: [
        "Geometry", "FlexCore", "Compositional", "Pin", "SectionedData", "SVGExport",
        "FlexCaseFormat", "FlexLayout", "SVGViews", "DataSources", "TextMeasurement",
        "CompositionalEngine", "SeedScreens", "UIKitViews",
      ],
      path: "Sources/trellis/Demos",
      plugins: ["GalleryCodePlugin"]),
    // The gallery's code snippets, generated from the marked regions of its sources.
    .executableTarget(name: "GalleryCodeGenerator"),
    .plugin(
      name: "GalleryCodePlugin", capability: .buildTool(), dependencies: ["GalleryCodeGenerator"]),
    // The command-line tool's logic (commands, help, file errors), a library so that its tests
    // call it in-process; the executable only runs it on a large stack.
    .target(name: "TrellisCommandLine", dependencies: ["FlexCaseFormat", "TrellisDemos"]),
    // The command-line tool.
    .executableTarget(name: "trellis", dependencies: ["TrellisCommandLine"], exclude: ["Demos"]),
    // Benchmarks: `swift run -c release Benchmarks [suite]...` (suites listed in its main.swift).
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Geometry", "FlexCore", "Compositional", "SectionedData", "FlexCaseFormat", "Pin",
        "FlexLayout", "DataSources", "SVGExport", "SVGViews", "ConstraintSolver", "TestSupport",
        "SnapKit",
      ],
      path: "Benchmarks",
      // UserPackage: a separate package that uses Trellis as a dependency (see its
      // Package.swift). Results: dated figures and the side-by-side scripts.
      exclude: ["UserPackage", "Results"]),
    // The seed app's screens written as their iOS code (view controllers and cells, with
    // SnapKit, FlexLayout, PinLayout, compositional layouts and RxDataSources' data sources):
    // for the tests and the demo gallery (no product).
    .target(
      name: "SeedScreens",
      dependencies: [
        "SnapKit", "UIKitViews", "Compositional", "DataSources", "FlexLayout", "PinLayout",
      ],
      path: "Tests/SeedScreens"),
    // What several test targets share (no product: for this package's tests only).
    .target(name: "TestSupport", dependencies: ["ConstraintSolver"], path: "Tests/TestSupport"),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "TrellisCommandLineTests", dependencies: ["TrellisCommandLine"]),
    .testTarget(name: "FlexCoreTests", dependencies: ["FlexCore", "Geometry", "TestSupport"]),
    .testTarget(
      name: "FlexConformanceTests",
      dependencies: ["FlexCore", "FlexCaseFormat"],
      exclude: ["Fixtures"]),
    .testTarget(name: "CompositionalTests", dependencies: ["Compositional", "Geometry"]),
    .testTarget(
      name: "PinTests",
      dependencies: ["Pin", "PinEngine", "Geometry", "UIKitViews", "TestSupport"]),
    .testTarget(
      name: "FlexLayoutTests",
      dependencies: ["FlexLayout", "FlexCore", "Geometry", "TextMeasurement", "TestSupport"]),
    .testTarget(name: "UIKitViewsTests", dependencies: ["UIKitViews", "Geometry", "TestSupport"]),
    .testTarget(
      name: "AutoLayoutTests", dependencies: ["UIKitViews", "ConstraintSolver", "TestSupport"]),
    .testTarget(
      name: "SnapKitTests",
      dependencies: ["SnapKit", "UIKitViews", "TestSupport", "SeedScreens", "Compositional"]),
    .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement"]),
    .testTarget(name: "TableLayoutTests", dependencies: ["TableLayout", "Geometry"]),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"]),
    .testTarget(name: "DataSourcesTests", dependencies: ["DataSources"]),
    .testTarget(
      name: "SectionedDataTests", dependencies: ["SectionedData", "Geometry", "TestSupport"]),
    .testTarget(
      name: "SVGExportTests",
      dependencies: [
        "SVGExport", "FlexCore", "Geometry", "SectionedData", "LayoutSnapshotTesting", "SVGViews",
        "Pin", "CompositionalEngine",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "TrellisDemosTests",
      dependencies: ["TrellisDemos", "LayoutSnapshotTesting", "SVGExport", "SeedScreens"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "LayoutSnapshotTestingTests",
      dependencies: [
        "LayoutSnapshotTesting", "SVGExport", "FlexCore", "Geometry", "Pin", "Compositional",
      ],
      exclude: ["__Snapshots__"]),
    // Extremes, concurrency, bounded work and fuzz findings across the engines.
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "Geometry", "FlexCore", "FlexCaseFormat", "Compositional", "SectionedData", "Pin",
        "FlexLayout", "UIKitViews", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
