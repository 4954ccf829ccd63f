@testable import DuetSite
@testable import DuetSupport
import Foundation
import DuetTestSupport
import Testing

/// Work on a thread of its own, read where it is needed.
@Suite("Background results")
struct BackgroundResultTests {
    init() { ShippedStrings.install() }

    @Test("work run only when a core is idle is not waited for: unfinished it reads as nil, finished as its value, every time")
    func idleWorkIsNotWaitedFor() {
        let release = DispatchSemaphore(value: 0)
        let work = BackgroundResult(whenIdle: { () -> Int in
            release.wait()
            return 42
        })
        #expect(work.valueIfDone == nil)
        release.signal()
        #expect(work.value == 42)
        #expect(work.valueIfDone == 42)
        #expect(work.valueIfDone == 42)
        #expect(work.value == 42)
    }
}
