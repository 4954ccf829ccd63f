import ArgumentParser
import DuetOutput
import DuetSupport
import Foundation

/// Threads and the build cache, shared by `duet build` and `duet serve` so a preview
/// rebuilds only what an edit changed, exactly as a command-line build does.
struct BuildSpeedOptions: ParsableArguments {
    /// Optional so the help states the default in words: a number here would be this
    /// machine's core count printed as if it were everyone's.
    @Option(name: [.customShort("j"), .customLong("jobs")], help: ArgumentHelp("Threads that parse and render pages (default: every active core). The output is the same for any value.", valueName: "n"))
    var requestedJobs: Int?

    /// At most `ParallelWork.maximumJobs`, however large the number given.
    var jobs: Int { ParallelWork.clamped(requestedJobs ?? ParallelWork.defaultJobs) }

    @Option(help: "Folder for results kept between builds, so unchanged pages are not redone or rewritten.")
    var cache: String = ".build/duet-cache"

    @Flag(help: "Build everything from scratch without reading or writing the cache.")
    var noCache = false

    /// The cache folder to use, or nil for a build from scratch.
    var cacheDirectory: String? { noCache ? nil : cache }

    /// The cache follows the output's rules (`CacheGuard`): not inside the output (replaced
    /// as a whole), `content/` or `templates/` (published), and never empty.
    func validate(output: String, source: ProjectOptions) throws {
        if let requestedJobs, requestedJobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        guard !noCache else { return }
        if let refusal = CacheGuard.check(cache: cache, output: output, content: source.content, templates: source.templates) {
            throw ValidationError(refusal + ".")
        }
    }
}
