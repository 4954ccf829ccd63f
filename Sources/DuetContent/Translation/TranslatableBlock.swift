import DuetSupport
/// One aligned block pair that holds something to translate, and its stable id: an entry
/// of a PO or XLIFF catalog, a text `translations.english` keeps, a row of the status
/// dashboard. It lives beside the lock because the accepted English and the dashboard
/// need the same ids as the exchange formats.
package struct TranslatableBlock {
    package let id: String
    package let pair: PagePair
    package let en: PageBlock
    package let zh: PageBlock
    package let englishText: String
    package let chineseText: String

    /// A block's id survives inserting or removing other blocks: the page and a hash of
    /// its English text (with a counter for repeated text). When the English changes, so
    /// does the id, and an old catalog's entry is reported instead of applied.
    package static func blocks(of pair: PagePair) -> [TranslatableBlock] {
        guard let en = pair.en, let zh = pair.zh else { return [] }
        let alignment = BlockAlignment(english: en.document, chinese: zh.document)
        var seen: [String: Int] = [:]
        return alignment.pairs.compactMap { enBlock, zhBlock in
            let englishText = en.sourceText(of: enBlock.node)
            let chineseText = zh.sourceText(of: zhBlock.node)
            // Listings, markers and generated blocks that are the same in both languages
            // hold nothing to translate.
            switch enBlock.node.kind {
            case .codeBlock, .htmlBlock: if englishText == chineseText { return nil }
            default: break
            }
            let hash = String(FNV1a64.blockHash(englishText).prefix(10))
            seen[hash, default: 0] += 1
            let id = pair.fileName + "#" + hash + (seen[hash]! > 1 ? "-\(seen[hash]!)" : "")
            return TranslatableBlock(id: id, pair: pair, en: enBlock, zh: zhBlock, englishText: englishText, chineseText: chineseText)
        }
    }
}
