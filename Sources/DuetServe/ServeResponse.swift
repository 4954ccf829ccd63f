import DuetContent

/// One response: status, headers and the whole body. The server adds `Content-Length`
/// and `Connection: close`, and leaves the body out for HEAD.
struct ServeResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)] = []
    var body: [UInt8] = []

    static func text(_ status: Int, _ text: String, headers: [(name: String, value: String)] = []) -> ServeResponse {
        ServeResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers, body: Array(text.utf8))
    }
}

/// What a responder gives back: a response now, or one that waits for something to happen
/// (the live-reload long poll waits for the next build).
enum ServeAnswer: Sendable {
    case respond(ServeResponse)
    case wait(WaitingAnswer)
}

/// A response that is ready once `ready()` returns one, asked every `interval` on the
/// server's event loop, or `timedOut()` after `limit`. Waiting this way holds no thread:
/// a page left open in a dozen tabs must not take the threads that read files for others.
struct WaitingAnswer: Sendable {
    var interval: Duration
    var limit: Duration
    /// Must be quick and never block: it runs on the event loop.
    var ready: @Sendable () -> ServeResponse?
    var timedOut: @Sendable () -> ServeResponse
}
