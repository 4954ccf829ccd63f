import DuetContent
import DuetMarkdown
import DuetModel

/// The body of a content page: one `div` per aligned unit, holding the page's own
/// language's block (a `div` with its `lang`). The other language's blocks are on the other
/// language's page, in units at the same positions, and the reader script brings them in
/// when the reader asks for the other language or for both side by side (`duet.js`), so
/// each text is published once per language and a first visit loads one language.
///
/// Units come from `BlockAlignment`: an intact pair of blocks is one unit; a block the
/// other language lacks (a divergence the alignment check reports) is a unit of its own,
/// placed where it stands in its file, marked `only-en` or `only-zh`, and carried on both
/// pages. Both pages of a pair render the same units in the same order.
///
/// The wrappers carry nothing the stylesheet and the scripts can do without, since every
/// page repeats them for every paragraph: a unit is a `div` child of `.content`, a block
/// a `div` child of a unit (`.content > div > div:lang(zh)`), and the scripts count units
/// themselves.
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

    /// One unit rendered: each language's block HTML (empty where the unit has none) and
    /// the anchor a stale Chinese block is marked with.
    struct RenderedUnit: Sendable {
        let en: String
        let zh: String
        let staleAnchor: String?
    }

    /// The HTML of every unit's blocks, rendered once for both pages of the pair. A unit
    /// whose blocks render to nothing (an author's comment, a `duet:table` marker) is left
    /// out rather than written as an empty pair, on both pages alike, so the two pages hold
    /// the same units in the same order and the reader script can fetch the other
    /// language's blocks from its page by position.
    static func renderUnits(_ units: [Unit], english: HTMLRenderer?, chinese: HTMLRenderer?,
                            staleBlocks: Set<SourceLocation> = []) -> [RenderedUnit] {
        var rendered: [RenderedUnit] = []
        rendered.reserveCapacity(units.count)
        var marked: ReferenceTable?
        for unit in units {
            var en = unit.en.flatMap { node in english.map { $0.render(node) } } ?? ""
            var zh = unit.zh.flatMap { node in chinese.map { $0.render(node) } } ?? ""
            // A table the prose writes under a `duet:table` marker agrees with the model's
            // table, so it carries that table's sources, as the model's own rendering does.
            if let table = marked, case .table = (unit.en ?? unit.zh)?.kind {
                if !en.isEmpty { en += ReferencePages.sourcesHTML(table, language: .en) }
                if !zh.isEmpty { zh += ReferencePages.sourcesHTML(table, language: .zh) }
            }
            marked = (unit.en ?? unit.zh).flatMap(ModelTableFence.markerID(of:)).flatMap { ReferenceTables.table(id: $0) }
            guard !en.isEmpty || !zh.isEmpty else { continue }
            let stale = !zh.isEmpty && unit.zh.map { staleBlocks.contains($0.range.start) } == true
            rendered.append(RenderedUnit(en: en, zh: zh, staleAnchor: stale ? unit.zhIndex.map(StaleMarking.anchor(chineseBlock:)) : nil))
        }
        return rendered
    }

    /// The body of the page in `shown`: each unit holds that language's block, or the other
    /// language's where the unit has no block in it, so a reader without the script still
    /// reads the whole page. With `shown` nil both languages' blocks are written.
    /// `untranslatedNote` is shown (by the stylesheet, in Chinese and parallel modes) above
    /// an English block that has no Chinese counterpart on a page that is otherwise translated.
    static func join(_ units: [RenderedUnit], shown: Language?, untranslatedNote: String?) -> String {
        var out = ""
        for unit in units {
            let en = unit.en, zh = unit.zh
            out += en.isEmpty ? "<div class=\"only-zh\"" : zh.isEmpty ? "<div class=\"only-en\"" : "<div"
            if let anchor = unit.staleAnchor { out += " id=\"" + anchor + "\"" }
            out += ">"
            let writesEnglish = !en.isEmpty && (shown != .zh || zh.isEmpty)
            let writesChinese = !zh.isEmpty && (shown != .en || en.isEmpty)
            // Appended piece by piece: a block's HTML is long, and interpolating it would
            // copy it into a temporary string first.
            if writesEnglish {
                if zh.isEmpty, let untranslatedNote {
                    out += "<p class=\"untranslated-note\" lang=\"\(Language.zh.tag)\" role=\"note\">\(HTMLEscaping.escape(untranslatedNote))</p>\n"
                }
                out += "<div lang=\"\(Language.en.tag)\">"
                out += en
                out += "</div>"
            }
            if writesChinese {
                if writesEnglish { out += "\n" }
                out += "<div lang=\"\(Language.zh.tag)\">"
                if unit.staleAnchor != nil { out += "<p class=\"stale-note\" role=\"note\">\(HTMLEscaping.escape(StaleMarking.notice.zh))</p>\n" }
                out += zh
                out += "</div>"
            }
            out += "</div>\n"
        }
        return out
    }

    /// Both languages' blocks of every unit, as one body.
    static func render(_ units: [Unit], english: HTMLRenderer?, chinese: HTMLRenderer?,
                       untranslatedNote: String?, staleBlocks: Set<SourceLocation> = []) -> String {
        join(renderUnits(units, english: english, chinese: chinese, staleBlocks: staleBlocks), shown: nil, untranslatedNote: untranslatedNote)
    }
}
