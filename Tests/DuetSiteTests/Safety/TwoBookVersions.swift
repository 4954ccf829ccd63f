import Foundation

/// Two versions of the fixture book for the commit specs: B changes every page (a template
/// edit) and adds a page pair, and so a folder per language; going back to A removes them
/// again. Between them a commit moves, adds and deletes files and folders.
enum TwoBookVersions {
    static func use(_ version: Character, in workspace: Workspace, template: String) throws {
        try workspace.write("templates/page.mustache", version == "A" ? template : template + "\n<!-- B -->\n")
        for language in ["en", "zh"] {
            let extra = "content/\(language)/99-extra.md"
            if version == "B" {
                try workspace.write(extra, "---\ntitle: Extra \(language)\nslug: extra-page\n---\n\nAn extra page.\n")
            } else if FileManager.default.fileExists(atPath: workspace.path(extra)) {
                try workspace.remove(extra)
            }
        }
    }
}
