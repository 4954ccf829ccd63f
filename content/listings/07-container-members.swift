// Members of the chapter's container view controller, which shows one child at a time.
import UIKit

final class ContentContainerViewController: UIViewController {
    private(set) var currentChild: UIViewController?
    var childHeightConstraint: NSLayoutConstraint?

    // duet:listing
}
