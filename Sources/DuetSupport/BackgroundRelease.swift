import Foundation

/// Drops a reference on another thread, so that freeing a large object graph (a cache of
/// 20,000 records, 13 MB of outlines) is not done by the thread that has the build's next
/// step to run. The object is freed there if that reference is its last.
package enum BackgroundRelease {
    package static func release(_ object: AnyObject?) {
        guard let object else { return }
        // Only the reference crosses threads; the object is not used again by anyone.
        nonisolated(unsafe) let held = object
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(held) {} }
    }
}
