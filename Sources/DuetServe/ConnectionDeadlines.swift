import NIOCore
import NIOHTTP1

/// Sent up the pipeline when a client has not finished its request head in time, either
/// silent for `ServeLimits.idleTime` (NIO's `IdleStateHandler` notices) or still sending
/// after `ServeLimits.headTime` (a client that trickles a byte every few seconds is never
/// idle). The exchange answers 408 if it has not answered yet.
struct RequestHeadTimedOut: Sendable {}

/// The time limits of one connection. Sits after the HTTP decoder, so it knows when the
/// head is complete: until then, silence or a slow head ends the request with 408; from
/// then on, silence is the client waiting for its answer. Whatever happens, the connection
/// is closed once `total` has passed since it was accepted.
final class ConnectionDeadlines: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let headTime: TimeAmount
    private let total: TimeAmount
    private var headArrived = false
    private var headDeadline: Scheduled<Void>?
    private var totalDeadline: Scheduled<Void>?

    init(headTime: Duration, total: Duration) {
        self.headTime = TimeAmount(headTime)
        self.total = TimeAmount(total)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { schedule(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        schedule(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data), !headArrived {
            headArrived = true
            headDeadline?.cancel()
            headDeadline = nil
        }
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read {
            if !headArrived { context.fireUserInboundEventTriggered(RequestHeadTimedOut()) }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    private func schedule(_ context: ChannelHandlerContext) {
        guard totalDeadline == nil else { return }
        let loop = context.eventLoop.assumeIsolated()
        totalDeadline = loop.scheduleTask(in: total) { context.close(promise: nil) }
        if !headArrived {
            headDeadline = loop.scheduleTask(in: headTime) { [self] in
                if !headArrived { context.fireUserInboundEventTriggered(RequestHeadTimedOut()) }
            }
        }
    }

    private func cancel() {
        headDeadline?.cancel()
        totalDeadline?.cancel()
        headDeadline = nil
        totalDeadline = nil
    }
}

extension TimeAmount {
    /// NIO's time amount for a Swift duration, to the nanosecond.
    init(_ duration: Duration) {
        let parts = duration.components
        self = .nanoseconds(parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000)
    }
}
