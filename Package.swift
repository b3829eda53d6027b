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
    .target(name: "FlexCaseFormat", dependencies: ["Geometry", "FlexCore"]),
    // The command-line tool.
    .executableTarget(
      name: "trellis",
      dependencies: [
        "Geometry", "FlexCore", "Compositional", "Pin", "SectionedData", "SVGExport",
        "FlexCaseFormat",
      ]),
    // Benchmarks: run with `swift run -c release Benchmarks <flex|compositional|diff|parallel>`.
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["Geometry", "FlexCore", "Compositional", "SectionedData", "FlexCaseFormat"],
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
      name: "SVGExportTests", dependencies: ["SVGExport", "FlexCore", "Geometry", "SectionedData"],
      exclude: ["__Snapshots__"]),
    // Extremes, concurrency, bounded work and fuzz findings across the engines.
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "Geometry", "FlexCore", "FlexCaseFormat", "Compositional", "SectionedData",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
