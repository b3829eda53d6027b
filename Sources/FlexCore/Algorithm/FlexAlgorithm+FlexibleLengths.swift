/// §9.7 Resolving flexible lengths.
/// https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths
extension FlexTree {
  /// Grows or shrinks the items of one line to fill `innerMain`.
  ///
  /// Items freeze at their minimum or maximum sizes as the spec's loop does. Shrinking is weighted by the inner
  /// (content-box) flex base size, as in CSS.
  func resolveFlexibleLengths(
    _ items: inout FlexItems, in range: Range<Int>, _ constants: FlexConstants,
    innerMain: Double
  ) {
    guard !range.isEmpty else { return }
    let gaps = constants.gapMain * Double(range.count - 1)
    var hypotheticalSum = gaps
    for index in range { hypotheticalSum += items[index].outerHypotheticalMain }
    let isGrowing = hypotheticalSum < innerMain

    // Step 2: size inflexible items.
    var hasFlexibleItems = false
    for index in range {
      items[index].targetMain = items[index].hypotheticalMain
      let factor = isGrowing ? items[index].grow : items[index].shrink
      let basis = items[index].flexBasis
      let hypothetical = items[index].hypotheticalMain
      let isFrozen =
        factor == 0 || (isGrowing && basis > hypothetical) || (!isGrowing && basis < hypothetical)
      items[index].isFrozen = isFrozen
      if !isFrozen { hasFlexibleItems = true }
    }
    // Every item keeps its hypothetical size: nothing to distribute.
    guard hasFlexibleItems else { return }

    // Chromium computes in layout units (1/64 px) and rounds each share to one. Where the sizes
    // are whole layout units already (as when none comes from a percentage), doing the same
    // makes an edge at an exact half pixel round as the browser's does; elsewhere the sizes
    // differ from the browser's in the last 1/64 anyway, and rounding the shares alone would
    // move edges the other way.
    var roundsShares = isOnLayoutUnitGrid(innerMain) && isOnLayoutUnitGrid(gaps)
    for index in range where roundsShares {
      roundsShares =
        isOnLayoutUnitGrid(items[index].flexBasis) && isOnLayoutUnitGrid(items[index].marginMain)
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
        let item = items[index]
        var target = item.flexBasis
        if remaining.isFinite && remaining != 0 {
          if isGrowing {
            if factorSum > 0 {
              target += share(remaining * item.grow / factorSum, rounded: roundsShares)
            }
          } else if scaledShrinkSum > 0 {
            let scaled = item.shrink * (item.flexBasis - item.insetMain)
            target += share(remaining * scaled / scaledShrinkSum, rounded: roundsShares)
          }
        }
        let clamped = item.clampMain(target)
        items[index].violation = clamped - target
        items[index].targetMain = clamped
        totalViolation += clamped - target
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

/// A share of free space, rounded to Chromium's layout units (1/64 px) when `rounded`.
@inline(__always)
private func share(_ value: Double, rounded: Bool) -> Double {
  rounded ? (value * 64).rounded() / 64 : value
}

/// Whether `value` is a whole number of Chromium's layout units (1/64 px).
@inline(__always)
private func isOnLayoutUnitGrid(_ value: Double) -> Bool {
  let units = value * 64
  guard units.magnitude < 0x1p52 else { return false }
  return units == Double(Int64(units))
}
