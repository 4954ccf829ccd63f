// The sheet chapter's app: notes and their editor, places and their details, photos.
import UIKit

struct Note {}
struct Photo {}
final class NoteEditorViewController: UIViewController {
    var onDone: (() -> Void)?
    var hasUnsavedChanges = false
    init(note: Note) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    func save() {}
}
final class PlaceDetailsViewController: UIViewController {}
final class PhotoViewerViewController: UIViewController {
    var isShowingWholePhoto = true
    var photoFrame = CGRect.zero
    var currentIndex = 0
    init(photos: [Photo], index: Int) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

// duet:listing
