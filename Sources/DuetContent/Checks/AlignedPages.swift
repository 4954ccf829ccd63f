import DuetMarkdown

/// The page pairs that exist in both languages, with their block alignment: the input of
/// every check that compares an English block with its Chinese counterpart.
struct AlignedPage {
    let en: ContentPage
    let zh: ContentPage
    let alignment: BlockAlignment

    static func all(in content: Content) -> [AlignedPage] {
        content.pairs.compactMap { pair in
            guard let en = pair.en, let zh = pair.zh else { return nil }
            return AlignedPage(en: en, zh: zh, alignment: BlockAlignment(english: en.document, chinese: zh.document))
        }
    }

    func location(_ block: PageBlock, in page: ContentPage) -> FileLocation {
        FileLocation(file: page.path, block.start)
    }
}

extension MarkdownNode {
    /// The prose a reader sees, without code spans, code blocks or HTML: what terminology
    /// checks read. Code spans become a space so words on either side never join.
    package var proseText: String {
        var out = ""
        appendProse(to: &out)
        return out
    }

    private func appendProse(to out: inout String) {
        switch kind {
        case .text(let s): out += s
        case .softBreak, .lineBreak, .code: out += " "
        case .codeBlock, .htmlBlock, .inlineHTML: out += " "
        default:
            for child in children { child.appendProse(to: &out) }
            if isBlock { out += " " }
        }
    }

    /// Inline code spans (API symbols) in document order.
    var codeSpans: [MarkdownNode] {
        var spans: [MarkdownNode] = []
        walk { node in
            if case .code = node.kind { spans.append(node); return .skipChildren }
            return .visitChildren
        }
        return spans
    }
}
