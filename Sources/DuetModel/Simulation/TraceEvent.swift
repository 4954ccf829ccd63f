/// One line of a simulated trace: a callback someone receives, a callback someone does
/// not receive (and why), or a step UIKit takes without calling anyone.
///
/// "Not notified" is an event of its own because the guide's most useful statements
/// are about who is *not* told; a trace that silently skipped them would hide that.
public struct TraceEvent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case called
        case notNotified(NotNotifiedReason)
        /// Something UIKit or an object does that is not a callback.
        case step(LocalizedText)

        public var isStep: Bool {
            if case .step = self { return true }
            return false
        }
    }

    /// The object told (or not told), e.g. "ListViewController" or "animator".
    public let receiver: String
    /// Who makes the call: UIKit, or an object of the app (a parent controller's `super`
    /// implementation, the animator calling the context, the app's gesture handler).
    /// A sequence figure starts the arrow here, so it must not default to UIKit where
    /// the app is the caller.
    public let caller: String
    /// The Swift spelling of the callback, e.g. `traitCollectionDidChange(_:)`; empty for steps.
    public let callback: String
    public let oldValue: LocalizedText?
    public let newValue: LocalizedText?
    public let kind: Kind
    /// Set when no source fixes where this call falls against its neighbour, so the
    /// table says so instead of asserting an order (settle it on a device if it matters).
    public let orderNote: LocalizedText?

    public init(
        receiver: String, callback: String, caller: String = TraceEvent.uikit, oldValue: LocalizedText? = nil,
        newValue: LocalizedText? = nil, kind: Kind = .called, orderNote: LocalizedText? = nil
    ) {
        self.receiver = receiver
        self.caller = caller
        self.callback = callback
        self.oldValue = oldValue
        self.newValue = newValue
        self.kind = kind
        self.orderNote = orderNote
    }

    public static let uikit = "UIKit"
    /// The app's own code driving an interactive transition (a gesture recognizer's action).
    public static let gestureHandler = "gesture handler"

    /// "Order against X not documented", for both of two calls no source orders.
    public static func unordered(against other: String) -> LocalizedText {
        LocalizedText(en: "Order against {other} not documented", key: "trace-event.unordered", arguments: ["other": LocalizedText(invariant: other)])
    }

    /// The same call with a note on where it falls against its neighbours.
    func noting(_ note: LocalizedText) -> TraceEvent {
        TraceEvent(receiver: receiver, callback: callback, caller: caller, oldValue: oldValue, newValue: newValue, kind: kind, orderNote: note)
    }

    public var isNotified: Bool {
        if case .called = kind { return true }
        return false
    }
}
