@testable import DuetContent
@testable import DuetSite
import DuetMarkdown
import DuetTestSupport
import DuetModel
import Testing

/// A glossary small enough to reason about in each test.
func sampleGlossary() -> Glossary {
    func entry(_ id: String, _ en: String, _ forms: [String], _ zh: String, _ alternates: [String] = []) -> GlossaryEntry {
        GlossaryEntry(id: id, en: en, enForms: forms, zh: zh, zhAlternates: alternates + [en], zhForbidden: [], symbols: [],
                      definition: LocalizedText(english: "", chinese: ""), location: FileLocation(file: "glossary.yml"))
    }
    return Glossary(entries: [
        entry("view-controller", "view controller", ["view controllers"], "视图控制器"),
        entry("controller", "controller", ["controllers"], "控制器"),
        entry("popover", "popover", ["popovers"], "弹出框"),
        entry("trait", "trait", ["traits"], "特征"),
    ])
}

@Suite("Cross-links from prose to the model")
struct CrossLinkTests {
    init() { ShippedStrings.install() }

    let links = ModelCrossLinks(glossary: sampleGlossary())
    let page = SiteLocation(language: .en, segments: ["adaptive-model"])

    @Test("an Objective-C selector and its Swift name link to the same reference entry")
    func bothSpellings() throws {
        let swift = try #require(links.symbolTarget(for: "traitCollectionDidChange(_:)", language: .en))
        let objc = try #require(links.symbolTarget(for: "traitCollectionDidChange:", language: .en))
        #expect((swift.location, swift.anchor) == (objc.location, objc.anchor))
        #expect(swift.location.segments.first == "reference")
        let full = try #require(links.symbolTarget(for: "UIModalPresentationFullScreen", language: .zh))
        let short = try #require(links.symbolTarget(for: ".fullScreen", language: .zh))
        #expect((full.location, full.anchor) == (short.location, short.anchor))
        #expect(full.location.language == .zh)
    }

    @Test("a code span that names nothing gets no link")
    func unknownSymbol() {
        #expect(links.symbolTarget(for: "UINotARealThing", language: .en) == nil)
    }

    @Test("a glossary term links on its first use in a section only")
    func firstUsePerSection() throws {
        var used: Set<String> = []
        let first = try #require(links.linkGlossaryTerms(in: "A popover shows a popover.", language: .en, from: page, firstUse: &used, allowed: nil))
        #expect(first.components(separatedBy: "<a ").count == 2)
        #expect(first.hasPrefix("A <a href=\"../glossary/index.html#popover\">popover</a> shows a popover."))
        #expect(links.linkGlossaryTerms(in: "Another popover.", language: .en, from: page, firstUse: &used, allowed: nil) == nil)
    }

    @Test("a glossary link carries only its href; the names and definitions are written once for the site, escaped for a script")
    func cardData() throws {
        let entry = GlossaryEntry(id: "popover", en: "popover", enForms: [], zh: "弹出框", zhAlternates: [], zhForbidden: [], symbols: [],
                                  definition: LocalizedText(english: "A view that floats \"over\" </script>.", chinese: "浮在内容上方的视图。"),
                                  location: FileLocation(file: "glossary.yml"))
        let links = ModelCrossLinks(glossary: Glossary(entries: [entry]))
        var used: Set<String> = []
        let en = try #require(links.linkGlossaryTerms(in: "A popover.", language: .en, from: page, firstUse: &used, allowed: nil))
        // No class either: the stylesheet and the card script know the link by its href.
        #expect(en == "A <a href=\"../glossary/index.html#popover\">popover</a>.")
        let script = TermCard.script(Glossary(entries: [entry]))
        #expect(script.hasPrefix("window.DUET_TERMS = {"))
        #expect(script.contains("\"popover\":[\"popover\",\"弹出框\",\"A view that floats \\\"over\\\" \\u003c/script>.\",\"浮在内容上方的视图。\"]"), "\(script)")
        #expect(!script.contains("</script>"), "a definition cannot end the script")
    }

    @Test("a glossary link leads to the glossary of the page it is read on, whatever the text's language, from any depth")
    func glossaryOfThePage() throws {
        var used: Set<String> = []
        // Chinese text on the English page of a pair: the English glossary, one folder up.
        let zhOnEnglish = try #require(links.linkGlossaryTerms(in: "弹出框", language: .zh, from: page, firstUse: &used, allowed: nil))
        #expect(zhOnEnglish.contains("href=\"../glossary/index.html#popover\""), "\(zhOnEnglish)")
        used = []
        let reference = SiteLocation(language: .zh, segments: ["reference", "traits"])
        let deeper = try #require(links.linkGlossaryTerms(in: "A popover.", language: .en, from: reference, firstUse: &used, allowed: nil))
        #expect(deeper.contains("href=\"../../glossary/index.html#popover\""), "\(deeper)")
        #expect(!deeper.contains("/en/") && !deeper.contains("/zh/"), "no language folder in the link: \(deeper)")
    }

    @Test("Chinese matching needs no word boundaries and prefers the longest term")
    func chineseLongestMatch() throws {
        var used: Set<String> = []
        let zhPage = SiteLocation(language: .zh, segments: ["adaptive-model"])
        let html = try #require(links.linkGlossaryTerms(in: "每个视图控制器都有特征。", language: .zh, from: zhPage, firstUse: &used, allowed: nil))
        #expect(html.contains("#view-controller\">视图控制器</a>"))
        #expect(!html.contains("#controller\""))
        #expect(html.contains(">特征</a>"))
    }

