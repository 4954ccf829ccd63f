import DuetContent
import DuetMarkdown
import DuetModel

/// The figures each reference page shows, after its entries and before its tables: a
/// reader who looks a topic up sees the drawings the chapters use, from the same code.
enum ReferenceFigures {
    static func figureIDs(for area: ReferenceArea) -> [String] {
        let wanted: [String] = switch area {
        case .traits: ["trait-propagation", "property-update-sequence"]
        case .devices: ["device-size-classes", "ipad-window-widths", "layout-guide-regions"]
        case .presentationStyles: ["presentation-styles", "presentation-context"]
        case .segueKinds: ["segue-life-cycle", "unwind-search"]
        case .callbackSequences: ["rotation-sequence", "transition-animation-sequence", "custom-presentation-sequence", "container-child-sequence"]
        case .transitions: ["transition-objects"]
        case .containers: ["container-child-sequence"]
        default: []
        }
        return wanted.filter { FigureCatalogue.figure(id: $0) != nil }
    }

    /// The figures of one area, each under a heading with the figure's anchor; the
    /// figure element itself carries none, since the heading is what links land on.
    /// With `body` false, only the anchors and contents entries (see
    /// `ReferencePages.outlines`).
    static func html(for area: ReferenceArea, language: Language, body: Bool = true)
        -> (html: String, anchors: [String], toc: [(id: String, text: String, level: Int)]) {
        var html = ""
        var anchors: [String] = []
        var toc: [(id: String, text: String, level: Int)] = []
        for id in figureIDs(for: area) {
            guard let figure = FigureCatalogue.figure(id: id) else { continue }
            let anchor = FigureFence.anchor(of: id)
            let title = figure.caption[language]
            anchors.append(anchor)
            toc.append((anchor, title, 2))
            guard body else { continue }
            html += "<h2 id=\"\(anchor)\">\(HTMLEscaping.escape(title))<a class=\"anchor\" href=\"#\(anchor)\" aria-label=\"#\">#</a></h2>\n"
            html += FigureBlock.html(id: id, language: language, anchorAttribute: nil)
        }
        return (html, anchors, toc)
    }
}
