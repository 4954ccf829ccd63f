import DuetContent
import DuetMarkdown
import DuetModel
import Synchronization

/// One reference page per model area, in each language, with an anchored entry for every
/// API symbol and the model tables that belong to the area.
public enum ReferencePages {
    public static func location(of area: ReferenceArea, language: Language) -> SiteLocation {
        SiteLocation(language: language, segments: ["reference", area.rawValue])
    }

    public static func indexLocation(_ language: Language) -> SiteLocation {
        SiteLocation(language: language, segments: ["reference"])
    }

    /// The model tables shown on each area's page.
    static func tableIDs(for area: ReferenceArea) -> [String] {
        let wanted: [String] = switch area {
        case .traits: ["traits"]
        case .devices: ["size-classes-by-device", "size-classes-modern", "multitasking"]
        case .presentationStyles: ["presentation-styles", "presentation-adaptation", "presentation-adaptation-current"]
        case .transitionStyles: ["transition-styles"]
        case .segueKinds: ["segue-kinds", "segue-life-cycle"]
        case .callbackSequences: ["rotation-iphone-6", "rotation-iphone-6-plus", "rotation-iphone-11-pro-max", "transition-animation-sequence",
                                  "transition-dismissal-sequence", "custom-presentation-sequence", "custom-dismissal-sequence"]
        default: []
        }
        return wanted.filter { ReferenceTables.table(id: $0) != nil }
    }

    /// The pages' labels; their Chinese is the reference catalog's `reference-pages.*`.
    static let text = LocalizedText.table("reference-pages", [
        "reference": "Reference",
        "objc": "Objective-C",
        "also": "Also written",
        "tables": "Tables",
        "topics": "Topics",
        "seeAlso": "See Also",
        "declarations": "Declarations",
        "declarationLanguage": "Declaration language",
        "noObjC": "This reference lists no Objective-C declaration for this API; the Swift one is shown.",
        "indexSummary": "Every API symbol the guide mentions, grouped by area, with the tables generated from the model.",
    ])

    /// The labels in each language, as the catalog installed now gives them.
    static var strings: [Language: [String: String]] { [.en: text.reading(.en), .zh: text.reading(.zh)] }

    /// The pages of `language`, drawn once per process.
    ///
    /// They depend on the model alone, compiled into the executable: drawing them again
    /// for every build in one process (`duet serve` after each save, a fuzzer's every
    /// input, the test suite's hundreds of builds) gave the same pages each time, and
    /// drawing them was most of a small book's build.
    public static func pages(language: Language) -> [GeneratedPage] {
        drawnOnce(language: language, bodies: true)
    }

    /// The pages of `language` as `duet check` needs them: where they are, their titles,
    /// anchors and contents list, with no body. The checks resolve links and anchors and
    /// never read a generated page's HTML, and drawing the figures and tables was most of
    /// what a check of a small book took. Made by the same code as `pages`, which a
    /// specification compares field by field.
    public static func outlines(language: Language) -> [GeneratedPage] {
        drawnOnce(language: language, bodies: false)
    }

    private static func drawnOnce(language: Language, bodies: Bool) -> [GeneratedPage] {
        let key = DrawnKey(language: language, bodies: bodies, strings: ModelStrings.generation)
        if let drawn = drawnPages.withLock({ $0[key] }) { return drawn }
        let pages = draw(language: language, bodies: bodies)
        drawnPages.withLock { $0[key] = pages }
        return pages
    }

    private struct DrawnKey: Hashable {
        let language: Language
        let bodies: Bool
        /// The reference catalog installed when they were drawn: its Chinese is in them.
        let strings: Int
    }

    private static let drawnPages = Mutex<[DrawnKey: [GeneratedPage]]>([:])

    /// The index and one page per area; with `bodies` false, every page's `contentHTML` is
    /// empty and nothing else differs.
    static func draw(language: Language, bodies: Bool = true) -> [GeneratedPage] {
        let text = strings[language]!
        var pages: [GeneratedPage] = []
        var indexHTML = "<p class=\"lead\">\(HTMLEscaping.escape(text["indexSummary"]!))</p>\n<ul class=\"reference-areas\">\n"
        for area in ReferenceArea.allCases {
            let location = location(of: area, language: language)
            indexHTML += "<li><a href=\"\(indexLocation(language).relativeURL(to: location))\">\(HTMLEscaping.escape(area.title[language]))</a> — \(HTMLEscaping.escape(area.summary[language]))</li>\n"
            pages.append(page(for: area, language: language, body: bodies))
        }
        indexHTML += "</ul>\n"
        pages.insert(GeneratedPage(location: indexLocation(language), source: "reference.md", title: text["reference"]!,
                                   summary: text["indexSummary"]!, contentHTML: bodies ? indexHTML : "", anchors: [], toc: []), at: 0)
        return pages
    }

