import DuetContent
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
