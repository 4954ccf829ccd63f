import DuetMarkdown

/// One top-level block of the input, parsed, with the Markdown it is written out as and
/// the input lines it came from.
struct SourceBlock {
    let node: MarkdownNode
    /// The block as Markdown for a content page: a paragraph on one line, a heading in
    /// `#` form, anything else as its source lines.
    let markdown: String
    let location: ImportLocation
    let lastLine: Int
    let script: Script
    let skeleton: BlockSkeleton

    init(node: MarkdownNode, cleaned: CleanedText, file: String) {
        self.node = node
        self.markdown = BlockMarkdown.text(of: node, lines: cleaned.lines)
        self.location = ImportLocation(file: file, line: cleaned.origin(ofLine: node.range.start.line))
        self.lastLine = cleaned.origin(ofLine: node.range.end.line)
        self.script = Script.of(block: node)
        self.skeleton = BlockSkeleton(node)
    }

    /// Parses cleaned text into its top-level blocks.
    static func blocks(of cleaned: CleanedText, file: String) -> [SourceBlock] {
        let document = MarkdownParser().parse(cleaned.text)
        return document.children.flatMap(splitByLanguage).map { SourceBlock(node: $0, cleaned: cleaned, file: file) }
    }

    /// Markdown runs an English list and the Chinese list after it together into one
    /// list; the parsed list is split where its items change language. Items without
    /// words stay with the run before them.
    static func splitByLanguage(_ node: MarkdownNode) -> [MarkdownNode] {
        guard case .list = node.kind, node.children.count > 1 else { return [node] }
        var runs: [[MarkdownNode]] = []
        var language: Script?
        for item in node.children {
            let script = Script.of(block: item)
            if let current = language, script != .neutral, script != current {
                runs.append([item])
                language = script
            } else if runs.isEmpty {
                runs.append([item])
                language = script == .neutral ? nil : script
            } else {
                runs[runs.count - 1].append(item)
                if language == nil, script != .neutral { language = script }
            }
        }
        guard runs.count > 1 else { return [node] }
        return runs.map { items in
            MarkdownNode(kind: node.kind, range: SourceRange(start: items[0].range.start, end: items[items.count - 1].range.end),
                         children: items)
        }
    }

    var headingLevel: Int? {
        if case .heading(let level) = node.kind { return level }
        return nil
    }

    var isCode: Bool {
        if case .codeBlock = node.kind { return true }
        return false
    }

    var isTable: Bool {
        if case .table = node.kind { return true }
        return false
    }

    /// Whether this block can be the translation of `other` (or the reverse): the same
    /// shape, except that headings of any level correspond.
    func corresponds(to other: SourceBlock) -> Bool {
        skeleton == other.skeleton || (headingLevel != nil && other.headingLevel != nil)
    }

    /// Whether the block is a `<!-- duet:table id -->` marker already.
    var isTableMarker: Bool {
        if case .marker(let text) = skeleton { return text.hasPrefix("duet:table") }
        return false
    }

    /// The first words of the block, for the report.
    var preview: String {
        let text = node.plainText.split(whereSeparator: \.isNewline).joined(separator: " ").duetTrimmed
        // Tables and code read better as their first source line than as run-together cells.
        let source = text.isEmpty || isTable || isCode ? String(markdown.prefix { $0 != "\n" }) : text
        return source.count > 60 ? String(source.prefix(57)) + "..." : source
    }
}

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
    /// characters, where a space would show; a hard break (trailing two spaces or `\`) stays.
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
                    if !(left.map(Script.isHan) ?? false && right.map(Script.isHan) ?? false) { result += " " }
                }
            }
            result += line
        }
        return result.trimmedTrailing
    }
}
