import DuetCore
import FlyingFox
import Foundation
import Synchronization

/// `duet serve`: builds the site, serves the output folder on 127.0.0.1, rebuilds when
/// a file under content/ or templates/ changes, and tells open pages to reload. The
/// output folder is only replaced by a successful build, so the last good site stays
/// available while the content has errors.
public final class SiteServer: Sendable {
    public let options: ServeOptions
    let state = BuildState()
    private let server: HTTPServer
    /// Called after every build with its result; the CLI prints diagnostics and summaries.
    private let onBuild: @Sendable (BuildResult) -> Void
    /// Set by `stop()`, so the socket errors of shutting down count as a clean stop.
    private let stopping = Mutex(false)

    public init(options: ServeOptions, onBuild: @escaping @Sendable (BuildResult) -> Void = { _ in }) throws {
        self.options = options
        self.onBuild = onBuild
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: options.port)
        server = HTTPServer(address: address, logger: .disabled,
                            handler: SiteRequestHandler(outputDirectory: options.build.outputDirectory, state: state))
    }

    /// Serves at once (pages say "building" until the first build is done), builds, and
    /// rebuilds on changes until `stop()` or cancellation.
    public func run() async throws {
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await self.server.run() }
                group.addTask { await self.buildAndWatch() }
                try await group.next()
                group.cancelAll()
            }
        } catch {
            if !stopping.withLock({ $0 }) { throw error }
        }
    }

    public func stop() async {
        stopping.withLock { $0 = true }
        await server.stop(timeout: 1)
    }

    /// The port the server listens on once it is up (useful with port 0).
    public func waitUntilListening() async throws -> UInt16 {
        try await server.waitUntilListening(timeout: 30)
        if case .ip4(_, let port) = await server.listeningAddress { return port }
        return options.port
    }

    /// The number of builds so far, for tests that wait for a rebuild.
    public var generation: Int {
        get async { await state.generation }
    }

    /// The watcher takes its first fingerprint before the first build, so an edit made
    /// while that build runs triggers another.
    private func buildAndWatch() async {
        var watcher = SourceWatcher(directories: [options.build.contentDirectory, options.build.templatesDirectory])
        await build()
        while !Task.isCancelled {
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
        await state.record(result)
        onBuild(result)
    }
}