    /// A model table with the notes the model attaches to it (where Apple's sources disagree).
    static func tableHTML(_ table: ReferenceTable, language: Language, anchored: Bool = true) -> String {
        let id = anchored ? " id=\"table-\(table.id)\"" : ""
        // The releases the table holds for, as a badge at the head of its caption, and its
        // sources under it.
        let badged = SiteTableHTML.html(table, language: language)
            .replacingOccurrences(of: "<caption>", with: "<caption>\(EditionChoices.badgeHTML(table.editions)) ")
            + sourcesHTML(table, language: language)
        // The table computed for each release it holds in, shown by the edition switch in
        // place of the table for every release when a release is chosen, with the sources
        // of the rows it has there.
        let variants = ReferenceTables.table(id: table.id) == table
            ? ReleaseVariants.html(of: table) { computed, releases in
                SiteTableHTML.html(computed, language: language)
                    .replacingOccurrences(of: "<caption>", with: "<caption><span class=\"release-badge\">\(HTMLEscaping.escape(releases))</span> ")
                    + sourcesHTML(computed, language: language)
            }
            : ""
        var html = "<div class=\"model-table\"\(id)\(EditionChoices.attribute(table.editions))>\n"
        html += variants.isEmpty ? badged : "<div class=\"release-variant\" data-variant=\"all\">\n" + badged + "</div>\n" + variants
        for note in ReferenceTables.notes(id: table.id) {
            // A note on the table, not a landmark of the page: a landmark nested in main
            // would be one unnamed "complementary" region per table for screen readers.
            html += "<div class=\"model-note\" role=\"note\"><p>\(HTMLEscaping.escape(note[language]))</p></div>\n"
        }
        return html + "</div>\n"
    }

