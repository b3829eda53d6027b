import Geometry
import SVGExport
import SectionedData

/// The frames of an animated update as a strip of panels: the elements of the plan Trellis
/// computed (rows, items, section headers) at evenly spaced moments of the animation, each a
/// box at its frame and opacity, labelled, drawn at half size.
struct TransitionStrip {
  /// The animation between the two layouts.
  var plan: TransitionPlan
  /// The width of the view the frames are in.
  var width: Double
  /// The labels of the elements in the new data.
  var newLabels: [ElementTransition.Element: String]
  /// The labels of the elements in the old data.
  var oldLabels: [ElementTransition.Element: String]
  /// The moments drawn, from 0 (the old layout) to 1 (the new one).
  var moments = [0, 0.25, 0.5, 0.75, 1]

  /// The scale of the panels.
  static let scale = 0.5
  /// The space between panels, and around them.
  static let spacing = 12.0
  /// The height of the line under each panel.
  static let captionHeight = 18.0

  /// The strip.
  var svgString: String {
    let scale = Self.scale
    let bottom = plan.elements.map { max($0.startFrame.maxY, $0.endFrame.maxY) }.max() ?? 0
    let panelWidth = width * scale
    let panelHeight = max(1, bottom * scale)
    var elements: [SVGElement] = []
    for (index, moment) in moments.enumerated() {
      let left = Self.spacing + Double(index) * (panelWidth + Self.spacing)
      var panel: [SVGElement] = [
        .rectangle(
          SVGRectangle(
            x: 0, y: 0, width: panelWidth, height: panelHeight, fill: "#f8fafc",
            stroke: "#cbd5e1"))
      ]
      for (element, state) in zip(plan.elements, plan.states(at: moment))
      where state.opacity > 0.001 {
        let box = state.frame
        let label = element.new.flatMap { newLabels[$0] } ?? element.old.flatMap { oldLabels[$0] }
        let isSection: Bool
        if case .section = element.new ?? element.old {
          isSection = true
        } else {
          isSection = false
        }
        panel.append(
          .rectangle(
            SVGRectangle(
              x: box.minX * scale, y: box.minY * scale, width: box.width * scale,
              height: box.height * scale, fill: isSection ? "#99f6e4" : Self.fill(element.kind),
              stroke: "#1e3a8a", strokeWidth: 0.5, cornerRadius: 2,
              label: label, opacity: state.opacity)))
      }
      elements.append(
        .group(
          SVGGroup(
            offsetX: left, offsetY: Self.spacing, nodeID: "t=\(moment)", elements: panel,
            clip: Rect(x: 0, y: 0, width: panelWidth, height: panelHeight))))
      elements.append(
        .text(
          SVGText(
            measuring: "t = \(moment)", x: left + panelWidth / 2,
            y: Self.spacing + panelHeight + 14, fontSize: 11, fill: "#333333", anchor: .middle)))
    }
    return SVGScene(
      width: Self.spacing + Double(moments.count) * (panelWidth + Self.spacing),
      height: 2 * Self.spacing + panelHeight + Self.captionHeight, background: "#ffffff",
      elements: elements
    ).svgString
  }

  /// The fill of an element by what happens to it: kept or moved ones blue, changed ones
  /// amber, new ones green, removed ones red (section headers teal).
  static func fill(_ kind: ElementTransition.Kind) -> String {
    switch kind {
    case .moving: "#dbeafe"
    case .updated: "#fde68a"
    case .appearing: "#bbf7d0"
    case .disappearing: "#fecaca"
    }
  }
}
