// Every iOS file imports Foundation (through UIKit): this file imports it next to the module
// that spells UIKit's names, and uses the CoreGraphics names unqualified.
import Foundation
import Geometry
import Testing
import UIKitViews

@Suite struct FoundationNamesTests {
  @Test func coreGraphicsNamesAreFoundationsAndUnambiguous() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let inset = rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    // x: 10 + 2, y: 20 + 1, width: 100 − 2 − 4, height: 50 − 1 − 3.
    #expect(inset == CGRect(x: 12, y: 21, width: 94, height: 46))
    let length: CGFloat = 3
    #expect(length * 2 == 6)
  }

  @Test func indexPathHasUIKitsMembers() {
    var path = IndexPath(item: 4, section: 2)
    #expect(path.section == 2 && path.item == 4 && path.row == 4)
    #expect(path == IndexPath(indexes: [2, 4]))
    path.row = 7
    #expect(IndexPath(row: 7, section: 2) == path)
    #expect(IndexPath(item: 0, section: 1) > IndexPath(item: 9, section: 0))
  }

  @Test func directionalInsetsResolveLeadingPerDirection() {
    let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      insets.edgeInsets(isLeftToRight: true) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      insets.edgeInsets(isLeftToRight: false) == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test func conversionsToTheEngineValuesAreExact() {
    let rect = CGRect(x: 0.1, y: -2.5, width: 3.25, height: 1e6)
    #expect(CGRect(Rect(rect)) == rect)
    #expect(Rect(rect) == Rect(x: 0.1, y: -2.5, width: 3.25, height: 1e6))
    #expect(EdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).horizontal == 6)
  }

  @Test func percentLiterals() {
    #expect((50%).of(200) == 100)
    #expect((-(10%)).of(300) == -30)
    let fraction: CGFloat = 12.5
    #expect((fraction%).of(80) == 10)
    #expect((50%).description == "50%")
  }

  @Test func affineTransformMapsRectanglesToTheirBoundingBox() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    let scaled = rect.applying(CGAffineTransform(scaleX: 2, y: -1))
    // Corners (0,0) (20,0) (0,-20) (20,-20): box x 0, y −20, 20 × 20.
    #expect(scaled == CGRect(x: 0, y: -20, width: 20, height: 20))
    #expect(CGAffineTransform.identity.translatedBy(x: 3, y: 4).tx == 3)
  }
}
