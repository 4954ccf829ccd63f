// Statements inside a view controller's method: `self` is the view controller.
import UIKit

final class ListingViewController: UIViewController {
    func listingStatements() {
        // duet:listing
    }
}
