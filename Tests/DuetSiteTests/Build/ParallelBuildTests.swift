@testable import DuetContent
@testable import DuetSite
@testable import DuetSupport
import Foundation
import DuetTestSupport
import Testing

/// `--jobs` changes how fast a build is, never what it writes.
@Suite("Parallel builds")
struct ParallelBuildTests {
    init() { ShippedStrings.install() }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("the shipped content builds to the same bytes with one job and with four")
    func jobsDoNotChangeOutput() throws {
        let workspace = try Workspace(copying: "site")
        var outputs: [[String: Data]] = []
        for jobs in [1, 4] {
            let options = BuildOptions(contentDirectory: Self.repository.appendingPathComponent("content").path,
                                       templatesDirectory: Self.repository.appendingPathComponent("templates").path,
                                       outputDirectory: workspace.path("Site-\(jobs)"), jobs: jobs)
            let result = SiteBuilder.build(options)
            #expect(result.succeeded, "\(result.diagnostics)")
            outputs.append(try workspace.snapshot(of: "Site-\(jobs)"))
        }
        #expect(outputs[0].count > 20)
        #expect(outputs[0] == outputs[1])
    }

    @Test("a book built the large-book way, forgetting each tree after use, gets the same bytes and diagnostics")
    func releasedTreesDoNotChangeOutput() throws {
        let workspace = try Workspace(copying: "site")
        var outputs: [[String: Data]] = []
        var findings: [[Diagnostic]] = []
        for budget in [Content.treeBudget, 0] {
            var options = BuildOptions(contentDirectory: Self.repository.appendingPathComponent("content").path,
                                       templatesDirectory: Self.repository.appendingPathComponent("templates").path,
                                       outputDirectory: workspace.path("Site-\(budget)"), jobs: 2)
            options.treeBudget = budget
            // Pages rendered while checking, as in a large book's cold build.
            options.smallestBatchRenderedWhileChecking = 1
            let result = SiteBuilder.build(options)
            #expect(result.succeeded, "\(result.diagnostics)")
            #expect(result.context.content?.releasesTrees == (budget == 0))
            outputs.append(try workspace.snapshot(of: "Site-\(budget)"))
            findings.append(result.diagnostics.sortedForOutput())
        }
        #expect(outputs[0].count > 20)
        #expect(outputs[0] == outputs[1])
        #expect(findings[0] == findings[1])
    }

    @Test("a large book's page is parsed three times in a build: for its outline, for its checks and pages, for the search index")
    func largeBookParsesEachPageThrice() throws {
        let workspace = try Workspace(copying: "site")
        var options = BuildOptions(contentDirectory: Self.repository.appendingPathComponent("content").path,
                                   templatesDirectory: Self.repository.appendingPathComponent("templates").path,
                                   outputDirectory: workspace.path("Site"), jobs: 2)
        options.treeBudget = 0
        options.smallestBatchRenderedWhileChecking = 1
        let result = SiteBuilder.build(options)
        #expect(result.succeeded, "\(result.diagnostics)")
        let pages = try #require(result.context.content).pairs.flatMap { [$0.en, $0.zh].compactMap { $0 } }
        #expect(pages.count > 10)
        // Rendering takes the pages the checks rendered while their trees were parsed.
        #expect(pages.allSatisfy { $0.tree.parseCount == 3 }, "\(pages.map { ($0.fileName, $0.tree.parseCount) })")
        // `duet check` renders nothing.
        let checked = SiteBuilder.check(options)
        #expect(checked.pageRenderer == nil)
        #expect(!checked.output.sizes.keys.contains { $0.hasSuffix("index.html") })
    }

    @Test("a large book's checks find the same problems when trees are forgotten batch by batch")
    func releasedTreesKeepFindings() throws {
        let workspace = try Workspace(copying: "site")
        var findings: [[Diagnostic]] = []
        for budget in [Content.treeBudget, 0] {
            var options = workspace.options.build
            options.treeBudget = budget
            findings.append(SiteBuilder.check(options).diagnostics.sortedForOutput())
        }
        #expect(!findings[0].isEmpty)
        #expect(findings[0] == findings[1])
    }

