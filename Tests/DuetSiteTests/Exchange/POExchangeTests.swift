import DuetContent
import DuetSite
import DuetExchange
import DuetSupport
import DuetTestSupport
import Foundation
import Testing

/// Translators' exchange through gettext: export one entry per aligned block, import the
/// work back block by block after the checks, and never write anything when an entry is
/// wrong. Runs on a scratch copy of the shipped content.
@Suite("PO export and import", .serialized)
struct POExchangeTests {
    init() { ShippedStrings.install() }

    struct Project {
        let root: String
        var content: String { root + "/content" }

        init() throws {
            root = TestScratch.url("duet-po").path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: ChecksFixture.repositoryRoot.appendingPathComponent("content").path, toPath: content)
        }

        func load() throws -> (Content, TranslationLock) {
            let (content, diagnostics) = ContentLoader.load(directory: content)
            #expect(!diagnostics.hasErrors)
            return (try #require(content), TranslationLock.load(contentDirectory: self.content).0)
        }

        func export() throws -> POCatalog {
            let (content, lock) = try load()
            return POExchange.export(content, lock: lock, previous: AcceptedEnglish.load(contentDirectory: self.content).0).catalog
        }

        /// Imports a catalog's text; returns the plan (applied when it has no error).
        @discardableResult
        func importing(_ text: String) throws -> POExchange.ImportPlan {
            let (content, lock) = try load()
            let (catalog, diagnostics) = POCatalog.parse(text, path: root + "/zh.po")
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let plan = POExchange.plan(try #require(catalog), path: root + "/zh.po", content: content, lock: lock)
            if !plan.diagnostics.hasErrors { try POExchange.apply(plan, content: content, lock: lock) }
            return plan
        }

        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: content) {
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: content + "/" + path, isDirectory: &isDirectory)
                if !isDirectory.boolValue { files[path] = FileManager.default.contents(atPath: content + "/" + path) }
            }
            return files
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/" + tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test("export then import with no change leaves content/ byte-identical")
    func roundTrip() throws {
        let project = try Project()
        defer { project.remove() }
        let before = try project.snapshot()
        let plan = try project.importing(try project.export().serialized())
        #expect(plan.replacements.isEmpty && plan.accepted.isEmpty)
        #expect(try project.snapshot() == before)
    }

    @Test("every aligned prose block is an entry, with the glossary terms and code spans the translator must keep")
    func entries() throws {
        let project = try Project()
        defer { project.remove() }
        let catalog = try project.export()
        #expect(catalog.entries.count > 300)
        #expect(Set(catalog.entries.map(\.context)).count == catalog.entries.count, "block ids are unique")
        let traits = try #require(catalog.entries.first { $0.id.contains("`traitCollection`") && !$0.id.hasPrefix("```") })
        #expect(traits.extractedComments.contains { $0.hasPrefix("keep as is:") && $0.contains("`traitCollection`") })
        #expect(catalog.entries.contains { $0.extractedComments.contains { $0.hasPrefix("term: size class = 尺寸类") } })
        #expect(catalog.entries.allSatisfy { $0.references.count == 2 && $0.references[1].hasPrefix("content/zh/") })
    }

    @Test("msgfmt --check accepts the exported catalog and its template without a single warning")
    func msgfmtAccepts() throws {
        let project = try Project()
        defer { project.remove() }
        let (content, lock) = try project.load()
        let (catalog, template) = POExchange.export(content, lock: lock)
        for (name, text) in [("zh.po", catalog.serialized()), ("duet.pot", template.serialized())] {
            let path = project.root + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let (status, output) = try Self.run("msgfmt", ["--check", "-o", "/dev/null", path])
            #expect(status == 0, "\(name): \(output)")
            // The header's revision date and translator come from the content, not from
            // gettext's placeholders, which msgfmt would warn about.
            #expect(output.isEmpty, "\(name): \(output)")
        }
    }

    @Test("a catalog rewrapped by gettext's msgcat imports to the same content")
    func thirdPartyRewrap() throws {
        let project = try Project()
        defer { project.remove() }
        let path = project.root + "/zh.po", wrapped = project.root + "/wrapped.po"
        try project.export().serialized().write(toFile: path, atomically: true, encoding: .utf8)
        let (status, output) = try Self.run("msgcat", ["--width=40", "-o", wrapped, path])
        #expect(status == 0, "\(output)")
        let before = try project.snapshot()
        let plan = try project.importing(try String(contentsOfFile: wrapped, encoding: .utf8))
        #expect(plan.diagnostics.isEmpty)
        #expect(try project.snapshot() == before)
    }

