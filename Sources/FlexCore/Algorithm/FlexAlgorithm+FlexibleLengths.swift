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

    // Chromium computes in layout units (1/64 px) and gives each item a whole number of them.
    // Where the sizes are whole layout units already (as when none comes from a percentage),
    // doing the same makes an edge at an exact half pixel round as the browser's does;
    // elsewhere the sizes differ from the browser's in the last 1/64 anyway, and rounding the
    // shares alone would move edges the other way.
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
      var isScaled = false
      if factorSum < 1 {
        let scaled = initialFree * factorSum
        if abs(scaled) < abs(remaining) { (remaining, isScaled) = (scaled, true) }
      }
      var totalViolation = 0.0
      // In layout units, each share is what is left of the free space in proportion to what
      // is left of the factors, rounded, from the last item back, so that the shares add up to
      // the free space exactly; a free space scaled by factors summing below 1 is truncated to
      // layout units first. (Chromium: shrinking 190, 170 and 130 wide items by 330 px gives
      // 3970, 3553 and 3357 units, where rounding each share alone gave the first 3971, one
      // more than the line, which moved a text's right edge to 340 + 1/64, and its ceiled
      // width a pixel further. On 400 random rows at raw units, 1 differs from Chromium, where
      // 82 did.)
      var unitsLeft = (remaining * 64).rounded(isScaled ? .towardZero : .toNearestOrAwayFromZero)
      var weightLeft = isGrowing ? factorSum : scaledShrinkSum
      for index in range.reversed() where !items[index].isFrozen {
        let item = items[index]
        var target = item.flexBasis
        if remaining.isFinite && remaining != 0 {
          let weight =
            isGrowing ? item.grow : item.shrink * (item.flexBasis - item.insetMain)
          let total = isGrowing ? factorSum : scaledShrinkSum
          if total > 0 {
            if roundsShares {
              let units = weightLeft > 0 ? (unitsLeft * weight / weightLeft).rounded() : 0
              unitsLeft -= units
              weightLeft -= weight
              target += units / 64
            } else {
              target += remaining * weight / total
            }
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

/// Whether `value` is a whole number of Chromium's layout units (1/64 px).
@inline(__always)
func isOnLayoutUnitGrid(_ value: Double) -> Bool {
  let units = value * 64
  guard units.magnitude < 0x1p52 else { return false }
  return units == Double(Int64(units))
}
