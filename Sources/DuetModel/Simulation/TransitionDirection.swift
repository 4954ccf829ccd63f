/// Presenting or dismissing: the two halves of every custom transition. "From" and
/// "to" swap between them.
public enum TransitionDirection: String, Sendable, Hashable, CaseIterable {
    case presentation
    case dismissal
}
