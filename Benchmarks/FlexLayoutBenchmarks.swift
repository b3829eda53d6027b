// The FlexLayout part of the pin suite: a 1,000-view screen written with `view.flex`.
import FlexLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time this thread has used, in microseconds (the wall clock also counts the waits for
/// a core on a loaded machine).
private func threadCPUTime() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1e6 + Double(spec.tv_nsec) / 1e3
}

/// Times `body` on a fresh state per sample, on the wall clock and on the thread's CPU clock.
private func measureWithCPU<State>(
  warmup: Int, iterations: Int, _ prepare: () -> State, _ body: (inout State) -> Void
) -> (wall: Timing, cpu: Timing) {
  var cpu: [Double] = []
  let wall = measure(warmup: warmup, iterations: iterations, prepare: prepare) { state in
    let start = threadCPUTime()
    body(&state)
    cpu.append(threadCPUTime() - start)
  }
  return (wall, Timing(samples: Array(cpu.dropFirst(warmup))))
}

/// A feed screen of 125 cells of 8 views each (a row, an avatar, a text column, a title, a
/// subtitle, a meta row and two meta labels), under one root: 1,001 views.
private struct FeedScreen {
  let root: UIView
  let titles: [UILabel]

  /// Builds the screen; with `fixedLeaves`, every label is replaced by a view that answers a
  /// fixed size at once (to separate the engine's cost from text measuring).
  init(fixedLeaves: Bool = false) {
    root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.contentScaleFactor = 3
    var titles: [UILabel] = []
    root.flex.define { flex in
      for index in 0..<125 {
        let title = FeedScreen.label("Cell \(index): a title long enough to wrap", size: 15)
        titles.append(title)
        func leaf(_ label: UILabel) -> UIView {
          guard fixedLeaves else { return label }
          let view = UIView()
          view.sizeThatFitsHandler = { proposal in
            CGSize(width: min(proposal.width, 180), height: 18)
          }
          return view
        }
        flex.addItem().direction(.row).padding(8).define { flex in
          flex.addItem(UIImageView(image: UIImage(size: CGSize(width: 40, height: 40))))
            .size(40).marginRight(8)
          flex.addItem().grow(1).shrink(1).define { flex in
            flex.addItem(leaf(title))
            flex.addItem(leaf(FeedScreen.label("Subtitle of the cell number \(index)", size: 13)))
              .marginTop(2)
            flex.addItem().direction(.row).justifyContent(.spaceBetween).marginTop(4).define {
              flex in
              flex.addItem(leaf(FeedScreen.label("\(index % 60) min", size: 11)))
              flex.addItem(leaf(FeedScreen.label("\(index * 7 % 100) likes", size: 11)))
            }
          }
        }
      }
    }
    self.titles = titles
  }

  static func label(_ text: String, size: CGFloat) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size)
    label.numberOfLines = 0
    return label
  }

  /// The number of views under the root, the root included.
  var viewCount: Int {
    var count = 0
    var stack = [root]
    while let view = stack.popLast() {
      count += 1
      stack.append(contentsOf: view.subviews)
    }
    return count
  }

  /// A checksum of every frame (so that the work cannot be optimised away).
  var checksum: Double {
    var sum = 0.0
    var stack = [root]
    while let view = stack.popLast() {
      let frame = view.frame
      sum += Double(frame.minX + frame.minY * 3 + frame.width * 5 + frame.height * 7)
      stack.append(contentsOf: view.subviews)
    }
    return sum
  }
}

private func report(_ label: String, _ timing: (wall: Timing, cpu: Timing)) {
  print(
    "\(label): median \(formatted(timing.wall.median / 1000, decimals: 3)) ms, "
      + "min \(formatted(timing.wall.minimum / 1000, decimals: 3)) ms; thread CPU median "
      + "\(formatted(timing.cpu.median / 1000, decimals: 3)) ms, "
      + "min \(formatted(timing.cpu.minimum / 1000, decimals: 3)) ms")
}

