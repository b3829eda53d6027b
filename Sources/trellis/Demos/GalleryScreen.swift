/// One picture of a gallery screen: a state of the screen (at rest, after a change) or the
/// frames of the transition between two states.
package struct GalleryPicture: Sendable {
  /// The file name, without extension.
  package var name: String
  /// What the picture shows, written under it in `index.html`.
  package var label: String
  /// Draws the picture as SVG.
  package var render: @Sendable () throws -> String

  /// A picture.
  package init(name: String, label: String, render: @escaping @Sendable () throws -> String) {
    self.name = name
    self.label = label
    self.render = render
  }
}

/// One screen of the gallery: its pictures with a caption and the code that built it.
package struct GalleryScreen: Sendable {
  /// The screen's anchor in `index.html`, and its first picture's file name.
  package var name: String
  /// The caption's title.
  package var title: String
  /// The caption's text.
  package var caption: String
  /// The code that built the screen (shown under the pictures in `index.html`).
  package var code: String
  /// The pictures, in order: at rest first, then after the change and the transition's frames.
  package var pictures: [GalleryPicture]

  /// A screen.
  package init(
    name: String, title: String, caption: String, code: String, pictures: [GalleryPicture]
  ) {
    self.name = name
    self.title = title
    self.caption = caption
    self.code = code
    self.pictures = pictures
  }
}

extension GalleryScreen {
  /// Every screen of the gallery, in order: the seed screens 1–5 (view controllers on
  /// a device), then the flexbox showcases with the box-model overlay (screen 6).
  package static var all: [GalleryScreen] {
    SeedGallery.screens.map(\.screen) + FlexDemos.all.map(\.screen)
  }

  /// Every picture of every screen, in gallery order.
  package static var allPictures: [GalleryPicture] { all.flatMap(\.pictures) }
}
