// duet:module Podcasts
// The test listing imports the app it tests, Podcasts: the listing is compiled as that
// module, beside the app's library screen.
import UIKit

final class LibraryViewController: UIViewController {
    var isInspectorHidden = false
}

// duet:listing
