import Foundation
import PinEngine
import Synchronization
import Testing

@testable import Pin

// One test per kind of warning in the reference's catalogue, plus the switches, the text's
// prefix and the isolation of settings between tasks.
@Suite struct WarningsTests {
  @Test func valueAlreadySetAndConflicts() {
    pinScope {
      let t = Tree()
      t.aView.pin.width(10).width(20)
      #expect(Pin.lastWarning?.kind == .valueAlreadySet)
      #expect(Pin.lastWarningText?.hasPrefix("👉 PinLayout Conflict:") == true)
      #expect(lastWarningContains("width(20.0) won't be applied", "already been set to 10"))
      t.aView.pin.vCenter().top(5)
      #expect(Pin.lastWarning?.kind == .conflict)
      #expect(lastWarningContains("top(5) won't be applied", "Vertical Center: 200"))
      t.aView.pin.minWidth(10).minWidth(20)
      #expect(lastWarningContains("minWidth(20.0)", "minWidth: 10"))
      t.aView.pin.right(10).right(20)  // reported as written: 10 from the parent's right
      #expect(lastWarningContains("right(20)", "already been set to 10"))
    }
  }

  @Test func invalidValues() {
    pinScope {
      let t = Tree()
      t.aView.pin.height(-3)
      #expect(Pin.lastWarning?.kind == .invalidValue)
      #expect(Pin.lastWarningText?.hasPrefix("👉 PinLayout Warning:") == true)
      #expect(lastWarningContains("height(-3.0) won't be applied", "the height (-3.0) must be"))
    }
  }

  @Test func betweenAndReferenceWarnings() {
    pinScope {
      let t = Tree()
      t.aView.pin.below(of: UIView())
      #expect(Pin.lastWarning?.kind == .referenceNotAttached)
      t.aView.pin.below(of: [])
      #expect(Pin.lastWarning?.kind == .noReferenceView)
      t.aView.pin.horizontallyBetween(t.aView, and: t.bView)
      #expect(Pin.lastWarning?.kind == .invalidReference)
      t.bViewChild.pin.horizontallyBetween(t.aView, and: t.bView)  // they overlap
      #expect(Pin.lastWarning?.kind == .noSpaceAvailableBetweenViews)
    }
  }

  @Test func sizeAdjusterAndLayoutWarnings() {
    pinScope {
      let t = Tree()
      t.aView.pin.sizeToFit().sizeToFit(.width)
      #expect(Pin.lastWarning?.kind == .sizeAdjusterConflict)
      t.aView.pin.aspectRatio(1)
      #expect(Pin.lastWarning?.kind == .aspectRatioUndetermined)
      t.aView.pin.align(.top)
      #expect(Pin.lastWarning?.kind == .justifyAlignPreconditions)
      t.aView.pin.all().pinEdges()
      #expect(Pin.lastWarning?.kind == .pinEdgesAllSet)
    }
  }

  @Test func missingLayoutCalls() {
    pinScope {
      let t = Tree()
      Pin.logMissingLayoutCalls = true
      t.aView.pin.top(1).layout()  // explicit layout: no warning
      #expect(Pin.lastWarningText == nil)
      #expect(t.aView.frame.minY == 1)
      t.aView.pin.top(2)  // released without layout(): warned, and still applied
      #expect(Pin.lastWarning?.kind == .missingLayoutCall)
      #expect(t.aView.frame.minY == 2)
    }
  }

  @Test func layoutAppliesOnceAndAtOnce() {
    pinScope {
      let t = Tree()
      let chain = t.aView.pin.top(30)
      #expect(t.aView.frame.minY == 100)  // not yet: the chain is alive
      chain.layout()
      #expect(t.aView.frame.minY == 30)
      t.aView.frame.origin.y = 0
      chain.layout()  // a second layout() does nothing
      #expect(t.aView.frame.minY == 0)
    }
  }

  @Test func offMainThreadWarningIsOptIn() {
    pinScope {
      let isMain = Thread.isMainThread
      let t = Tree()
      t.aView.pin.top(1)
      #expect(Pin.lastWarningText == nil)  // off by default
      Pin.activeWarnings.layoutOffMainThread = true
      t.aView.pin.top(2)
      #expect((Pin.lastWarning?.kind == .notOnMainThread) == !isMain)
    }
  }

  @Test func warningsCanBeTurnedOff() {
    pinScope {
      let t = Tree()
      Pin.logWarnings = false
      t.aView.pin.width(-1).top(1).top(2)
      #expect(Pin.lastWarningText == nil)
      #expect(t.aView.frame.minY == 1)
      Pin.resetWarnings()
      #if DEBUG
        #expect(Pin.logWarnings)
      #endif
    }
  }

  @Test func scopesKeepTheirOwnSettings() {
    pinScope {
      Pin.lastWarningText = "outer"
      Pin.layoutDirection(.rtl)
      Pin.withIsolatedSettings {
        #expect(Pin.layoutDirection == .rtl)  // copied from the enclosing scope
        Pin.layoutDirection(.ltr)
        Tree().aView.pin.width(-1)
        #expect(lastWarningContains("width(-1.0)"))
      }
      #expect(Pin.lastWarningText == "outer")
      #expect(Pin.layoutDirection == .rtl)
    }
  }

  @Test func parallelTasksDoNotSeeEachOthersWarnings() async {
    await withTaskGroup(of: Bool.self) { group in
      for index in 1...8 {
        group.addTask {
          Pin.withIsolatedSettings {
            Pin.printsWarnings = false
            Pin.logWarnings = true
            let t = Tree()
            t.aView.pin.width(CGFloat(-index))
            return Pin.lastWarningText?.contains("width(-\(index).0)") == true
          }
        }
      }
      for await isOwnWarning in group { #expect(isOwnWarning) }
    }
  }

  @Test func eachThreadReadsItsOwnLastWarningFromTheGlobalStore() {
    // Threads started with Thread see the global store (task-local scopes do not cross them).
    // The log is a class, so that the threads share it by reference (a Mutex captured by
    // escaping closures is a boxed variable, whose accesses the thread sanitizer reports).
    let log = ResultLog()
    let done = DispatchSemaphore(value: 0)
    for index in 1...4 {
      Thread.detachNewThread {
        let store = PinSettingsStore.global
        store.lastWarning = nil  // this thread's own slot
        let expected = PinWarning(kind: .invalidValue, text: "thread \(index)")
        for _ in 0..<100 {
          store.lastWarning = expected
          Thread.sleep(forTimeInterval: 0.0001)
          let isOwn = store.lastWarning == expected
          log.results.withLock { $0.append(isOwn) }
        }
        done.signal()
      }
    }
    for _ in 1...4 { done.wait() }
    let all = log.results.withLock { $0 }
    #expect(all.count == 400 && all.allSatisfy { $0 })
  }
}

/// Results appended by several threads.
private final class ResultLog: Sendable {
  let results = Mutex<[Bool]>([])
}
