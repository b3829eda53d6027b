// Fuzz target: random view trees and edits on UIKitViews. The bytes build windows on devices
// with controllers (plain, in navigation controllers, presented), plain views, labels, buttons,
// scroll views and collection views with counts, then run steps: add, insert, move and remove
// views (cycles included), set frames, bounds, centres, transforms, insets and margins with
// NaN, infinities, negative and huge values, hide, fade, rotate the window, push and pop,
// scroll, reload, change counts, ask for layout and lay out. Checked after every step: no crash
// or hang; the tree is a tree (every subview's superview is its parent, no view twice, no
// cycle); every frame, bounds, centre, safe area and margin finite, sizes and safe areas never
// negative, a view's safe area never past its superview's; a second layout with nothing
// changed lays nothing out; conversions to the root and back return the point. Built and run
// by Scripts/fuzz.sh.

import Foundation
import UIKitViews

/// Whether to print each step (set `FUZZ_TRACE=1` when replaying a finding).
let isTracing = getenv("FUZZ_TRACE") != nil

func trace(_ message: @autoclosure () -> String) {
  guard isTracing else { return }
  print(message())
  fflush(stdout)
}

extension FuzzBytes {
  /// A number a hostile caller might pass: FuzzBytes's lengths, and NaN and infinities.
  mutating func value() -> CGFloat {
    switch choice(16) {
    case 0: return .nan
    case 1: return flag() ? .infinity : -.infinity
    case 2: return -number()
    default: return CGFloat(number())
    }
  }

  mutating func rect() -> CGRect {
    CGRect(x: value(), y: value(), width: value(), height: value())
  }

  mutating func insets() -> UIEdgeInsets {
    UIEdgeInsets(top: value(), left: value(), bottom: value(), right: value())
  }

  mutating func device() -> Device { pick(Device.all) }
}

/// A view that counts its layouts (to check that a clean tree lays nothing out).
final class CountingView: UIView {
  nonisolated(unsafe) static var layouts = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    CountingView.layouts += 1
  }
}

/// A data source of counts the steps change.
final class Counts: UICollectionViewDataSource {
  var counts: [Int] = [3]
  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
}

/// A layout of 50-point rows, written as an app writes one.
final class Rows: UICollectionViewLayout {
  override var collectionViewContentSize: CGSize {
    CGSize(width: context.size.width, height: CGFloat(context.itemCounts.reduce(0, +)) * 50)
  }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    var result: [UICollectionViewLayoutAttributes] = []
    var y: CGFloat = 0
    for (section, count) in context.itemCounts.enumerated() {
      for item in 0..<min(count, 200) {
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: section))
        attributes.frame = CGRect(x: 0, y: y, width: context.size.width, height: 50)
        if attributes.frame.intersects(rect) { result.append(attributes) }
        y += 50
      }
    }
    return result
  }
}

/// The world a run builds: windows, controllers, views and collection views.
struct World {
  /// The root views of the controllers (their safe areas add the controllers' insets), and the
  /// views given insets of their own with `setSafeAreaInsets`: their safe areas may exceed
  /// their superviews'.
  var controllerViews = Set<ObjectIdentifier>()
  var windows: [UIWindow] = []
  var navigations: [UINavigationController] = []
  var views: [UIView] = []
  var collections: [(UICollectionView, Counts)] = []
}

/// libFuzzer's entry point: one input, one window of views changed step by step.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViewTree(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzBytes(data, size)
  let (_, diagnostics) = UIKitDiagnostics.record { run(&input) }
  trace("diagnostics: \(diagnostics.map(\.message))")
  return 0
}

/// The most steps an input runs.
let maxSteps = 32

