// swift-tools-version: 6.0
// A user's package that diffs its own section and item types with Trellis' SectionedData:
// the diff as users see it, across a package boundary.
//
//   swift run -c release --package-path Benchmarks/UserPackage
//
// The root package's `Benchmarks` target excludes this folder; `swift build` there never
// builds it.

import PackageDescription

let package = Package(
  name: "UserPackage",
  dependencies: [.package(name: "Trellis", path: "../..")],
  targets: [
    .executableTarget(
      name: "UserDiffBenchmark",
      dependencies: [.product(name: "SectionedData", package: "Trellis")])
  ],
  swiftLanguageModes: [.v6]
)
