import Foundation
import LayoutSnapshotTesting
import Testing
import UIKitViews

@testable import TrellisDemos

/// Every seed screen of the gallery as the snapshot strategies show a view controller on its
/// device: drawn (`.svg(on:)`) and as frames (`.frames(on:)`), at rest and after its change;
/// references in `__Snapshots__/SeedScreenSnapshotTests/`.
@Suite struct SeedScreenSnapshotTests {
  static let names = SeedGallery.screens.map(\.name)

  @Test(arguments: names)
  func atRest(_ name: String) throws {
    let seed = try #require(SeedGallery.screens.first { $0.name == name })
    assertSnapshot(of: seed.make(), as: .svg(on: seed.device), named: name)
    assertSnapshot(of: seed.make(), as: .frames(on: seed.device), named: name)
  }

  @Test(arguments: names)
  func afterTheChange(_ name: String) throws {
    let seed = try #require(SeedGallery.screens.first { $0.name == name })
    // The controller changed on the device, then shown again by the strategy in a new window
    // on the same device (its view moves there, laid out as it was).
    let drawn = try #require(seed.changed().screen.window.rootViewController)
    assertSnapshot(of: drawn, as: .svg(on: seed.device), named: name)
    let framed = try #require(seed.changed().screen.window.rootViewController)
    assertSnapshot(of: framed, as: .frames(on: seed.device), named: name)
  }

  @Test func dataSourceChangesAreAnimatedUpdates() throws {
    for name in ["hobby", "settings", "sentence"] {
      let seed = try #require(SeedGallery.screens.first { $0.name == name })
      let update = try #require(seed.changed().update, "\(name) made no update")
      #expect(
        update.error == nil, "\(name) fell back to a reload: \(String(describing: update.error))")
      let plan = try #require(update.plan, "\(name) has no transition plan")
      #expect(!plan.elements.isEmpty)
    }
  }
}
