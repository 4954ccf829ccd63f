import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `duet serve`'s HTTP server: SwiftNIO's HTTP/1.1 stack on 127.0.0.1, one event loop
/// thread for every connection and a small thread pool for the responder, with each
/// connection's pipeline bounding what it may send and how long it may stay.
///
/// The pipeline of a connection, from the socket inwards:
/// `HTTPResponseEncoder` → `IdleStateHandler` (silence before the head is complete) →
/// `RequestHeadGuard` (request line 414, head 431, counted as bytes arrive) →
/// NIO's request decoder (its own header limits set to the same sizes) →
/// `ConnectionDeadlines` (whole head in time, else 408; whole connection in time, else
/// closed) → `HTTPExchangeHandler` (one request, answered, then a lingering close).
/// Nothing reads a socket by hand or waits on the accepting thread.
final class LoopbackHTTPServer: Sendable {
    typealias Responder = HTTPExchangeHandler.Responder

    static let host = "127.0.0.1"

    private let port: UInt16
    private let limits: ServeLimits
    private let responder: Responder
    private let running = Mutex<Running?>(nil)

    private struct Running {
        let group: MultiThreadedEventLoopGroup
        let pool: NIOThreadPool
        let listener: Channel
    }

    init(port: UInt16, limits: ServeLimits = ServeLimits(), responder: @escaping Responder) {
        self.port = port
        self.limits = limits
        self.responder = responder
    }

    /// Binds 127.0.0.1 and starts serving; returns the port (the one chosen, with 0).
    func start() throws -> UInt16 {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        // Reading a page is quick; the long poll waits on the event loop, not here.
        let pool = NIOThreadPool(numberOfThreads: 2)
        pool.start()
        let limiter = ConnectionLimiter(limit: limits.connections)
        let limits = self.limits
        let responder = self.responder
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 512)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let admitted = limiter.admit()
                    if admitted {
                        channel.closeFuture.whenComplete { _ in limiter.release() }
                    }
                    try Self.configure(channel.pipeline.syncOperations, admitted: admitted, limits: limits,
                                       responder: responder, pool: pool)
                }
            }
        let listener: Channel
        do {
            listener = try bootstrap.bind(host: Self.host, port: Int(port)).wait()
        } catch {
            try? group.syncShutdownGracefully()
            try? pool.syncShutdownGracefully()
            let code = (error as? IOError)?.errnoCode ?? EADDRNOTAVAIL
            throw ServeError.socket("listen on \(Self.host):\(port)", code)
        }
        running.withLock { $0 = Running(group: group, pool: pool, listener: listener) }
        return UInt16(listener.localAddress?.port ?? Int(port))
    }

    /// Stops listening, closes every connection and waits for the threads to end.
    /// Must not be called on the server's own event loop.
    func stop() {
        guard let current = running.withLock({ state -> Running? in defer { state = nil }; return state }) else { return }
        try? current.listener.close().wait()
        // The pool first: work it finishes completes on the event loop, which must still run.
        try? current.pool.syncShutdownGracefully()
        try? current.group.syncShutdownGracefully()
    }

    /// The handlers of one connection. One over the limit gets the same stack, answered
    /// 503 at once and given only the linger time to go.
    private static func configure(_ pipeline: ChannelPipeline.SynchronousOperations, admitted: Bool, limits: ServeLimits,
                                  responder: @escaping Responder, pool: NIOThreadPool) throws {
        var decoderLimits = NIOHTTPDecoderLimitConfiguration()
        decoderLimits.maxHeaderFieldSize = limits.head
        decoderLimits.maxHeaderListSize = limits.head
        let busy: ServeResponse? = admitted ? nil : .text(503, "busy\n", headers: [("Retry-After", "1")])
        try pipeline.addHandler(HTTPResponseEncoder())
        try pipeline.addHandler(IdleStateHandler(readTimeout: TimeAmount(limits.idleTime)))
        try pipeline.addHandler(RequestHeadGuard(limits: limits))
        try pipeline.addHandler(ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .dropBytes,
                                                                         informationalResponseStrategy: .drop,
                                                                         limitConfiguration: decoderLimits)))
        try pipeline.addHandler(ConnectionDeadlines(headTime: limits.headTime,
                                                    total: admitted ? limits.connectionTime : limits.lingerTime))
        try pipeline.addHandler(HTTPExchangeHandler(responder: responder, pool: pool, lingerTime: limits.lingerTime,
                                                    immediate: busy))
    }
}
