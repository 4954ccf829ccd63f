import DuetContent
import DuetSite
import DuetExchange
import DuetMarkdown
import Foundation

/// What the fuzz targets in `Fuzz/` feed arbitrary bytes to, kept in the library so the
/// regression tests run exactly the same code on the inputs fuzzing once found.
///
/// Each input goes through the real pipeline, from files on disk as `duet` reads them:
/// a scratch project (site.yml, glossary, one page pair, templates) is made once per
/// process, the input replaces one of its files, and `duet check` runs (for Markdown,
/// `duet build` too, so the HTML renderer and cross-links see it). Any input must end
/// in diagnostics or a site, never in a crash, a hang or unbounded memory.
public enum FuzzEntryPoints {
    public enum Target: String, CaseIterable, Sendable {
        /// The bytes go straight to the Markdown layer: the Swift tree, the block skeleton
        /// and the HTML renderer, in memory (hundreds of times faster than a whole build,
        /// so the fuzzer explores Markdown much further).
        case markdownTree = "markdown-tree"
        /// The bytes are both pages of a pair (block skeleton, alignment, cross-links, HTML).
        case markdown
        /// The bytes are a page's front matter.
        case frontMatter = "front-matter"
        /// The bytes are glossary.yml.
        case glossary
        /// The bytes are translations.lock.
        case lock
        /// The bytes are site.yml (where fuzzing found the lone-carriage-return crash).
        case settings = "site-yml"
        /// The bytes are a PO catalog handed to `duet po import`: read from a file
        /// (`POCatalog.read(path:)`) and, when it reads, planned against the content
        /// (every check an import makes; nothing is written).
        case po
        /// The bytes are an XLIFF 1.2 or 2.1 document handed to `duet xliff import`, read
        /// and planned the same way.
        case xliff
    }

    /// Runs one input; returns the diagnostics, so a test can assert what was said.
    /// `content` is the content folder catalogs are planned against (the shipped one,
    /// whose exports seed the catalog targets); without it, the scratch project's.
    @discardableResult
    public static func run(_ target: Target, _ bytes: [UInt8], templates: String, content: String? = nil) -> [Diagnostic] {
        if target == .markdownTree {
            do {
                let tree = try MarkdownParser().parse(bytes)
                _ = BlockSkeleton(tree)
                _ = HTMLRenderer().render(tree)
                return []
            } catch {
                return [.error("markdown.invalid-utf8", at: FileLocation(file: "input"), "\(error)")]
            }
        }
        let project = ScratchProject.shared(templates: templates)
        project.reset()
        let data = Data(bytes)
        switch target {
        case .markdownTree:
            return []
        case .markdown:
            project.write(data, to: "en/01-page.md")
            project.write(data, to: "zh/01-page.md")
            let result = SiteBuilder.build(project.options)
            return result.diagnostics
        case .frontMatter:
            var page = Data("---\n".utf8)
            page.append(data)
            page.append(Data("\n---\n\nText.\n".utf8))
            project.write(page, to: "en/01-page.md")
            return SiteBuilder.check(project.options).diagnostics
        case .glossary:
            project.write(data, to: "glossary.yml")
            return SiteBuilder.check(project.options).diagnostics
        case .lock:
            project.write(data, to: "translations.lock")
            return SiteBuilder.check(project.options).diagnostics
        case .settings:
            project.write(data, to: "site.yml")
            return SiteBuilder.check(project.options).diagnostics
        case .po:
            let path = project.root + "/zh.po"
            _ = FileManager.default.createFile(atPath: path, contents: data)
            let (catalog, diagnostics) = POCatalog.read(path: path)
            guard let catalog, let (loaded, lock) = exchangeContent(content ?? project.options.contentDirectory) else { return diagnostics }
            let pages = Self.pages(named: catalog.entries.map(\.context), in: loaded)
            return diagnostics + POExchange.plan(catalog, path: path, content: pages, lock: lock).diagnostics
        case .xliff:
            let path = project.root + "/zh.xlf"
            _ = FileManager.default.createFile(atPath: path, contents: data)
            let (document, diagnostics) = XLIFFDocument.read(path: path)
            guard let document, let (loaded, lock) = exchangeContent(content ?? project.options.contentDirectory) else { return diagnostics }
            let pages = Self.pages(named: XLIFFReader.read(document.data, path: path).units.map(\.id), in: loaded)
            return diagnostics + XLIFFExchange.plan(document.data, path: path, content: pages, lock: lock).plan.diagnostics
        }
    }

