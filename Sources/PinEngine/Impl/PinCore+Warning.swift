import Geometry

// Warnings: PinLayout's texts, printed and kept as the last warning while warnings are on.
extension PinCore {
  /// Reports `text` (which begins with `PinLayout Warning:` or `PinLayout Conflict:`).
  @usableFromInline mutating func warn(_ text: String, kind: PinWarning.Kind) {
    guard settings.logWarnings else { return }
    let warning = PinWarning(kind: kind, text: "👉 \(text)")
    store.lastWarning = warning
    if settings.printsWarnings {
      print("\n\(warning.text)\n(Layouted view info: \(describe(view))\(hierarchy))\n")
    }
  }

  /// Reports that the call described by `context` is ignored, and why.
  @usableFromInline mutating func warnWontBeApplied(
    _ text: String, _ context: PinContext, kind: PinWarning.Kind
  ) {
    guard settings.logWarnings else { return }
    warn("PinLayout Warning: \(context()) won't be applied, \(text)", kind: kind)
  }

  /// Reports that a value was already set to `value` (the first one is kept).
  @usableFromInline mutating func warnAlreadySet(_ value: Double, _ context: PinContext) {
    guard settings.logWarnings else { return }
    warn(
      "PinLayout Conflict: \(context()) won't be applied since it value has already been set to "
        + "\(formatPinNumber(value)).", kind: .valueAlreadySet)
  }

  /// Reports that the call conflicts with properties already set (the first ones are kept).
  @usableFromInline mutating func warnConflict(
    _ context: PinContext, _ properties: [(String, Double)]
  ) {
    guard settings.logWarnings else { return }
    var text =
      "PinLayout Conflict: \(context()) won't be applied since it conflicts with the following "
      + "already set properties:"
    for (name, value) in properties { text += "\n \(name): \(formatPinNumber(value))" }
    warn(text, kind: .conflict)
  }

  /// Step 0: justify and align need both edges (or pinEdges, a size and one edge) and no centre.
  @usableFromInline mutating func displayLayoutWarnings() {
    guard settings.logWarnings else { return }
    if let justify {
      let context = { "justify(.\(justify.description))" }
      let hasEdges =
        (left != nil && right != nil)
        || (shouldPinEdges && width != nil && (left != nil || right != nil || hCenter != nil))
      if !hasEdges {
        warnWontBeApplied(
          "the left and right coordinates must be set to justify the view horizontally.",
          context, kind: .justifyAlignPreconditions)
      }
      if hCenter != nil {
        warnWontBeApplied(
          "justification is not applied when hCenter has been set. By default the view will be "
            + "centered around the hCenter.", context, kind: .justifyAlignPreconditions)
      }
    }
    if let align {
      let context = { "align(.\(align.description))" }
      let hasEdges =
        (top != nil && bottom != nil)
        || (shouldPinEdges && height != nil && (top != nil || bottom != nil || vCenter != nil))
      if !hasEdges {
        warnWontBeApplied(
          "the top and bottom coordinates must be set to align the view vertically.", context,
          kind: .justifyAlignPreconditions)
      }
      if vCenter != nil {
        warnWontBeApplied(
          "alignment is not applied when vCenter has been set. By default the view will be "
            + "centered around the specified vCenter.", context, kind: .justifyAlignPreconditions)
      }
    }
  }

  /// Reports a chain released without `layout()` when `logMissingLayoutCalls` is on.
  @inlinable public mutating func warnIfLayoutCallMissing() {
    guard !isLayouted, settings.logMissingLayoutCalls else { return }
    warn(
      "PinLayout Warning: PinLayout commands have been issued without calling the 'layout()' "
        + "method to complete the layout. (These warnings can be disabled by setting "
        + "Pin.logMissingLayoutCalls to false)", kind: .missingLayoutCall)
  }

  /// Reports a layout off the main thread when that warning is active (the caller knows the
  /// thread: the engine does not import Foundation).
  @inlinable public mutating func warnNotOnMainThread() {
    guard settings.activeWarnings.layoutOffMainThread else { return }
    warn("PinLayout Warning: Layout must be executed from the Main Thread!", kind: .notOnMainThread)
  }

  /// Reports an arbitrary warning of `kind` for the call described by `context` (used by the
  /// Apple-spelled layer for checks only it can make, such as `aspectRatio()`).
  @inlinable public mutating func warn(_ text: String, _ context: PinContext, kind: PinWarning.Kind)
  {
    if kind == .aspectRatioImageNotSet, !settings.activeWarnings.aspectRatioImageNotSet { return }
    warnWontBeApplied(text, context, kind: kind)
  }

  /// A view as warnings name it: its description and frame.
  @usableFromInline mutating func describe(_ view: View) -> String {
    let rect = view.pinRect
    return
      "(\(view.pinDescription), Frame: (\(formatPinNumber(rect.minX)), "
      + "\(formatPinNumber(rect.minY)), \(formatPinNumber(rect.width)), "
      + "\(formatPinNumber(rect.height))))"
  }

  /// The chain of superviews, outermost first, as warnings list it.
  @usableFromInline var hierarchy: String {
    var names: [String] = []
    var current = view.pinSuperview
    while let parent = current {
      names.insert(parent.pinDescription, at: 0)
      current = parent.pinSuperview
    }
    return names.isEmpty ? "" : ", Superviews: " + names.joined(separator: " -> ")
  }
}