func runFlexLayoutBenchmarks() {
  let sample = FeedScreen()
  sample.root.flex.layout(mode: .adjustHeight)
  print(
    "FlexLayout feed screen: \(sample.viewCount) views, content height "
      + "\(formatted(Double(sample.root.frame.height), decimals: 2)), checksum "
      + "\(formatted(sample.checksum, decimals: 2))")

  // 1. The first layout of a freshly built screen: nodes created, every label measured.
  let first = measureWithCPU(warmup: 3, iterations: 30) {
    FeedScreen()
  } _: { screen in
    screen.root.flex.layout(mode: .adjustHeight)
  }
  report("FlexLayout 1,001 views, first layout() (500 labels measured)", first)

  // 1b. The same screen with leaves that answer a fixed size: the engine's own cost (node
  // creation, FlexCore's layout, frames written back) without text measuring.
  let fixed = measureWithCPU(warmup: 3, iterations: 30) {
    FeedScreen(fixedLeaves: true)
  } _: { screen in
    screen.root.flex.layout(mode: .adjustHeight)
  }
  report("FlexLayout 1,001 views, first layout() (fixed-size leaves)", fixed)

  // 1c. A width never seen before (each sample one point wider): every node exists but is
  // laid out again, every label measured again (FlexCore's caches hold earlier widths).
  for fixedLeaves in [false, true] {
    let screen = FeedScreen(fixedLeaves: fixedLeaves)
    screen.root.flex.layout(mode: .adjustHeight)
    var turn = 0
    let rotation = measureWithCPU(warmup: 3, iterations: 60) { () -> FeedScreen in
      turn += 1
      screen.root.frame = CGRect(x: 0, y: 0, width: CGFloat(320 + turn), height: 0)
      return screen
    } _: { screen in
      screen.root.flex.layout(mode: .adjustHeight)
    }
    report(
      "FlexLayout 1,001 views, relayout at a new width ("
        + (fixedLeaves ? "fixed-size leaves)" : "500 labels measured)"), rotation)
  }

  // 2. One title changed and marked dirty: only its path is laid out again.
  var round = 0
  let dirty = measureWithCPU(warmup: 3, iterations: 200) { () -> FeedScreen in
    sample.titles[round % sample.titles.count].text =
      round % 2 == 0 ? "A much shorter title" : "Cell: a title long enough to wrap"
    sample.titles[round % sample.titles.count].flex.markDirty()
    round += 1
    return sample
  } _: { screen in
    screen.root.flex.layout(mode: .adjustHeight)
  }
  report("FlexLayout 1,001 views, relayout after one markDirty()", dirty)

  // 3. Nothing changed (layoutSubviews called again): synchronise and write frames only.
  let clean = measureWithCPU(warmup: 3, iterations: 200) {
    sample
  } _: { screen in
    screen.root.flex.layout(mode: .adjustHeight)
  }
  report("FlexLayout 1,001 views, relayout with nothing changed", clean)
  if sample.checksum.isNaN { print("unexpected checksum") }
}

/// First layouts only, for a profiler (`valgrind --tool=callgrind ... Benchmarks
/// flexlayout-profile-labels`, or `-fixed`): ten screens, each built and laid out once.
func runFlexLayoutProfile(fixedLeaves: Bool) {
  var checksum = 0.0
  for _ in 0..<10 {
    let screen = FeedScreen(fixedLeaves: fixedLeaves)
    firstLayout(screen)
    checksum += screen.checksum
  }
  print("FlexLayout profile: checksum \(formatted(checksum, decimals: 2))")
}

/// Relayouts with nothing changed, for a profiler (`Benchmarks flexlayout-profile-relayout`):
/// one screen laid out once, then fifty times again.
func runFlexLayoutRelayoutProfile() {
  let screen = FeedScreen()
  firstLayout(screen)
  for _ in 0..<50 { relayout(screen) }
  print("FlexLayout profile: checksum \(formatted(screen.checksum, decimals: 2))")
}

/// One layout of a screen laid out before (kept out of line for a profile).
@inline(never)
private func relayout(_ screen: FeedScreen) {
  screen.root.flex.layout(mode: .adjustHeight)
}

/// One first layout (kept out of line, so that a profile shows it as one function).
@inline(never)
private func firstLayout(_ screen: FeedScreen) {
  screen.root.flex.layout(mode: .adjustHeight)
}
