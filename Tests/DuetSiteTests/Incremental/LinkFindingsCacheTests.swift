@testable import DuetContent
@testable import DuetSite
import DuetMarkdown
import DuetTestSupport
import DuetModel
import Foundation
import Testing

/// The link check's findings are kept per pair under the book's link targets: a rebuild
/// reuses them only while both the pair's text and every page's names and ids are as
/// they were, and must report exactly what checking every link again would.
@Suite("Link findings kept between builds")
struct LinkFindingsCacheTests {
    init() { ShippedStrings.install() }

    func options(_ workspace: Workspace) -> BuildOptions {
        workspace.options.cached()
    }

    func linkErrors(_ context: BuildContext) -> [String] {
        context.diagnostics.filter { $0.identifier.hasPrefix("link.") }.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line) \($0.identifier)" }.sorted()
    }

    @Test("a heading renamed on one page breaks the unchanged page that links to it, and renaming it back mends it")
    func targetsChangeRechecksUnchangedPages() throws {
        let workspace = try Workspace(copying: "site")
        // Both languages of page 01 link to `02-presentations.md#popovers` (line 14).
        #expect(try workspace.read("content/en/01-traits.md").contains("(02-presentations.md#popovers)"))
        #expect(linkErrors(SiteBuilder.check(options(workspace))) == [])
        // Page 01 stays as it is; the heading it links to gets another id.
        let target = "content/en/02-presentations.md"
        let original = try workspace.read(target)
        try workspace.write(target, original.replacingOccurrences(of: "## Popovers", with: "## Popover Basics"))
        let broken = SiteBuilder.check(options(workspace))
        #expect(linkErrors(broken) == ["01-traits.md:14 link.unknown-anchor", "01-traits.md:14 link.unknown-anchor"])
        // Without a cache, the same findings.
        var uncached = workspace.options.build
        uncached.cacheDirectory = nil
        #expect(linkErrors(SiteBuilder.check(uncached)) == linkErrors(broken))
        try workspace.write(target, original)
        #expect(linkErrors(SiteBuilder.check(options(workspace))) == [])
    }

    @Test("an unchanged rebuild takes every pair's link findings from the cache, and an edited pair's are made again")
    func unchangedPairsReuseFindings() throws {
        let workspace = try Workspace(copying: "site")
        let page = "content/en/01-traits.md"
        try workspace.write(page, try workspace.read(page) + "\nSee [the missing page](99-missing.md).\n")
        let first = SiteBuilder.check(options(workspace))
        #expect(linkErrors(first).count == 1)
        let pairs = try #require(first.content).pairs.count
        // Mark every cached entry: an entry that is reused shows its mark.
        let cacheFolder = workspace.path("cache")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cacheFolder).first { $0.hasPrefix("checks-") })
        var entries = CheckCache.decode(try #require(SourceFile.readBytes(cacheFolder + "/" + file)))
        #expect(entries.count == 2 * pairs, "one entry per pair for its own checks, one for its links")
        let marker = Diagnostic.warning("test.reused", at: FileLocation(file: workspace.path("content/en/02-presentations.md"), DuetMarkdown.SourceLocation(line: 1, column: 1)), "reused")
        for key in entries.keys { entries[key]!.append(marker) }
        try Data(try #require(CheckCache.encode(entries))).write(to: URL(fileURLWithPath: cacheFolder + "/" + file))
        let second = SiteBuilder.check(options(workspace))
        #expect(second.diagnostics.filter { $0.identifier == "test.reused" }.count == 2 * pairs)
        #expect(linkErrors(second) == linkErrors(first))
        // Editing page 01 makes both of its entries again: the marks of the others stay.
        try workspace.write(page, try workspace.read(page).replacingOccurrences(of: "the missing page", with: "a missing page"))
        let third = SiteBuilder.check(options(workspace))
        #expect(third.diagnostics.filter { $0.identifier == "test.reused" }.count == 2 * (pairs - 1))
        #expect(linkErrors(third) == linkErrors(first))
    }

    @Test("the checks cache reads back what it wrote, findings with tabs and line breaks included, and anything else as empty")
    func checksCacheFormat() throws {
        let finding = Diagnostic.error("x.y", at: FileLocation(file: "/a\tb/页.md", DuetMarkdown.SourceLocation(line: 3, column: 4)), "line one\nline\ttwo",
                                       fix: "do \"this\"", related: FileLocation(file: "/c.md"))
        let entries: [String: [Diagnostic]] = ["k1": [], "k2": [finding, finding], "k3": [finding]]
        let bytes = try #require(CheckCache.encode(entries))
        #expect(CheckCache.decode(bytes) == entries)
        #expect(bytes.filter { $0 == 10 }.count == 4, "the header and one line per entry")
        #expect(CheckCache.decode(Array(bytes.dropLast())).isEmpty, "cut short")
        #expect(CheckCache.decode(Array("duet-checks-1\nk1\t\n".utf8)).isEmpty, "another format")
        #expect(CheckCache.decode(Array("duet-checks-2\nk1\t[{]\n".utf8)).isEmpty, "findings that do not read back")
        #expect(CheckCache.decode(Array("duet-checks-2\nno tab\n".utf8)).isEmpty)
        #expect(CheckCache.encode(["a\tb": []]) == nil, "a key with a tab cannot be written")
    }

    @Test("the link targets' digest follows every name and id, not the order the tables hold them in")
    func targetsDigest() {
        let en = SiteLocation(language: .en, segments: ["traits"])
        let zh = SiteLocation(language: .zh, segments: ["traits"])
        func context(_ order: [Int], anchors: Set<String> = ["a", "b"], otherSlug: String = "presenting") -> CheckContext {
            var context = CheckContext(content: nil)
            let registrations: [(String, Language, SiteLocation)] = [
                ("01-traits.md", .en, en), ("01-traits.md", .zh, zh),
                ("02-presenting.md", .en, SiteLocation(language: .en, segments: [otherSlug])),
            ]
            for index in order {
                let (source, language, location) = registrations[index]
                context.links.register(source: source, language: language, location: location)
                context.anchors[location] = index == 0 ? AnchorIDs(anchors) : ["c"]
            }
            return context
        }
        let digest = LinkTargets.digest(context([0, 1, 2]))
        #expect(LinkTargets.digest(context([2, 1, 0])) == digest)
        #expect(LinkTargets.digest(context([0, 1, 2], anchors: ["a", "c"])) != digest)
        #expect(LinkTargets.digest(context([0, 1, 2], anchors: ["a"])) != digest)
        #expect(LinkTargets.digest(context([0, 1, 2], otherSlug: "presentations")) != digest)
        #expect(LinkTargets.digest(context([0, 1])) != digest)
    }
}

@Suite("A page's anchor ids")
struct AnchorIDsTests {
    init() { ShippedStrings.install() }

    @Test("a page's ids are found whether it has a few or hundreds, each kept once")
    func lookups() {
        let few = AnchorIDs(["overview", "size-classes", "overview"])
        #expect(few.count == 2)
        #expect(few.contains("size-classes") && !few.contains("Size-Classes") && !few.contains(""))
        let many = AnchorIDs((0..<300).map { "id-\($0)" } + ["id-7"])
        #expect(many.count == 300)
        #expect(many.contains("id-299") && !many.contains("id-300"))
        #expect(Set(many.all) == Set((0..<300).map { "id-\($0)" }))
        #expect(AnchorIDs(["a", "b"]) == ["b", "a"])
        #expect(AnchorIDs([]).count == 0 && !AnchorIDs([]).contains("a"))
    }
}
