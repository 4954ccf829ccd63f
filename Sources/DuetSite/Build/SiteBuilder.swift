import DuetContent
import DuetModel
import DuetOutput
import Foundation

/// The build, as a list of named steps anyone can read top to bottom. Each step reads and
/// extends the `BuildContext`; the build stops before writing anything if a step reported
/// an error.
public enum SiteBuilder {
    /// Checks that `duet check` and `duet build` both run; other modules append to it.
    public static let checks: [any ContentCheck] = StandardChecks.all

    public static let steps: [BuildStep] = [
        BuildStep("load content") { LoadContentStep.run(&$0) },
        BuildStep("load templates") { LoadTemplatesStep.run(&$0) },
        BuildStep("register pages") { SiteAssembler.registerPages(&$0) },
        BuildStep("prepare model tables and cross-links") { StandardPreprocessors.prepare(&$0) },
        BuildStep("add the trait playground") { PlaygroundStep.run(&$0) },
        BuildStep("find stale translations") { FindStaleTranslationsStep.run(&$0) },
        BuildStep("check content") { CheckContentStep.run(&$0, checks: checks) },
        BuildStep("render pages") { SiteAssembler.renderPages(&$0) },
        BuildStep("render reference and glossary pages") { GeneratedPageRenderer.render(&$0) },
        BuildStep("render language homes") { SiteAssembler.renderHomes(&$0) },
        BuildStep("render root and 404") { SiteAssembler.renderRootAndNotFound(&$0) },
        BuildStep("write search index") { SearchIndexStep.run(&$0) },
        BuildStep("write glossary cards") { GlossaryCardsStep.run(&$0) },
        BuildStep("write symbol names") { SymbolNamesStep.run(&$0) },
        BuildStep("write sitemap") { SiteAssembler.renderSitemap(&$0) },
        BuildStep("copy assets") { SiteAssembler.copyAssets(&$0) },
        BuildStep("write the translation status page") { StatusDashboard.addPage(to: &$0) },
        BuildStep("check the reference catalog") { context in
            guard let catalog = context.referenceCatalog else { return }
            // A check draws no page: it reads every model string first, as a build has.
            // The table check's word lists are read either way: a book without a typed
            // table reads none of them, and its catalog still owes them.
            if !context.writesSite { ModelStringsSurvey.readAll() } else { TableWordLists.readAll(); ImportWords.readAll() }
            context.diagnostics += catalog.findings()
            if let glossary = context.content?.glossary { context.diagnostics += catalog.checks(glossary: glossary) }
        },
    ]

    /// Runs the steps up to the first failure and returns the context, output in memory.
    public static func run(_ options: BuildOptions, steps: [BuildStep] = SiteBuilder.steps) -> BuildContext {
        let timings = StepTimings.fromEnvironment()
        defer { timings?.print() }
        return run(options, steps: steps, output: OutputTree(), timings: timings)
    }

    static func run(_ options: BuildOptions, steps: [BuildStep] = SiteBuilder.steps, output: OutputTree,
                    timings: StepTimings?) -> BuildContext {
        var context = BuildContext(options: options)
        context.output = output
        for step in steps {
            timings?.start()
            step.run(&context)
            timings?.stop(step.name)
            if context.failed || (context.content == nil && step.name == "load content") { break }
        }
        return context
    }

    /// Runs only what `duet check` needs: loading, preparation and checks; writes nothing.
    public static func check(_ options: BuildOptions) -> BuildContext {
        var context = BuildContext(options: options)
        context.writesSite = false
        let names: Set<String> = ["load content", "load templates", "register pages", "prepare model tables and cross-links",
                                  "add the trait playground", "find stale translations", "check content",
                                  "check the reference catalog"]
        for step in steps where names.contains(step.name) {
            step.run(&context)
            if context.content == nil { break }
            // Checks over content that did not load whole would report what the missing
            // pages cause (anchors, counterparts), not what is wrong: stop at load errors.
            if step.name == "load content" && context.diagnostics.hasErrors { break }
        }
        return context
    }

