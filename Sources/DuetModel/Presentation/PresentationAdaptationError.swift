/// Why a presentation cannot be adapted as asked.
///
/// Typed, because the most interesting case (a delegate answer UIKit forbids) is a
/// mistake readers make, and the reference explains it by name.
public enum PresentationAdaptationError: Error, Sendable, Hashable {
    /// In a compact environment the delegate may only answer `.fullScreen`,
    /// `.overFullScreen` or `.none` (and `.formSheet` in the current API).
    case invalidDelegateAnswer(ModalPresentationStyle)
    /// `.none` tells UIKit not to adapt; nothing is presented with it.
    case notAPresentationStyle(ModalPresentationStyle)
    /// The style does not exist in this edition on iOS (`.automatic` before iOS 13,
    /// `.blurOverFullScreen` outside tvOS).
    case unavailable(ModalPresentationStyle, Edition)
}
