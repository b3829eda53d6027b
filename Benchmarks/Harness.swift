// A small timing harness: warm-up, N samples, median and minimum. No outside packages.

/// Timing figures of one measured operation, in microseconds.
struct Timing {
  var samples: [Double]

  var median: Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  var minimum: Double { samples.min() ?? .nan }
}

/// Runs `body` `warmup` times unmeasured, then `iterations` times measured.
///
/// `prepare` runs before each call outside the timer (to build a fresh input, say).
func measure<State>(
  warmup: Int = 1, iterations: Int, prepare: () -> State, _ body: (inout State) -> Void
) -> Timing {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for round in 0..<(warmup + iterations) {
    var state = prepare()
    let elapsed = clock.measure { body(&state) }
    if round >= warmup { samples.append(microseconds(elapsed)) }
  }
  return Timing(samples: samples)
}

/// A duration in microseconds.
func microseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
}

/// Formats a number with a fixed count of decimals, without Foundation.
func formatted(_ value: Double, decimals: Int = 1) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let frac = Int(scaled) - whole * Int(scale)
  let sign = value < 0 && scaled != 0 ? "-" : ""
  if decimals == 0 { return "\(sign)\(whole)" }
  var fracText = String(frac)
  while fracText.count < decimals { fracText = "0" + fracText }
  return "\(sign)\(whole).\(fracText)"
}

/// Prints a timing's median and minimum (microseconds scaled by `scale` into `unit`).
func report(_ label: String, _ timing: Timing, unit: String = "ms", scale: Double = 1e-3) {
  print(
    "\(label): median \(formatted(timing.median * scale, decimals: 3)) \(unit), "
      + "min \(formatted(timing.minimum * scale, decimals: 3)) \(unit)")
}
