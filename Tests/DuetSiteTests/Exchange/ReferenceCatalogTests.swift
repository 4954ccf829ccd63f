@testable import DuetContent
@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// The Chinese of the model's strings lives in `content/zh/reference.po`, where translators
/// edit it; the model keeps only the English and each string's id.
@Suite("The reference catalog: the model's Chinese, kept by translators")
struct ReferenceCatalogTests {
    init() { ShippedStrings.install() }

    /// The fixture book with the shipped catalog, after `edit` has changed the catalog's text.
    static func workspace(editing edit: (String) -> String = { $0 }) throws -> Workspace {
        let workspace = try Workspace(copying: "site")
        let shipped = try String(contentsOfFile: ShippedStrings.contentDirectory + "/" + ReferenceCatalog.relativePath, encoding: .utf8)
        try workspace.write("content/" + ReferenceCatalog.relativePath, edit(shipped))
        return workspace
    }

    /// The catalog's entry for `key`, as the shipped file writes it.
    static func entry(_ key: String, in catalog: String) -> String {
        let start = catalog.range(of: "msgctxt \"\(key)\"\n")!
        let end = catalog.range(of: "\n\n", range: start.upperBound..<catalog.endIndex)?.lowerBound ?? catalog.endIndex
        return String(catalog[start.lowerBound..<end])
    }

    @Test("every model string the shipped book shows has its Chinese in the shipped catalog")
    func shippedCatalogIsComplete() throws {
        let workspace = try Self.workspace()
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        #expect(!result.diagnostics.contains { $0.identifier.hasPrefix("reference.") })
        let catalog = try #require(result.context.referenceCatalog)
        #expect(ModelStrings.findings(for: catalog.entries).missing.isEmpty)
        // The size-class cell of the device table reads in the catalog's Chinese.
        let page = try workspace.read("Site/zh/reference/devices/index.html")
        #expect(page.contains("垂直：常规，水平：紧凑") || page.contains("垂直：紧凑"), "no Chinese size-class cell on the devices page")
    }

    @Test("every id the model's source gives a string has an entry in the shipped catalog, with that English")
    func everyIDInSourceIsInCatalog() throws {
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: ShippedStrings.contentDirectory)
        #expect(diagnostics.isEmpty)
        let entries = try #require(catalog).entries
        let sources = URL(fileURLWithPath: ShippedStrings.contentDirectory).deletingLastPathComponent().appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        // `LocalizedText(en: "…", key: "…")`, where the English is a plain literal.
        let pattern = try Regex(#"LocalizedText\(en: "((?:[^"\\]|\\.)*)",\s*key: "([^"\\]+)""#)
        var checked = 0
        var wrong: [String] = []
        for file in files {
            let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
            for match in text.matches(of: pattern) {
                let english = String(match.output[1].substring!), key = String(match.output[2].substring!)
                guard !english.contains("\\") else { continue }
                checked += 1
                if let entry = entries[key] {
                    if entry.english != english { wrong.append("\(file): `\(key)` is \"\(english)\" in Swift, \"\(entry.english)\" in the catalog") }
                } else {
                    wrong.append("\(file): `\(key)` has no entry")
                }
            }
        }
        #expect(checked > 300, "the scan found \(checked) strings")
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("a model string the catalog lacks is an error at the catalog, naming its id and English, and nothing is written")
    func missingStringIsAnError() throws {
        let workspace = try Self.workspace { catalog in
            catalog.replacingOccurrences(of: Self.entry("size-classes.cell", in: catalog) + "\n\n", with: "")
        }
        let result = SiteBuilder.build(workspace.options.build)
        #expect(!result.succeeded)
        let missing = try #require(result.diagnostics.first { $0.identifier == "reference.missing" })
        #expect(missing.severity == .error)
        #expect(missing.location.file.hasSuffix("content/zh/reference.po"))
        #expect(missing.message.contains("`size-classes.cell`") && missing.message.contains("Vertical: {vertical}, horizontal: {horizontal}"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")))
    }

    @Test("an entry written for other English is stale: a warning at its line, and its Chinese is still shown")
    func changedEnglishIsStale() throws {
        let workspace = try Self.workspace { catalog in
            catalog.replacingOccurrences(of: "msgctxt \"size-classes.cell\"\nmsgid \"Vertical: {vertical}, horizontal: {horizontal}\"",
                                         with: "msgctxt \"size-classes.cell\"\nmsgid \"Vertical {vertical}, horizontal {horizontal}\"")
        }
        let catalogText = try workspace.read("content/" + ReferenceCatalog.relativePath)
        let line = catalogText.components(separatedBy: "\n").firstIndex(of: "msgctxt \"size-classes.cell\"")! + 1
        let result = SiteBuilder.build(workspace.options.build)
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        let stale = try #require(result.diagnostics.first { $0.identifier == "reference.stale" })
        #expect(stale.severity == .warning)
        #expect(stale.location.line == line)
        #expect(stale.message.contains("`size-classes.cell`") && stale.message.contains("Vertical: {vertical}, horizontal: {horizontal}"))
        #expect(try workspace.read("Site/zh/reference/devices/index.html").contains("垂直："))
    }

    /// In a process of its own: installing changed Chinese would change what every other
    /// spec of this process reads (the catalog a process holds is shared, `ModelStrings`).
    @Test("a translator's edit to the catalog reaches the pages on the next cached build")
    func editReachesCachedBuild() throws {
        let workspace = try Self.workspace()
        let build = ["build", "--cache", "cache"]
        let first = try DuetProcess.run(build, in: workspace.url)
        #expect(first.status == 0, "\(first.output)")
        let path = "content/" + ReferenceCatalog.relativePath
        let catalog = try workspace.read(path)
        try workspace.write(path, catalog.replacingOccurrences(of: "msgstr \"垂直：{vertical}，水平：{horizontal}\"",
                                                               with: "msgstr \"竖直方向：{vertical}；水平方向：{horizontal}\""))
        let second = try DuetProcess.run(build, in: workspace.url)
        #expect(second.status == 0, "\(second.output)")
        #expect(try workspace.read("Site/zh/reference/devices/index.html").contains("竖直方向："))
        #expect(try workspace.read("Site/assets/playground-data.js").contains("竖直方向："))
    }

    @Test("duet status counts the catalog's strings and names the stale ones")
    func statusCountsTheCatalog() throws {
        let workspace = try Self.workspace { catalog in
            catalog.replacingOccurrences(of: "msgctxt \"size-classes.cell\"\nmsgid \"Vertical: {vertical}, horizontal: {horizontal}\"",
                                         with: "msgctxt \"size-classes.cell\"\nmsgid \"Vertical {vertical}, horizontal {horizontal}\"")
        }
        let (status, diagnostics) = ReferenceCatalogStatus.compute(contentDirectory: workspace.path("content"))
        #expect(diagnostics.isEmpty)
        let counted = try #require(status)
        #expect(counted.stale == ["size-classes.cell"])
        #expect(counted.missing.isEmpty)
        let entries = try #require(ReferenceCatalog.load(contentDirectory: workspace.path("content")).0).entries
        #expect(counted.translated == entries.count - 1)
        #expect(counted.summary.contains("1 stale, 0 missing"))
    }

    @Test("a catalog that links outside the project is refused at the catalog, and nothing outside is read")
    func catalogOutsideProjectIsRefused() throws {
        let workspace = try Self.workspace()
        let path = workspace.path("content/" + ReferenceCatalog.relativePath)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/passwd")
        let result = SiteBuilder.build(workspace.options.build)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains { $0.severity == .error && $0.location.file.hasSuffix(ReferenceCatalog.relativePath) })
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")))
    }

