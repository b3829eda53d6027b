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
  /// Every screen of the gallery, in order: the screens 1–5, then the flexbox
  /// showcases with the box-model overlay and the delete transition. (A screen whose parts are
  /// not written yet would be listed with ``init(name:title:caption:waitingFor:)``.)
  package static var all: [GalleryScreen] {
    [
      SeedCompositionalScreen.screen, ChipScreens.hobby, TableScreen.screen,
      MemberScreens.screen, ChipScreens.sentenceChips,
    ] + FlexDemos.all.map(\.screen) + [TransitionDemo.screen]
  }
}