    /// A full build: run the steps and, only if nothing failed, swap the output in.
    public static func build(_ options: BuildOptions) -> BuildResult {
        let start = DispatchTime.now()
        let timings = StepTimings.fromEnvironment()
        defer { timings?.print() }
        timings?.start()
        // Files go to a staging folder beside the output as they are rendered, so the
        // site is never all in memory; the output is replaced only if nothing failed.
        // Nothing is touched, not even a staging folder beside it, until the output is known
        // to be new, empty or duet's own.
        if let refusal = OutputGuard.check(output: options.outputDirectory, content: options.contentDirectory,
                                           templates: options.templatesDirectory, cache: options.cacheDirectory) {
            var context = BuildContext(options: options)
            context.diagnostics.append(.error("output.refused", at: FileLocation(file: options.outputDirectory), refusal.description))
            return BuildResult(context: context, filesWritten: 0, seconds: 0)
        }
        let staging: OutputStaging
        do {
            staging = try OutputStaging(outputDirectory: options.outputDirectory, cacheDirectory: options.cacheDirectory,
                                        jobs: options.jobs, waitsForFolderSurvey: options.waitsForFolderSurvey)
        } catch {
            var context = BuildContext(options: options)
            context.diagnostics.append(.error("output.write-failed", at: FileLocation(file: options.outputDirectory),
                                                 PlainIOError.describe(error, doing: "write the site to `\(options.outputDirectory)`")))
            return BuildResult(context: context, filesWritten: 0, seconds: 0)
        }
        timings?.stop("open the output (previous manifest)")
        var context = run(options, output: OutputTree(staging: staging), timings: timings)
        // Every page folder against what the build actually wrote: a slug that is the name
        // of a generated file stops the build at its slug line, before anything is committed.
        if !context.failed, let content = context.content {
            context.diagnostics += SlugOwnership.collisions(of: content.pairs, written: context.output.sizes.keys,
                                                            writtenTwice: context.output.addedTwice)
        }
        timings?.start()
        defer { timings?.stop("commit the output") }
        var written = 0
        if context.failed {
            staging.discard()
        } else {
            do {
                try OutputWriter.write(context.output, to: options.outputDirectory)
                written = context.output.count
                let kept = staging.keptForeignFiles
                if !kept.isEmpty {
                    let shown = kept.prefix(5).joined(separator: ", ") + (kept.count > 5 ? " and \(kept.count - 5) more" : "")
                    context.diagnostics.append(Diagnostic(.note, "output.foreign-files-kept", at: FileLocation(file: options.outputDirectory),
                                                          "kept \(kept.count) file(s) in the output that duet did not write: \(shown)"))
                }
            } catch let collision as OutputCollision {
                context.diagnostics.append(.error("output.collision", at: FileLocation(file: options.outputDirectory), collision.description))
            } catch {
                context.diagnostics.append(.error("output.write-failed", at: FileLocation(file: options.outputDirectory),
                                                 PlainIOError.describe(error, doing: "write the site to `\(options.outputDirectory)`")))
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return BuildResult(context: context, filesWritten: written, seconds: seconds,
                           outputPartlyUpdated: written == 0 && staging.changedOutput)
    }
}

/// What a build did, for the CLI's summary line and for tests.
public struct BuildResult: @unchecked Sendable {
    public let context: BuildContext
    public let filesWritten: Int
    public let seconds: Double
    /// Whether a failed in-place commit had already moved files into the output: it then
    /// holds files of both builds, and the next build replaces it whole (docs/output.md).
    public var outputPartlyUpdated = false

    public var diagnostics: [Diagnostic] { context.diagnostics }
    public var succeeded: Bool { !context.failed && filesWritten > 0 }

    /// "Built 8 English and 8 Chinese pages: 27 files in 0.21 s."
    public var summary: String {
        let en = context.pageCounts[.en] ?? 0
        let zh = context.pageCounts[.zh] ?? 0
        return "Built \(en) English and \(zh) Chinese pages: \(filesWritten) files, \(context.output.totalBytes / 1024) KiB in \(String(format: "%.2f", seconds)) s."
            + context.summaryNotes.map { " " + $0 }.joined()
    }
}
