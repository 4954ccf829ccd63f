import DuetSite
import Foundation

/// The shipped guide (content/ and templates/), built once in memory for the search
/// tests that need real text; building it is the slow part, so it is shared.
enum ShippedSite {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let context: BuildContext = SiteBuilder.run(BuildOptions(
        contentDirectory: repository.appendingPathComponent("content").path,
        templatesDirectory: repository.appendingPathComponent("templates").path))
}