    /// The content with only the pages that `ids` (`page#hash`) name: planning aligns
    /// every page it is given, and a seed is one page's catalog, so planning against the
    /// whole book made each input many times slower without reaching more code.
    private static func pages(named ids: [String], in content: Content) -> Content {
        let names = Set(ids.map { String($0.prefix { $0 != "#" }) })
        return content.with(pairs: content.pairs.filter { names.contains($0.fileName) })
    }

    /// The content and lock catalogs are planned against, loaded once per folder: a
    /// catalog input never changes them, and loading the shipped content for every input
    /// would leave the fuzzer little time for the catalog.
    private static func exchangeContent(_ directory: String) -> (Content, TranslationLock)? {
        exchangeLock.withLock {
            if let loaded = loadedExchange[directory] { return loaded }
            guard let content = ContentLoader.load(directory: directory).0 else { return nil }
            let loaded = (content, TranslationLock.load(contentDirectory: directory).0)
            loadedExchange[directory] = loaded
            return loaded
        }
    }

    private static let exchangeLock = NSLock()
    nonisolated(unsafe) private static var loadedExchange: [String: (Content, TranslationLock)] = [:]

    /// A small valid project in a temporary folder, restored before every input.
    final class ScratchProject: @unchecked Sendable {
        let root: String
        let options: BuildOptions
        /// The baseline's files, read once.
        let baseline: [String: Data]
        private static let lock = NSLock()
        nonisolated(unsafe) private static var instance: ScratchProject?
        /// The root, for the exit handler, which cannot capture anything.
        nonisolated(unsafe) private static var rootToRemove: String?

        /// The files of the project every input starts from, from `Fuzz/baseline/` beside the
        /// templates folder (a content folder like any other, so its Chinese is in files).
        static func baseline(templates: String) -> [String: Data] {
            let folder = URL(fileURLWithPath: templates).deletingLastPathComponent().appendingPathComponent("Fuzz/baseline").path
            var files: [String: Data] = [:]
            for name in ["site.yml", "glossary.yml", "en/01-page.md", "zh/01-page.md"] {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name) else {
                    fatalError("the fuzz baseline project has no \(folder)/\(name)")
                }
                files[name] = data
            }
            return files
        }

        static func shared(templates: String) -> ScratchProject {
            lock.withLock {
                if let instance { return instance }
                let made = ScratchProject(templates: templates)
                instance = made
                return made
            }
        }

        private init(templates: String) {
            root = NSTemporaryDirectory() + "duet-fuzz-\(getpid())"
            // One per process, removed when it exits (libFuzzer exits at the end of its
            // time; the regression specs run in the test process): left behind, a day of
            // test runs left hundreds of them in the temporary directory.
            Self.rootToRemove = root
            atexit { if let root = ScratchProject.rootToRemove { try? FileManager.default.removeItem(atPath: root) } }
            try? FileManager.default.createDirectory(atPath: root + "/content/en", withIntermediateDirectories: true)
            try? FileManager.default.createDirectory(atPath: root + "/content/zh", withIntermediateDirectories: true)
            baseline = Self.baseline(templates: templates)
            options = BuildOptions(contentDirectory: root + "/content", templatesDirectory: templates,
                                   outputDirectory: root + "/Site", jobs: 1)
        }

        func reset() {
            try? FileManager.default.removeItem(atPath: root + "/content/translations.lock")
            for (name, data) in baseline { write(data, to: name) }
        }

        func write(_ data: Data, to name: String) {
            _ = FileManager.default.createFile(atPath: root + "/content/" + name, contents: data)
        }
    }
}
