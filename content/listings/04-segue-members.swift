// The segue chapter's view controllers: a cart that checks out, an address editor, a
// list that an editor unwinds to, and a sign-in screen.
import UIKit

struct Address {}
struct Item {}
struct Account {}
struct Cart {
    var isEmpty: Bool { true }
    var shippingAddress = Address()
}
protocol AddressEditorDelegate: AnyObject {}
final class CheckoutViewController: UIViewController { var cart = Cart() }
final class AddressEditorViewController: UIViewController {
    var address = Address()
    weak var delegate: AddressEditorDelegate?
}
final class ItemEditorViewController: UIViewController { var savedItem: Item? }
final class DashboardViewController: UIViewController { var account: Account? }

final class StoreViewController: UITableViewController, AddressEditorDelegate {
    var cart = Cart()
    var items: [Item] = []
    func showEmptyCartAlert() {}

    // duet:listing
}
