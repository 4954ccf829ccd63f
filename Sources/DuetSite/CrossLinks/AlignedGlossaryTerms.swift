import DuetMarkdown

/// Which glossary terms each Chinese block may link: those its aligned English block
/// uses. Chinese has homographs a dictionary match cannot tell apart (the glossary's word
/// for "override" also means "cover", as in covering the whole screen); the English the block translates
/// settles it, so a Chinese word becomes a glossary link only as the translation of a
/// term the English actually says.
enum AlignedGlossaryTerms {
    /// Keyed by the start of each Chinese block that has an English counterpart; blocks
    /// without one are absent, so they link every term as a single-language page does.
    static func map(_ units: [BilingualBody.Unit], crossLinks: any CrossLinkResolving) -> [SourceLocation: Set<String>?] {
        var map: [SourceLocation: Set<String>?] = [:]
        for unit in units {
            guard let english = unit.en, let chinese = unit.zh else { continue }
            map[chinese.range.start] = .some(crossLinks.glossaryTermIDs(in: proseText(of: english), language: .en))
        }
        return map
    }

    /// The words of a block as a reader sees them, without code; line breaks become
    /// spaces so a term split across lines is still found.
    static func proseText(of block: MarkdownNode) -> String {
        var words: [String] = []
        block.walk { node in
            switch node.kind {
            case .text(let text): words.append(text)
            case .softBreak, .lineBreak: words.append(" ")
            case .code, .codeBlock, .htmlBlock, .inlineHTML: return .skipChildren
            default: break
            }
            return .visitChildren
        }
        return words.joined()
    }
}
