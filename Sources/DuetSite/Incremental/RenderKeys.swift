import DuetContent
import DuetMarkdown
import DuetModel
import DuetOutput
import Foundation
import DuetSupport

/// Names everything a page's HTML is made from, so a later build can reuse the file when
/// nothing in that list changed.
///
/// A content page's HTML depends on its own pair (its text, and the other language's for
/// heading ids), on its stale blocks, and on the whole book only through the outline
/// (every page's file name, slug, title, summary and headings: sidebar, previous / next,
/// link targets), the glossary, the site settings, the templates and the duet executable
/// itself (the model, the renderer, the interface strings). The site key covers the
/// shared part once per build; a page key adds the page's own inputs.
enum RenderKeys {
    /// The part shared by every page; nil when the templates or content files cannot be read.
    static func site(_ context: BuildContext) -> String? {
        if let content = context.content, let early = context.bookWideWork?.siteKey(for: content, options: context.options) { return early }
        return context.content.flatMap { site(content: $0, options: context.options) }
    }

    /// `site(_:)` from the content and the options alone, so it can be made while other
    /// steps run (`BookWideWork`).
    static func site(content: Content, options: BuildOptions) -> String? {
        var hasher = StableHasher()
        hasher.combine("duet-render-1")
        hasher.combine(ExecutableIdentity.current)
        let fm = FileManager.default
        let templates = options.templatesDirectory
        guard let names = try? fm.contentsOfDirectory(atPath: templates) else { return nil }
        // Read without blocking (`SourceFile.readBytes`): a named pipe in place of one of
        // these files must be refused by the step that reads it, not wait here for a writer.
        for name in names.sorted() where name.hasSuffix(".mustache") {
            guard let bytes = SourceFile.readBytes(join(templates, name)) else { return nil }
            hasher.combine(name)
            hasher.combine(bytes.count)
            bytes.withUnsafeBufferPointer { hasher.combine(contiguous: $0) }
        }
        // The reference catalog gives the Chinese of every table, figure and reference page.
        for name in ["site.yml", "glossary.yml", ReferenceCatalog.relativePath] {
            hasher.combine(name)
            hasher.combine(SourceFile.readBytes(join(content.directory, name)).map { String(decoding: $0, as: UTF8.self) })
        }
        hasher.combine(options.baseURL)
        hasher.combine(content.settings.baseURL)
        // Headings are part of the outline too: a sidebar or contents that lists other
        // pages' sections must change when they do. Anything else a page reads from other
        // pages belongs here as well.
        // Combined as they are read, without a string per heading: a large book has
        // tens of thousands of them and every build makes this key.
        for pair in content.pairs {
            hasher.combine(pair.fileName)
            for page in [pair.en, pair.zh] {
                hasher.combine(page?.slug)
                hasher.combine(page?.title)
                hasher.combine(page?.summary)
            }
            for language in [Language.en, .zh] {
                guard pair[language] != nil else {
                    hasher.combine("-")
                    continue
                }
                let headings = pair.outline.headings(language)
                hasher.combine(headings.count)
                for heading in headings {
                    hasher.combine(heading.level)
                    hasher.combine(heading.text)
                }
            }
        }
        return hasher.hex
    }

    /// A content page in one language: the site key plus the pair's sources and stale blocks.
    static func page(site: String, pair: PagePair, language: Language, stale: Set<SourceLocation>) -> String {
        var hasher = StableHasher()
        hasher.combine(site)
        hasher.combine(language.rawValue)
        hasher.combine(pair.en?.digest)
        hasher.combine(pair.zh?.digest)
        for location in stale.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            hasher.combine(location.line)
            hasher.combine(location.column)
        }
        return hasher.hex
    }

    /// A language's start page, which lists every chapter and nothing else of the pages.
    static func home(site: String, language: Language) -> String {
        var hasher = StableHasher()
        hasher.combine(site)
        hasher.combine("home")
        hasher.combine(language.rawValue)
        return hasher.hex
    }
}
