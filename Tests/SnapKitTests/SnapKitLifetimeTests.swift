import Foundation
import SnapKit
import Testing

// SnapKit's items and constraints do not retain the views they name (SnapKit's
// `ConstraintItem.target` is weak): a screen made with `snp` is freed with its root, and a
// `Constraint` kept after its views are gone acts on nothing.

@Suite struct SnapKitLifetimeTests {
  @Test func aScreenMadeWithSnapKitIsFreedWithItsRoot() {
    weak var root: UIView?
    weak var label: UIView?
    do {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let dot = UIView()
      let text = UIView()
      view.addSubview(dot)
      view.addSubview(text)
      dot.snp.makeConstraints { make in
        make.top.leading.equalToSuperview().offset(30)
        make.size.equalTo(10)
      }
      text.snp.makeConstraints { make in
        make.top.equalTo(dot.snp.top)
        make.leading.equalTo(dot.snp.trailing).offset(10)
        make.bottom.equalToSuperview().inset(10)
      }
      view.layoutIfNeeded()
      #expect(text.frame.minX == 50 && text.frame.maxY == 90)
      root = view
      label = text
    }
    #expect(root == nil)
    #expect(label == nil)
  }

  @Test func aConstraintKeptAfterItsViewsActsOnNothing() {
    var kept: Constraint?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let view = UIView()
      root.addSubview(view)
      view.snp.makeConstraints { make in
        kept = make.leading.equalToSuperview().offset(16).constraint
        make.top.width.height.equalTo(20)
      }
      root.layoutIfNeeded()
      #expect(view.frame.minX == 16)
    }
    guard let kept else { return }
    kept.update(offset: 24)
    kept.update(inset: 4)
    kept.deactivate()
    _ = UIKitDiagnostics.record { kept.activate() }
    #expect(!kept.isActive)
    #expect(kept.layoutConstraints.allSatisfy { $0.firstItem == nil && !$0.isActive })
  }
}
