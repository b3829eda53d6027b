import Foundation

/// What a transition (a rotation) tells the code that animates alongside it (UIKit's name).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated (false headless: it happens at once).
  var isAnimated: Bool { get }
  /// The transition's duration (0 headless).
  var transitionDuration: TimeInterval { get }
  /// Whether the transition was cancelled (never headless).
  var isCancelled: Bool { get }
}

/// The object a size or trait transition passes to `viewWillTransition(to:with:)` (UIKit's
/// name).
///
/// Headless, a transition happens at once: blocks given to `animate(alongsideTransition:completion:)`
/// run after the new size is applied and laid out, then their completions.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition and `completion` after it; returns true.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The coordinator of a headless transition: it keeps the blocks and runs them when the
/// transition is done.
final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated = false
  let transitionDuration: TimeInterval = 0
  let isCancelled = false
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the animation blocks, then the completions, once.
  func finish() {
    let (animations, completions) = (self.animations, self.completions)
    self.animations = []
    self.completions = []
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
  }
}
