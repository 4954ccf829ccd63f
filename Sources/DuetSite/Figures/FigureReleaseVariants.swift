import DuetMarkdown
import DuetModel
import Synchronization

/// A figure as the model draws it for each release it holds in, grouped where releases
/// give the same drawing: the edition switch shows the drawing of the chosen release in
/// place of the one for every release (the device table of iOS 8 still has the iPhone
/// 4s, the iPad window widths of iOS 26 have no Split View). Without JavaScript, or with
/// "every release" chosen, the drawing for every release shows.
enum FigureReleaseVariants {
    /// The variants' HTML per figure, language and installed reference catalog, made once
    /// per process.
    private static let made = Mutex<[String: String]>([:])

    /// The releases that give each distinct drawing, oldest first; empty when every
    /// release gives the drawing for every release.
    static func groups(of figure: Figure, language: Language) -> [(releases: [Release], svg: String)] {
        let everyRelease = figure.document(language: language).inlineRendered()
        var groups: [(releases: [Release], svg: String)] = []
        // Only the releases the figure's caption and badge speak for: a figure of the
        // sheet's dismissal calls offers no drawing for iOS 12, where they did not exist.
        let range = FigureCatalogue.editions(of: figure.id)
        for release in Release.all where range?.contains(release) ?? true {
            guard let svg = figure.document(language: language, release: release)?.inlineRendered() else { continue }
            if let index = groups.firstIndex(where: { $0.svg == svg }) {
                groups[index].releases.append(release)
            } else {
                groups.append(([release], svg))
            }
        }
        if groups.allSatisfy({ $0.svg == everyRelease }) { return [] }
        return groups
    }

    /// Each variant in a scroll box like the figure's own, hidden until the switch picks
    /// one of its releases.
    static func html(id: String, language: Language) -> String {
        let key = id + "|" + language.rawValue + "|" + String(ModelStrings.generation)
        if let cached = made.withLock({ $0[key] }) { return cached }
        guard let figure = FigureCatalogue.figure(id: id) else { return "" }
        let body = groups(of: figure, language: language).map { group in
                "<div class=\"release-variant\" data-variant=\"" + group.releases.map { String($0.major) }.joined(separator: " ")
                    + "\" data-badge=\"" + HTMLEscaping.escape(ReleaseVariants.badge(group.releases)) + "\" hidden>\n"
                + "<div class=\"figure-scroll\" tabindex=\"0\" role=\"group\">\n" + group.svg + "</div>\n</div>\n"
        }.joined()
        made.withLock { $0[key] = body }
        return body
    }
}
