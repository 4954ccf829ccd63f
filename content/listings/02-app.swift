// The app's view controllers that the chapter's listings name but do not show.
import UIKit

final class SidebarViewController: UIViewController {}
final class FiltersViewController: UIViewController {}
final class ColorPickerViewController: UIViewController {}
final class LibraryViewController: UIViewController {}

// duet:listing
