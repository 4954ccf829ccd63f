import DuetSite

/// What `duet serve` builds and where it listens.
public struct ServeOptions: Sendable {
    public var build: BuildOptions
    /// 0 picks a free port (tests); the CLI defaults to 8080.
    public var port: UInt16
    /// How often content/ and templates/ are compared with their last state.
    public var pollInterval: Duration

    public init(build: BuildOptions, port: UInt16 = 8080, pollInterval: Duration = .milliseconds(300)) {
        self.build = build
        self.port = port
        self.pollInterval = pollInterval
    }
}