    @Test("English matching respects word boundaries and case")
    func englishBoundaries() {
        let matcher = GlossaryMatcher(glossary: sampleGlossary())
        #expect(matcher.matches(in: "Traits matter; subtraits and portraits do not.", language: .en).map(\.entryID) == ["trait"])
        #expect(matcher.matches(in: "View controllers and a controller.", language: .en).map(\.entryID) == ["view-controller", "controller"])
    }
}

@Suite("Glossary links in rendered pages")
struct GlossaryRenderingTests {
    init() { ShippedStrings.install() }

    func render(_ markdown: String, language: Language = .en) -> String {
        let document = MarkdownParser().parse(markdown)
        let page = ContentPage(language: language, fileName: "01-x.md", path: "content/en/01-x.md", title: "X", slug: "x",
                               order: 1, summary: nil, document: document, source: markdown)
        let anchors = HeadingAnchors.assign(en: document, zh: nil)
        let delegate = PageRenderingDelegate(page: page, location: SiteLocation(language: language, segments: ["x"]),
                                             anchors: anchors.english, links: LinkTable(),
                                             crossLinks: ModelCrossLinks(glossary: sampleGlossary()), blockRenderers: [])
        return HTMLRenderer(delegate: delegate).render(document)
    }

    @Test("terms are not linked inside code, links or headings, and a term linked once on a page is not linked again in a later section")
    func notInsideCodeLinksOrHeadings() {
        let html = render("""
        ## Popover basics

        Use `popover` code, a [popover link](#x), then a popover.

        ## Next

        Another popover here.
        """)
        #expect(html.contains("<h2 id=\"popover-basics\">Popover basics"))
        #expect(!html.contains("<h2 id=\"popover-basics\"><a "))
        #expect(html.contains("<code>popover</code>"))
        #expect(html.contains("<a href=\"#x\">popover link</a>"))
        #expect(html.contains("then a <a href=\"../glossary/index.html#popover\">popover</a>"))
        #expect(html.contains("Another popover here."), "first use per page, not per section")
    }

    @Test("a symbol links only its first occurrence in a section, whichever spelling comes first, and again in the next section")
    func symbolFirstUsePerSection() {
        let html = render("""
        ## One

        Override `traitCollectionDidChange(_:)`, then call `traitCollectionDidChange:` and `traitCollectionDidChange(_:)` again.

        | Method | When |
        |---|---|
        | `traitCollectionDidChange(_:)` | after |

        ## Two

        In this section `traitCollectionDidChange(_:)` links again.
        """)
        let sections = html.replacingOccurrences(of: "<wbr>", with: "").components(separatedBy: "<h2")
        #expect(sections.count == 3)
        #expect(sections[1].components(separatedBy: "<a href=\"../reference/").count == 2)
        #expect(sections[1].contains("call <code>traitCollectionDidChange:</code> and <code>traitCollectionDidChange(_:)</code> again"))
        #expect(sections[1].contains("<td><code>traitCollectionDidChange(_:)</code></td>") || sections[1].contains("><code>traitCollectionDidChange(_:)</code></th>"))
        #expect(sections[2].components(separatedBy: "<a href=\"../reference/").count == 2)
    }

    @Test("a known symbol in a code span becomes a link to its reference entry")
    func symbolLink() {
        let raw = render("Override `traitCollectionDidChange(_:)` to react.")
        #expect(raw.contains("<code>trait<wbr>Collection<wbr>Did<wbr>Change<wbr>(_:)</code>"), "a name breaks only at its own boundaries")
        let html = raw.replacingOccurrences(of: "<wbr>", with: "")
        #expect(html.contains("<a href=\"../reference/callback-sequences/index.html#traitcollectiondidchange\"><code>"))
        #expect(!html.contains("class="), "a symbol link carries only its href")
        #expect(html.contains("><code>traitCollectionDidChange(_:)</code></a>"))
        // The link carries no title: the other spelling comes from assets/symbol-names.js.
        #expect(html.contains("#traitcollectiondidchange\"><code>traitCollectionDidChange(_:)</code></a>"))
        #expect(!html.contains("title="))
        let objc = render("Override `traitCollectionDidChange:` to react.").replacingOccurrences(of: "<wbr>", with: "")
        #expect(objc.contains("#traitcollectiondidchange\"><code>traitCollectionDidChange:</code></a>"))
    }

    @Test("symbol-names.js gives every catalogued symbol its Swift and Objective-C spellings, once, in id order")
    func symbolNamesScript() throws {
        let script = SymbolNames.script(SymbolCatalogue.all)
        #expect(script.hasPrefix("window.DUET_SYMBOLS = {\n"))
        #expect(script.contains("\"traitcollectiondidchange\":[\"traitCollectionDidChange(_:)\",\"traitCollectionDidChange:\"]"))
        let ids = script.split(separator: "\n").dropFirst().dropLast().map { line in
            String(line.dropFirst().prefix { $0 != "\"" })
        }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == Set(SymbolCatalogue.all.map(\.id)))
        // A symbol with no Objective-C name has an empty second spelling, never `null`.
        #expect(!script.contains("null"))
    }

    @Test("a symbol's tooltip names only the spellings the link does not show")
    func symbolTooltip() throws {
        let symbol = try #require(SymbolCatalogue.resolve("traitCollectionDidChange(_:)"))
        #expect(SymbolNames.title(of: symbol, shown: "traitCollectionDidChange(_:)") == "traitCollectionDidChange:")
        #expect(SymbolNames.title(of: symbol, shown: "traitCollectionDidChange:") == "traitCollectionDidChange(_:)")
        let swiftOnly = try #require(SymbolCatalogue.all.first { $0.objcName == nil })
        #expect(SymbolNames.title(of: swiftOnly, shown: swiftOnly.swiftName) == "")
    }
}
