import Geometry

extension FlexTree {
  /// Sizes a node without children: its content (text or a caller's measurement) plus padding
  /// and border, within its style's sizes.
  mutating func computeLeafLayout(
    _ node: Int, _ input: LayoutInput, _ context: inout LayoutContext
  ) -> LayoutOutput {
    let style = styles[packed: node]
    if contents.isEmpty(node),
      input.ignoresStyleSize || input.ignoresRatio || !((style.aspectRatio ?? 0) > 0)
    {
      // A box with neither content nor ratio (as `BoxStyle` applies one) is its style's size,
      // at least its insets, with no baseline: what the general path below gives it, without
      // the whole box built, the content's space worked out, the content switched over twice
      // or the ratio floors asked (four leaves in five of the random benchmark tree come here).
      let size = BoxStyle.emptyBoxSize(
        style, direction: input.direction, parentWidth: input.parentWidth,
        parentHeight: input.parentHeight, ignoringSizes: input.ignoresStyleSize,
        knownWidth: input.knownWidth, knownHeight: input.knownHeight)
      return LayoutOutput(width: size.width, height: size.height, firstBaseline: nil)
    }
    let box = BoxStyle(
      style, direction: input.direction, parentWidth: input.parentWidth,
      parentHeight: input.parentHeight, ignoringSizes: input.ignoresStyleSize,
      ignoringRatio: input.ignoresRatio)
    let insets = box.insets
    var (width, height) = box.resolvedSize(
      knownWidth: input.knownWidth, knownHeight: input.knownHeight)
    width = ratioSizeFlooredAtContent(
      node, box, input, horizontal: true, width: width, height: height, context: &context)
    height = ratioSizeFlooredAtContent(
      node, box, input, horizontal: false, width: width, height: height, context: &context)
    // Content-box space for the measurement, from the known size or the available space.
    func contentSpace(
      _ known: Double?, _ available: AvailableSpace, _ margins: Double,
      _ maximum: Double?, _ inset: Double
    ) -> (Double?, AvailableSpace) {
      if let known { return (max(0, known - inset), .definite(max(0, known - inset))) }
      var space = available.shrunk(by: margins)
      if let maximum, let value = space.value { space = .definite(min(value, maximum)) }
      if let maximum, space == .maxContent { space = .definite(maximum) }
      return (nil, space.shrunk(by: inset))
    }
    let (knownContentWidth, spaceWidth) = contentSpace(
      width, input.availableWidth, box.margin.horizontal, box.maxWidth, insets.horizontal)
    let (knownContentHeight, spaceHeight) = contentSpace(
      height, input.availableHeight, box.margin.vertical, box.maxHeight, insets.vertical)

    var contentBaseline: Double?
    switch contents[node] {
    case .none:
      break
    case .text(let text, let fontSize):
      if width == nil || height == nil {
        let ahem = AhemText(text, fontSize: fontSize)
        let isRow = flexDirection(of: style).isRow
        if width == nil {
          let content = ahem.size(
            lineLength: spaceWidth, wrapsAtLongestWord: isRow, fixedWidth: nil)
          width = box.clampWidth(content.width + insets.horizontal)
        }
        // The lines break at the final content width (after the minimum and maximum).
        let contentWidth = max(0, (width ?? 0) - insets.horizontal)
        let size = ahem.size(
          lineLength: .definite(contentWidth), wrapsAtLongestWord: isRow, fixedWidth: contentWidth)
        height = height ?? box.clampHeight(size.height + insets.vertical)
      }
      contentBaseline = text.isEmpty ? nil : 0.8 * fontSize
    case .measured:
      if width == nil || height == nil, let measure = context.measure {
        func constraint(_ known: Double?, _ space: AvailableSpace) -> (Double, MeasureMode) {
          if let known { return (known, .exactly) }
          switch space {
          case .definite(let value): return (value, .atMost)
          case .minContent: return (0, .atMost)
          case .maxContent: return (.infinity, .undefined)
          }
        }
        let (w, wMode) = constraint(knownContentWidth, spaceWidth)
        let (h, hMode) = constraint(knownContentHeight, spaceHeight)
        let size = measure(
          MeasureRequest(
            node: NodeID(node), width: w, widthMode: wMode, height: h, heightMode: hMode))
        let measuredWidth = size.width.isFinite ? max(0, size.width) : 0
        let measuredHeight = size.height.isFinite ? max(0, size.height) : 0
        width = width ?? box.clampWidth(measuredWidth + insets.horizontal)
        height = height ?? box.clampHeight(measuredHeight + insets.vertical)
      }
    }
    let finalWidth = max(width ?? box.clampWidth(insets.horizontal), insets.horizontal)
    let finalHeight = max(height ?? box.clampHeight(insets.vertical), insets.vertical)
    var baseline: Double?
    if case .measured = contents[node], let baselineFunction = context.baseline {
      let contentSize = Size(
        width: finalWidth - insets.horizontal, height: finalHeight - insets.vertical)
      baseline = baselineFunction(NodeID(node), contentSize).map { $0 + insets.top }
    } else if let contentBaseline {
      baseline = contentBaseline + insets.top
    }
    return LayoutOutput(
      width: finalWidth, height: finalHeight,
      firstBaseline: clippedBaseline(baseline, style, outerHeight: finalHeight))
  }
}
