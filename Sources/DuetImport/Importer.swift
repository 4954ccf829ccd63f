import DuetContent
import DuetSite
import DuetMarkdown
import Foundation

/// Turns bilingual text into an aligned pair of content pages: line repairs, parsing,
/// removal of page furniture, pairing by script, model table markers, front matter.
public enum Importer {
    /// Reads the input and builds the pages without writing anything.
    public static func prepare(_ request: ImportRequest) -> Result<ImportedPages, ImportFailure> {
        guard ContentPage.isSafeSlug(request.slug) else {
            return .failure(ImportFailure([.error("import.invalid-slug", at: FileLocation(file: request.slug),
                                    "`\(request.slug)` cannot be a slug: use lower-case letters, digits, - and _")]))
        }
        var report = ImportReport()
        var aligned: AlignedBlocks
        var firstFile: String
        var titles: (english: String?, chinese: String?) = (nil, nil)
        var summaries: (english: String?, chinese: String?) = (nil, nil)
        // A Duet page given as input keeps the date its front matter gives.
        var updated: (english: String?, chinese: String?) = (nil, nil)
        switch request.source {
        case .interleaved(let path):
            firstFile = path
            switch read(path, into: &report) {
            case .failure(let diagnostic): return .failure(ImportFailure([diagnostic]))
            case .success(let input):
                aligned = BlockPairing.interleaved(input.blocks)
                if let title = input.title {
                    let both = BilingualLine(title)
                    titles = (both?.english ?? title, both?.chinese ?? title)
                }
                if let summary = input.summary {
                    let both = BilingualLine(summary)
                    summaries = (both?.english ?? summary, both?.chinese ?? summary)
                }
            }
        case .pair(let englishPath, let chinesePath):
            firstFile = englishPath
            let english = read(englishPath, into: &report)
            let chinese = read(chinesePath, into: &report)
            switch (english, chinese) {
            case (.success(let en), .success(let zh)):
                let english = en.withoutLeadingTitle
                let chinese = zh.withoutLeadingTitle
                aligned = BlockPairing.monolingual(english: english.blocks, chinese: chinese.blocks)
                titles = (english.title, chinese.title)
                summaries = (english.summary, chinese.summary)
                updated = (english.updated, chinese.updated)
            case (.failure(let a), .failure(let b)): return .failure(ImportFailure([a, b]))
            case (.failure(let a), _), (_, .failure(let a)): return .failure(ImportFailure([a]))
            }
        }
        // Blocks the input gave once for both pages; the markers added next are not counted.
        let shared = aligned.entries.count { if case .shared = $0 { true } else { false } }
        report.tables = ModelTableRecognition.mark(&aligned)
        report.repairs += CodeSpanParity.restore(&aligned)
        report.repairs += ChinesePunctuation.repair(&aligned)
        report.unpaired = aligned.unpaired.sorted { $0.location < $1.location }
        guard aligned.pairedCount > 0 else {
            return .failure(ImportFailure([.error("import.nothing-paired", at: FileLocation(file: firstFile),
                                    "no English block could be paired with a Chinese block; nothing was written",
                                    fix: "give each English paragraph its Chinese translation right after it, or use --en and --zh")],
                                          report: report))
        }
        let (englishTitle, chineseTitle) = takeTitles(from: &aligned, request: request, frontMatter: titles)
        let (english, chinese) = aligned.pageBlocks
        report.paired = aligned.pairedCount
        report.shared = shared
        report.pages = [request.englishPath, request.chinesePath]
        return .success(ImportedPages(english: PageText.page(title: englishTitle, order: request.order,
                                                             summary: summaries.english, updated: updated.english, blocks: english),
                                      chinese: PageText.page(title: chineseTitle, order: request.order,
                                                             summary: summaries.chinese, updated: updated.chinese, blocks: chinese),
                                      report: report))
    }

