/// Four values stored inline: the four sides or parts of an item's generated constraints
/// (x, y, w, h; width ≤, width ≥, height ≤, height ≥).
///
/// Arrays held them before, three or four heap allocations per item made and freed on each
/// change (2 % of the first layout of the 1,000-row SnapKit screen, whose 1,000 labels each
/// get intrinsic-size constraints); a tuple needs none. `InlineArray` would do the same but is
/// not available on every platform the package supports.
struct Quad<Element>: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
  private var storage: (Element, Element, Element, Element)

  /// Four copies of `value`.
  init(repeating value: Element) {
    storage = (value, value, value, value)
  }

  /// The four elements of `elements`, which has exactly four.
  init(arrayLiteral elements: Element...) {
    precondition(elements.count == 4, "a Quad has four elements")
    storage = (elements[0], elements[1], elements[2], elements[3])
  }

  var startIndex: Int { 0 }
  var endIndex: Int { 4 }

  subscript(position: Int) -> Element {
    get {
      switch position {
      case 0: return storage.0
      case 1: return storage.1
      case 2: return storage.2
      case 3: return storage.3
      default: preconditionFailure("a Quad has four elements")
      }
    }
    set {
      switch position {
      case 0: storage.0 = newValue
      case 1: storage.1 = newValue
      case 2: storage.2 = newValue
      case 3: storage.3 = newValue
      default: preconditionFailure("a Quad has four elements")
      }
    }
  }
}

extension Quad: Sendable where Element: Sendable {}
