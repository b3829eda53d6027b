import DataSources
import SeedScreens
import UIKitViews

/// The five seed screens, each a view controller of `Tests/SeedScreens` on an
/// iPhone 15, with its change.
enum SeedGallery {
  /// The screens, in the order.
  static let screens = [colourGrid, hobby, settings, members, sentence]

  static let colourGrid = SeedGalleryScreen(
    name: "colour-grid", title: "1. The compositional colour grid",
    caption:
      "The seed's compositional layout (a group-paging row of columns of three, then a"
      + " continuous row of columns of two 200-point squares) with two sections of ten colours;"
      + " then each row scrolled sideways to its second resting offset.",
    make: { ColourGridViewController() },
    changeLabel: "Each orthogonal row at its second resting offset",
    // gallery-code: colour-grid
    change: { controller in
      // Each row scrolled sideways to its second stop (Trellis's stand-in for a swipe).
      guard let grid = controller as? ColourGridViewController else { return nil }
      for section in 0..<2 {
        grid.collectionView.setOrthogonalScrollOffset(
          grid.secondRestingOffset(ofSection: section), forSection: section)
      }
      return nil
    })
  // gallery-code: end

  static let hobby = SeedGalleryScreen(
    name: "hobby", title: "2. The hobby screen",
    caption:
      "Three sections of dishes under teal headers, each dish a chip \"메뉴: …\" as wide as its"
      + " title (a self-sizing cell in a flow layout); then 마라탕 moved from the second section"
      + " to the end of the first, animated by RxDataSources' animated data source.",
    make: { HobbyViewController() },
    changeLabel: "마라탕 moved to the first section",
    // gallery-code: hobby
    change: { controller in
      // Move 마라탕 from the second section to the end of the first; the data source diffs the
      // sections and animates the move.
      guard let hobby = controller as? HobbyViewController,
        let index = hobby.sections[1].items.firstIndex(where: { $0.name == "마라탕" })
      else { return nil }
      var sections = hobby.sections
      let moved = sections[1].items.remove(at: index)
      sections[0].items.append(moved)
      hobby.sections = sections
      return hobby.lastUpdate
    },
    // gallery-code: end
    labels: { identityLabels($0) })

  static let settings = SeedGalleryScreen(
    name: "settings", title: "3. The settings table",
    caption:
      "Four sections of a grey text cell and a toggle text cell (a Korean paragraph, bold"
      + " 18 pt, beside a 10 × 10 black dot at 30, 30), every row as high as its cell's"
      + " constraints make it; then the first section deleted, animated.",
    make: { UINavigationController(rootViewController: SettingsViewController()) },
    changeLabel: "The first section deleted",
    // gallery-code: settings
    change: { controller in
      // Delete the first section; the data source diffs and animates the deletion.
      guard
        let settings = (controller as? UINavigationController)?.topViewController
          as? SettingsViewController
      else { return nil }
      settings.sections.removeFirst()
      return settings.lastUpdate
    },
    // gallery-code: end
    labels: { identityLabels(($0 as? UINavigationController)?.topViewController) })

  static let members = SeedGalleryScreen(
    name: "members", title: "4. The member list and the member detail",
    caption:
      "A black \"Load API\" button under the safe area and a collection view of 120-high rows"
      + " (SnapKit), in a navigation controller; a tap on the first row pushes the member's"
      + " detail (FlexLayout in a container pinned by PinLayout).",
    make: { UINavigationController(rootViewController: MemberListViewController()) },
    changeLabel: "The first member's detail pushed",
    // gallery-code: members
    change: { controller in
      // Tap the first row: the list pushes the member's detail.
      guard let navigation = controller as? UINavigationController,
        let list = navigation.viewControllers.first as? MemberListViewController
      else { return nil }
      list.collectionView.simulateTap(onItemAt: IndexPath(item: 0, section: 0))
      return nil
    })
  // gallery-code: end

  static let sentence = SeedGalleryScreen(
    name: "sentence", title: "5. The code-block sentence screen",
    caption:
      "A \"selected\" section [\"I\", \"am\", \"a\", \"boy\"] of white chips and a \"candidate\""
      + " section of the same words, red when chosen; then \"am\" deleted from the selected"
      + " section, animated (its candidate is no longer chosen).",
    make: { SentenceViewController() },
    changeLabel: "\"am\" deleted from the selected section",
    // gallery-code: sentence
    change: { controller in
      // Delete "am" from the selected words; its candidate chip changes with it.
      guard let sentence = controller as? SentenceViewController else { return nil }
      sentence.selectedWords.removeAll { $0 == "am" }
      return sentence.lastUpdate
    },
    // gallery-code: end
    labels: { identityLabels($0) })
}
