import FlexCore
import Testing

/// The two browser mismatches of the seed-77 regression guard (`rand_77_127`, `rand_77_225`,
/// `gen_random_flex.py --allow all --seed 77`), each as one rule with Chromium's frames for
/// more cases in `Fixtures/chrome-rules` (`aspect-ratio-absolute-inset-height`,
/// `aspect-ratio-percent-basis-column`). CSS Sizing 4 §5.1 (a ratio and automatic sizes,
/// https://www.w3.org/TR/css-sizing-4/#aspect-ratio), CSS Position 3 §5.1 (the automatic
/// size of an absolute box, https://www.w3.org/TR/css-position-3/#abspos-auto-size) and CSS
/// Flexbox §7.2.3 and §9.2 step 3 (a percentage basis that does not resolve is `content`,
/// https://www.w3.org/TR/css-flexbox-1/#algo-main-item).
extension BrowserRuleTests {
  /// An absolute `aspect-ratio: 1; top: 0; bottom: 0` box with 10-point side paddings, in a
  /// block 100 wide and `blockHeight` high, under Yoga's defaults or CSS's.
  func paddedRatioBoxBetweenInsets(
    defaults: FlexConfiguration.Defaults, blockHeight: Double, alignSelf: Alignment = .auto
  ) throws -> [Double] {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults))
    let box = tree.addNode(
      FlexStyle().with {
        $0.positionType = .absolute
        $0.aspectRatio = 1
        $0.padding.left = 10
        $0.padding.right = 10
        $0.position.top = 0
        $0.position.bottom = 0
        $0.alignSelf = alignSelf
      })
    let block = tree.addNode(
      FlexStyle().with {
        $0.width = 100
        $0.height = .points(blockHeight)
      }, children: [box])
    try tree.computeLayout(of: block)
    let frame = tree.frame(of: box)
    return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
  }

  @Test(
    "Between both vertical insets, a ratio box's height follows the width its padding raised",
    arguments: [FlexConfiguration.Defaults.yoga, .web])
  func ratioHeightFollowsAPaddedWidth(defaults: FlexConfiguration.Defaults) throws {
    // With `align-self: normal` (auto) the height between the insets (10, the block's) only
    // determines the width through the ratio (10 × 1 = 10); the border-box width is floored at
    // its padding, 20; and the box's height is the ratio's from that final width, 20 / 1 = 20
    // (CSS Sizing 4 §5.1: the height is an automatic size the ratio gives). Chromium: 20 × 20,
    // overflowing the 10-high block; FlexCore gave 20 × 10 (the `rand_77_127` case, minimized:
    // a 0 × 0 block, 20 × 20 in Chromium, 20 × 0 in FlexCore).
    let padded = try paddedRatioBoxBetweenInsets(defaults: defaults, blockHeight: 10)
    #expect(padded == [0, 0, 20, 20])
    // A width above the padding floor is the ratio's, and so is the height: 50 × 50 in a
    // block 50 high.
    let roomy = try paddedRatioBoxBetweenInsets(defaults: defaults, blockHeight: 50)
    #expect(roomy == [0, 0, 50, 50])
  }

  @Test("An explicit align-self: stretch keeps a ratio box's height between the insets")
  func stretchedRatioBoxKeepsTheInsetHeight() throws {
    // `align-self: stretch` makes the height the stretch-fit size (CSS Position 3 §5.1), 10;
    // only the width follows the ratio, and its padding floors it at 20. Chromium: 20 × 10.
    let frame = try paddedRatioBoxBetweenInsets(
      defaults: .yoga, blockHeight: 10, alignSelf: .stretch)
    #expect(frame == [0, 0, 20, 10])
  }

  @Test(
    "A percentage basis in a column of indefinite height sizes a ratio item from its content",
    arguments: [FlexConfiguration.Defaults.yoga, .web], [nil, 0.0, 40.0])
  func percentBasisRatioItemTakesItsContentWidth(
    defaults: FlexConfiguration.Defaults, height: Double?
  ) throws {
    var tree = FlexTree(configuration: FlexConfiguration(defaults: defaults))
    let content = tree.addNode(FlexStyle().with { $0.width = 10 })
    let item = tree.addNode(
      FlexStyle().with {
        $0.flexBasis = .percent(10)
        $0.aspectRatio = 1
        $0.margin = Edges(all: .auto)
        if let height { $0.height = .points(height) }
      }, children: [content])
    let column = tree.addNode(
      FlexStyle().with {
        $0.flexDirection = .column
        $0.width = 100
      }, children: [item])
    try tree.computeLayout(of: column)
    // The column's height is indefinite, so `flex-basis: 10%` is `content` (Flexbox §7.2.3):
    // the item is sized as if its height were `max-content`, whatever its own `height`. Its
    // width is then its content's, 10 (auto margins: not stretched), and a ratio box's
    // max-content height is what the ratio makes of its width, 10 / 1 = 10. The column is
    // 10 high and the auto margins centre the item in its 100 width: x = (100 − 10) / 2 = 45.
    // Chromium: 10 × 10 at x 45, with no height, `height: 0` or `height: 40`; FlexCore gave
    // 0 × 0 (the content's height, 0, with the ratio left out).
    let frame = tree.frame(of: item)
    #expect(
      [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height] == [45, 0, 10, 10])
    #expect(tree.frame(of: column).size.height == 10)
  }
}
