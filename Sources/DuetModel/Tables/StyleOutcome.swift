/// A presentation style, or the custom style's "its presentation controller decides".
enum StyleOutcome: Sendable, Hashable {
    case style(ModalPresentationStyle)
    case decidedByPresentationController
    /// Only read from hand-written cells ("itself", or the same word in Chinese): the row's own style.
    case itself
}
