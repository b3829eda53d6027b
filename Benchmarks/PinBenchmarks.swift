// The pin suite: 10,000 views in one container, each pinned below its previous sibling, as a
// long list laid out by hand would be. Figures in milliseconds; a checksum (the last view's
// bottom) keeps the work observable.

import Pin

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time this thread has used, in microseconds: unlike the wall clock, it does not count
/// the time the thread waits for a core on a loaded machine.
private func threadCPUMicroseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
}

/// A container of `count` subviews, each 10 points tall, all at the origin.
private func makeSiblings(_ count: Int) -> (container: UIView, views: [UIView]) {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  container.contentScaleFactor = 2
  var views: [UIView] = []
  views.reserveCapacity(count)
  for _ in 0..<count {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(view)
    views.append(view)
  }
  return (container, views)
}

/// Pins every view below its previous sibling; returns the last view's bottom.
private func pinBelowPrevious(_ views: [UIView]) -> Double {
  views[0].pin.top(8).horizontally(16).height(20)
  for index in 1..<views.count {
    views[index].pin.below(of: views[index - 1], aligned: .left).right(16).height(20)
      .marginTop(4)
  }
  return Double(views[views.count - 1].frame.maxY)
}

/// Pins every view with edges and a size only (no reference view); returns the last bottom.
private func pinEdgesOnly(_ views: [UIView]) -> Double {
  for (index, view) in views.enumerated() {
    view.pin.top(CGFloat(index) * 24 + 8).horizontally(16).height(20)
  }
  return Double(views[views.count - 1].frame.maxY)
}

/// Times one workload on a fresh tree per sample (the tree is built outside the timer).
private func runPinWorkload(_ name: String, count: Int, _ body: ([UIView]) -> Double) {
  var checksum = 0.0
  var cpu: [Double] = []
  // The tree is released after each sample, outside the timer.
  let timing = measure(
    warmup: 3, iterations: 25, prepare: { makeSiblings(count) },
    { state in
      let start = threadCPUMicroseconds()
      checksum = body(state.views)
      cpu.append(threadCPUMicroseconds() - start)
    })
  let cpuTiming = Timing(samples: Array(cpu.dropFirst(3)))
  print(
    "| \(name) | \(count) | \(formatted(timing.median / 1000, decimals: 2)) ms "
      + "| \(formatted(timing.minimum / 1000, decimals: 2)) ms "
      + "| \(formatted(cpuTiming.median / 1000, decimals: 2)) ms "
      + "| \(formatted(cpuTiming.median * 1000 / Double(count), decimals: 0)) ns "
      + "| \(Int(checksum)) |")
}

/// Runs the pin suite and prints a Markdown table.
func runPinBenchmarks() {
  print(
    "| workload | views | median (wall) | min (wall) | median (thread CPU) | per view (CPU) | checksum |"
  )
  print("|---|---|---|---|---|---|---|")
  runPinWorkload("below(of: previous, aligned: .left).right().height().marginTop()", count: 10_000)
  {
    pinBelowPrevious($0)
  }
  runPinWorkload("top().horizontally().height() (no reference)", count: 10_000) {
    pinEdgesOnly($0)
  }
}