    /// Prepares the pages and writes them; an existing page is kept unless `force` is set.
    /// The two pages are one change (`ContentTransaction`): made under the project lock,
    /// checked with the rest of the content as `duet check` checks it, and written both or
    /// neither.
    public static func run(_ request: ImportRequest, operations: any FileOperations = POSIXFileOperations(),
                           lockWait: Double = 10) -> Result<ImportReport, ImportFailure> {
        let pages: ImportedPages
        switch prepare(request) {
        case .failure(let failure): return .failure(failure)
        case .success(let prepared): pages = prepared
        }
        let lock: ProjectLock
        switch ProjectLock.acquire(contentDirectory: request.contentDirectory, waiting: lockWait) {
        case .failure(let refusal): return .failure(ImportFailure([refusal], report: pages.report))
        case .success(let taken): lock = taken
        }
        defer { lock.release() }
        if !request.force {
            let existing = [request.englishPath, request.chinesePath].filter { FileManager.default.fileExists(atPath: $0) }
            if !existing.isEmpty {
                return .failure(ImportFailure(existing.map {
                    .error("import.page-exists", at: FileLocation(file: $0), "page already exists; nothing was written",
                           fix: "pass --force to replace it, or choose another --slug")
                }))
            }
        }
        let transaction = ContentTransaction(files: [PlannedFile(path: request.englishPath, text: pages.english),
                                                     PlannedFile(path: request.chinesePath, text: pages.chinese)])
        do {
            let outcome = try transaction.commit(contentDirectory: request.contentDirectory, templatesDirectory: request.templatesDirectory,
                                                 operations: operations)
            var report = pages.report
            report.checks = outcome.diagnostics
            return .success(report)
        } catch {
            return .failure(ImportFailure(error.diagnostics, report: pages.report))
        }
    }

    /// One input file, parsed, with the title and summary of its front matter if it had any.
    private struct InputDocument {
        let blocks: [SourceBlock]
        let title: String?
        let summary: String?
        var updated: String? = nil

        /// A monolingual file's title is its front matter's, else its leading level-1
        /// heading, which then leaves the body: one file may have front matter where the
        /// other has a heading, and the two must not be paired with other blocks.
        var withoutLeadingTitle: InputDocument {
            guard let first = blocks.first, first.headingLevel == 1 else { return self }
            return InputDocument(blocks: Array(blocks.dropFirst()), title: title ?? String(first.markdown.dropFirst(2)), summary: summary,
                                 updated: updated)
        }
    }

    /// Reads, repairs and parses one input file. Front matter (an input may be a Duet
    /// page already) gives a title and is not parsed as Markdown.
    private static func read(_ path: String, into report: inout ImportReport) -> Result<InputDocument, Diagnostic> {
        let file: SourceFile
        switch SourceFile.read(path) {
        case .failure(let diagnostic): return .failure(diagnostic)
        case .success(let read): file = read
        }
        var frontMatter: FrontMatter?
        if file.text.hasPrefix("---") { frontMatter = FrontMatter.read(file).0 }
        let cleaned = LineRepairs(file: path).clean(file.text, skippingLines: (frontMatter?.bodyFirstLine ?? 1) - 1)
        let (blocks, furniture) = PageFurniture.strip(SourceBlock.blocks(of: cleaned, file: path), cleaned: cleaned, file: path)
        report.dropped += (cleaned.dropped + furniture).sorted { $0.location < $1.location }
        report.repairs += cleaned.repairs
        return .success(InputDocument(blocks: blocks, title: frontMatter?.title, summary: frontMatter?.summary, updated: frontMatter?.updated))
    }

    /// Titles: the options win, then the input's front matter, then a leading level-1
    /// heading, which leaves the body because the page template shows the title. Without
    /// any of these, the slug stands in.
    private static func takeTitles(from aligned: inout AlignedBlocks, request: ImportRequest,
                                   frontMatter: (english: String?, chinese: String?)) -> (String, String) {
        var english = request.englishTitle ?? frontMatter.english
        var chinese = request.chineseTitle ?? frontMatter.chinese
        if let first = aligned.entries.first {
            switch first {
            case .pair(let en, let zh, _, _, _) where en.hasPrefix("# ") && zh.hasPrefix("# "):
                english = english ?? String(en.dropFirst(2))
                chinese = chinese ?? String(zh.dropFirst(2))
                aligned.entries.removeFirst()
            case .untranslated(let text, _) where text.hasPrefix("# "), .shared(let text, _) where text.hasPrefix("# "):
                english = english ?? String(text.dropFirst(2))
                chinese = chinese ?? String(text.dropFirst(2))
                aligned.entries.removeFirst()
            default:
                break
            }
        }
        return (english ?? request.slug, chinese ?? english ?? request.slug)
    }
}
