import DuetModel
import DuetContent
import DuetMarkdown

/// The translation dashboard (`duet status --format html`, and `status/index.html` of a
/// site built with `--status-page`): per page, the share of Chinese blocks translated,
/// stale and missing with bars; every stale block with its English change as a word diff
/// (the previous English comes from `translations.english`); every block not yet
/// translated (never accepted, withdrawn, not aligned, no Chinese page) with why; links to
/// the block in both languages (`StaleMarking.anchor`). A standalone document with its own style, the same
/// bytes for the same content, so it can be published or committed.
public enum StatusDashboard {
    /// The page's title; its Chinese is the reference catalog's.
    static let title = LocalizedText(en: "Translation status", key: "status.title")

    /// The build step: `status/index.html` when the build was asked for it.
    static func addPage(to context: inout BuildContext) {
        guard context.options.statusPage, let content = context.content, let status = context.translationStatus else { return }
        let lock = TranslationLock.load(contentDirectory: content.directory).0
        let previous = AcceptedEnglish.load(contentDirectory: content.directory).0
        let reference = ReferenceCatalogStatus.compute(contentDirectory: content.directory).0
        context.output.add("status/index.html", html(content: content, status: status, lock: lock, previous: previous, sitePrefix: "../",
                                                     reference: reference))
    }

    /// Marks a dashboard duet wrote, so `duet status --output` replaces only its own file.
    public static let generator = "<meta name=\"generator\" content=\"duet status\">"

