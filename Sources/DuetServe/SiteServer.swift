import DuetCore
import Foundation
import Synchronization

/// `duet serve`: builds the site, serves the output folder on 127.0.0.1, rebuilds when
/// a file under content/ or templates/ changes, and tells open pages to reload. The
/// output folder is only replaced by a successful build, so the last good site stays
/// available while the content has errors.
public final class SiteServer: Sendable {
    public let options: ServeOptions
    let state = BuildState()
    private let server: BoundedHTTPServer
    /// Called after every build with its result; the CLI prints diagnostics and summaries.
    private let onBuild: @Sendable (BuildResult) -> Void
    private let listening = Mutex<UInt16?>(nil)

    public init(options: ServeOptions, onBuild: @escaping @Sendable (BuildResult) -> Void = { _ in }) throws {
        self.options = options
        self.onBuild = onBuild
        let handler = SiteRequestHandler(outputDirectory: options.build.outputDirectory, state: state)
        server = BoundedHTTPServer(host: "127.0.0.1", port: options.port) { handler.handle($0) }
    }

    /// Serves at once (pages say "building" until the first build is done), builds, and
    /// rebuilds on changes until `stop()` or cancellation.
    public func run() async throws {
        let port = try server.start()
        listening.withLock { $0 = port }
        await buildAndWatch()
        server.stop()
    }

    public func stop() async {
        stopped.withLock { $0 = true }
    }

    private let stopped = Mutex(false)

    /// The port the server listens on once it is up (useful with port 0).
    public func waitUntilListening() async throws -> UInt16 {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if let port = listening.withLock({ $0 }) { return port }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw ServeError.socket("listen on 127.0.0.1:\(options.port) within 30 s", ETIMEDOUT)
    }

    /// The number of builds so far, for tests that wait for a rebuild.
    public var generation: Int {
        get async { state.generation }
    }

    /// The watcher takes its first fingerprint before the first build, so an edit made
    /// while that build runs triggers another.
    private func buildAndWatch() async {
        var watcher = SourceWatcher(directories: [options.build.contentDirectory, options.build.templatesDirectory])
        await build()
        while !Task.isCancelled && !stopped.withLock({ $0 }) {
            try? await Task.sleep(for: options.pollInterval)
            if watcher.changed() { await build() }
        }
    }

    /// Runs the build off the concurrency pool, so requests keep being answered meanwhile.
    private func build() async {
        let options = options.build
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<BuildResult, Never>) in
            DispatchQueue.global().async { continuation.resume(returning: SiteBuilder.build(options)) }
        }
        state.record(result)
        onBuild(result)
    }
}
