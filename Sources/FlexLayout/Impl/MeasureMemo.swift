import UIKitViews

/// A view's `sizeThatFits` answers during one layout, so that requests that differ only in
/// FlexCore's measure modes (at most 50 and exactly 50 are both a proposal of 50) ask the view
/// once.
///
/// Three proposals are kept inline (a first layout asks a leaf under one to three constraints),
/// so remembering allocates nothing; a fourth replaces the oldest, and a forgotten proposal
/// only costs asking the view again.
struct MeasureMemo {
  /// The layout (the engine's synchronisation number) the answers belong to.
  private var generation: UInt32 = 0
  /// The answers stored since the layout began (the slots below `min(stored, 3)` are taken).
  private var stored = 0
  private var first = (proposal: CGSize.zero, answer: CGSize.zero)
  private var second = (proposal: CGSize.zero, answer: CGSize.zero)
  private var third = (proposal: CGSize.zero, answer: CGSize.zero)

  /// How many times a layout's answer was found here rather than asked (for tests).
  private(set) var hitCount = 0

  /// The answer to `proposal` remembered in the layout numbered `generation`, if any (the
  /// answers of an earlier layout are forgotten).
  mutating func answer(to proposal: CGSize, generation: UInt32) -> CGSize? {
    if self.generation != generation {
      self.generation = generation
      stored = 0
      return nil
    }
    guard let known = known(proposal) else { return nil }
    hitCount += 1
    return known
  }

  /// Remembers `answer` to `proposal` in the current layout (the one of the last lookup).
  mutating func remember(_ answer: CGSize, to proposal: CGSize) {
    switch stored % 3 {
    case 0: first = (proposal, answer)
    case 1: second = (proposal, answer)
    default: third = (proposal, answer)
    }
    stored += 1
  }

  /// The remembered answer to `proposal`, if any.
  @inline(__always)
  private func known(_ proposal: CGSize) -> CGSize? {
    if stored > 0, first.proposal == proposal { return first.answer }
    if stored > 1, second.proposal == proposal { return second.answer }
    if stored > 2, third.proposal == proposal { return third.answer }
    return nil
  }
}
