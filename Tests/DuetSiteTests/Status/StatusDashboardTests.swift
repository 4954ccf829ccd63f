import DuetContent
import DuetTestSupport
import DuetSite
import DuetExchange
import Foundation
import Testing

/// The translation dashboard: shares with bars per page, every stale block with its
/// English change as a word diff and links to the block in both languages, and the
/// `status/index.html` page a build writes only when asked.
@Suite("Translation status dashboard", .serialized)
struct StatusDashboardTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    /// Removes the lock line that starts with `prefix`: its block was never accepted.
    static func unaccept(_ project: POExchangeTests.Project, _ prefix: String) throws {
        let lockPath = project.content + "/translations.lock"
        let lockText = try String(contentsOfFile: lockPath, encoding: .utf8)
        let removed = try #require(lockText.split(separator: "\n").first { $0.hasPrefix(prefix) })
        try lockText.replacingOccurrences(of: removed + "\n", with: "").write(toFile: lockPath, atomically: true, encoding: .utf8)
    }

    @Test("a word diff marks whole words removed and added, Han characters one by one")
    func wordDiff() {
        #expect(WordDiff.diff("aligned paragraph by paragraph.", "aligned block by block.") == [
            .same("aligned "), .removed("paragraph"), .added("block"), .same(" by "), .removed("paragraph"), .added("block"), .same("."),
        ])
        #expect(WordDiff.html("a <b> c", "a <b> d") == "a &lt;b&gt; <del>c</del><ins>d</ins>")
        #expect(WordDiff.diff("尺寸类", "尺寸级") == [.same("尺寸"), .removed("类"), .added("级")])
        #expect(WordDiff.diff("same", "same") == [.same("same")])
    }

    @Test("a stale block is listed with its word diff and links to its pair in both languages; the bars give each page's shares")
    func dashboard() throws {
        let project = try Project()
        defer { project.remove() }
        let enPath = project.content + "/en/00-about.md"
        try String(contentsOfFile: enPath, encoding: .utf8)
            .replacingOccurrences(of: "aligned paragraph by paragraph.", with: "aligned block by block.")
            .write(toFile: enPath, atomically: true, encoding: .utf8)
        let (content, lock) = try project.load()
        let status = TranslationStatus(content: content, lock: lock)
        let stale = try #require(status.staleBlocks.first)
        let html = StatusDashboard.html(content: content, status: status, lock: lock,
                                        previous: AcceptedEnglish.load(contentDirectory: project.content).0, sitePrefix: "../")
        #expect(html.contains("aligned <del>paragraph</del><ins>block</ins> by <del>paragraph</del><ins>block</ins>."))
        let slug = try #require(content.pairs.first { $0.fileName == "00-about.md" }?.en?.slug)
        #expect(html.contains("href=\"../en/\(slug)/index.html#zh-block-\(stale.blockIndex)\""))
        #expect(html.contains("href=\"../zh/\(slug)/index.html#zh-block-\(stale.blockIndex)\""))
        #expect(html.contains("<code>en/00-about.md:\(stale.english.line)</code>"))
        let page = try #require(status.pages.first { $0.fileName == "00-about.md" })
        let count = Double(page.blocks)
        #expect(html.contains("aria-label=\"\(String(format: "%.1f", Double(page.translated) * 100 / count))% translated, 0.0% minor, \(String(format: "%.1f", 100 / count))% stale, 0.0% needs review, 0.0% unreviewed, 0.0% untranslated\""))
        #expect(html.contains("<span class=\"stale\" style=\"width: \(String(format: "%.1f", 100 / count))%\"></span>"))
        #expect(!html.contains(project.root), "no machine path in the page")
        // Beside the English diff, the Chinese the block holds now.
        let chinese = try #require(POExchange.export(content, lock: lock).catalog.entries.first { $0.id.contains("aligned block by block.") }?.string)
        let article = try #require(html.components(separatedBy: "<article>").dropFirst().first { $0.contains("<ins>block</ins>") })
        #expect(article.contains("<div class=\"diff chinese\" lang=\"zh-Hans\">\(chinese)</div>"))
        #expect(article.range(of: "<del>paragraph</del>")!.lowerBound < article.range(of: chinese)!.lowerBound, "English diff first, Chinese beside it")
    }

    @Test("duet status lists each block that needs work at its content/zh line with the English line, after the per-page counts")
    func listing() throws {
        let project = try Project()
        defer { project.remove() }
        let enPath = project.content + "/en/00-about.md"
        try String(contentsOfFile: enPath, encoding: .utf8)
            .replacingOccurrences(of: "aligned paragraph by paragraph.", with: "aligned block by block.")
            .write(toFile: enPath, atomically: true, encoding: .utf8)
        try Self.unaccept(project, "01-adaptive-model.md 3 ")
        let (content, lock) = try project.load()
        let status = TranslationStatus(content: content, lock: lock)
        let stale = try #require(status.staleBlocks.first)
        let listing = StatusListing(content: content, lock: lock)
        #expect(listing.items.count == status.total.stale + status.total.missing)
        let staleItem = try #require(listing.items.first { $0.kind == .stale })
        #expect(staleItem.fileName == "00-about.md" && staleItem.chineseLine == stale.chinese.line && staleItem.englishLine == stale.english.line)
        let missing = try #require(listing.items.first { $0.kind == .unreviewed })
        #expect(missing.fileName == "01-adaptive-model.md")

        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first")
        let (exit, output) = try POExchangeTests.run(binary.path, ["status", "--content", project.content])
        #expect(exit == 0, "\(output)")
        let table = try #require(output.range(of: "Total"))
        let line = "content/zh/00-about.md:\(stale.chinese.line)"
        let listed = try #require(output.range(of: line))
        #expect(table.upperBound < listed.lowerBound, "after the per-page counts")
        let row = output[listed.lowerBound...].prefix { $0 != "\n" }
        #expect(row.contains("stale") && row.contains("English content/en/00-about.md:\(stale.english.line)"))
        #expect(output.contains("content/zh/01-adaptive-model.md:\(try #require(missing.chineseLine))"))
        #expect(output.contains("(1 stale, 1 unreviewed)"))
    }

    @Test("every block not yet translated is listed on the dashboard with why and links to it, and duet check counts them in one line")
    func missingBlocksListed() throws {
        let project = try Project()
        defer { project.remove() }
        try Self.unaccept(project, "01-adaptive-model.md 3 ")
        let (content, lock) = try project.load()
        let status = TranslationStatus(content: content, lock: lock)
        let html = StatusDashboard.html(content: content, status: status, lock: lock,
                                        previous: AcceptedEnglish.load(contentDirectory: project.content).0, sitePrefix: "../")
        let section = try #require(html.components(separatedBy: "<section id=\"missing-01-adaptive-model.md\">").dropFirst().first)
        let slug = try #require(content.pairs.first { $0.fileName == "01-adaptive-model.md" }?.en?.slug)
        #expect(section.contains("href=\"../zh/\(slug)/index.html#zh-block-3\""))
        #expect(section.contains("Chinese present, never accepted"))
        #expect(html.contains("<a href=\"#missing-01-adaptive-model.md\">"), "the page's row links to its list")
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first")
        let (_, output) = try POExchangeTests.run(binary.path, ["check", "--content", project.content])
        #expect(output.contains("Translation: 1 block(s) need work (1 unreviewed)"), "\(output.suffix(400))")
    }

    @Test("duet build --status-page writes status/index.html, and only when asked")
    func sitePage() throws {
        let directory = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var options = ChecksFixture.options(directory)
        #expect(SiteBuilder.run(options).output.files["status/index.html"] == nil)
        options.statusPage = true
        let page = String(decoding: try #require(SiteBuilder.run(options).output.files["status/index.html"]), as: UTF8.self)
        #expect(page.contains(StatusDashboard.generator))
        #expect(page.contains("<th scope=\"row\"><strong>Total</strong></th>"))
    }

    @Test("the reference catalog's strings count on the dashboard: translated, and every stale or missing id by name")
    func referenceStrings() throws {
        let project = try POExchangeTests.Project()
        defer { project.remove() }
        let catalogPath = project.content + "/" + ReferenceCatalog.relativePath
        let catalog = try String(contentsOfFile: catalogPath, encoding: .utf8)
        let stale = "msgctxt \"common.list\"\nmsgid \"{first}, {rest}\""
        let missing = "msgctxt \"common.clauses\"\nmsgid \"{first}; {second}\"\nmsgstr \"{first}；{second}\"\n"
        #expect(catalog.contains(stale) && catalog.contains(missing))
        try catalog.replacingOccurrences(of: stale, with: "msgctxt \"common.list\"\nmsgid \"{first} and {rest}\"")
            .replacingOccurrences(of: missing, with: "").write(toFile: catalogPath, atomically: true, encoding: .utf8)
        let (status, html) = try POExchangeTests.run(try #require(ChecksFixture.duetBinary()).path,
                                                     ["status", "--format", "html", "--content", project.content])
        #expect(status == 0, "\(html)")
        #expect(html.contains("<h2 id=\"reference-strings\">Reference strings"))
        #expect(html.contains("1 stale, 1 missing, in <code>zh/reference.po</code>"), "\(html.prefix(200))")
        #expect(html.contains("<li><code>common.list</code> stale:"))
        #expect(html.contains("<li><code>common.clauses</code> missing:"))
    }
}
