// The app of the presentation chapter: the view controllers and values its listings name
// but do not show.
import UIKit

struct Note {}
struct Draft {}
final class FiltersViewController: UIViewController {}
final class EditorViewController: UIViewController {}
final class ColorPickerViewController: UIViewController {}
final class NoteViewController: UIViewController {
    init(note: Note) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
final class ReaderViewController: UIViewController {}
final class InboxViewController: UIViewController {
    var outbox: [Draft] = []
}

// duet:listing
