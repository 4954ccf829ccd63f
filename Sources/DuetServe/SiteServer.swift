import DuetSite
import Foundation
import Synchronization

/// `duet serve`: builds the site, serves the output folder on 127.0.0.1, rebuilds when
/// a file under content/ or templates/ changes, and tells open pages to reload. The
/// output folder is only replaced by a successful build, so the last good site stays
/// available while the content has errors.
public final class SiteServer: Sendable {
    public let options: ServeOptions
    let state = BuildState()
    private let server: LoopbackHTTPServer
    /// Called after every build with its result; the CLI prints diagnostics and summaries.
    private let onBuild: @Sendable (BuildResult) -> Void
    private let listening = Mutex<UInt16?>(nil)

    public init(options: ServeOptions, onBuild: @escaping @Sendable (BuildResult) -> Void = { _ in }) throws {
        self.options = options
        self.onBuild = onBuild
        let handler = SiteRequestHandler(outputDirectory: options.build.outputDirectory, state: state)
        server = LoopbackHTTPServer(port: options.port) { handler.answer($0) }
    }

    /// Binds and starts serving and building at once, on threads of their own (pages say
    /// "building" until the first build is done); returns the port. Nothing here waits for
    /// the concurrency pool, so a busy pool can neither delay the server nor starve its
    /// requests. Calling it again returns the same port.
    @discardableResult
    public func start() throws -> UInt16 {
        if let port = listening.withLock({ $0 }) { return port }
        let port = try server.start()
        listening.withLock { $0 = port }
        let thread = Thread { [self] in
            buildAndWatch()
            server.stop()
            finished.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        return port
    }

    /// Serves, builds, and rebuilds on changes until `stop()`.
    public func run() async throws {
        try start()
        while finished.wait(timeout: .now()) == .timedOut {
            try? await Task.sleep(for: .milliseconds(50))
        }
        finished.signal()  // later calls return at once too
    }

    /// Blocks the calling thread until the server has stopped (for the command line).
    public func waitUntilStopped() {
        finished.wait()
        finished.signal()
    }

    public func stop() async {
        stopped.withLock { $0 = true }
    }

    /// Asks the server to stop from any thread (a signal handler, for one).
    public func requestStop() {
        stopped.withLock { $0 = true }
    }

    private let stopped = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)

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
    private func buildAndWatch() {
        var watcher = SourceWatcher(directories: [options.build.contentDirectory, options.build.templatesDirectory])
        build()
        let interval = options.pollInterval.components
        let micros = useconds_t(interval.seconds * 1_000_000 + interval.attoseconds / 1_000_000_000_000)
        while !stopped.withLock({ $0 }) {
            usleep(max(micros, 10_000))
            if watcher.changed() { build() }
        }
    }

    /// Builds on the watcher's thread; requests keep being answered on theirs meanwhile.
    private func build() {
        let result = SiteBuilder.build(options.build)
        state.record(result)
        onBuild(result)
    }
}
