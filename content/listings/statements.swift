// Statements that stand on their own: the body of a function.
import UIKit

@MainActor
func listingStatements() {
    // duet:listing
}
