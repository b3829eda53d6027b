/// §9.7 Resolving flexible lengths.
/// https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths
extension FlexTree {
  /// Grows or shrinks the items of one line to fill `innerMain`.
  ///
  /// Items freeze at their minimum or maximum sizes as the spec's loop does. Shrinking is weighted by the inner
  /// (content-box) flex base size, as in CSS.
  func resolveFlexibleLengths(
    _ items: inout [FlexItem], in range: Range<Int>, _ constants: FlexConstants,
    innerMain: Double
  ) {
    guard !range.isEmpty else { return }
    let gaps = constants.gapMain * Double(range.count - 1)
    var hypotheticalSum = gaps
    for index in range { hypotheticalSum += items[index].outerHypotheticalMain }
    let isGrowing = hypotheticalSum < innerMain

    // Step 2: size inflexible items.
    for index in range {
      items[index].targetMain = items[index].hypotheticalMain
      let factor = isGrowing ? items[index].grow : items[index].shrink
      let basis = items[index].flexBasis
      let hypothetical = items[index].hypotheticalMain
      items[index].isFrozen =
        factor == 0 || (isGrowing && basis > hypothetical) || (!isGrowing && basis < hypothetical)
    }

    // Step 3: the initial free space.
    func freeSpace() -> Double {
      var used = gaps
      for index in range {
        let item = items[index]
        used += item.isFrozen ? item.outerTargetMain : item.flexBasis + item.marginMain
      }
      return innerMain - used
    }
    let initialFree = freeSpace()

    // Step 4: loop until every item is frozen.
    for _ in 0...range.count {
      var factorSum = 0.0
      var scaledShrinkSum = 0.0
      var hasUnfrozen = false
      for index in range where !items[index].isFrozen {
        let item = items[index]
        hasUnfrozen = true
        factorSum += isGrowing ? item.grow : item.shrink
        scaledShrinkSum += item.shrink * (item.flexBasis - item.insetMain)
      }
      guard hasUnfrozen else { break }
      var remaining = freeSpace()
      if factorSum < 1 {
        let scaled = initialFree * factorSum
        if abs(scaled) < abs(remaining) { remaining = scaled }
      }
      var totalViolation = 0.0
      for index in range where !items[index].isFrozen {
        var item = items[index]
        var target = item.flexBasis
        if remaining.isFinite && remaining != 0 {
          if isGrowing {
            if factorSum > 0 { target += remaining * item.grow / factorSum }
          } else if scaledShrinkSum > 0 {
            let scaled = item.shrink * (item.flexBasis - item.insetMain)
            target += remaining * scaled / scaledShrinkSum
          }
        }
        let clamped = item.clampMain(target)
        item.violation = clamped - target
        item.targetMain = clamped
        totalViolation += item.violation
        items[index] = item
      }
      for index in range where !items[index].isFrozen {
        let violation = items[index].violation
        if totalViolation == 0 || (totalViolation > 0 && violation > 0)
          || (totalViolation < 0 && violation < 0)
        {
          items[index].isFrozen = true
        }
      }
    }
  }
}
