/// What one client may cost `duet serve`. Every connection is bounded in the bytes it may
/// send before its request is known, in the time it may take to send them, and in its
/// whole lifetime, so that no client (or few hundred of them) can hold the server.
struct ServeLimits: Sendable {
    /// Longest request line (method, target, version); a longer one is answered 414.
    var requestLine = 8 * 1024
    /// Largest request head (request line and headers); a larger one is answered 431.
    var head = 32 * 1024
    /// How long a client may take to send its whole head; then 408.
    var headTime: Duration = .seconds(10)
    /// How long a client may stay silent before its head is complete; then 408.
    var idleTime: Duration = .seconds(5)
    /// How long a connection may stay open at all, whatever it does. Longer than the
    /// live-reload long poll (10 s), which holds its connection while it waits.
    var connectionTime: Duration = .seconds(30)
    /// After the answer, how long the server goes on reading (and discarding) what the
    /// client still sends before it closes: closing on unread input would reset the
    /// connection and could destroy the answer before the client reads it.
    var lingerTime: Duration = .seconds(2)
    /// Connections served at once; more are answered 503 at once and closed.
    var connections = 256
}
