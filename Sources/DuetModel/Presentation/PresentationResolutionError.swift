/// Why `PresentationContext.resolve` refuses a request.
public enum PresentationResolutionError: Error, Sendable, Hashable {
    case unknownCaller(String)
    /// `.partialCurl` works only with `.fullScreen`.
    case transitionStyleNotAllowed(ModalTransitionStyle, with: ModalPresentationStyle)
    case notAPresentationStyle(ModalPresentationStyle)
}
