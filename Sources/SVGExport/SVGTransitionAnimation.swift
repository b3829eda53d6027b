import Geometry
import SectionedData

/// A transition between two layouts drawn as an animated SVG (SMIL `<animate>` elements).
///
/// Each element of the `TransitionPlan` is a rectangle whose frame and opacity are sampled at
/// evenly spaced moments, so the plan's timing curve shows exactly as it is computed: a deleted
/// item fades out where it was, the others slide to their new places.
///
/// Elements can carry labels, drawn as text that travels and fades with them. The animation
/// loops (`repeatCount="indefinite"`), so it replays for as long as it is shown.
///
/// ```swift
/// let plan = TransitionPlan(oldFrames: old, newFrames: new, identityMap: map)
/// let svg = SVGTransitionAnimation(
///   plan: plan, width: 320, height: 240, newLabels: [.item(ItemPath(sectionIndex: 0, itemIndex: 0)): "Inbox"]
/// ).svgString
/// ```
public struct SVGTransitionAnimation: Hashable, Sendable {
  /// The transition to draw.
  public var plan: TransitionPlan
  /// The drawing's width in points.
  public var width: Double
  /// The drawing's height in points.
  public var height: Double
  /// The length of one run of the animation, in seconds.
  public var duration: Double
  /// How many moments of the transition are sampled (at least 2: its start and its end).
  public var samples: Int
  /// Labels of elements in the new data, by element.
  public var newLabels: [ElementTransition.Element: String]
  /// Labels of elements in the old data, by element (used for those not labelled in the new).
  public var oldLabels: [ElementTransition.Element: String]

  /// Creates an animation of `plan`.
  ///
  /// - Parameters:
  ///   - plan: The transition to draw.
  ///   - width: The drawing's width in points.
  ///   - height: The drawing's height in points.
  ///   - duration: The length of one run, in seconds.
  ///   - samples: How many moments are sampled (at least 2).
  ///   - newLabels: Labels of elements in the new data.
  ///   - oldLabels: Labels of elements in the old data (for disappearing ones, say).
  public init(
    plan: TransitionPlan, width: Double, height: Double, duration: Double = 1.5,
    samples: Int = 11, newLabels: [ElementTransition.Element: String] = [:],
    oldLabels: [ElementTransition.Element: String] = [:]
  ) {
    self.plan = plan
    self.width = width
    self.height = height
    self.duration = duration
    self.samples = samples
    self.newLabels = newLabels
    self.oldLabels = oldLabels
  }

  /// The label of `element`: its new label, else its old one.
  func label(of element: ElementTransition) -> String? {
    element.new.flatMap { newLabels[$0] } ?? element.old.flatMap { oldLabels[$0] }
  }

  /// The animation as an SVG document, the same bytes for the same plan.
  ///
  /// - Complexity: O(n × samples) for n elements.
  public var svgString: String {
    let count = max(2, samples)
    let moments = (0..<count).map { Double($0) / Double(count - 1) }
    let states = moments.map { plan.states(at: $0) }
    let keyTimes = moments.map { SVGNumber.format($0, decimals: 4) }.joined(separator: ";")
    let dur = SVGNumber.format(max(0.01, duration), decimals: 3) + "s"
    var lines = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGNumber.format(width))\""
        + " height=\"\(SVGNumber.format(height))\" viewBox=\"0 0 \(SVGNumber.format(width))"
        + " \(SVGNumber.format(height))\">",
      "<rect x=\"0\" y=\"0\" width=\"\(SVGNumber.format(width))\""
        + " height=\"\(SVGNumber.format(height))\" fill=\"#ffffff\"/>",
    ]
    for (index, element) in plan.elements.enumerated() {
      let frames = states.map { $0[index] }
      let first = frames[0].frame
      func values(_ value: (ElementState) -> Double) -> String {
        frames.map { SVGNumber.format(value($0)) }.joined(separator: ";")
      }
      lines.append(
        "<rect data-element=\"\(index)\" x=\"\(SVGNumber.format(first.minX))\""
          + " y=\"\(SVGNumber.format(first.minY))\" width=\"\(SVGNumber.format(first.width))\""
          + " height=\"\(SVGNumber.format(first.height))\" fill=\"\(Self.fill(element.kind))\""
          + " stroke=\"#334155\" stroke-width=\"1\">")
      let channels: [(String, (ElementState) -> Double)] = [
        ("x", { $0.frame.minX }), ("y", { $0.frame.minY }), ("width", { $0.frame.width }),
        ("height", { $0.frame.height }),
        ("opacity", { max($0.oldContentOpacity, $0.newContentOpacity) }),
      ]
      for (attribute, value) in channels {
        lines.append(
          "<animate attributeName=\"\(attribute)\" values=\"\(values(value))\""
            + " keyTimes=\"\(keyTimes)\" dur=\"\(dur)\" repeatCount=\"indefinite\"/>")
      }
      lines.append("</rect>")
      guard let label = label(of: element) else { continue }
      // The label sits 6 points in from the left edge, centred vertically (a 11-point font's
      // middle is about 4 points above its baseline), as wide as the text measurer says.
      let textChannels: [(String, (ElementState) -> Double)] = [
        ("x", { $0.frame.minX + 6 }), ("y", { $0.frame.minY + $0.frame.height / 2 + 4 }),
        ("opacity", { max($0.oldContentOpacity, $0.newContentOpacity) }),
      ]
      let labelWidth = SVGScene.textMeasurer.width(of: label, fontSize: 11)
      lines.append(
        "<text data-element=\"\(index)\" x=\"\(SVGNumber.format(first.minX + 6))\""
          + " y=\"\(SVGNumber.format(first.minY + first.height / 2 + 4))\" font-size=\"11\""
          + " textLength=\"\(SVGNumber.format(labelWidth))\" lengthAdjust=\"spacingAndGlyphs\""
          + " font-family=\"\(SVGEscaping.attribute(SVGScene.defaultFontFamily))\""
          + " fill=\"#0f172a\">\(SVGEscaping.text(label))")
      for (attribute, value) in textChannels {
        lines.append(
          "<animate attributeName=\"\(attribute)\" values=\"\(values(value))\""
            + " keyTimes=\"\(keyTimes)\" dur=\"\(dur)\" repeatCount=\"indefinite\"/>")
      }
      lines.append("</text>")
    }
    lines.append("</svg>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The fill colour of an element by what happens to it.
  static func fill(_ kind: ElementTransition.Kind) -> String {
    switch kind {
    case .appearing: return "#86efac"
    case .disappearing: return "#fca5a5"
    case .moving: return "#93c5fd"
    case .updated: return "#fde68a"
    }
  }
}
