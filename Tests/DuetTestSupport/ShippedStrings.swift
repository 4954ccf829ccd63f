import DuetContent
import DuetModel
import Foundation

/// The shipped book's reference catalog, installed once for tests that read the model's
/// Chinese without building a project (which would install its own).
public enum ShippedStrings {
    /// The repository's `content/` folder.
    public static let contentDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("content").path

    private static let installed: Bool = {
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: contentDirectory)
        precondition(catalog != nil && diagnostics.isEmpty, "the shipped reference catalog does not load: \(diagnostics)")
        ModelStrings.install(catalog!.entries)
        return true
    }()

    /// Installs the shipped catalog if this process has not yet.
    public static func install() {
        _ = installed
    }
}