    /// `sitePrefix` is put before `en/<slug>/index.html`: the way from the dashboard to
    /// the site's root (`../` inside the site, `Site/` for a file in the project folder).
    public static func html(content: Content, status: TranslationStatus, lock: TranslationLock,
                            previous: AcceptedEnglish, sitePrefix: String, reference: ReferenceCatalogStatus? = nil) -> String {
        let esc = HTMLEscaping.escape
        var blocksByPage: [String: [Int: TranslatableBlock]] = [:]
        for pair in content.pairs {
            for block in TranslatableBlock.blocks(of: pair) { blocksByPage[pair.fileName, default: [:]][block.zh.index] = block }
        }
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        \(generator)
        <title>Translation status · \(esc(Self.title.zh))</title>
        <style>
        body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1d1d1f; background: #fff; }
        table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #ddd; }
        td.n { text-align: right; font-variant-numeric: tabular-nums; }
        .table-scroll { overflow-x: auto; } tbody th { min-width: 10rem; font-weight: normal; }
        .bar { display: flex; width: 8rem; height: 0.9rem; background: #eee; border-radius: 3px; overflow: hidden; }
        .bar span { display: block; height: 100%; }
        .bar span:not(.translated) { min-width: 3px; }
        .translated { background: #2e7d32; } .minor { background: #a66a00; } .stale { background: #d84315; }
        .needs-review { background: #7b1fa2; } .unreviewed { background: #1565c0; } .untranslated { background: #6d6d6d; }
        .state { font-size: 0.85em; font-weight: 600; }
        .key { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; } .key > span { white-space: nowrap; }
        .key .swatch { display: inline-block; width: 0.8rem; height: 0.8rem; margin-right: 0.3rem; vertical-align: middle; }
        del { background: #ffebee; color: #b71c1c; } ins { background: #e8f5e9; color: #1b5e20; text-decoration: none; }
        .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; } .pair p { margin: 0.3rem 0; font-size: 0.85em; color: #666; }
        @media (max-width: 56rem) { .share { display: none; } tbody th { min-width: 7rem; }
          th, td { padding: 0.3rem 0.25rem; font-size: 0.85rem; } }
        @media (max-width: 40rem) { .pair { grid-template-columns: 1fr; } tbody th { min-width: 0; } th, td { font-size: 0.8rem; } }
        a { color: #0b57d0; }
        .diff { white-space: pre-wrap; font-family: ui-monospace, monospace; font-size: 0.9em; background: #f7f7f7; padding: 0.5rem; }
        @media (prefers-color-scheme: dark) { body { color: #eee; background: #111; } .diff { background: #222; } .bar { background: #333; }
          th, td { border-color: #333; } .pair p { color: #aaa; } .needs-review { background: #ba68c8; } .unreviewed { background: #64b5f6; }
          .untranslated { background: #9e9e9e; } .minor { background: #fbc02d; } .stale { background: #ff7043; }
          del { background: #4a1f1f; color: #ffcdd2; } ins { background: #1f3b22; color: #c8e6c9; } a { color: #8ab4f8; } }
        </style>
        </head>
        <body>
        <h1>Translation status <span lang="zh-Hans">\(esc(Self.title.zh))</span></h1>

        """
        let total = status.total
        let states = Self.states
        out += "<p>" + states.map { "\($0.count(total)) \($0.name)" }.joined(separator: ", ") + " (Chinese blocks, against translations.lock).</p>\n"
        out += "<p class=\"key\" aria-hidden=\"true\">" + states.map { "<span><span class=\"swatch \($0.cssClass)\"></span>\($0.name)</span>" }.joined() + "</p>\n"
        // On a narrow screen the table scrolls inside its own region, which a keyboard can
        // reach, and the bars (the same numbers as a picture) are left out.
        out += "<div class=\"table-scroll\" role=\"region\" aria-label=\"Blocks per page and state\" tabindex=\"0\">\n"
        out += "<table>\n<thead><tr><th scope=\"col\">Page</th>" + states.map { "<th scope=\"col\">\($0.heading)</th>" }.joined()
            + "<th scope=\"col\" class=\"share\">Share</th></tr></thead>\n<tbody>\n"
        for page in status.pages + [total] {
            let count = max(1, page.blocks)
            func share(_ n: Int) -> String { String(format: "%.1f", Double(n) * 100 / Double(count)) }
            let pair = content.pairs.first { $0.fileName == page.fileName }
            // A page links to its list of changed blocks, else to its untranslated ones.
            let title = esc(pair?.en?.title ?? page.fileName)
            let name = page.fileName == total.fileName ? "<strong>Total</strong>"
                : page.stale + page.minor > 0 ? "<a href=\"#\(esc(page.fileName))\">\(title)</a>"
                : page.missing > 0 ? "<a href=\"#missing-\(esc(page.fileName))\">\(title)</a>" : title
            out += "<tr><th scope=\"row\">\(name)</th>"
            out += states.map { "<td class=\"n\">\($0.count(page))</td>" }.joined()
            out += "<td class=\"share\"><div class=\"bar\" role=\"img\" aria-label=\"" + states.map { "\(share($0.count(page)))% \($0.name)" }.joined(separator: ", ") + "\">"
            for state in states where state.count(page) > 0 {
                out += "<span class=\"\(state.cssClass)\" style=\"width: \(share(state.count(page)))%\"></span>"
            }
            out += "</div></td></tr>\n"
        }
        out += "</tbody>\n</table>\n</div>\n"
        if let reference { out += referenceSection(reference) }
        out += "<h2>Stale blocks <span lang=\"zh-Hans\">\(esc(Self.staleHeading.zh))</span></h2>\n"
        let changed = (status.staleBlocks + status.minorBlocks).sorted { ($0.chinese.file, $0.blockIndex) < ($1.chinese.file, $1.blockIndex) }
        if changed.isEmpty { out += "<p>None: every accepted Chinese block translates the current English.</p>\n" }
        for pair in content.pairs {
            let stale = changed.filter { $0.chinese.file == pair.zh?.path }
            guard !stale.isEmpty, let en = pair.en, let zh = pair.zh else { continue }
            out += "<section id=\"\(esc(pair.fileName))\">\n<h3>\(esc(en.title)) <span lang=\"zh-Hans\">\(esc(zh.title))</span></h3>\n"
            for block in stale {
                let anchor = StaleMarking.anchor(chineseBlock: block.blockIndex)
                let enURL = sitePrefix + "en/\(en.slug)/index.html#\(anchor)"
                let zhURL = sitePrefix + "zh/\(zh.slug)/index.html#\(anchor)"
                out += "<article>\n<p><a href=\"\(esc(enURL))\">English</a> · <a href=\"\(esc(zhURL))\" lang=\"zh-Hans\" hreflang=\"zh-Hans\">\(Language.zh.nativeName)</a> · "
                // Paths inside the content folder: the page must not depend on where it was built.
                out += "<code>en/\(esc(pair.fileName)):\(block.english.line)</code> · <code>zh/\(esc(pair.fileName)):\(block.chinese.line)</code> · "
                out += block.minor ? "<span class=\"state\">minor: punctuation or one word's spelling; <code>duet accept --minor</code></span></p>\n"
                    : "<span class=\"state\">stale</span></p>\n"
                let current = blocksByPage[pair.fileName]?[block.blockIndex]?.englishText ?? ""
                // The English change and, beside it, the Chinese that now has to follow it.
                out += "<div class=\"pair\">\n"
                if let hash = lock.hash(fileName: pair.fileName, block: block.blockIndex), let old = previous.text(hash: hash) {
                    out += "<div><p>English, as it changed</p>\n<div class=\"diff\" lang=\"en\">\(WordDiff.html(old, current))</div></div>\n"
                } else {
                    out += "<div><p>The English accepted for this block is not in translations.english; the current English:</p>\n<div class=\"diff\" lang=\"en\">\(esc(current))</div></div>\n"
                }
                let chinese = blocksByPage[pair.fileName]?[block.blockIndex]?.chineseText ?? ""
                out += "<div><p>Current Chinese <span lang=\"zh-Hans\">\(esc(Self.currentChinese.zh))</span></p>\n<div class=\"diff chinese\" lang=\"zh-Hans\">\(esc(chinese))</div></div>\n"
                out += "</div>\n"
                out += "</article>\n"
            }
            out += "</section>\n"
        }
        out += missingBlocks(content: content, lock: lock, sitePrefix: sitePrefix)
        out += "</body>\n</html>\n"
        return out
    }

    /// The reference catalog's strings, which count like blocks: how many are translated,
    /// and the id of every stale or missing one.
    static func referenceSection(_ reference: ReferenceCatalogStatus) -> String {
        let esc = HTMLEscaping.escape
        var out = "<h2 id=\"reference-strings\">Reference strings <span lang=\"zh-Hans\">\(esc(Self.referenceHeading.zh))</span></h2>\n"
        out += "<p>\(reference.translated) translated, \(reference.stale.count) stale, \(reference.missing.count) missing, in <code>\(esc(reference.file))</code>: "
        out += "the words of the reference pages, the generated tables and figures, and the interface.</p>\n"
        let listed = reference.stale.map { ($0, "stale: its English changed after its Chinese was written") }
            + reference.missing.map { ($0, "missing: no Chinese, the Chinese pages show the English") }
        if !listed.isEmpty {
            out += "<ul>\n" + listed.map { "<li><code>\(esc($0.0))</code> \(esc($0.1))</li>\n" }.joined() + "</ul>\n"
        }
        return out
    }

    static let referenceHeading = LocalizedText(en: "Reference strings", key: "status.reference-strings")
    static let staleHeading = LocalizedText(en: "Stale blocks", key: "status.stale-blocks")
    static let currentChinese = LocalizedText(en: "Current Chinese", key: "status.current-chinese")
    /// Every model string the dashboard shows, for the catalog's checks.
    static var strings: [LocalizedText] { [title, referenceHeading, staleHeading, currentChinese] }

    /// The states the dashboard counts, in the order of `duet status`'s table.
    static let states: [(name: String, heading: String, cssClass: String, count: @Sendable (TranslationStatus.Page) -> Int)] = [
        ("translated", "Translated", "translated", \.translated), ("minor", "Minor", "minor", \.minor), ("stale", "Stale", "stale", \.stale),
        ("needs review", "Needs review", "needs-review", \.needsReview), ("unreviewed", "Unreviewed", "unreviewed", \.unreviewed),
        ("untranslated", "Untranslated", "untranslated", \.untranslated),
    ]

    /// Every block that is not translated and not stale, page by page, with why and links
    /// to it: a translator sees all that is left, not only what went stale.
    static func missingBlocks(content: Content, lock: TranslationLock, sitePrefix: String) -> String {
        let esc = HTMLEscaping.escape
        let missing = StatusListing(content: content, lock: lock).items.filter(\.kind.isMissing)
        var out = "<h2>Blocks not yet translated <span lang=\"zh-Hans\">\(esc(LocalizedText(en: "Blocks not yet translated", key: "status.missing-blocks").zh))</span></h2>\n"
        guard !missing.isEmpty else { return out + "<p>None: every Chinese block is accepted.</p>\n" }
        for pair in content.pairs {
            let items = missing.filter { $0.fileName == pair.fileName }
            guard !items.isEmpty, let en = pair.en else { continue }
            out += "<section id=\"missing-\(esc(pair.fileName))\">\n<h3>\(esc(en.title))\(pair.zh.map { " <span lang=\"zh-Hans\">\(esc($0.title))</span>" } ?? "")</h3>\n<ul>\n"
            for item in items {
                out += "<li>"
                if let index = item.chineseIndex, let zh = pair.zh {
                    let anchor = StaleMarking.anchor(chineseBlock: index)
                    out += "<a href=\"\(esc(sitePrefix + "en/\(en.slug)/index.html#\(anchor)"))\">English</a> · "
                    out += "<a href=\"\(esc(sitePrefix + "zh/\(zh.slug)/index.html#\(anchor)"))\" lang=\"zh-Hans\" hreflang=\"zh-Hans\">\(Language.zh.nativeName)</a> · "
                }
                if let line = item.chineseLine { out += "<code>zh/\(esc(pair.fileName)):\(line)</code> · " }
                if let line = item.englishLine { out += "<code>en/\(esc(pair.fileName)):\(line)</code> · " }
                out += esc(item.reason) + "</li>\n"
            }
            out += "</ul>\n</section>\n"
        }
        return out
    }
}
