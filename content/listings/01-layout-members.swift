// The view controller of the chapter's layout listings: a stack view whose axis follows
// the horizontal size class, and a hairline separator's height constraint.
import UIKit

final class ProfileViewController: UIViewController {
    let stackView = UIStackView()
    let separatorHeight = NSLayoutConstraint()

    // duet:listing
}
