import Foundation
import Testing

@testable import UIKitViews

@Suite struct SmokeTests {
  @Test func pinsToSuperview() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let child = UIView()
    root.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
      child.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 5, width: 370, height: 44))
    #expect(root.constraints.count == 3)
    #expect(child.constraints.count == 1)
  }
}
