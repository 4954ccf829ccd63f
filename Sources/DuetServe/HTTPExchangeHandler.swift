import DuetContent
import NIOCore
import NIOHTTP1
import NIOPosix

/// The adapter between NIO's HTTP/1.1 pipeline and a responder that knows nothing of NIO:
/// it turns the first request head of a connection into a `ServeRequest`, runs the
/// responder on the thread pool (it reads files), writes the answer, and closes.
///
/// One request per connection (`Connection: close`): every limit then holds per request,
/// and nothing a client sends after its head can start another. Refusals made further down
/// the pipeline (an oversized head, a head not finished in time, a malformed request)
/// arrive here as errors and events and are answered with their status.
final class HTTPExchangeHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    typealias Responder = @Sendable (ServeRequest) -> ServeAnswer

    private enum State {
        /// Reading the head of the one request this connection may make.
        case waitingForHead
        /// Preparing or writing the answer; input is ignored.
        case answering
        /// Answer sent and output closed: reading and discarding what the client still
        /// sends until it closes too, or the linger time is up.
        case lingering
    }

    private let responder: Responder
    private let pool: NIOThreadPool
    private let lingerTime: TimeAmount
    /// An answer given as soon as the connection is open, without reading a request: the
    /// 503 for a connection over the limit.
    private let immediate: ServeResponse?
    private var state = State.waitingForHead
    private var pending: Scheduled<Void>?

    init(responder: @escaping Responder, pool: NIOThreadPool, lingerTime: Duration, immediate: ServeResponse? = nil) {
        self.responder = responder
        self.pool = pool
        self.lingerTime = TimeAmount(lingerTime)
        self.immediate = immediate
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { answerImmediately(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        answerImmediately(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        pending?.cancel()
        pending = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data), case .waitingForHead = state else { return }
        state = .answering
        // Backpressure: nothing more is read from this client until its answer is written.
        try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: false)
        let request = ServeRequest(method: head.method.rawValue, target: head.uri,
                                   headers: head.headers.map { (name: $0.name, value: $0.value) })
        let headOnly = head.method == .HEAD
        guard head.method == .GET || headOnly else {
            return send(.text(405, "method not allowed\n", headers: [("Allow", "GET, HEAD")]), headOnly: false, context: context)
        }
        guard request.target.hasPrefix("/") else {
            return send(.text(400, "bad request\n"), headOnly: headOnly, context: context)
        }
        let responder = self.responder
        pool.runIfActive(eventLoop: context.eventLoop) { responder(request) }
            .assumeIsolated()
            .whenComplete { [self] result in
                switch result {
                case .success(.respond(let response)): send(response, headOnly: headOnly, context: context)
                case .success(.wait(let waiting)): wait(for: waiting, headOnly: headOnly, context: context)
                case .failure: context.close(promise: nil)  // the pool is shutting down with the server
                }
            }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        guard case .waitingForHead = state else { return }
        // A refused or malformed request is answered; a failing connection is only closed.
        guard let refusal = Self.refusal(for: error) else { return context.close(promise: nil) }
        state = .answering
        send(refusal, headOnly: false, context: context)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is RequestHeadTimedOut {
            guard case .waitingForHead = state else { return }
            state = .answering
            return send(.text(408, "request timeout\n"), headOnly: false, context: context)
        }
        if let event = event as? ChannelEvent, event == .inputClosed {
            // A client that stops sending before its head is complete, or after reading its
            // answer, is done; one that half-closes after a whole request still gets the answer.
            switch state {
            case .waitingForHead, .lingering: context.close(promise: nil)
            case .answering: break
            }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// The answer to a request refused before it was complete; nil for an error of the
    /// connection itself (reset, closed), which gets no answer.
    static func refusal(for error: Error) -> ServeResponse? {
        switch error {
        case HeadRefusal.requestLineTooLong: return .text(414, "request line too long\n")
        case HeadRefusal.headTooLarge, HTTPParserError.headerOverflow: return .text(431, "request header fields too large\n")
        case HTTPParserError.invalidMethod:
            return .text(405, "method not allowed\n", headers: [("Allow", "GET, HEAD")])
        case is HTTPParserError: return .text(400, "bad request\n")
        default: return nil
        }
    }

    private func answerImmediately(_ context: ChannelHandlerContext) {
        guard let immediate, case .waitingForHead = state else { return }
        state = .answering
        send(immediate, headOnly: false, context: context)
    }

    /// Asks `waiting.ready()` every interval on the event loop until it answers or time is up.
    private func wait(for waiting: WaitingAnswer, headOnly: Bool, context: ChannelHandlerContext) {
        let deadline = NIODeadline.now() + TimeAmount(waiting.limit)
        func check() {
            pending = nil
            guard context.channel.isActive else { return }
            if let response = waiting.ready() { return send(response, headOnly: headOnly, context: context) }
            if NIODeadline.now() >= deadline { return send(waiting.timedOut(), headOnly: headOnly, context: context) }
            pending = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(waiting.interval)) { check() }
        }
        check()
    }

    /// Writes the whole answer, then closes the output and lingers.
    private func send(_ response: ServeResponse, headOnly: Bool, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        var headers = HTTPHeaders(response.headers.map { ($0.name, $0.value) })
        headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count))
        headers.replaceOrAdd(name: "Connection", value: "close")
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if !headOnly && !response.body.isEmpty {
            let body = context.channel.allocator.buffer(bytes: response.body)
            context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { [self] result in
            guard case .success = result else { return context.close(promise: nil) }
            linger(context)
        }
    }

    /// Half-closes, then reads and discards until the client closes or `lingerTime` passes.
    private func linger(_ context: ChannelHandlerContext) {
        state = .lingering
        context.close(mode: .output).assumeIsolated().whenComplete { [self] result in
            guard case .success = result else { return context.close(promise: nil) }
            pending = context.eventLoop.assumeIsolated().scheduleTask(in: lingerTime) { context.close(promise: nil) }
            try? context.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: true)
            context.read()
        }
    }
}
