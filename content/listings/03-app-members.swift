// Methods of the presentation chapter's view controllers: a list of notes that presents
// editors, composers, popovers and a storyboard's first screen.
import UIKit

struct Note {}
final class EditorViewController: UIViewController {}
final class ColorPickerViewController: UIViewController {}
final class NoteViewController: UIViewController {
    init(note: Note) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
protocol ComposerDelegate: AnyObject {}
final class ComposerViewController: UIViewController {
    weak var delegate: ComposerDelegate?
    func startEditing() {}
}

final class NotesViewController: UIViewController, ComposerDelegate, UIPopoverPresentationControllerDelegate {
    var notes: [Note] = []

    // duet:listing
}
