import DuetContent
import DuetMarkdown
import DuetModel
import Synchronization

/// Replaces a fenced block whose info string is `duet-figure <id>` with the model's
/// figure in the page's language: inline SVG, one drawing per `FigureLayout`, of which
/// the stylesheet shows the widest that fits the figure's box; for sequence diagrams the ordered list of
/// calls, and a caption. The fence's body is the caption in the page's language (empty:
/// the figure's own title). In a chapter the figure is numbered ("Figure 2-1" in English, the catalog's word for it in Chinese)
/// by `PageRenderingDelegate`; unknown ids are reported by `ModelTableCheck`.
public struct FigureBlock: BlockRendering {
    public init() {}

    /// "Figure 2-1", in the page's language.
    public static func label(chapter: Int, number: Int, language: Language) -> String {
        LocalizedText(en: "Figure {number}", key: "figure.label", arguments: ["number": LocalizedText(invariant: "\(chapter)-\(number)")])[language]
    }

    public func html(for node: MarkdownNode, language: Language, renderer: HTMLRenderer) -> String? {
        guard let id = FigureFence.figureID(of: node) else { return nil }
        guard FigureCatalogue.figure(id: id) != nil else { return "" }
        return Self.html(id: id, language: language)
    }

    /// The drawing and its list of calls, made once per process, language and installed
    /// reference catalog, however many pages show the figure.
    private static let drawn = Mutex<[String: String]>([:])

    static func drawing(id: String, language: Language) -> String? {
        let key = id + "|" + language.rawValue + "|" + String(ModelStrings.generation)
        if let cached = drawn.withLock({ $0[key] }) { return cached }
        guard let figure = FigureCatalogue.figure(id: id) else { return nil }
        // One drawing per layout; a drawing two layouts share is written once, named by
        // both. The stylesheet shows the one for the space the figure has (container queries).
        var drawings: [(svg: String, layouts: [FigureLayout])] = []
        for layout in FigureLayout.allCases {
            let svg = figure.document(language: language, layout: layout).inlineRendered()
            if let index = drawings.firstIndex(where: { $0.svg == svg }) { drawings[index].layouts.append(layout) } else { drawings.append((svg, [layout])) }
        }
        var html = ""
        for drawing in drawings {
            html += "<div class=\"figure-layout\" data-layouts=\"\(drawing.layouts.map(\.rawValue).joined(separator: " "))\">\n" + drawing.svg + "</div>\n"
        }
        html += "</div>\n"
        if let steps = figure.steps(language: language) {
            html += "<details class=\"figure-steps\"><summary>\(LocalizedText(en: "The calls in order", key: "figure.calls-in-order")[language])</summary>\n<ol>\n"
            for step in steps { html += "<li>\(HTMLEscaping.escape(step))</li>\n" }
            html += "</ol>\n</details>\n"
        }
        drawn.withLock { $0[key] = html }
        return html
    }

    /// One figure. `anchorAttribute` is the name the anchor is written under (` id`, or
    /// the pair's marker so the other language's copy gets ` data-anchor`; nil for none); `label` is
    /// its number, `captionHTML` the caption the content wrote (else the figure's title).
    static func html(id: String, language: Language, label: String? = nil, captionHTML: String? = nil,
                     anchorAttribute: String? = " id") -> String {
        guard let figure = FigureCatalogue.figure(id: id), let drawing = drawing(id: id, language: language) else { return "" }
        let caption = captionHTML ?? HTMLEscaping.escape(figure.caption[language])
        let anchored = anchorAttribute.map { "\($0)=\"\(FigureFence.anchor(of: id))\"" } ?? ""
        let editions = FigureCatalogue.editions(of: id)
        var html = "<figure class=\"model-figure\"\(anchored) data-figure=\"\(HTMLEscaping.escape(id))\"\(EditionChoices.attribute(editions))>\n"
        // The box scrolls only where a column is narrower than the drawing's smallest
        // legible width, and is focusable so a keyboard can scroll it. It has no name of
        // its own: the caption names the figure, and the drawing says what it shows.
        let scroll = "<div class=\"figure-scroll\" tabindex=\"0\" role=\"group\">\n" + drawing
        // The drawing computed for each release, shown by the edition switch in place of
        // the one for every release when a release is chosen.
        let variants = FigureReleaseVariants.html(id: id, language: language)
        html += variants.isEmpty ? scroll : "<div class=\"release-variant\" data-variant=\"all\">\n" + scroll + "</div>\n" + variants
        // Like every generated table, a figure names the releases it holds for in a badge
        // at the head of its caption. HTML allows a figcaption only as a figure's first or
        // last child.
        html += "<figcaption>" + EditionChoices.badgeHTML(editions) + " "
        if let label { html += "<span class=\"figure-number\">\(HTMLEscaping.escape(label))</span> " }
        html += caption + "</figcaption>\n"
        html += "</figure>\n"
        // Where the drawing's facts come from, once, under it.
        return html + BlockSources.html(BlockSources.entries(ofFigure: id, language: language), language: language,
                                        subject: figure.caption[language])
    }
}
