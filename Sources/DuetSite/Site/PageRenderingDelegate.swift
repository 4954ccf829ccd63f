import DuetContent
import DuetMarkdown
import DuetModel

/// Renders one content page: heading ids, links between pages, model tables in place of
/// `duet-table` blocks, and code spans linked to the reference.
final class PageRenderingDelegate: HTMLRenderingDelegate {
    let page: ContentPage
    let location: SiteLocation
    let anchors: [SourceLocation: String]
    let links: LinkTable
    let crossLinks: any CrossLinkResolving
    let blockRenderers: [any BlockRendering]
    /// Start locations of stale translated blocks, marked `class="stale"` for readers.
    var staleBlocks: Set<SourceLocation> = []
    /// Whether headings get their `id` here. A page carries both languages' blocks, and
    /// only the page's own language may hold an id (ids are unique in a document); the
    /// other language's headings keep it in `data-anchor`, and the reader script moves the
    /// ids onto whichever headings the chosen mode shows.
    var ownsAnchors = true
    /// Per top-level block start, the glossary entries this block may link (see
    /// `AlignedGlossaryTerms`); a block absent from the map keeps no restriction.
    var alignedTerms: [SourceLocation: Set<String>?] = [:]
    /// The glossary terms this page links (`PageTermSelection`); nil links every term.
    var linkableTerms: Set<String>?
    private var allowedTerms: Set<String>?
    /// When set, a heading's id attribute is written with `PairBody.marker` in place of its
    /// name, whatever `ownsAnchors` says, so one rendering serves both pages of a pair.
    var writesAnchorMarkers = false
    /// How many markers were written.
    private(set) var anchorMarkersWritten = 0
    /// The same page in the other language, relative to this one, for a link beside each
    /// section heading: without JavaScript a reader who switches language lands at the
    /// section they were reading, not at the top. Nil on single-language pages.
    var otherLanguageURL: String?
    /// Glossary terms already linked on this page (in this language's blocks): a term links
    /// on its first use per page, as in Apple's documentation, so a chapter is not a field of
    /// links to the same few entries; the card on that one link explains it.
    private var linkedTerms: Set<String> = []
    /// Reference entries (`page#anchor`) already linked in the current section: like a
    /// term, a symbol links on its first use per section and is plain code after that, so
    /// a paragraph full of API names is not a row of tab stops.
    private var linkedSymbols: Set<String> = []
    private var insideLinkOrHeading = 0
    /// The enumerations the current paragraph or table names, so that a short case
    /// (`.tile`) links to its own enumeration's entry (`ShortCaseContext`), and the
    /// position of the next code span in that block.
    private var shortCases = ShortCaseContext.empty
    private var codeSpanPosition = 0

    init(page: ContentPage, location: SiteLocation, anchors: [SourceLocation: String], links: LinkTable,
         crossLinks: any CrossLinkResolving, blockRenderers: [any BlockRendering]) {
        self.page = page
        self.location = location
        self.anchors = anchors
        self.links = links
        self.crossLinks = crossLinks
        self.blockRenderers = blockRenderers
    }

    /// Tables in the guide are keyed by their first column (a device, a style, a call).
    var marksRowHeaders: Bool { true }

    func attributes(for node: MarkdownNode) -> [HTMLAttribute] {
        if case .heading = node.kind, let id = anchors[node.range.start] {
            return [HTMLAttribute("id", id)]
        }
        return StaleMarking.attributes(for: node, staleBlocks: staleBlocks)
    }

    func resolvedDestination(_ destination: String, of node: MarkdownNode) -> String {
        guard let target = LinkTable.internalTarget(destination),
              let url = pageLink(source: target.source, fragment: target.fragment) else {
            return destination
        }
        return url
    }

