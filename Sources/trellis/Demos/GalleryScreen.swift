/// One screen of the gallery: a picture with its caption and the code that built it, or a
/// pending entry for a screen whose parts are not written yet.
package struct GalleryScreen: Sendable {
  /// The file name of the picture, without extension.
  package var name: String
  /// The caption's title.
  package var title: String
  /// The caption's text.
  package var caption: String
  /// The code that built the screen (shown under the picture in `index.html`).
  package var code: String
  /// Draws the screen as SVG, or `nil` for a pending screen.
  package var render: (@Sendable () throws -> String)?
  /// What a pending screen waits for.
  package var pendingReason: String?

  /// A screen that is drawn.
  package init(
    name: String, title: String, caption: String, code: String,
    render: @escaping @Sendable () throws -> String
  ) {
    self.name = name
    self.title = title
    self.caption = caption
    self.code = code
    self.render = render
    self.pendingReason = nil
  }

  /// A screen listed as pending.
  package init(name: String, title: String, caption: String, waitingFor reason: String) {
    self.name = name
    self.title = title
    self.caption = caption
    self.code = ""
    self.render = nil
    self.pendingReason = reason
  }

  /// Whether the screen is drawn.
  package var isPending: Bool { render == nil }
}

extension GalleryScreen {
  /// Every screen of the gallery, in order: the screens 1–5 (pending until their
  /// modules land), then the flexbox showcases with the box-model overlay and the delete
  /// transition.
  package static var all: [GalleryScreen] {
    [SeedCompositionalScreen.screen] + Array(pending.prefix(1))
      + [TableScreen.screen, MemberScreens.screen] + Array(pending.dropFirst(1))
      + FlexDemos.all.map(\.screen) + [TransitionDemo.screen]
  }

  /// The screens whose parts are still being written.
  static let pending = [
    GalleryScreen(
      name: "hobby", title: "Hobby screen",
      caption: "flow-layout chips with Korean labels (취미: 등산, 요리, 사진…), sized by the text"
        + " measurer",
      waitingFor: "the Compositional rework's flow layout and the shared text measurer"),
    GalleryScreen(
      name: "sentence-chips", title: "Code-block sentence chips",
      caption: "a sentence broken into chips that wrap like words, code spans among them",
      waitingFor: "the Compositional rework's flow layout and the shared text measurer"),
  ]
}
