import DuetMarkdown

/// Heading ids for a page pair. English headings get ids from their text; each Chinese
/// heading takes the id of the English heading at the same position, so a `#anchor`
/// copied from one language works in the other and the language switch keeps the section.
public struct HeadingAnchors: Sendable, Equatable {
    /// Keyed by the heading's start location in its file.
    public let english: [SourceLocation: String]
    public let chinese: [SourceLocation: String]

    public static func assign(en: MarkdownNode?, zh: MarkdownNode?) -> HeadingAnchors {
        let enHeadings = en.map(headings) ?? []
        let zhHeadings = zh.map(headings) ?? []
        var used: Set<String> = []
        var enIDs: [String] = []
        for heading in enHeadings {
            enIDs.append(unique(slugify(heading.plainText), used: &used, index: enIDs.count))
        }
        var english: [SourceLocation: String] = [:]
        for (heading, id) in zip(enHeadings, enIDs) { english[heading.range.start] = id }
        var chinese: [SourceLocation: String] = [:]
        var zhUsed = Set(enIDs)
        for (index, heading) in zhHeadings.enumerated() {
            if index < enIDs.count {
                chinese[heading.range.start] = enIDs[index]
            } else {
                chinese[heading.range.start] = unique(slugify(heading.plainText), used: &zhUsed, index: index)
            }
        }
        // A figure's anchor (`figure-<id>`) is a link target like a heading's, and kept
        // with the outline so an unchanged page need not be read to know it.
        for block in en?.children ?? [] {
            if let id = FigureFence.figureID(of: block) { english[block.range.start] = FigureFence.anchor(of: id) }
        }
        for block in zh?.children ?? [] {
            if let id = FigureFence.figureID(of: block) { chinese[block.range.start] = FigureFence.anchor(of: id) }
        }
        return HeadingAnchors(english: english, chinese: chinese)
    }

    /// Headings in document order, top level and nested (in block quotes and lists).
    package static func headings(_ document: MarkdownNode) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        document.walk { node in
            if case .heading = node.kind { result.append(node); return .skipChildren }
            return node.isBlock ? .visitChildren : .skipChildren
        }
        return result
    }

    /// Lowercase ASCII letters and digits, every other run becomes one `-`.
    public static func slugify(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let lower = ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
            if ("a"..."z").contains(lower) || ("0"..."9").contains(lower) {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(lower)
            } else {
                pendingDash = true
            }
        }
        return out
    }

    private static func unique(_ base: String, used: inout Set<String>, index: Int) -> String {
        let root = base.isEmpty ? "section-\(index + 1)" : base
        var candidate = root
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(root)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
