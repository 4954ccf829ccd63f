// The preview listing's view controller.
import UIKit

final class LibraryViewController: UIViewController {}

// duet:listing