    /// The link to a page writers name by its source (`04-segues.md`), in the language of
    /// the page the block is read on, whichever language the block is in: a reader of the
    /// Chinese page who reads an English passage stays in the Chinese site.
    ///
    /// When the body is shared by both pages of the pair (`writesAnchorMarkers`), the URL
    /// must lead to the target in each page's language from each page. It does when the
    /// target's folder is the same in both languages, as it is unless a page sets its own
    /// slug in one of them; otherwise the link is written with `PairBody.notShared`, and
    /// each page renders its body alone with its own link.
    func pageLink(source: String, fragment: String?) -> String? {
        guard let resolved = links.location(forSource: source, language: location.language) else { return nil }
        let url = location.relativeURL(to: resolved, fragment: fragment)
        guard writesAnchorMarkers else { return url }
        let other = location.language.counterpart
        if let otherPage = links.location(forSource: page.fileName, language: other),
           let otherTarget = links.location(forSource: source, language: other),
           otherPage.relativeURL(to: otherTarget, fragment: fragment) != url {
            return PairBody.notShared + url
        }
        return url
    }

    func customHTML(for node: MarkdownNode, renderer: HTMLRenderer) -> String? {
        if let allowed = alignedTerms[node.range.start] { allowedTerms = allowed }
        if let id = FigureFence.figureID(of: node) { return figureHTML(id: id, node: node, renderer: renderer) }
        for block in blockRenderers {
            if let html = block.html(for: node, language: page.language, renderer: renderer) { return html }
        }
        switch node.kind {
        case .paragraph, .table:
            shortCases = ShortCaseContext(codeSpans: node.codeSpans)
            codeSpanPosition = 0
            return nil
        case .heading:
            linkedSymbols = []
            insideLinkOrHeading += 1
            defer { insideLinkOrHeading -= 1 }
            let id = anchors[node.range.start]
            let level = if case .heading(let l) = node.kind { l } else { 2 }
            let inner = renderer.renderInlines(node)
            let stale = StaleMarking.attributes(for: node, staleBlocks: staleBlocks)
                .map { " \($0.name)=\"\(HTMLEscaping.escape($0.value))\"" }.joined()
            guard let id else { return "<h\(level)\(stale)>\(inner)</h\(level)>\n" }
            let escaped = HTMLEscaping.escape(id)
            let name = writesAnchorMarkers ? PairBody.marker(page.language) : ownsAnchors ? " id" : " data-anchor"
            if writesAnchorMarkers { anchorMarkersWritten += 1 }
            let idAttribute = "\(name)=\"\(escaped)\""
            let label = LocalizedText(en: "Link to this section", key: "interface.section-link")[page.language]
            var switchLink = ""
            if let otherLanguageURL {
                let other = page.language.counterpart
                let name = other.nativeName
                switchLink = "<a class=\"other-language\" href=\"\(HTMLEscaping.escape(otherLanguageURL))#\(escaped)\" hreflang=\"\(other.tag)\" lang=\"\(other.tag)\">\(name)</a>"
            }
            return "<h\(level)\(stale)\(idAttribute)>\(inner)<a class=\"anchor\" href=\"#\(escaped)\" aria-label=\"\(label)\">#</a>\(switchLink)</h\(level)>\n"
        case .blockQuote:
            // A version note ("> **iOS 17 and later:** …") is a note beside the text, not a
            // quotation: an aside with the note role (not a landmark), named as one.
            guard VersionNote.isVersionNote(node) else { return nil }
            let stale = StaleMarking.attributes(for: node, staleBlocks: staleBlocks)
                .map { " \($0.name)=\"\(HTMLEscaping.escape($0.value))\"" }.joined()
            let label = LocalizedText(en: "Version note", key: "interface.versionNote")[page.language]
            return "<aside class=\"version-note\" role=\"note\" aria-label=\"\(HTMLEscaping.escape(label))\"\(stale)>\n"
                + renderer.renderChildren(of: node) + "</aside>\n"
        case .codeBlock(let info, let code):
            guard let language = HighlightedLanguage(info: info) else { return nil }
            let stale = StaleMarking.attributes(for: node, staleBlocks: staleBlocks)
                .map { " \($0.name)=\"\(HTMLEscaping.escape($0.value))\"" }.joined()
            let highlighted = CodeHighlighter(language).html(code)
            return "<pre\(stale)><code class=\"language-\(language.rawValue) highlighted\">\(highlighted)</code></pre>\n"
        case .link(let destination, let title):
            insideLinkOrHeading += 1
            defer { insideLinkOrHeading -= 1 }
            let href = resolvedDestination(destination, of: node)
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
            // `[](#figure-<id>)`: a reference to a figure of this chapter reads as its number.
            var text = renderer.renderInlines(node)
            if node.children.isEmpty, let label = figureLabel(referencedBy: destination) { text = HTMLEscaping.escape(label) }
            return "<a href=\"\(HTMLEscaping.escape(href))\"\(titleAttribute)>\(text)</a>"
        case .code(let code):
            // The reference page in the language the page is read in (see `pageLink`): the
            // reference pages of both languages carry every entry under the same id.
            // A name breaks only at its own boundaries (IdentifierBreaks); a span with spaces
            // breaks at its spaces and inside each name in it by the same rule.
            let inner = code.contains(" ") ? (IdentifierBreaks.textHTML(code) ?? HTMLEscaping.escape(code)) : IdentifierBreaks.html(code)
            let position = codeSpanPosition
            codeSpanPosition += 1
            let spelling = shortCases.fullSpelling(of: code, at: position) ?? code
            guard insideLinkOrHeading == 0, let target = crossLinks.symbolTarget(for: spelling, language: location.language),
                  linkedSymbols.insert(target.location.segments.joined(separator: "/") + "#" + target.anchor).inserted
            else { return "<code>\(inner)</code>" }
            // The tooltip with the other spelling comes from `assets/symbol-names.js` (SymbolNames);
            // the script knows a symbol link by its href into the reference, so it has no class.
            let href = location.relativeURL(to: target.location, fragment: target.anchor)
            return "<a href=\"\(HTMLEscaping.escape(href))\"><code>\(inner)</code></a>"
        case .text(let text):
            guard insideLinkOrHeading == 0,
                  let linked = crossLinks.linkGlossaryTerms(in: text, language: page.language, from: location, firstUse: &linkedTerms,
                                                            allowed: allowedTerms, linkable: linkableTerms)
            else { return nil }
            return linked
        default:
            return nil
        }
    }