    @Test("the parallel map returns results in input order for any number of jobs", arguments: [1, 2, 3, 8])
    func orderedResults(jobs: Int) {
        let values = ParallelWork.map(Array(0..<500), jobs: jobs) { $0 * $0 }
        #expect(values == (0..<500).map { $0 * $0 })
    }

    /// Both shapes of issue 17: a corpus with an error would time the error path, not a build.
    /// The dense shape draws its counts at random, so it is tried on more pairs.
    @Test("the benchmark corpus generator writes content that passes every check", arguments: [("today", 5), ("dense", 24)])
    func benchmarkCorpusIsValid(shape: String, pairs: Int) throws {
        let workspace = try Workspace(copying: "site")
        let corpus = workspace.path("corpus")
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = ["python3", Self.repository.appendingPathComponent("scripts/bench-corpus.py").path,
                               "--pairs", String(pairs), "--out", corpus, "--shape", shape,
                               "--shipped", Self.repository.appendingPathComponent("content").path]
        try generator.run()
        generator.waitUntilExit()
        #expect(generator.terminationStatus == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus + "/en").sorted()
        #expect(names.count == pairs)
        if shape == "dense" {
            // The dense paragraphs are the generator's own, not today's sentences.
            let first = try String(contentsOfFile: corpus + "/en/" + names[0], encoding: .utf8)
            #expect(first.contains("Before the call returns") || first.contains("In the order given here") || first.contains("On every device"))
        }
        let options = BuildOptions(contentDirectory: corpus, templatesDirectory: Self.repository.appendingPathComponent("templates").path,
                                   outputDirectory: workspace.path("Site"))
        let diagnostics = SiteBuilder.check(options).diagnostics
        #expect(diagnostics.filter { $0.severity == .error } == [], "\(DiagnosticFormat.human.render(diagnostics))")
        #expect(diagnostics.filter { $0.identifier != "translation.stale" && $0.severity == .warning } == [],
                "\(DiagnosticFormat.human.render(diagnostics))")
    }

    /// The dense shape is only as honest as this count: one page pair whose every density is
    /// known by hand. `present(_:animated:completion:)` is a catalogue symbol, `true` is not;
    /// "present" inside the code span and "view" inside "view controller" are not terms.
    @Test("bench-corpus.py --measure counts terms, code spans, symbols, links and listings per paragraph")
    func benchmarkCorpusMeasure() throws {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests")
        let workspace = try Workspace(copying: "site")
        let folder = workspace.path("measured")
        for language in ["en", "zh"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + language, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: Self.repository.appendingPathComponent("content/glossary.yml").path,
                                         toPath: folder + "/glossary.yml")
        try "---\ntitle: T\n---\n\nA view controller calls `present(_:animated:completion:)` and `true`; see [the overview](b.md#overview).\n\n```swift\nlet a = 1\n```\n"
            .write(toFile: folder + "/en/01-t.md", atomically: true, encoding: .utf8)
        try "---\ntitle: T\n---\n\n视图控制器调用 `present(_:animated:completion:)`。\n"
            .write(toFile: folder + "/zh/01-t.md", atomically: true, encoding: .utf8)
        let json = workspace.path("densities.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.repository.appendingPathComponent("scripts/bench-corpus.py").path,
                             "--measure", folder, "--json", json, "--duet", binary.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "needs python3 with PyYAML and the cmark-gfm command (install-deps.sh --test)")
        let decoded = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: [String: Double]]
        let en = try #require(decoded?["en"]), zh = try #require(decoded?["zh"])
        #expect(en["paragraphs/page"] == 1)
        #expect(en["terms/paragraph"] == 1)
        #expect(en["code spans/paragraph"] == 2)
        #expect(en["symbols/paragraph"] == 1)
        #expect(en["links/paragraph"] == 1)
        #expect(en["listings/paragraph"] == 1)
        #expect(zh["terms/paragraph"] == 1)
        #expect(zh["code spans/paragraph"] == 1)
        #expect(zh["symbols/paragraph"] == 1)
        #expect(zh["links/paragraph"] == 0)
        #expect(zh["listings/paragraph"] == 0)
    }
}
