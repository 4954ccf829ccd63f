import DuetContent
import DuetTestSupport
import DuetSite
import DuetExchange
import Foundation
import Testing

/// XLIFF 1.2 and 2.1 exchange: the PO exchange's semantics (ids, fuzzy, checks, nothing
/// written on error, byte-identical round trip), with inline code protected as
/// placeholders whose text comes back from the content. Runs on a scratch copy of the
/// shipped content.
@Suite("XLIFF export and import", .serialized)
struct XLIFFExchangeTests {
    init() { ShippedStrings.install() }

    typealias Project = POExchangeTests.Project

    static func export(_ project: Project, _ version: XLIFFVersion) throws -> String {
        let (content, lock) = try project.load()
        return XLIFFExchange.export(content, lock: lock, previous: AcceptedEnglish.load(contentDirectory: project.content).0, version: version)
    }

    /// Plans a document's import and applies it when it has no error.
    @discardableResult
    static func importing(_ text: String, into project: Project) throws -> POExchange.ImportPlan {
        let (content, lock) = try project.load()
        let (_, plan) = XLIFFExchange.plan(Data(text.utf8), path: project.root + "/zh.xlf", content: content, lock: lock)
        if !plan.diagnostics.hasErrors { try POExchange.apply(plan, content: content, lock: lock) }
        return plan
    }