    @Test("a catalog with a syntax error is an error at its line and column")
    func malformedCatalogIsLocated() throws {
        let workspace = try Self.workspace { $0 + "\nmsgctxt \"broken\"\nmsgid \"unterminated\n" }
        let lines = try workspace.read("content/" + ReferenceCatalog.relativePath).components(separatedBy: "\n").count
        let result = SiteBuilder.build(workspace.options.build)
        #expect(!result.succeeded)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.location.file.hasSuffix(ReferenceCatalog.relativePath))
        #expect(error.location.line >= lines - 3)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Site")))
    }

    @Test("the catalog's Chinese faces the glossary, the colon rule and its English's placeholders, each at its entry")
    func catalogChineseIsChecked() throws {
        let cell = "msgctxt \"size-classes.cell\"\nmsgid \"Vertical: {vertical}, horizontal: {horizontal}\"\nmsgstr "
        let cases: [(String, String, String)] = [
            ("\"尺码类：{vertical}，水平：{horizontal}\"", "terminology.forbidden", "尺码类"),
            ("\"垂直:{vertical}，水平：{horizontal}\"", "zh.half-width-colon", "half-width colon"),
            ("\"垂直：{vertical}，水平：{horizonal}\"", "reference.placeholder", "lacks {horizontal} and has {horizonal}"),
        ]
        for (chinese, identifier, words) in cases {
            let workspace = try Self.workspace { $0.replacingOccurrences(of: cell + "\"垂直：{vertical}，水平：{horizontal}\"", with: cell + chinese) }
            let line = try workspace.read("content/" + ReferenceCatalog.relativePath).components(separatedBy: "\n")
                .firstIndex(of: "msgctxt \"size-classes.cell\"")! + 1
            // Checked without being installed, which would change what other specs read.
            let catalog = try #require(ReferenceCatalog.load(contentDirectory: workspace.path("content")).0)
            let glossary = try #require(Glossary.load(path: ShippedStrings.contentDirectory + "/glossary.yml").0)
            let diagnostics = catalog.checks(glossary: glossary)
            let found = diagnostics.filter { $0.identifier == identifier }
            #expect(found.count == 1, "\(identifier): \(diagnostics.map(\.message))")
            #expect(found.first?.severity == .error)
            #expect(found.first?.location.line == line)
            #expect(found.first?.message.contains(words) == true, "\(found.first?.message ?? "")")
        }
    }

    @Test("an entry without an id is an error at its line")
    func entryWithoutIDIsAnError() throws {
        let workspace = try Self.workspace { $0 + "\nmsgid \"Orphan\"\nmsgstr \"孤儿\"\n" }
        let result = SiteBuilder.check(workspace.options.build)
        let error = try #require(result.diagnostics.first { $0.identifier == "reference.no-id" })
        #expect(error.severity == .error)
        #expect(error.location.line > 1)
    }

    @Test("a model string's Chinese puts its arguments where the translator put them")
    func argumentsFollowTheTranslation() {
        let text = LocalizedText(en: "{first}, {rest}", key: "common.list",
                                 arguments: ["first": LocalizedText(invariant: "A"), "rest": LocalizedText(invariant: "B")])
        #expect(text.en == "A, B")
        #expect(text.zh == "A、B")
        #expect(LocalizedText.list(invariant: ["x", "y", "z"]).zh == "x、y、z")
        #expect(ChineseProductName.of("iPad Pro 12.9-inch (6th generation)") == "iPad Pro 12.9 英寸（第 6 代）")
    }
}
