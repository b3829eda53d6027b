import Geometry
import SVGExport
import UIKitViews

/// Draws a view tree as UIKit composites it: one group per visible view, in subview order, each
/// holding the view's shadow, background, content (text, an image placeholder, a switch),
/// subviews and border, in Core Animation's order (reference notes §4.4: background, contents,
/// sublayers, border; the shadow under them).
///
/// Coordinates are the drawing's (the root's frame origin kept): a view's box is its
/// untransformed frame moved by its superview's position less the superview's bounds origin
/// (a scroll view's content offset), and a transform is the group's matrix about the view's
/// centre, so it turns the whole subtree. A view's group carries `data-node` (its name, else
/// its accessibility identifier, else its path of subview indices, `v0.2.1`) and `data-frame`
/// (its box), its opacity (group opacity, as a layer's) and, when it clips something, a clip
/// to its bounds rounded by its corner radius.
struct ViewDrawer {
  /// Subtrees deeper than this are not drawn (a documented clamp: the recursion stays bounded).
  static let maximumDepth = 512
  /// How far drawn content may pass the bounds before a clipping view is given a clip.
  static let tolerance = 0.01

  /// A drawn view: its group and the extent of what it draws, in its superview's drawing
  /// coordinates (after its transform), or `nil` when it draws nothing.
  struct Drawn {
    var element: SVGElement
    var extent: Rect?
  }

  /// Draws `view` with its subtree, or returns `nil` when it is hidden or fully transparent
  /// (UIKit draws neither, reference notes §4.3).
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - path: Its path of subview indices from the root (`v0.2`).
  ///   - origin: Where its superview's bounds origin lies in the drawing.
  ///   - depth: Its depth below the root.
  func draw(_ view: UIView, path: String, origin: Point, depth: Int) -> Drawn? {
    guard !view.isHidden, view.alpha > 0 else { return nil }
    let frame = view.layoutFrame
    let box = frame.offsetBy(dx: origin.x, dy: origin.y)
    // A view that never made its layer has the defaults: square, no border, no shadow.
    let layer = view.layerIfLoaded
    let clips = view.clipsToBounds
    let radii = layer.map { Self.radii(of: $0, size: box.size) } ?? .zero
    var elements: [SVGElement] = []
    // What the view draws besides its background and border, for the clip decision.
    var contentExtent: Rect?
    var ownExtent: Rect?

    if !clips, let layer, let shadow = Self.shadow(of: view, layer: layer, box: box, radii: radii) {
      elements.append(.roundedRectangle(shadow))
      ownExtent = Self.union(ownExtent, shadow.frame.insetBy(-3 * shadow.blur))
    }
    if let background = view.backgroundColor.map(SVGPaint.init), !background.isClear {
      var fill = box
      if let bar = view as? UINavigationBar { fill = Self.barBackground(of: bar, box: box) }
      elements.append(
        .roundedRectangle(
          SVGRoundedRectangle(
            frame: fill, radii: radii, fill: background.hex, opacity: background.opacity)))
      ownExtent = Self.union(ownExtent, fill)
    }
    let content = Self.content(of: view, box: box)
    elements += content.elements
    contentExtent = content.extent

    if depth < Self.maximumDepth {
      let bounds = view.bounds
      let childOrigin = Point(
        x: box.minX - Double(bounds.origin.x), y: box.minY - Double(bounds.origin.y))
      for (index, subview) in view.subviews.enumerated() {
        guard
          let drawn = draw(
            subview, path: path + "." + String(index), origin: childOrigin, depth: depth + 1)
        else { continue }
        elements.append(drawn.element)
        contentExtent = Self.union(contentExtent, drawn.extent)
      }
    }

    if let layer, let border = Self.border(of: layer, box: box, radii: radii) {
      elements.append(.border(border))
      ownExtent = Self.union(ownExtent, box)
    }
    if let separator = Self.separator(of: view, box: box) {
      elements.append(.roundedRectangle(separator))
      ownExtent = Self.union(ownExtent, separator.frame)
    }

    var clip: Rect?
    if clips, let drawnContent = contentExtent {
      let isRounded = !radii.isZero
      if isRounded || !Self.contains(box, drawnContent) { clip = box }
    }
    var extent = Self.union(ownExtent, contentExtent)
    if clips { extent = extent.map { Self.intersection($0, box) } }
    var transform: SVGTransform?
    let viewTransform = view.transform
    if viewTransform != .identity {
      let matrix = SVGTransform(
        a: Double(viewTransform.a), b: Double(viewTransform.b), c: Double(viewTransform.c),
        d: Double(viewTransform.d), e: Double(viewTransform.tx), f: Double(viewTransform.ty)
      ).about(Point(x: box.minX + box.width / 2, y: box.minY + box.height / 2))
      transform = matrix
      extent = extent.map(matrix.boundingBox(of:))
    }
    let group = SVGGroup(
      nodeID: view.name ?? view.accessibilityIdentifier ?? path, elements: elements,
      clip: clip, opacity: Double(view.alpha), transform: transform,
      clipRadii: clip == nil ? .zero : radii, frame: box)
    return Drawn(element: .group(group), extent: extent)
  }