    /// Apple's platform lines as DocC shows them ("iOS 8.0+ · iPadOS 8.0+ · Mac Catalyst
    /// 13.1+ · visionOS 1.0+", "iOS 8.0–17.0 · … · Deprecated; use …"), with the page they
    /// come from: whatever of introduced, deprecated and replacement the model holds,
    /// nothing invented.
    static func availabilityHTML(_ symbol: APISymbol, language: Language) -> String {
        if symbol.platforms.isEmpty, let unlisted = symbol.unlistedAvailability {
            return "<p class=\"availability\">\(HTMLEscaping.escape(unlisted[language]))</p>\n"
        }
        guard !symbol.platforms.isEmpty || symbol.introduced != nil || symbol.deprecated != nil || symbol.replacement != nil else { return "" }
        var parts: [String] = []
        let deprecatedWord = LocalizedText(en: "Deprecated", key: "reference-pages.deprecated")[language]
        switch (symbol.introduced, symbol.deprecated) {
        case _ where !symbol.platforms.isEmpty:
            // Apple's page lists some of UIKit's oldest symbols with no release at all: say so,
            // rather than let a bare platform name read as a missing number.
            let unnumbered = symbol.platforms.allSatisfy { $0.introduced == nil }
                ? " · " + LocalizedText(en: "no release given on Apple's page", key: "reference-pages.no-release-given")[language] : ""
            parts.append(symbol.platforms.map { "<span class=\"platform\">\(HTMLEscaping.escape($0.label))</span>" }.joined(separator: " · ")
                         + unnumbered + (symbol.deprecated == nil ? "" : " · " + deprecatedWord))
        case let (introduced?, deprecated?):
            parts.append("iOS \(HTMLEscaping.escape(introduced))–\(HTMLEscaping.escape(deprecated)) · " + deprecatedWord)
        case let (introduced?, nil):
            parts.append("iOS \(HTMLEscaping.escape(introduced))+")
        case let (nil, deprecated?):
            parts.append(LocalizedText(en: "Deprecated in iOS {release}", key: "reference-pages.deprecated-in",
                                       arguments: ["release": LocalizedText(invariant: HTMLEscaping.escape(deprecated))])[language])
        case (nil, nil):
            break
        }
        var text = parts.joined()
        if let replacement = symbol.replacement {
            let use = "<code>\(IdentifierBreaks.textHTML(replacement) ?? HTMLEscaping.escape(replacement))</code>"
            let replacement = ["api": LocalizedText(invariant: use)]
            text += text.isEmpty
                ? LocalizedText(en: "Use {api}", key: "reference-pages.use", arguments: replacement)[language]
                : LocalizedText(en: "; use {api}", key: "reference-pages.then-use", arguments: replacement)[language]
        }
        if let source = symbol.source, let url = source.url {
            text += " <a class=\"availability-source\" href=\"\(HTMLEscaping.escape(url))\" rel=\"external\">\(LocalizedText(en: "source", key: "reference-pages.source")[language])</a>"
        }
        return "<p class=\"availability\"\(symbol.deprecated != nil ? " data-deprecated=\"true\"" : "")>\(text)</p>\n"
    }

    /// Where a table's facts come from, once under it (`BlockSources`); the releases the
    /// table holds for are the badge on its caption.
    static func sourcesHTML(_ table: ReferenceTable, language: Language) -> String {
        BlockSources.html(BlockSources.entries(of: table, language: language), language: language, subject: table.caption[language])
    }

    /// The Swift / Objective-C switch: buttons the reader script shows and remembers (like
    /// the theme); in the page from the start and not shown without JavaScript (style.css), when
    /// the Swift declarations are shown.
    static func declarationSwitchHTML(language: Language) -> String {
        let text = strings[language]!
        return "<div class=\"decl-switch\" role=\"group\" aria-label=\"\(text["declarationLanguage"]!)\">"
            + "<span class=\"decl-switch-label\" aria-hidden=\"true\">\(text["declarations"]!)</span>"
            + "<button type=\"button\" data-decl-choice=\"swift\" aria-pressed=\"true\" lang=\"en\">Swift</button>"
            + "<button type=\"button\" data-decl-choice=\"objc\" aria-pressed=\"false\" lang=\"en\">Objective-C</button></div>\n"
    }

    /// Both declarations of an entry, highlighted at build time and wrapped when long; the
    /// Objective-C one is hidden until the reader picks it.
    static func declarationHTML(_ symbol: APISymbol, language: Language) -> String {
        let swift = CodeHighlighter(.swift).html(DeclarationLayout.swift(symbol.declaration))
        var html = "<div class=\"declaration\"\(symbol.objcDeclaration == nil ? " data-objc=\"none\"" : "")>\n"
        html += "<pre class=\"decl\" data-decl=\"swift\"><code class=\"language-swift\">\(swift)</code></pre>\n"
        if let objc = symbol.objcDeclaration {
            let highlighted = CodeHighlighter(.objectiveC).html(DeclarationLayout.objectiveC(objc))
            html += "<pre class=\"decl\" data-decl=\"objc\"><code class=\"language-objc\">\(highlighted)</code></pre>\n"
        } else {
            html += "<p class=\"decl-none\" data-decl=\"objc\">\(HTMLEscaping.escape(strings[language]!["noObjC"]!))</p>\n"
        }
        return html + "</div>\n"
    }

    /// A link to an entry, on this page or another area's, with its name breakable.
    static func entryLink(_ symbol: APISymbol, from origin: SiteLocation, language: Language) -> String {
        let target = Self.location(of: symbol.area, language: language)
        let href = target == origin ? "#\(symbol.id)" : "\(origin.relativeURL(to: target))#\(symbol.id)"
        return "<a href=\"\(HTMLEscaping.escape(href))\"><code>\(nameHTML(symbol))</code></a>"
    }

    /// A symbol's name as titles, Topics, See Also and the contents show it: the Swift
    /// name, and the Objective-C one beside it for the reader who chose Objective-C
    /// (style.css shows one of them by `html[data-decl]`, set before the first paint).
    static func nameHTML(_ symbol: APISymbol) -> String {
        guard let objc = symbol.objcName, objc != symbol.swiftName else { return IdentifierBreaks.html(symbol.swiftName) }
        return "<span class=\"name-swift has-objc\">\(IdentifierBreaks.html(symbol.swiftName))</span><span class=\"name-objc\">\(IdentifierBreaks.html(objc))</span>"
    }

    /// DocC's Topics: the area's entries grouped by kind, each with its one-line summary.
    static func topicsHTML(_ area: ReferenceArea, from location: SiteLocation, language: Language) -> String {
        var html = "<section class=\"topics\">\n<h2 id=\"topics\">\(strings[language]!["topics"]!)</h2>\n"
        for group in ReferenceTopics.groups(in: area) {
            html += "<h3>\(HTMLEscaping.escape(ReferenceTopics.title(of: group.kind, language: language)))</h3>\n<ul class=\"topic-list\">\n"
            for symbol in group.symbols {
                html += "<li>\(entryLink(symbol, from: location, language: language)) <span class=\"topic-summary\">\(HTMLEscaping.escape(symbol.summary[language]))</span></li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    static func seeAlsoHTML(_ symbol: APISymbol, from location: SiteLocation, language: Language) -> String {
        let related = ReferenceTopics.seeAlso(symbol)
        guard !related.isEmpty else { return "" }
        return "<div class=\"see-also\">\n<h3>\(strings[language]!["seeAlso"]!)</h3>\n<ul>\n"
            + related.map { "<li>\(entryLink($0, from: location, language: language))</li>\n" }.joined()
            + "</ul>\n</div>\n"
    }

    /// One area's page. With `body` false the HTML is not made, only the anchors and
    /// contents list, which come from the same loop either way.
    static func page(for area: ReferenceArea, language: Language, body: Bool = true) -> GeneratedPage {
        let text = strings[language]!
        let here = location(of: area, language: language)
        var html = ""
        func add(_ piece: @autoclosure () -> String) { if body { html += piece() } }
        add("<p class=\"lead\">\(HTMLEscaping.escape(area.summary[language]))</p>\n")
        add(declarationSwitchHTML(language: language))
        add(topicsHTML(area, from: here, language: language))
        var anchors: Set<String> = ["topics"]
        var toc: [(id: String, text: String, level: Int)] = [("topics", text["topics"]!, 2)]
        for symbol in SymbolCatalogue.symbols(in: area) {
            anchors.insert(symbol.id)
            toc.append((symbol.id, symbol.swiftName, 2))
            guard body else { continue }
            html += "<section class=\"entry\">\n<h2 id=\"\(symbol.id)\"><code>\(nameHTML(symbol))</code><a class=\"anchor\" href=\"#\(symbol.id)\" aria-label=\"#\">#</a></h2>\n"
            var spellings: [String] = []
            if let objc = symbol.objcName { spellings.append("\(text["objc"]!): <code>\(IdentifierBreaks.html(objc))</code>") }
            if !symbol.aliases.isEmpty {
                spellings.append("\(text["also"]!): " + symbol.aliases.map { "<code>\(IdentifierBreaks.html($0))</code>" }.joined(separator: ", "))
            }
            if !spellings.isEmpty { html += "<p class=\"spellings\">\(spellings.joined(separator: " · "))</p>\n" }
            html += declarationHTML(symbol, language: language)
            html += availabilityHTML(symbol, language: language)
            html += "<p>\(HTMLEscaping.escape(symbol.summary[language]))</p>\n"
            let related = symbol.relatedTableIDs.filter { ReferenceTables.table(id: $0) != nil }
            if !related.isEmpty {
                html += "<p class=\"related\">\(text["tables"]!): " + related.map { id in
                    "<a href=\"#table-\(id)\">\(HTMLEscaping.escape(ReferenceTables.table(id: id)!.caption[language]))</a>"
                }.joined(separator: ", ") + "</p>\n"
            }
            html += seeAlsoHTML(symbol, from: here, language: language)
            html += "</section>\n"
        }
        let figures = ReferenceFigures.html(for: area, language: language, body: body)
        add(figures.html)
        anchors.formUnion(figures.anchors)
        toc += figures.toc
        for id in tableIDs(for: area) {
            guard let table = ReferenceTables.table(id: id) else { continue }
            anchors.insert("table-" + id)
            toc.append(("table-" + id, table.caption[language], 2))
            add(tableHTML(table, language: language))
        }
        // Tables linked from entries of other areas must still resolve on this page.
        for symbol in SymbolCatalogue.symbols(in: area) {
            for id in symbol.relatedTableIDs where ReferenceTables.table(id: id) != nil && !anchors.contains("table-" + id) {
                anchors.insert("table-" + id)
                let table = ReferenceTables.table(id: id)!
                toc.append(("table-" + id, table.caption[language], 2))
                add(tableHTML(table, language: language))
            }
        }
        return GeneratedPage(location: location(of: area, language: language), source: "reference/\(area.rawValue).md",
                             title: language.labelled(text["reference"]!, area.title[language]), summary: area.summary[language],
                             contentHTML: html, anchors: anchors, toc: toc)
    }
}
