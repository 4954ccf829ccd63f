// Methods and properties of a view controller subclass.
import UIKit

final class ListingViewController: UIViewController {
    // duet:listing
}