    @Test("an edited translation is written into its block only, and accepted in the lock")
    func editedEntry() throws {
        let project = try Project()
        defer { project.remove() }
        var catalog = try project.export()
        let index = try #require(catalog.entries.firstIndex { $0.context.hasPrefix("00-about.md#") && $0.id.hasPrefix("The English and Chinese pages") })
        catalog.entries[index].string = "英文页面与中文页面逐段对齐。"
        let zhPath = project.content + "/zh/00-about.md"
        let before = try String(contentsOfFile: zhPath, encoding: .utf8)
        let plan = try project.importing(catalog.serialized())
        #expect(plan.replacements.count == 1)
        let after = try String(contentsOfFile: zhPath, encoding: .utf8)
        #expect(after == before.replacingOccurrences(of: catalog.entries[index].references.isEmpty ? "" : try #require(before.split(separator: "\n").first { $0.hasPrefix("英文页面和中文页面逐段对齐") }).description,
                                                     with: "英文页面与中文页面逐段对齐。"))
        let (content, lock) = try project.load()
        let status = TranslationStatus(content: content, lock: lock)
        #expect(status.staleBlocks.isEmpty, "the new translation is accepted")
    }

    @Test("a changed list with a paragraph after it is written in place: the blank line between them stays")
    func listBeforeParagraph() throws {
        let project = try Project()
        defer { project.remove() }
        var catalog = try project.export()
        let index = try #require(catalog.entries.firstIndex { $0.id.hasPrefix("- [") && $0.string.hasSuffix("\n") && $0.context.hasPrefix("00-about.md#") })
        let old = catalog.entries[index].string
        let firstItem = try #require(old.split(separator: "\n").first)
        catalog.entries[index].string = old.replacingOccurrences(of: String(firstItem), with: String(firstItem) + "（已改）")
        let zhPath = project.content + "/zh/00-about.md"
        let before = try String(contentsOfFile: zhPath, encoding: .utf8)
        let plan = try project.importing(catalog.serialized())
        #expect(!plan.diagnostics.hasErrors, "\(plan.diagnostics.map(\.message))")
        #expect(plan.replacements.count == 1)
        let after = try String(contentsOfFile: zhPath, encoding: .utf8)
        #expect(after == before.replacingOccurrences(of: String(firstItem) + "\n", with: String(firstItem) + "（已改）\n"), "only the item changed; the blank line after the list stays")
    }

    @Test("entries that do not fit are errors at their PO line, and nothing is written", arguments: [
        "two paragraphs", "changed code span", "forbidden variant", "changed msgid", "unknown id",
    ])
    func refused(_ mistake: String) throws {
        let project = try Project()
        defer { project.remove() }
        var catalog = try project.export()
        let index = try #require(catalog.entries.firstIndex { $0.id.contains("`traitCollection`") && !$0.id.hasPrefix("```") && !$0.id.hasPrefix("|") && !$0.id.hasPrefix("-") })
        var expected = ""
        switch mistake {
        case "two paragraphs":
            catalog.entries[index].string += "\n\n多出来的一段。"; expected = "po.skeleton"
        case "changed code span":
            catalog.entries[index].string = catalog.entries[index].string.replacingOccurrences(of: "`traitCollection`", with: "`traitcollection`"); expected = "po.code-span"
        case "forbidden variant":
            catalog.entries[index].string += "大小类别"; expected = "po.forbidden-term"
        case "changed msgid":
            // With a new translation: an entry left as exported is no change to report.
            catalog.entries[index].id += " Extra."; catalog.entries[index].string += "另外。"; expected = "po.source-changed"
        default:
            catalog.entries[index].context = "00-about.md#0000000000"; catalog.entries[index].string += "另外。"; expected = "po.unknown-block"
        }
        let text = catalog.serialized()
        let before = try project.snapshot()
        let plan = try project.importing(text)
        let errors = plan.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.identifier) == [expected])
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("msgctxt \"\(catalog.entries[index].context)\"") }
        #expect(errors.first?.location.line == (line ?? -1) + 1, "the error is at the entry's msgctxt line")
        #expect(try project.snapshot() == before, "nothing is written")
    }

    @Test("a block whose English changed since it was accepted is exported fuzzy; its new translation is written but stays unaccepted")
    func fuzzy() throws {
        let project = try Project()
        defer { project.remove() }
        let enPath = project.content + "/en/00-about.md"
        let english = try String(contentsOfFile: enPath, encoding: .utf8)
        try english.replacingOccurrences(of: "The English and Chinese pages are aligned paragraph by paragraph.",
                                         with: "The English and Chinese pages are aligned block by block.").write(toFile: enPath, atomically: true, encoding: .utf8)
        var catalog = try project.export()
        let index = try #require(catalog.entries.firstIndex { $0.id.hasPrefix("The English and Chinese pages are aligned block by block.") })
        #expect(catalog.entries[index].fuzzy)
        #expect(catalog.entries.filter(\.fuzzy).count == 1)
        catalog.entries[index].string = "英文页面和中文页面逐块对齐。"
        let plan = try project.importing(catalog.serialized())
        #expect(plan.replacements.count == 1)
        #expect(plan.accepted.isEmpty, "fuzzy stays stale until the translator clears the flag")
    }

    @Test("a stale entry carries the English it was accepted for as #| msgid, which msgfmt accepts and the parser reads back")
    func previousEnglish() throws {
        let project = try Project()
        defer { project.remove() }
        let enPath = project.content + "/en/00-about.md"
        let english = try String(contentsOfFile: enPath, encoding: .utf8)
        let old = "The English and Chinese pages are aligned paragraph by paragraph."
        try english.replacingOccurrences(of: old, with: "The English and Chinese pages are aligned block by block.")
            .write(toFile: enPath, atomically: true, encoding: .utf8)
        let catalog = try project.export()
        let entry = try #require(catalog.entries.first { $0.fuzzy })
        let previous = try #require(entry.previousID)
        #expect(previous.hasPrefix(old))
        #expect(previous == entry.id.replacingOccurrences(of: "block by block.", with: "paragraph by paragraph."))
        #expect(catalog.entries.filter { $0.previousID != nil }.count == 1, "only stale entries have one")
        let text = catalog.serialized()
        #expect(text.contains("#, fuzzy\n#| msgid \"\(old)"))
        let path = project.root + "/zh.po"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let (status, output) = try Self.run("msgfmt", ["--check", "-o", "/dev/null", path])
        #expect(status == 0, "\(output)")
        let (parsed, diagnostics) = POCatalog.parse(text, path: path)
        #expect(diagnostics.isEmpty)
        let reread = try #require(parsed)
        #expect(reread.entries.map(\.previousID) == catalog.entries.map(\.previousID), "#| msgid is read back")
        #expect(reread.serialized() == text, "so a parse and serialize is the identity")
    }

    @Test("accepting writes translations.english beside the lock: one record per locked hash, sorted, and read back whole")
    func acceptedEnglishStore() throws {
        let project = try Project()
        defer { project.remove() }
        let (content, lock) = try project.load()
        try AcceptedEnglish.write(lock, content: content)
        let (store, diagnostics) = AcceptedEnglish.load(contentDirectory: project.content)
        #expect(diagnostics.isEmpty)
        #expect(!store.texts.isEmpty && Set(store.texts.keys).isSubset(of: Set(lock.entries.values)))
        #expect(store.texts.allSatisfy { FNV1a64.blockHash($0.value) == $0.key })
        let shipped = try String(contentsOfFile: ChecksFixture.repositoryRoot.appendingPathComponent("content/translations.english").path, encoding: .utf8)
        #expect(store.serialized() == shipped, "the shipped store is what `duet accept --prune` writes")
        // A record edited by hand is left out with a warning at its line.
        let damaged = store.serialized().replacingOccurrences(of: "| The English and Chinese pages", with: "| The english and Chinese pages")
        let (partial, warnings) = AcceptedEnglish.parse(damaged, path: "translations.english")
        #expect(warnings.map(\.identifier) == ["lock.english-mismatch"])
        #expect(partial.texts.count == store.texts.count - 1)
    }
}
