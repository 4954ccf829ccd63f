// The image-asset listing: a function and the line that uses its asset, inside a view
// controller's method.
import UIKit

final class BannerViewController: UIViewController {
    let bannerView = UIImageView()
    let bannerAsset = UIImageAsset()

    func listingStatements() {
        // duet:listing
    }
}