func run(_ input: inout FuzzBytes) {
  var world = World()
  for index in 0..<(1 + input.choice(2)) {
    let window = UIWindow(device: input.device())
    window.name = "window\(index)"
    let content = UIViewController()
    if input.flag() {
      let navigation = UINavigationController(rootViewController: content)
      window.rootViewController = navigation
      world.navigations.append(navigation)
    } else {
      window.rootViewController = content
    }
    content.additionalSafeAreaInsets = input.insets()
    world.controllerViews.insert(ObjectIdentifier(content.view))
    if input.flag() { window.makeKeyAndVisible() }
    world.windows.append(window)
    world.views.append(window)
    world.controllerViews.insert(ObjectIdentifier(window))  // a window's insets are its own
    world.views.append(content.view)
  }
  for index in 0..<(2 + input.choice(10)) {
    world.views.append(makeView(&input, index: index, world: &world))
  }
  for step in 0..<maxSteps where !input.isAtEnd {
    perform(&input, step: step, world: &world)
    check(world, after: step)
  }
  // Settle everything, then a second layout lays nothing out.
  for window in world.windows { window.layoutIfNeeded() }
  for view in world.views { view.rootView.layoutIfNeeded() }
  CountingView.layouts = 0
  for window in world.windows { window.layoutIfNeeded() }
  for view in world.views { view.rootView.layoutIfNeeded() }
  guard CountingView.layouts == 0 else {
    fatalError("a layout with nothing changed laid out \(CountingView.layouts) views")
  }
  check(world, after: maxSteps)
}

func makeView(_ input: inout FuzzBytes, index: Int, world: inout World) -> UIView {
  let view: UIView
  switch input.choice(6) {
  case 0:
    let label = UILabel()
    label.text = input.pick(["", "김치 불고기", "I am a boy", "Load API", "a\nb"])
    label.numberOfLines = input.choice(3)
    label.lineBreakMode = input.pick([.byWordWrapping, .byCharWrapping, .byTruncatingTail])
    view = label
  case 1:
    let button = UIButton(type: input.flag() ? .system : .custom)
    button.setTitle(input.flag() ? "Load API" : nil, for: .normal)
    view = button
  case 2:
    view = UIScrollView()
  case 3:
    let counts = Counts()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: Rows())
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = counts
    world.collections.append((collection, counts))
    view = collection
  case 4:
    view = UISwitch()
  default:
    view = CountingView()
  }
  view.name = "v\(index)"
  view.frame = input.rect()
  let parent = input.pick(world.views)
  parent.addSubview(view)
  return view
}

func perform(_ input: inout FuzzBytes, step: Int, world: inout World) {
  let view = input.pick(world.views)
  let operation = input.choice(18)
  trace("\(step): operation \(operation) on \(view)")
  switch operation {
  case 0:
    let other = input.pick(world.views)
    trace("\(step): add \(other.name ?? "?") to \(view.name ?? "?")")
    view.addSubview(other)
  case 1:
    let other = input.pick(world.views)
    trace("\(step): insert \(other.name ?? "?") in \(view.name ?? "?")")
    view.insertSubview(other, at: input.choice(8) - 2)
  case 2:
    trace("\(step): remove \(view.name ?? "?")")
    view.removeFromSuperview()
  case 3:
    let frame = input.rect()
    trace("\(step): frame of \(view.name ?? "?") = \(frame)")
    view.frame = frame
  case 4:
    view.bounds = input.rect()
  case 5:
    view.center = CGPoint(x: input.value(), y: input.value())
  case 6:
    view.transform = input.pick([
      .identity, CGAffineTransform(scaleX: 2, y: 2), CGAffineTransform(scaleX: 0, y: 1),
      CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
      CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: input.value(), ty: input.value()),
    ])
  case 7:
    let own = input.flag()
    view.setSafeAreaInsets(own ? input.insets() : nil)
    if own { world.controllerViews.insert(ObjectIdentifier(view)) }
  case 8:
    view.layoutMargins = input.insets()
    view.preservesSuperviewLayoutMargins = input.flag()
    view.insetsLayoutMarginsFromSafeArea = input.flag()
  case 9:
    view.isHidden = input.flag()
    view.alpha = input.value()
  case 10:
    if let window = world.windows.first {
      let device = input.device()
      trace("\(step): rotate to \(device)")
      window.device = device
    }
  case 11:
    if let navigation = world.navigations.first {
      if input.flag() {
        let pushed = UIViewController()
        world.controllerViews.insert(ObjectIdentifier(pushed.view))
        navigation.pushViewController(pushed, animated: input.flag())
      } else {
        navigation.popViewController(animated: input.flag())
      }
    }
  case 12:
    if let (collection, counts) = world.collections.first {
      counts.counts = (0..<input.choice(4)).map { _ in input.choice(30) }
      collection.reloadData()
    }
  case 13:
    if let scroll = view as? UIScrollView {
      scroll.contentOffset = CGPoint(x: input.value(), y: input.value())
      scroll.contentInset = input.insets()
    }
  case 14:
    view.setNeedsLayout()
  case 15:
    trace("\(step): layout from \(view.name ?? "?")")
    view.layoutIfNeeded()
  case 16:
    view.sizeToFit()
  default:
    view.contentScaleFactor = input.pick([1, 2, 3, 0, -1, .nan])
  }
}