    @Test("export then import with no change leaves content/ byte-identical, and a second export is the same bytes", arguments: XLIFFVersion.allCases)
    func roundTrip(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        let before = try project.snapshot()
        let text = try Self.export(project, version)
        #expect(text.contains(version == .v12 ? "version=\"1.2\"" : "version=\"2.1\""))
        let plan = try Self.importing(text, into: project)
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.replacements.isEmpty && plan.accepted.isEmpty)
        #expect(plan.unchanged > 300)
        #expect(try project.snapshot() == before)
        #expect(try Self.export(project, version) == text)
    }

    @Test("code spans are placeholders: <x/> in 1.2, <ph/> with originalData in 2.1")
    func placeholders() throws {
        let project = try Project()
        defer { project.remove() }
        let v12 = try Self.export(project, .v12), v21 = try Self.export(project, .v21)
        #expect(v12.contains("<x id=\"1\" ctype=\"x-code-span\" equiv-text=\"`traitCollection`\"/>"))
        #expect(v21.contains("<data id=\"d1\" xml:space=\"preserve\">`traitCollection`</data>") || v21.contains("`traitCollection`</data>"))
        #expect(v21.contains("<ph id=\"1\" dataRef=\"d1\""))
        // No code span is left as text in a source.
        for text in [v12, v21] {
            let sources = text.components(separatedBy: "<source").dropFirst().map {
                $0.components(separatedBy: "</source>")[0].components(separatedBy: "<").map { $0.components(separatedBy: ">").last! }.joined()
            }
            #expect(!sources.contains { $0.contains("`") && !$0.contains("```") }, "every inline code span is a placeholder")
        }
    }

    @Test("an edited target is written with its code spans taken from the content, even when a tool altered the placeholder's text", arguments: XLIFFVersion.allCases)
    func editedTarget(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        var text = try Self.export(project, version)
        let old = "尺寸类的类型是 "
        #expect(text.contains(old))
        text = text.replacingOccurrences(of: old, with: "尺寸类的类型为 ")
        // A tool that rewrites what it displays must not change the code.
        text = text.replacingOccurrences(of: "`UIUserInterfaceSizeClass`\"", with: "`UIUserInterfaceSizeclass`\"")
        let plan = try Self.importing(text, into: project)
        #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics.map(\.message))")
        #expect(plan.replacements.count == 1)
        let page = try String(contentsOfFile: project.content + "/zh/01-adaptive-model.md", encoding: .utf8)
        #expect(page.contains("尺寸类的类型为 `UIUserInterfaceSizeClass`，"))
        let (content, lock) = try project.load()
        #expect(TranslationStatus(content: content, lock: lock).staleBlocks.isEmpty, "a translated unit is accepted")
    }

    @Test("units that do not fit are errors at their unit's line, and nothing is written", arguments: [
        ("unknown placeholder", "xliff.placeholder"), ("dropped placeholder", "xliff.code-span"),
        ("forbidden variant", "xliff.forbidden-term"), ("unknown unit", "xliff.unknown-block"), ("two paragraphs", "xliff.skeleton"),
    ])
    func refused(_ mistake: String, _ expected: String) throws {
        let project = try Project()
        defer { project.remove() }
        let text = try Self.export(project, .v21)
        let anchor = "尺寸类的类型是 <ph id=\"1\""
        let range = try #require(text.range(of: anchor))
        var edited = text
        switch mistake {
        case "unknown placeholder": edited.replaceSubrange(range, with: "尺寸类的类型是 <ph id=\"99\"")
        case "dropped placeholder":
            let end = try #require(text[range.upperBound...].range(of: "/>"))
            edited.replaceSubrange(range.lowerBound..<end.upperBound, with: "尺寸类的类型是 UIUserInterfaceSizeClass")
        case "forbidden variant": edited.replaceSubrange(range, with: "大小类别的类型是 <ph id=\"1\"")
        case "two paragraphs": edited.replaceSubrange(range, with: "多出来的一段。\n\n尺寸类的类型是 <ph id=\"1\"")
        default:
            let unit = try #require(text[..<range.lowerBound].range(of: "<unit id=\"", options: .backwards))
            edited.replaceSubrange(unit.upperBound..<text.index(unit.upperBound, offsetBy: 10), with: "0000000000")
        }
        let before = try project.snapshot()
        let plan = try Self.importing(edited, into: project)
        let errors = plan.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.identifier) == [expected])
        let unitLine = edited[..<(try #require(edited.range(of: mistake == "unknown unit" ? "0000000000" : "尺寸类的类型") ?? edited.range(of: "大小类别的类型"))).lowerBound]
            .components(separatedBy: "\n").enumerated().last { $0.element.contains("<unit ") }
        #expect(errors.first?.location.line == (unitLine?.offset ?? -1) + 1, "reported at the unit")
        #expect(try project.snapshot() == before, "nothing is written")
    }

    @Test("a stale block is to be reviewed, shows its previous English, and stays stale when imported unreviewed", arguments: XLIFFVersion.allCases)
    func stale(_ version: XLIFFVersion) throws {
        let project = try Project()
        defer { project.remove() }
        let enPath = project.content + "/en/00-about.md"
        try String(contentsOfFile: enPath, encoding: .utf8)
            .replacingOccurrences(of: "aligned paragraph by paragraph.", with: "aligned block by block.")
            .write(toFile: enPath, atomically: true, encoding: .utf8)
        var text = try Self.export(project, version)
        #expect(text.contains(version == .v12 ? "<target state=\"needs-review-translation\">" : "<segment state=\"initial\" subState=\"duet:stale\">"))
        #expect(text.contains("previous English: The English and Chinese pages are aligned paragraph by paragraph."))
        text = text.replacingOccurrences(of: "英文页面和中文页面逐段对齐", with: "英文页面和中文页面逐块对齐")
        let plan = try Self.importing(text, into: project)
        #expect(plan.replacements.count == 1)
        #expect(plan.accepted.isEmpty, "still to be reviewed, so not accepted")
    }

    @Test("a document that is not XLIFF 1.2 or 2.1 XML is an error at its line")
    func malformed() throws {
        let project = try Project()
        defer { project.remove() }
        let (content, lock) = try project.load()
        let broken = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n<file original=\"00-about.md\"><body>\n<trans-unit id=\"x\"><source>a</sourc></trans-unit>"
        let (_, plan) = XLIFFExchange.plan(Data(broken.utf8), path: "zh.xlf", content: content, lock: lock)
        #expect(plan.diagnostics.map(\.identifier) == ["xliff.syntax"])
        #expect(plan.diagnostics.first?.location.line == 4)
        let (_, other) = XLIFFExchange.plan(Data("<xliff version=\"3.0\"/>".utf8), path: "zh.xlf", content: content, lock: lock)
        #expect(other.diagnostics.map(\.identifier) == ["xliff.version"])
    }

    @Test("inline code runs are found where the parsed tree says, and a block is never cut wrongly")
    func inlineRuns() {
        let runs = InlineCodeRuns(source: "Use ``a`b`` and `c`, not \\`d`.", spans: ["a`b", "c"])
        #expect(runs.runs == [.text("Use "), .code("``a`b``"), .text(" and "), .code("`c`"), .text(", not \\`d`.")])
        #expect(runs.markdown == "Use ``a`b`` and `c`, not \\`d`.")
        #expect(InlineCodeRuns(source: "` x `", spans: ["x"]).codeSpans == ["` x `"])
        #expect(InlineCodeRuns(source: "plain `a`", spans: ["b"]).runs == [.text("plain `a`")], "spans not found: one text run")
    }
}
