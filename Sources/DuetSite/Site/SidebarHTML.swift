import DuetContent
import DuetModel
import Foundation

/// The sidebar's repeated parts, rendered with their own templates (`sidebar-chapter`,
/// `reference-nav`) and inserted into `sidebar.mustache` as HTML.
///
/// Every chapter page of a language shows the same reference links and, for each chapter
/// but its own, the same chapter entry; swift-mustache resolves every tag with dynamic
/// casts, so rendering those parts once per language instead of on every page removes
/// a large share of a page's template work (docs/benchmark.md). Parts are rendered the
/// first time a page needs them, so a build that renders few pages renders few parts.
/// Chapter pages all sit one folder below their language's home, so the relative links
/// of a part rendered for one of them hold for all.
final class SidebarHTML: @unchecked Sendable {
    private let templates: TemplateSet
    private let settings: SiteSettings
    private let links: LinkTable
    private let lock = NSLock()
    /// Chapter entries that are not the current one (their fields and HTML), by language
    /// and source file.
    private var chapters: [Language: [String: [String: Any]]] = [:]
    private var referenceNav: [Language: (items: [[String: Any]], html: String)] = [:]

    init(templates: TemplateSet, settings: SiteSettings, links: LinkTable) {
        self.templates = templates
        self.settings = settings
        self.links = links
    }

    /// The `nav` items of the chapter page at `current`: each item keeps its fields (for
    /// sidebars that list them themselves) and carries its HTML; the current chapter's is
    /// rendered here, with its sections.
    func navigation(_ pairs: [PagePair], language: Language, current: SiteLocation, sections: [[String: Any]]) -> [[String: Any]] {
        pairs.compactMap { pair -> [String: Any]? in
            guard let target = links.location(forSource: pair.fileName, language: language) else { return nil }
            if target != current, let known = known(pair.fileName, language: language) { return known }
            guard var item = PageTemplateContext.navigation(pairs: [pair], language: language, current: current, links: links,
                                                            from: current).first else { return nil }
            if target == current {
                item["sections"] = sections
                item["hasSections"] = !sections.isEmpty
                item["html"] = Self.chapter(item, templates: templates)
            } else {
                item["hasSections"] = false
                item["html"] = Self.chapter(item, templates: templates)
                remember(item, for: pair.fileName, language: language)
            }
            return item
        }
    }

    /// The reference links of a chapter page at `location`, as a list and as HTML.
    func referenceNav(from location: SiteLocation) -> (items: [[String: Any]], html: String) {
        lock.lock()
        let known = referenceNav[location.language]
        lock.unlock()
        if let known { return known }
        let items = GeneratedPageRenderer.referenceNavigation(language: location.language, from: location, current: nil)
            .map(TemplateText.wrappingStrings)
        let html = Self.referenceNav(items, language: location.language, from: location, settings: settings, templates: templates)
        lock.lock()
        referenceNav[location.language] = (items, html)
        lock.unlock()
        return (items, html)
    }

    /// A chapter's entry as every page but its own shows it, if already rendered.
    private func known(_ fileName: String, language: Language) -> [String: Any]? {
        lock.lock()
        defer { lock.unlock() }
        return chapters[language]?[fileName]
    }

    private func remember(_ item: [String: Any], for fileName: String, language: Language) {
        lock.lock()
        defer { lock.unlock() }
        chapters[language, default: [:]][fileName] = item
    }

    /// One chapter's entry, without the line break that ends the template: the sidebar
    /// puts each entry on a line of its own.
    static func chapter(_ item: [String: Any], templates: TemplateSet) -> String {
        var item = item
        if item["hasSections"] == nil { item["hasSections"] = false }
        return trimmingFinalNewline(templates.render("sidebar-chapter", item))
    }

    /// The reference links (`GeneratedPageRenderer.referenceNavigation`) rendered.
    static func referenceNav(_ items: [[String: Any]], language: Language, from: SiteLocation, settings: SiteSettings,
                             templates: TemplateSet) -> String {
        var values = PageTemplateContext.common(settings: settings, language: language, location: from)
        values["referenceNav"] = items
        return trimmingFinalNewline(templates.render("reference-nav", values))
    }

    /// `nav` items of a page rendered on its own (homes, reference pages), each given
    /// its HTML here.
    static func navigation(_ items: [[String: Any]], templates: TemplateSet) -> [[String: Any]] {
        items.map { item in
            var item = item
            item["html"] = chapter(item, templates: templates)
            return item
        }
    }

    /// The chapter entries of `nav` as one piece of HTML, an entry per line, inserted as
    /// `navHTML`: a loop over twenty entries in the sidebar template cost more than the
    /// entries' own rendering once they were shared (docs/benchmark.md).
    static func joined(_ items: [[String: Any]]) -> String {
        items.compactMap { ($0["html"] as? String) ?? ($0["html"] as? TemplateText)?.text }.joined(separator: "\n")
    }

    private static func trimmingFinalNewline(_ text: String) -> String {
        text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