    /// The page's figures in order, for their numbers.
    private lazy var figureIDs: [String] = FigureFence.figureIDs(in: page.document)

    /// "Figure 2-1" for the figure `id` of this page, nil when the page has no such figure.
    func figureLabel(of id: String) -> String? {
        guard let index = figureIDs.firstIndex(of: id) else { return nil }
        return FigureBlock.label(chapter: page.order, number: index + 1, language: page.language)
    }

    /// The label of a link to `#figure-<id>` on this page.
    func figureLabel(referencedBy destination: String) -> String? {
        guard destination.hasPrefix("#figure-") else { return nil }
        return figureLabel(of: String(destination.dropFirst("#figure-".count)))
    }

    /// A figure fence: numbered in its chapter, captioned by the fence's body (rendered as
    /// inline Markdown, so code spans and terms link as in prose), its anchor owned like a
    /// heading's by the page's language.
    private func figureHTML(id: String, node: MarkdownNode, renderer: HTMLRenderer) -> String {
        let captionHTML = FigureFence.writtenCaption(of: node).flatMap { caption -> String? in
            let parsed = MarkdownParser(firstLine: node.range.start.line + 1).parse(caption)
            guard let paragraph = parsed.children.first, case .paragraph = paragraph.kind else { return nil }
            return renderer.renderInlines(paragraph)
        }
        let name = writesAnchorMarkers ? PairBody.marker(page.language) : ownsAnchors ? " id" : " data-anchor"
        let html = FigureBlock.html(id: id, language: page.language, label: figureLabel(of: id), captionHTML: captionHTML, anchorAttribute: name)
        if writesAnchorMarkers && !html.isEmpty { anchorMarkersWritten += 1 }
        return html
    }
}

/// A block a preprocessor renders itself, such as a `duet-table` fence replaced by a
/// model table in the page's language.
public protocol BlockRendering: Sendable {
    func html(for node: MarkdownNode, language: Language, renderer: HTMLRenderer) -> String?
}