  // MARK: Layer

  /// The corner radii of a layer: its radius on the corners its mask names.
  static func radii(of layer: CALayer, size: Size) -> SVGCornerRadii {
    let radius = Double(layer.cornerRadius)
    guard radius > 0 else { return .zero }
    let corners = layer.maskedCorners
    return SVGCornerRadii(
      topLeft: corners.contains(.layerMinXMinYCorner) ? radius : 0,
      topRight: corners.contains(.layerMaxXMinYCorner) ? radius : 0,
      bottomRight: corners.contains(.layerMaxXMaxYCorner) ? radius : 0,
      bottomLeft: corners.contains(.layerMinXMaxYCorner) ? radius : 0
    ).clamped(to: size)
  }

  /// A layer's border inside `box`, or `nil` without a width or a visible colour.
  static func border(of layer: CALayer, box: Rect, radii: SVGCornerRadii) -> SVGBorder? {
    let width = Double(layer.borderWidth)
    guard width > 0, let color = layer.borderUIColor.map(SVGPaint.init), !color.isClear else {
      return nil
    }
    let border = SVGBorder(
      frame: box, radii: radii, width: width, color: color.hex, opacity: color.opacity)
    return border.isEmpty ? nil : border
  }

  /// A layer's shadow: the view's rounded bounds offset and blurred, in the shadow's colour at
  /// the shadow's opacity; `nil` when the shadow is transparent or the view has no background to
  /// cast it (the shape of text or of subviews is not traced).
  ///
  /// Core Animation's `shadowRadius` is taken as twice the blur's standard deviation, as CSS
  /// takes a `box-shadow` blur radius.
  static func shadow(
    of view: UIView, layer: CALayer, box: Rect, radii: SVGCornerRadii
  ) -> SVGRoundedRectangle? {
    guard layer.shadowOpacity > 0,
      let background = view.backgroundColor.map(SVGPaint.init), !background.isClear,
      let color = layer.shadowColor.map({ SVGPaint(UIColor(cgColor: $0)) }), !color.isClear
    else { return nil }
    let offset = layer.shadowOffset
    let dx = Double(offset.width)
    let dy = Double(offset.height)
    guard dx.isFinite, dy.isFinite else { return nil }
    let radius = Double(layer.shadowRadius)
    return SVGRoundedRectangle(
      frame: box.offsetBy(dx: dx, dy: dy), radii: radii, fill: color.hex,
      opacity: color.opacity * Double(layer.shadowOpacity),
      blur: radius.isFinite ? Swift.max(0, radius / 2) : 0)
  }

  // MARK: Rectangles

  /// The smallest rectangle holding both (either may be absent).
  static func union(_ first: Rect?, _ second: Rect?) -> Rect? {
    guard let first else { return second }
    guard let second else { return first }
    let minX = Swift.min(first.minX, second.minX)
    let minY = Swift.min(first.minY, second.minY)
    return Rect(
      x: minX, y: minY, width: Swift.max(first.maxX, second.maxX) - minX,
      height: Swift.max(first.maxY, second.maxY) - minY)
  }

  /// The overlap of two rectangles (empty, at the first's origin, when they do not meet).
  static func intersection(_ first: Rect, _ second: Rect) -> Rect {
    let minX = Swift.max(first.minX, second.minX)
    let minY = Swift.max(first.minY, second.minY)
    let maxX = Swift.min(first.maxX, second.maxX)
    let maxY = Swift.min(first.maxY, second.maxY)
    guard maxX > minX, maxY > minY else { return Rect(origin: first.origin, size: .zero) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `inner` lies inside `outer`, give or take ``tolerance``.
  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
      && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
  }
}

extension Rect {
  /// The rectangle grown by `distance` on every side (shrunk for a negative one).
  func insetBy(_ distance: Double) -> Rect {
    Rect(
      x: minX + distance, y: minY + distance, width: Swift.max(0, width - 2 * distance),
      height: Swift.max(0, height - 2 * distance))
  }
}
