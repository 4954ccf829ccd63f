import DuetMarkdown

/// The shape of a top-level block, without its words: what must be the same in English
/// and Chinese. Two blocks align when their skeletons are equal.
public indirect enum BlockSkeleton: Hashable, Sendable, CustomStringConvertible {
    case heading(level: Int)
    case paragraph
    /// Items in order, each with the skeletons of its own blocks (nested lists included).
    case list(ordered: Bool, items: [[BlockSkeleton]])
    case table(columns: Int)
    case codeBlock
    /// A `duet-figure` fence, compared by its figure id: both languages show the same
    /// figure at the same place (the captions in its body are translated).
    case figure(String)
    case blockQuote([BlockSkeleton])
    case thematicBreak
    /// A Duet marker comment such as `<!-- duet:table size-classes -->`, compared by its text.
    case marker(String)
    /// Any other HTML comment: an author's note, translated freely but kept in place.
    case comment
    case html

    public init(_ node: MarkdownNode) {
        switch node.kind {
        case .heading(let level): self = .heading(level: level)
        case .paragraph: self = .paragraph
        case .list(let style):
            self = .list(ordered: style.ordered, items: node.children.map { $0.children.map(BlockSkeleton.init) })
        case .table(let alignments): self = .table(columns: alignments.count)
        case .codeBlock: self = FigureFence.figureID(of: node).map(BlockSkeleton.figure) ?? .codeBlock
        case .blockQuote: self = .blockQuote(node.children.map(BlockSkeleton.init))
        case .thematicBreak: self = .thematicBreak
        case .htmlBlock(let html):
            let trimmed = html.duetTrimmed
            if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") {
                let inner = String(trimmed.dropFirst(4).dropLast(3)).duetTrimmed
                self = inner.hasPrefix("duet:") ? .marker(inner.split(whereSeparator: \.isWhitespace).joined(separator: " ")) : .comment
            } else {
                self = .html
            }
        default: self = .paragraph
        }
    }

    public var isHeading: Bool {
        if case .heading = self { return true }
        return false
    }

    /// "a list of 4 items", "a level-2 heading": how messages name a block.
    public var description: String {
        switch self {
        case .heading(let level): "a level-\(level) heading"
        case .paragraph: "a paragraph"
        case .list(let ordered, let items):
            "\(ordered ? "a numbered" : "a") list of \(items.count) item\(items.count == 1 ? "" : "s")"
        case .table(let columns): "a table of \(columns) column\(columns == 1 ? "" : "s")"
        case .codeBlock: "a code block"
        case .figure(let id): "the figure `\(id)`"
        case .blockQuote: "a block quote"
        case .thematicBreak: "a thematic break"
        case .marker(let text): "the marker `<!-- \(text) -->`"
        case .comment: "an HTML comment"
        case .html: "an HTML block"
        }
    }

    /// What differs between two skeletons, said from English to Chinese:
    /// "English has a list of 4 items here, Chinese has 3".
    public static func difference(english: BlockSkeleton, chinese: BlockSkeleton) -> String? {
        guard english != chinese else { return nil }
        switch (english, chinese) {
        case (.list(let eo, let enItems), .list(let zo, let zhItems)):
            if enItems.count != zhItems.count {
                return "English has \(english) here, Chinese has \(zhItems.count)"
            }
            if eo != zo {
                return "English has \(eo ? "a numbered" : "a bulleted") list here, Chinese has \(zo ? "a numbered" : "a bulleted") one"
            }
            for (index, (e, z)) in zip(enItems, zhItems).enumerated() where e != z {
                return "in item \(index + 1) of the list, " + nestedDifference(e, z)
            }
        case (.table(let e), .table(let z)):
            return "English has a table of \(e) column\(e == 1 ? "" : "s") here, Chinese has \(z)"
        case (.blockQuote(let e), .blockQuote(let z)):
            return "in the block quote, " + nestedDifference(e, z)
        case (.heading(let e), .heading(let z)):
            return "English has a level-\(e) heading here, Chinese has a level-\(z) heading"
        default:
            break
        }
        return "English has \(english) here, Chinese has \(chinese)"
    }

    private static func nestedDifference(_ english: [BlockSkeleton], _ chinese: [BlockSkeleton]) -> String {
        for (e, z) in zip(english, chinese) where e != z {
            return difference(english: e, chinese: z) ?? ""
        }
        if english.count > chinese.count {
            return "English has \(english[chinese.count]) that Chinese lacks"
        }
        return "Chinese has \(chinese[english.count]) that English lacks"
    }
}
