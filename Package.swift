// swift-tools-version: 6.0
// Trellis: a pure-Swift layout engine (flexbox, compositional, pin) for Linux and Apple platforms.

import PackageDescription

let package = Package(
  name: "Trellis",
  products: [
    .library(name: "Geometry", targets: ["Geometry"]),
    .library(name: "FlexCore", targets: ["FlexCore"]),
    .library(name: "Compositional", targets: ["Compositional"]),
    .library(name: "Pin", targets: ["Pin"]),
    .library(name: "SectionedData", targets: ["SectionedData"]),
    .library(name: "SVGExport", targets: ["SVGExport"]),
    .library(name: "FlexCaseFormat", targets: ["FlexCaseFormat"]),
    .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
    .executable(name: "trellis", targets: ["trellis"]),
  ],
  targets: [
    // The small geometry core every model builds on (stdlib only).
    .target(name: "Geometry", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The three layout models: each depends on Geometry only, never on each other.
    .target(name: "FlexCore", dependencies: ["Geometry"]),
    .target(name: "Compositional", dependencies: ["Geometry"]),
    .target(name: "Pin", dependencies: ["Geometry"]),
    // Sectioned data and its diff: no layout module.
    .target(name: "SectionedData", dependencies: ["Geometry"]),
    // Drawing: above the models, never imported by them.
    .target(
      name: "SVGExport",
      dependencies: ["Geometry", "FlexCore", "Compositional", "Pin", "SectionedData"]),
    // The flex-case JSON format (Foundation allowed: not a core module).
    .target(name: "FlexCaseFormat", dependencies: ["Geometry", "FlexCore", "SVGExport"]),
    // Snapshot testing of layouts, for any package's tests (Foundation and Testing allowed).
    .target(
      name: "LayoutSnapshotTesting", dependencies: ["Geometry", "FlexCore", "SVGExport"]),
    // The demo gallery (`trellis demo`), built with the public API only; a library so that
    // its screens are snapshot-tested and rendered by the tests.
    .target(
      name: "TrellisDemos",
      dependencies: [
        "Geometry", "FlexCore", "Compositional", "Pin", "SectionedData", "SVGExport",
        "FlexCaseFormat",
      ],
      path: "Sources/trellis/Demos"),
    // The command-line tool.
    .executableTarget(
      name: "trellis",
      dependencies: [
        "Geometry", "FlexCore", "Compositional", "Pin", "SectionedData", "SVGExport",
        "FlexCaseFormat", "TrellisDemos",
      ],
      exclude: ["Demos"]),
    // Benchmarks: run with `swift run -c release Benchmarks <flex|compositional|diff|svg>`.
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "Geometry", "FlexCore", "Compositional", "SectionedData", "FlexCaseFormat", "SVGExport",
      ],
      path: "Benchmarks"),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "FlexCoreTests", dependencies: ["FlexCore", "Geometry"]),
    .testTarget(
      name: "FlexConformanceTests",
      dependencies: ["FlexCore", "FlexCaseFormat"],
      exclude: ["Fixtures"]),
    .testTarget(name: "CompositionalTests", dependencies: ["Compositional", "Geometry"]),
    .testTarget(name: "PinTests", dependencies: ["Pin", "Geometry"]),
    .testTarget(name: "SectionedDataTests", dependencies: ["SectionedData", "Geometry"]),
    .testTarget(
      name: "SVGExportTests",
      dependencies: [
        "SVGExport", "FlexCore", "Geometry", "SectionedData", "LayoutSnapshotTesting",
      ],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "TrellisDemosTests",
      dependencies: ["TrellisDemos", "LayoutSnapshotTesting", "SVGExport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "LayoutSnapshotTestingTests",
      dependencies: ["LayoutSnapshotTesting", "SVGExport", "FlexCore", "Geometry"],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
