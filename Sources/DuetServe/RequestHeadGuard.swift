import NIOCore

/// Why a request was refused before its head was complete.
enum HeadRefusal: Error, Equatable {
    /// The request line grew past `ServeLimits.requestLine` (414).
    case requestLineTooLong
    /// The head grew past `ServeLimits.head` without ending (431).
    case headTooLarge
}

/// Measures the request head as its bytes arrive, in front of NIO's HTTP decoder, and
/// refuses it as soon as the request line or the head is longer than allowed. The decoder's
/// own limits (configured too) refuse an oversized head with one error for every cause;
/// counting here tells a long URL (414) from large headers (431), and no byte of a refused
/// head reaches the decoder. After the blank line that ends the head, bytes pass untouched.
final class RequestHeadGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let limits: ServeLimits
    private var headBytes = 0
    /// Bytes of the current line, not counting CR.
    private var lineLength = 0
    /// Lines ended so far; 0 while the request line is still arriving.
    private var linesEnded = 0
    private var headEnded = false
    private var refused = false

    init(limits: ServeLimits) {
        self.limits = limits
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if refused { return }
        if headEnded { return context.fireChannelRead(data) }
        let buffer = unwrapInboundIn(data)
        if let refusal = buffer.withUnsafeReadableBytes({ measure($0) }) {
            refused = true
            context.fireErrorCaught(refusal)
            return
        }
        context.fireChannelRead(data)
    }

    /// Advances over newly arrived bytes; stops at the end of the head or at the first limit crossed.
    private func measure(_ bytes: UnsafeRawBufferPointer) -> HeadRefusal? {
        for byte in bytes {
            headBytes += 1
            switch byte {
            case UInt8(ascii: "\n"):
                if lineLength == 0 && linesEnded > 0 {
                    headEnded = true
                    return nil
                }
                // Empty lines before the request line are tolerated (RFC 9112, 2.2).
                if lineLength > 0 { linesEnded += 1 }
                lineLength = 0
            case UInt8(ascii: "\r"):
                break
            default:
                lineLength += 1
                if linesEnded == 0 && lineLength > limits.requestLine { return .requestLineTooLong }
            }
            if headBytes > limits.head { return .headTooLarge }
        }
        return nil
    }
}
