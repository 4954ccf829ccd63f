import ArgumentParser
import DuetSupport
import Foundation

/// Threads and the build cache, shared by `duet build` and `duet serve` so a preview
/// rebuilds only what an edit changed, exactly as a command-line build does.
struct BuildSpeedOptions: ParsableArguments {
    /// Optional so the help states the default in words: a number here would be this
    /// machine's core count printed as if it were everyone's.
    @Option(name: .customLong("jobs"), help: ArgumentHelp("Threads that parse and render pages (default: every active core). The output is the same for any value.", valueName: "n"))
    var requestedJobs: Int?

    var jobs: Int { requestedJobs ?? ParallelWork.defaultJobs }

    @Option(help: "Folder for results kept between builds, so unchanged pages are not redone or rewritten.")
    var cache: String = ".build/duet-cache"

    @Flag(help: "Build everything from scratch without reading or writing the cache.")
    var noCache = false

    /// The cache folder to use, or nil for a build from scratch.
    var cacheDirectory: String? { noCache ? nil : cache }

    /// The output folder is replaced as a whole, so a cache inside it would vanish.
    func validate(output: String) throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1.") }
        let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path
        let cachePath = URL(fileURLWithPath: cache).standardizedFileURL.path
        if !noCache && (cachePath == outputPath || cachePath.hasPrefix(outputPath + "/")) {
            throw ValidationError("--cache must be outside the output folder \(output).")
        }
    }
}
