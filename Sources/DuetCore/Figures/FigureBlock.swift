import DuetMarkdown
import DuetModel
import Synchronization

/// Replaces a fenced block whose info string is `duet-figure <id>` with the model's
/// figure in the page's language: inline SVG in a box that scrolls when the column is
/// narrower than the figure's minimum width, a caption, and for sequence diagrams the
/// ordered list of calls. Unknown ids are reported by `FigureCheck`.
public struct FigureBlock: BlockRendering {
    public init() {}

    /// The figure id of a `duet-figure` fence, or nil for any other node.
    public static func figureID(of node: MarkdownNode) -> String? {
        guard case .codeBlock(let info, _) = node.kind else { return nil }
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "duet-figure" else { return nil }
        return words.count > 1 ? String(words[1]) : ""
    }

    public func html(for node: MarkdownNode, language: Language, renderer: HTMLRenderer) -> String? {
        guard let id = Self.figureID(of: node) else { return nil }
        guard FigureCatalogue.figure(id: id) != nil else { return "" }
        return Self.html(id: id, language: language)
    }

    /// Figures are drawn once per process and language, however many pages show them.
    private static let drawn = Mutex<[String: String]>([:])

    static func html(id: String, language: Language) -> String {
        let key = id + "|" + language.rawValue
        if let cached = drawn.withLock({ $0[key] }) { return cached }
        guard let figure = FigureCatalogue.figure(id: id) else { return "" }
        let zh = language == .zh
        var html = "<figure class=\"model-figure\" id=\"figure-\(id)-\(language.rawValue)\">\n"
        html += "<div class=\"figure-scroll\" tabindex=\"0\" role=\"group\" aria-label=\"\(HTMLEscaping.escape(figure.caption[language]))\">\n"
        html += figure.document(language: language).rendered()
        html += "</div>\n"
        if let steps = figure.steps(language: language) {
            html += "<details class=\"figure-steps\"><summary>\(zh ? "按顺序列出的调用" : "The calls in order")</summary>\n<ol>\n"
            for step in steps { html += "<li>\(HTMLEscaping.escape(step))</li>\n" }
            html += "</ol>\n</details>\n"
        }
        // HTML allows a figcaption only as a figure's first or last child.
        html += "<figcaption>\(HTMLEscaping.escape(figure.caption[language]))</figcaption>\n"
        html += "</figure>\n"
        drawn.withLock { $0[key] = html }
        return html
    }
}
