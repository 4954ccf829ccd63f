@testable import DuetSite
import Foundation
import Testing

/// The shipped `templates/` folder, found from this file's path, so tests of the reader's
/// pages check what a user's site gets rather than the fixtures' own templates.
enum ShippedTemplates {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    /// The fixture guide built with the shipped templates instead of the fixture's own.
    static func builtSite() throws -> Workspace {
        let workspace = try Workspace(copying: "site")
        try workspace.remove("templates")
        try FileManager.default.copyItem(at: url, to: workspace.url.appendingPathComponent("templates"))
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics)")
        return workspace
    }
}
