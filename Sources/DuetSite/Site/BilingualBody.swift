import DuetContent
import DuetMarkdown
import DuetModel

/// The body of a content page carrying both languages: one `div` per aligned unit, holding
/// the English and the Chinese block (each a `div` with its `lang`), so a reader can switch
/// between English, Chinese and the two side by side without loading another page.
///
/// Units come from `BlockAlignment`: an intact pair of blocks is one unit; a block the
/// other language lacks (a divergence the alignment check reports) is a unit of its own,
/// placed where it stands in its file, marked `only-en` or `only-zh`. Both pages of a pair
/// render the same units in the same order.
///
/// The wrappers carry nothing the stylesheet and the scripts can do without, since every
/// page repeats them for every paragraph: a unit is a `div` child of `.content`, a block
/// a `div` child of a unit (`.content > div > div:lang(zh)`), and the scripts count units
/// themselves. Units used to be `<div class="pair" data-pair="N">` and blocks
/// `<div class="block" lang="…">`, with a line break after each tag: 60 bytes more for a
/// unit numbered 10 to 99.
enum BilingualBody {
    struct Unit {
        let en: MarkdownNode?
        let zh: MarkdownNode?
        /// The Chinese block's index among the page's top-level blocks (as the lock counts).
        var zhIndex: Int? = nil
    }

    /// Units in reading order. With one language missing, every block is a unit alone.
    static func units(english: MarkdownNode?, chinese: MarkdownNode?) -> [Unit] {
        guard let english, let chinese else {
            if let english { return english.children.map { Unit(en: $0, zh: nil) } }
            return (chinese?.children ?? []).enumerated().map { Unit(en: nil, zh: $0.element, zhIndex: $0.offset) }
        }
        let alignment = BlockAlignment(english: english, chinese: chinese)
        var units: [Unit] = []
        var nextEnglish = 0
        var nextChinese = 0
        func unpaired(upTo enEnd: Int, _ zhEnd: Int) {
            while nextEnglish < enEnd {
                units.append(Unit(en: alignment.english[nextEnglish].node, zh: nil))
                nextEnglish += 1
            }
            while nextChinese < zhEnd {
                units.append(Unit(en: nil, zh: alignment.chinese[nextChinese].node, zhIndex: nextChinese))
                nextChinese += 1
            }
        }
        for (en, zh) in alignment.pairs {
            unpaired(upTo: en.index, zh.index)
            units.append(Unit(en: en.node, zh: zh.node, zhIndex: zh.index))
            nextEnglish = en.index + 1
            nextChinese = zh.index + 1
        }
        unpaired(upTo: alignment.english.count, alignment.chinese.count)
        return units
    }

    /// The HTML of every unit. A unit whose blocks render to nothing (an author's comment,
    /// a `duet:table` marker) is left out rather than written as an empty pair.
    /// `untranslatedNote` is shown (by the stylesheet, in Chinese and parallel modes) above
    /// an English block that has no Chinese counterpart on a page that is otherwise translated.
    static func render(_ units: [Unit], english: HTMLRenderer?, chinese: HTMLRenderer?,
                       untranslatedNote: String?, staleBlocks: Set<SourceLocation> = []) -> String {
        var out = ""
        for unit in units {
            let en = unit.en.flatMap { node in english.map { $0.render(node) } } ?? ""
            let zh = unit.zh.flatMap { node in chinese.map { $0.render(node) } } ?? ""
            guard !en.isEmpty || !zh.isEmpty else { continue }
            out += en.isEmpty ? "<div class=\"only-zh\"" : zh.isEmpty ? "<div class=\"only-en\"" : "<div"
            let stale = !zh.isEmpty && unit.zh.map { staleBlocks.contains($0.range.start) } == true
            if stale, let index = unit.zhIndex { out += " id=\"" + StaleMarking.anchor(chineseBlock: index) + "\"" }
            out += ">"
            // Appended piece by piece: a block's HTML is long, and interpolating it would
            // copy it into a temporary string first.
            if !en.isEmpty {
                if zh.isEmpty, let untranslatedNote {
                    out += "<p class=\"untranslated-note\" lang=\"\(Language.zh.tag)\" role=\"note\">\(HTMLEscaping.escape(untranslatedNote))</p>\n"
                }
                out += "<div lang=\"\(Language.en.tag)\">"
                out += en
                out += "</div>"
            }
            if !zh.isEmpty {
                if !en.isEmpty { out += "\n" }
                out += "<div lang=\"\(Language.zh.tag)\">"
                if stale { out += "<p class=\"stale-note\" role=\"note\">\(HTMLEscaping.escape(StaleMarking.notice.zh))</p>\n" }
                out += zh
                out += "</div>"
            }
            out += "</div>\n"
        }
        return out
    }
}
