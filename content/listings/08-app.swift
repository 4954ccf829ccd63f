// The scene chapter's app: a cache of thumbnails sized to the window.
import UIKit

final class ThumbnailCache {
    static let shared = ThumbnailCache()
    func rebuild(for size: CGSize) {}
}

// duet:listing
