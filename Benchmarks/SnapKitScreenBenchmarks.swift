// kiwi's scenario 2 (shared/bench/kiwi/README.md), written as an iOS developer writes it: N rows
// of an avatar and a label with an intrinsic size, stacked under each other in a root view in a
// window, every constraint made with SnapKit (`leading.trailing.equalToSuperview()`,
// `top.equalTo(previous.snp.bottom)`, `size.equalTo(40)`, …), laid out by the views' Auto
// Layout engine.
//
//   swift run -c release Benchmarks constraints [--sizes 100,1000] [--runs N]
//
// Two records per size, in the constraints suite's format:
// - "SnapKit screen": build = the SnapKit statements (constraints made and activated) plus the
//   first `layoutIfNeeded()` of the window; re-solve = one `update(offset:)` of the middle
//   row's avatar inset (16 ⇄ 24) plus the window's `layoutIfNeeded()` (the relayout).
// - the table also splits the build into the statements and the first layout.
// Checksums: the sum of x + y + w + h over the 3N views' frames at inset 16 and at 24; at 16
// they are kiwi's (any correct solver gives them: 94834660 for N = 1000).

import SnapKit

/// A view with a fixed intrinsic size (kiwi's labels).
private final class SizedView: UIView {
  let size: CGSize
  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }
  override var intrinsicContentSize: CGSize { size }
}

/// The screen: its window, root, views and the constraint whose constant changes.
private struct SnapKitScreen {
  let window: UIWindow
  var views: [UIView] = []
  var inset: Constraint?

  init(rows: Int) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.contentScaleFactor = 2
  }

  /// Makes the views and their SnapKit constraints (kiwi's order: row by row).
  mutating func build(rows: Int) {
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    var previous: UIView?
    for i in 0..<rows {
      let row = UIView()
      let avatar = UIView()
      let label = SizedView(
        CGSize(width: CGFloat(60 + (37 * i) % 240), height: CGFloat(20 + 20 * (i % 3))))
      root.addSubview(row)
      root.addSubview(avatar)
      root.addSubview(label)
      row.snp.makeConstraints { make in
        make.leading.trailing.equalToSuperview()
        if let previous {
          make.top.equalTo(previous.snp.bottom)
        } else {
          make.top.equalToSuperview()
        }
      }
      avatar.snp.makeConstraints { make in
        let leading = make.leading.equalTo(row).offset(16)
        if i == rows / 2 { inset = leading.constraint }
        make.top.equalTo(row).offset(8)
        make.size.equalTo(40)
      }
      label.snp.makeConstraints { make in
        make.leading.equalTo(avatar.snp.trailing).offset(8)
        make.trailing.equalTo(row).inset(16)
        make.top.equalTo(row).offset(8)
      }
      row.snp.makeConstraints { make in
        make.bottom.greaterThanOrEqualTo(avatar.snp.bottom).offset(8)
        make.bottom.greaterThanOrEqualTo(label.snp.bottom).offset(8)
        make.height.equalTo(0).priority(.low)
      }
      views += [row, avatar, label]
      previous = row
    }
  }

  /// The sum of x + y + w + h over the views' frames.
  var checksum: Double {
    views.reduce(0) { sum, view in
      let f = view.frame
      return sum + Double(f.minX + f.minY + f.width + f.height)
    }
  }
}

/// The records of the SnapKit screen for each size.
func snapKitScreenRecords(sizes: [Int], runs: Int?) -> [ConstraintRecord] {
  let clock = ContinuousClock()
  var records: [ConstraintRecord] = []
  for rows in sizes {
    let count = runs ?? (rows >= 1000 ? 5 : 21)
    var builds: [Double] = []
    var statements: [Double] = []
    var layouts: [Double] = []
    var changes: [Double] = []
    var checksums = (0.0, 0.0)
    for run in 0...count {
      var screen = SnapKitScreen(rows: rows)
      let made = clock.measure { screen.build(rows: rows) }
      let laidOut = clock.measure { screen.window.layoutIfNeeded() }
      var samples: [Double] = []
      for i in 0..<(rows >= 1000 ? 20 : 100) {
        let offset: CGFloat = i % 2 == 0 ? 24 : 16
        samples.append(
          microseconds(
            clock.measure {
              screen.inset?.update(offset: offset)
              screen.window.layoutIfNeeded()
            }) * 1000)
      }
      if run == 0 {
        checksums.0 = screen.checksum
        screen.inset?.update(offset: 24)
        screen.window.layoutIfNeeded()
        checksums.1 = screen.checksum
        continue
      }
      statements.append(microseconds(made) * 1000)
      layouts.append(microseconds(laidOut) * 1000)
      builds.append(microseconds(made + laidOut) * 1000)
      changes.append(Timing(samples: samples).median)
    }
    let statementsMedian = formatted(Timing(samples: statements).median / 1e6, decimals: 2)
    let layoutMedian = formatted(Timing(samples: layouts).median / 1e6, decimals: 2)
    printError(
      "SnapKit screen, \(rows) rows: statements \(statementsMedian) ms + first layout "
        + "\(layoutMedian) ms (medians)")
    records.append(
      ConstraintRecord(
        // kiwi's counts for the scenario: the views have the same variables and constraints
        // (13 SnapKit statements' constraints and 4 intrinsic-size ones per row).
        scenario: "SnapKit screen", size: rows, variables: 12 * rows + 3,
        constraints: 17 * rows + 2, build: Timing(samples: builds),
        resolve: Timing(samples: changes), resolveUnit: "ns/update(offset:)+layout",
        checksums: checksums))
  }
  return records
}
