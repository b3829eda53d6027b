import FlexLayout
import Testing

/// The seed's member-detail screen on a 390 × 844 iPhone screen at scale 2, with the safe area
/// of a notched phone (47 at the top, 34 at the bottom).
///
/// Label sizes come from TextMeasurer's documented metrics: Helvetica's advance widths in
/// 1/1000 em, Hangul 1 em, lines 1.2 × the font size; UILabel rounds both up to the scale
/// (0.5 here). At 14 points every label is 1.2 × 14 = 16.8 high, rounded up to 17.
@Suite("Member detail screen (the seed)")
struct MemberDetailTests {
  func makeScreen(job: String = "iOS Engineer") -> MemberDetailView {
    let screen = MemberDetailView(
      member: Member(id: "ID 0042", name: "김민준 Minjun", job: job, age: 32))
    screen.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    screen.contentScaleFactor = 2
    screen.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    screen.layoutIfNeeded()
    return screen
  }

  @Test("every frame")
  func frames() {
    let screen = makeScreen()
    // The safe area: y 47, height 844 - 47 - 34 = 763.
    #expect(screen.rootFlexContainer.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
    // 300 wide, ratio 1: 300 high; centred: x = (390 - 300) / 2 = 45.
    #expect(screen.avatarView.frame == CGRect(x: 45, y: 0, width: 300, height: 300))
    // Margin left 10 % of 390 = 39, stretched to 390 - 39 = 351; y = 300 + 10.
    #expect(screen.idLabel.frame == CGRect(x: 39, y: 310, width: 351, height: 17))
    let row = screen.rootFlexContainer.subviews[2]
    #expect(row.frame == CGRect(x: 0, y: 327, width: 390, height: 17))
    // Bases (shrink 0, basis auto = text width, rounded up to 0.5):
    //   "김민준 Minjun": 3 × 1000 + space 278 + M 833 i 222 n 556 j 222 u 556 n 556
    //     = 6223 → 87.122 → 87.5
    //   "iOS Engineer": i 222 O 778 S 667 + space 278 + E 667 n 556 g 556 i 222 n 556 e 556
    //     e 556 r 333 = 5947 → 83.258 → 83.5
    //   "32": 556 + 556 = 1112 → 15.568 → 16
    //   spacer: a plain view, 0.
    // Free space 390 - 187 = 203, shared 2 : 1 : 1 : 3, 29 a share.
    #expect(screen.nameLabel.frame == CGRect(x: 0, y: 0, width: 145.5, height: 17))
    #expect(screen.jobLabel.frame == CGRect(x: 145.5, y: 0, width: 112.5, height: 17))
    #expect(screen.ageLabel.frame == CGRect(x: 258, y: 0, width: 45, height: 17))
    #expect(row.subviews[3].frame == CGRect(x: 303, y: 0, width: 87, height: 17))
  }

  @Test("a changed job is measured again after markDirty")
  func relayout() {
    let screen = makeScreen()
    screen.jobLabel.text = "Manager"
    screen.jobLabel.flex.markDirty()
    screen.setNeedsLayout()
    screen.layoutIfNeeded()
    // "Manager": M 833 + a n a g e (5 × 556) + r 333 = 3946 → 55.244 → 55.5.
    // Free 390 - (87.5 + 55.5 + 16) = 231: 33 a share.
    #expect(screen.nameLabel.frame == CGRect(x: 0, y: 0, width: 153.5, height: 17))
    #expect(screen.jobLabel.frame == CGRect(x: 153.5, y: 0, width: 88.5, height: 17))
    #expect(screen.ageLabel.frame == CGRect(x: 242, y: 0, width: 49, height: 17))
    #expect(
      screen.rootFlexContainer.subviews[2].subviews[3].frame
        == CGRect(x: 291, y: 0, width: 99, height: 17))
  }

  @Test("rotating to landscape lays out the new safe area")
  func landscape() {
    let screen = makeScreen()
    screen.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
    screen.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    screen.layoutIfNeeded()
    // Width 844 - 94 = 750, height 390 - 21 = 369.
    #expect(screen.rootFlexContainer.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
    // Centred: (750 - 300) / 2 = 225; the id label's margin 10 % of 750 = 75.
    #expect(screen.avatarView.frame == CGRect(x: 225, y: 0, width: 300, height: 300))
    #expect(screen.idLabel.frame == CGRect(x: 75, y: 310, width: 675, height: 17))
    // Free 750 - 187 = 563, a share 563 / 7 = 80.43. Edges before rounding: name 87.5 + 2 ×
    // 80.43 = 248.36, job ends at 248.36 + 83.5 + 80.43 = 412.29, age at 412.29 + 16 + 80.43 =
    // 508.71, the spacer at 750. Rounded to half points: 248.5, 412.5, 508.5, 750; each width
    // is the next rounded edge less its own.
    let row = screen.rootFlexContainer.subviews[2]
    #expect(screen.nameLabel.frame == CGRect(x: 0, y: 0, width: 248.5, height: 17))
    #expect(screen.jobLabel.frame == CGRect(x: 248.5, y: 0, width: 164, height: 17))
    #expect(screen.ageLabel.frame == CGRect(x: 412.5, y: 0, width: 96, height: 17))
    #expect(row.subviews[3].frame == CGRect(x: 508.5, y: 0, width: 241.5, height: 17))
  }
}
