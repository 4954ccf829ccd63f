// The custom-presentation chapter's app: the screen its card presents.
import UIKit

final class FiltersViewController: UIViewController {}

// duet:listing
