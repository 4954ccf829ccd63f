// The custom-transition chapter's app: the message screen its inbox presents.
import UIKit

final class MessageViewController: UIViewController {}

// duet:listing
