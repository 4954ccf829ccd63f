import Foundation
import DuetMarkdown

/// A block quote that opens with a bold label ending in a colon (`> **iOS 17 and later:**
/// …`, or the Chinese label with a full-width colon): the book's way of writing a note about a release. It is
/// published as a note, not as a quotation.
enum VersionNote {
    static func isVersionNote(_ node: MarkdownNode) -> Bool {
        guard case .blockQuote = node.kind, let paragraph = node.children.first, case .paragraph = paragraph.kind,
              let first = paragraph.children.first, case .strong = first.kind else { return false }
        let label = first.plainText.trimmingCharacters(in: .whitespaces)
        return label.hasSuffix(":") || label.hasSuffix("：")
    }
}
