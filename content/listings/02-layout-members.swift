// A view controller that lays itself out for a trait collection, with the sidebar of the
// chapter's size-change listing and the banner of its image-asset listing.
import UIKit

final class FiltersViewController: UIViewController {}

final class ReaderViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    let sidebar = UIView()
    let sidebarWidth = NSLayoutConstraint()
    let bannerView = UIImageView()
    let bannerAsset = UIImageAsset()

    func applyLayout(for traits: UITraitCollection) {}

    // duet:listing
}
