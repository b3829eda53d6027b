import DataSources
import SVGExport
import SeedScreens
import UIKitViews

/// A seed screen of the gallery: a view controller from `Tests/SeedScreens` on a device, at
/// rest and after one change (a data change animated by its data source, a scroll or a push).
struct SeedGalleryScreen: Sendable {
  /// The screen's name (its pictures' file names start with it).
  var name: String
  /// The caption's title.
  var title: String
  /// The caption's text.
  var caption: String
  /// The device the controller is shown on.
  var device: Device = .iPhone15
  /// A new controller, as the app creates it.
  var make: @Sendable () -> UIViewController
  /// What the change does, written under the picture after it.
  var changeLabel: String
  /// Makes the change on a controller shown on the device; returns the data source's update
  /// when the change is an animated update.
  var change: @Sendable (UIViewController) -> DataSourceUpdate?
  /// The labels of the items a controller shows, for the transition's frames; `nil` when the
  /// change is no animated update of a data source (a scroll, a push).
  var labels: (@Sendable (UIViewController) -> [ElementTransition.Element: String])? = nil

  /// The controller shown on the device, at rest.
  func atRest() -> DeviceScreen { DeviceScreen(make(), on: device) }

  /// The controller shown on the device after the change, the update it made, and the labels
  /// of its items before the change.
  func changed() -> (
    screen: DeviceScreen, update: DataSourceUpdate?, oldLabels: [ElementTransition.Element: String]
  ) {
    let controller = make()
    let screen = DeviceScreen(controller, on: device)
    let oldLabels = labels?(controller) ?? [:]
    let update = screen.perform { change(controller) }
    return (screen, update, oldLabels)
  }

  /// The frames of the change's animation, or `nil` when the change is not an animated update.
  func transitionSVG() -> String? {
    let (screen, update, oldLabels) = changed()
    guard let plan = update?.plan, let controller = screen.window.rootViewController else {
      return nil
    }
    return TransitionStrip(
      plan: plan, width: Double(screen.window.bounds.width),
      newLabels: labels?(controller) ?? [:],
      oldLabels: oldLabels
    ).svgString
  }

  /// The gallery screen: at rest, after the change, and the transition's frames when the
  /// change is animated by a data source.
  var screen: GalleryScreen {
    let seed = self
    var pictures = [
      GalleryPicture(name: name, label: "At rest", render: { seed.atRest().svg() }),
      GalleryPicture(
        name: name + "-after", label: changeLabel, render: { seed.changed().screen.svg() }),
    ]
    if labels != nil {
      pictures.append(
        GalleryPicture(
          name: name + "-transition",
          label: "The transition Trellis computed, at t = 0, ¼, ½, ¾ and 1 (half size)",
          render: { seed.transitionSVG() ?? "" }))
    }
    return GalleryScreen(
      name: name, title: title, caption: caption, code: GalleryCode.snippets[name] ?? "",
      pictures: pictures)
  }
}

/// The labels of the items and sections a seed screen shows: their identities.
func identityLabels(_ controller: UIViewController?) -> [ElementTransition.Element: String] {
  switch controller {
  case let hobby as HobbyViewController: identityLabels(hobby.sections)
  case let settings as SettingsViewController: identityLabels(settings.sections)
  case let sentence as SentenceViewController:
    // A chip's identity names its section ("selected am"); its word is label enough.
    identityLabels(sentence.sections).mapValues {
      $0.split(separator: " ").last.map(String.init) ?? $0
    }
  default: [:]
  }
}

/// The labels of sectioned data's items and sections: their identities.
func identityLabels<Section: AnimatableSectionModelType>(_ sections: [Section])
  -> [ElementTransition.Element: String]
{
  var labels: [ElementTransition.Element: String] = [:]
  for (index, section) in sections.enumerated() {
    labels[.section(index)] = "\(section.identity)"
    for (item, value) in section.items.enumerated() {
      labels[.item(ItemPath(item: item, section: index))] = "\(value.identity)"
    }
  }
  return labels
}
