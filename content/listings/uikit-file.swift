// A listing that is the rest of a Swift file importing UIKit.
import UIKit

// duet:listing
