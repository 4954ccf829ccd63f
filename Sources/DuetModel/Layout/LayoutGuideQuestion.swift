/// Which layout guide answers which layout question, since when, and the insets Apple
/// publishes for it.
///
/// In a window that can take any size, these guides rather than the size classes decide
/// most layouts, so the reference names the question each one answers. Apple publishes
/// almost no numbers for them: the safe area follows the device, the bars and the window;
/// the readable width follows the text size; the keyboard guide follows the keyboard. The
/// only inset Apple's pages state is the 8-point default of most views' margins. Every
/// other number is "not documented" here, never a measurement of one device.
public struct LayoutGuideQuestion: Sendable, Hashable {
    /// The guide or property, as written in code.
    public let guide: String
    /// The release that introduced it.
    public let introduced: String
    /// The question a layout asks of it.
    public let question: LocalizedText
    /// The insets Apple publishes for it, or "not documented" with what they follow.
    public let publishedInsets: LocalizedText
    /// Whether Apple's page states a number (tests hold every other row to "not documented").
    public let isDocumentedNumber: Bool
    public let sources: [FactSource]

    public var availability: Availability { .since(introduced) }

    static func notDocumented(follows: LocalizedText) -> LocalizedText {
        LocalizedText(en: "Not documented; it follows {what}", key: "layout-guide-question.not-documented-follows", arguments: ["what": follows])
    }

    public static let all: [LayoutGuideQuestion] = [
        LayoutGuideQuestion(
            guide: "layoutMarginsGuide", introduced: "9.0",
            question: LocalizedText(en: "How far from the view's edges should content sit?", key: "layout-guide-question.how-far-from-view-s-edges-should-content"),
            publishedInsets: LocalizedText(en: "The view's layoutMargins; the guide's own page gives no number", key: "layout-guide-question.view-s-layoutmargins-guide-s-own-page"),
            isDocumentedNumber: false,
            sources: [FactSources.layoutMargins]),
        LayoutGuideQuestion(
            guide: "readableContentGuide", introduced: "9.0",
            question: LocalizedText(en: "How wide may a column of text be and stay comfortable to read?", key: "layout-guide-question.how-wide-may-column-text-stay"),
            publishedInsets: notDocumented(follows: LocalizedText(en: "the text size the person chose", key: "layout-guide-question.follows-1")),
            isDocumentedNumber: false,
            sources: [FactSources.readableContentGuide]),
        LayoutGuideQuestion(
            guide: "safeAreaLayoutGuide", introduced: "11.0",
            question: LocalizedText(en: "Which part of the view do bars and ancestor views leave uncovered?", key: "layout-guide-question.which-part-view-do-bars-ancestor-views"),
            publishedInsets: notDocumented(follows: LocalizedText(en: "the device, the visible bars and the window", key: "layout-guide-question.follows-2")),
            isDocumentedNumber: false,
            sources: [FactSources.safeAreaLayoutGuide]),
        LayoutGuideQuestion(
            guide: "additionalSafeAreaInsets", introduced: "11.0",
            question: LocalizedText(en: "What else should this view controller's content stay clear of?", key: "layout-guide-question.what-else-should-view-controller-s"),
            publishedInsets: LocalizedText(en: "Zero unless you set them; yours are added to the system's", key: "layout-guide-question.zero-unless-you-set-them-yours-are-added"),
            isDocumentedNumber: false,
            sources: [FactSources.additionalSafeAreaInsets]),
        LayoutGuideQuestion(
            guide: "directionalLayoutMargins", introduced: "11.0",
            question: LocalizedText(en: "Which margins follow the leading and trailing edges in either writing direction?", key: "layout-guide-question.which-margins-follow-leading-trailing"),
            publishedInsets: LocalizedText(en: "8 points on each side for most views; a root view's system minimums are not documented",
                                           key: "layout-guide-question.8-points-each-side-most-views-root-view"),
            isDocumentedNumber: true,
            sources: [FactSources.directionalLayoutMargins, FactSources.systemMinimumLayoutMargins]),
        LayoutGuideQuestion(
            guide: "keyboardLayoutGuide", introduced: "15.0",
            question: LocalizedText(en: "Where does the keyboard begin?", key: "layout-guide-question.where-does-keyboard-begin"),
            publishedInsets: notDocumented(follows: LocalizedText(en: "the keyboard on screen", key: "layout-guide-question.follows-3")),
            isDocumentedNumber: false,
            sources: [FactSources.keyboardLayoutGuide]),
        LayoutGuideQuestion(
            guide: "layoutGuide(for:)", introduced: "26.0",
            question: LocalizedText(en: "Which safe area, margins or readable region also stays clear of a corner, along one axis?",
                                    key: "layout-guide-question.which-safe-area-margins-readable-region"),
            publishedInsets: LocalizedText(en: "Not documented; Apple's pages give declarations only", key: "layout-guide-question.not-documented-apple-s-pages-give"),
            isDocumentedNumber: false,
            sources: [FactSources.layoutRegion]),
    ]
}
