// Statements inside a method of the presentation chapter's view controller.
import UIKit

final class EditorViewController: UIViewController {}

final class NotesViewController: UIViewController {
    func listingStatements() {
        // duet:listing
    }
}
