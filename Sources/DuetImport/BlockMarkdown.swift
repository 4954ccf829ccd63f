import DuetMarkdown

/// How a parsed block is written back as Markdown, from its source lines.
enum BlockMarkdown {
    static func text(of node: MarkdownNode, lines: [String]) -> String {
        let first = max(node.range.start.line - 1, 0)
        let last = min(max(node.range.end.line - 1, first), lines.count - 1)
        guard first <= last else { return "" }
        let source = Array(lines[first...last])
        switch node.kind {
        case .heading(let level):
            return String(repeating: "#", count: level) + " " + headingText(source)
        case .paragraph:
            return joinParagraph(source)
        default:
            var result = source
            while let end = result.last, end.duetTrimmed.isEmpty { result.removeLast() }
            return result.joined(separator: "\n")
        }
    }

    /// A heading's inline text, from `## Text ##` or a Setext heading's text lines.
    static func headingText(_ source: [String]) -> String {
        guard let first = source.first else { return "" }
        let trimmed = first.duetTrimmed
        if trimmed.hasPrefix("#") {
            var text = String(trimmed.drop { $0 == "#" }).duetTrimmed
            if text.hasSuffix("#") {
                let withoutClosing = String(text.reversed().drop { $0 == "#" }.reversed())
                if withoutClosing.isEmpty || withoutClosing.last == " " { text = withoutClosing.duetTrimmed }
            }
            return text
        }
        return source.dropLast().map(\.duetTrimmed).joined(separator: " ")
    }

    /// A paragraph on one line. Lines are joined with a space, except between two Chinese
    /// characters or full-width punctuation marks (a line broken after `，`), where a space
    /// would show; a hard break (trailing two spaces or `\`) stays.
    static func joinParagraph(_ source: [String]) -> String {
        var result = ""
        for (index, raw) in source.enumerated() {
            let line = index == 0 ? raw.drop { $0 == " " } : raw.drop { $0 == " " || $0 == "\t" }
            if index > 0 {
                if result.hasSuffix("  ") || result.hasSuffix("\\") {
                    result += "\n"
                } else {
                    result = result.trimmedTrailing
                    let left = result.unicodeScalars.last
                    let right = line.unicodeScalars.first
                    if !(left.map(isCJK) ?? false && right.map(isCJK) ?? false) { result += " " }
                }
            }
            result += line
        }
        return result.trimmedTrailing
    }

    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        Script.isHan(scalar) || (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFFEF).contains(scalar.value)
    }
}
