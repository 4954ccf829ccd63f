/// Which published rules of presentation adaptation to follow.
///
/// The guide describes iOS 8-12; the API reference describes iOS 13 and later, where
/// sheets stay sheets in a compact width. The reference shows both, so both are modelled.
public enum AdaptationEdition: String, Sendable, Hashable, CaseIterable {
    /// View Controller Programming Guide, iOS 8-12.
    case guide
    /// UIKit API reference, iOS 13 and later.
    case current

    public var term: LocalizedText {
        switch self {
        case .guide: LocalizedText(en: "guide edition (iOS 8–12)", zh: "指南版（iOS 8–12）")
        case .current: LocalizedText(en: "current edition (iOS 13 and later)", zh: "当前版（iOS 13 及以后）")
        }
    }
}