/// The invariants every state keeps.
func check(_ world: World, after step: Int) {
  var seen = Set<ObjectIdentifier>()
  var stack: [UIView] = []
  for view in world.views { stack.append(view.rootView) }
  while let view = stack.popLast() {
    guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
    for subview in view.subviews {
      guard subview.superview === view else {
        fatalError("step \(step): \(subview) is a subview of \(view) but not its child")
      }
      stack.append(subview)
    }
    var depth = 0
    var ancestor = view.superview
    while let current = ancestor {
      depth += 1
      guard depth < 10_000, current !== view else { fatalError("step \(step): a cycle") }
      ancestor = current.superview
    }
    checkGeometry(
      of: view, after: step,
      isControllerView: world.controllerViews.contains(ObjectIdentifier(view)))
  }
}

func checkGeometry(of view: UIView, after step: Int, isControllerView: Bool) {
  func finite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite
      && rect.height.isFinite
  }
  let frame = view.frame
  guard finite(frame), finite(view.bounds), view.bounds.width >= 0, view.bounds.height >= 0
  else { fatalError("step \(step): \(view) has frame \(frame), bounds \(view.bounds)") }
  let safe = view.safeAreaInsets
  let edges = [safe.top, safe.left, safe.bottom, safe.right]
  guard edges.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
    fatalError("step \(step): \(view) has safe area \(safe)")
  }
  if let parent = view.superview, !isControllerView {
    let outer = parent.safeAreaInsets
    guard safe.top <= outer.top + 1e-9, safe.left <= outer.left + 1e-9,
      safe.bottom <= outer.bottom + 1e-9, safe.right <= outer.right + 1e-9
    else { fatalError("step \(step): \(view)'s safe area \(safe) exceeds its parent's \(outer)") }
  }
  let margins = view.layoutMargins
  guard [margins.top, margins.left, margins.bottom, margins.right].allSatisfy(\.isFinite) else {
    fatalError("step \(step): \(view) has margins \(margins)")
  }
  // A point goes to the root and back, unless a transform on the way squashes the plane or the
  // numbers are too large to keep their precision.
  let point = CGPoint(x: 3, y: 4)
  let there = view.convert(point, to: nil)
  guard hasHugeFrameOnTheWay(view) || (there.x.isFinite && there.y.isFinite) else {
    fatalError(
      "step \(step): \(view) converts \(point) to \(there); bounds \(view.bounds), transform \(view.transform), superview \(String(describing: view.superview))"
    )
  }
  let back = view.convert(there, from: nil)
  if abs(there.x) < 1e6, abs(there.y) < 1e6, !hasSingularTransform(view) {
    guard abs(back.x - point.x) < 1e-3, abs(back.y - point.y) < 1e-3 else {
      fatalError("step \(step): \(view) converts \(point) to \(there) and back to \(back)")
    }
  }
}

/// Whether a frame or bounds origin between the view and its root is beyond the engines'
/// bound (sums of such coordinates may overflow, as they would in UIKit).
func hasHugeFrameOnTheWay(_ view: UIView) -> Bool {
  var current: UIView? = view
  while let next = current {
    let frame = next.frame
    let bounds = next.bounds
    let center = next.center
    if [
      frame.minX, frame.minY, frame.width, frame.height, bounds.minX, bounds.minY, bounds.width,
      bounds.height, center.x, center.y,
    ].contains(where: {
      abs($0) > 1e15
    }) {
      return true
    }
    current = next.superview
  }
  return false
}

/// Whether a transform between the view and its root cannot be undone (a zero scale).
func hasSingularTransform(_ view: UIView) -> Bool {
  var current: UIView? = view
  while let next = current, next.superview != nil {
    let t = next.transform
    if abs(t.a * t.d - t.b * t.c) < 1e-12 { return true }
    if abs(next.frame.width) > 1e6 || abs(next.frame.height) > 1e6 { return true }
    current = next.superview
  }
  return false
}
