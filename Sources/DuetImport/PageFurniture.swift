import DuetContent
import DuetMarkdown

/// Parts of a web page that are not the text: the site's navigation repeated above it,
/// and advertising, sharing, footer and comment-form lines after it. Judged on parsed
/// blocks; every dropped line is reported.
enum PageFurniture {
    /// Words of trailing page furniture, compared in lower case with a block's text: the
    /// catalog's list (`ImportWords.trailingFurniture`).
    static var trailingPhrases: [String] {
        ImportWords.trailingFurniture.words.map { $0.lowercased() }
    }

    /// Removes leading navigation and trailing furniture; returns the blocks kept and the
    /// lines dropped.
    static func strip(_ blocks: [SourceBlock], cleaned: CleanedText, file: String) -> ([SourceBlock], [DroppedLine]) {
        var kept = blocks
        var dropped: [DroppedLine] = []
        func drop(_ block: SourceBlock, _ reason: DroppedLine.Reason) {
            for line in block.node.range.start.line...max(block.node.range.end.line, block.node.range.start.line)
            where line - 1 < cleaned.lines.count && !cleaned.lines[line - 1].duetTrimmed.isEmpty {
                dropped.append(DroppedLine(location: ImportLocation(file: file, line: cleaned.origin(ofLine: line)),
                                           text: cleaned.lines[line - 1], reason: reason))
            }
        }
        // Navigation: link-only lists and link-only lines before any text, headings aside.
        var index = 0
        while index < kept.count {
            let block = kept[index]
            if isNavigation(block.node) {
                drop(block, .navigation)
                kept.remove(at: index)
            } else if block.headingLevel != nil {
                index += 1
            } else {
                break
            }
        }
        // Furniture: from the end, while blocks are short furniture lines or rules.
        while let last = kept.last, isTrailingFurniture(last.node) {
            drop(last, .pageFurniture)
            kept.removeLast()
        }
        return (kept, dropped)
    }

    /// A list whose items are only links, or a paragraph of only links (a breadcrumb).
    static func isNavigation(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .list:
            return !node.children.isEmpty && node.children.allSatisfy { item in
                item.children.allSatisfy { $0.kind == .paragraph && isOnlyLinks($0) }
                    || item.children.allSatisfy(isNavigation)
            }
        case .paragraph:
            return isOnlyLinks(node) && node.children.filter(isLink).count >= 2
        default:
            return false
        }
    }

    private static func isLink(_ node: MarkdownNode) -> Bool {
        if case .link = node.kind { return true }
        return false
    }

    /// Only links, with nothing between them but spaces and separators such as | › > /.
    private static func isOnlyLinks(_ paragraph: MarkdownNode) -> Bool {
        var links = 0
        for child in paragraph.children {
            switch child.kind {
            case .link: links += 1
            case .softBreak, .lineBreak: continue
            case .text(let text) where text.allSatisfy({ $0.isWhitespace || "|›»>/·•-–—".contains($0) }): continue
            default: return false
            }
        }
        return links > 0
    }

    static func isTrailingFurniture(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .thematicBreak: return true
        case .paragraph, .heading, .list, .htmlBlock:
            let text = node.plainText.lowercased()
            guard text.count <= 60 else { return false }
            if case .htmlBlock(let html) = node.kind {
                let lowered = html.lowercased()
                return lowered.contains("<form") || lowered.contains("<textarea") || lowered.contains("<iframe") || lowered.contains("<ins")
            }
            if isNavigation(node) { return true }
            return trailingPhrases.contains { text.contains($0) }
        default:
            return false
        }
    }
}
