// A view controller with a header view that fades in beside a push or pop.
import UIKit

final class MessageViewController: UIViewController {
    let headerView = UIView()

    // duet:listing
}
