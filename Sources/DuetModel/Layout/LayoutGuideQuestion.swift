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

    static func notDocumented(followsEN: String, followsZH: String) -> LocalizedText {
        LocalizedText(en: "Not documented; it follows \(followsEN)", zh: "文档未说明；随\(followsZH)而变")
    }

    public static let all: [LayoutGuideQuestion] = [
        LayoutGuideQuestion(
            guide: "layoutMarginsGuide", introduced: "9.0",
            question: LocalizedText(en: "How far from the view's edges should content sit?", zh: "内容应离视图边缘多远？"),
            publishedInsets: LocalizedText(en: "The view's layoutMargins; the guide's own page gives no number", zh: "即视图的 layoutMargins；该参考线的页面没有给出数值"),
            isDocumentedNumber: false,
            sources: [FactSources.layoutMargins]),
        LayoutGuideQuestion(
            guide: "readableContentGuide", introduced: "9.0",
            question: LocalizedText(en: "How wide may a column of text be and stay comfortable to read?", zh: "一栏文字最宽多少仍便于阅读？"),
            publishedInsets: notDocumented(followsEN: "the text size the person chose", followsZH: "用户选择的文字大小"),
            isDocumentedNumber: false,
            sources: [FactSources.readableContentGuide]),
        LayoutGuideQuestion(
            guide: "safeAreaLayoutGuide", introduced: "11.0",
            question: LocalizedText(en: "Which part of the view do bars and ancestor views leave uncovered?", zh: "视图的哪一部分没有被各种栏和祖先视图遮挡？"),
            publishedInsets: notDocumented(followsEN: "the device, the visible bars and the window", followsZH: "设备、可见的栏和窗口"),
            isDocumentedNumber: false,
            sources: [FactSources.safeAreaLayoutGuide]),
        LayoutGuideQuestion(
            guide: "additionalSafeAreaInsets", introduced: "11.0",
            question: LocalizedText(en: "What else should this view controller's content stay clear of?", zh: "该视图控制器的内容还应避开什么？"),
            publishedInsets: LocalizedText(en: "Zero unless you set them; yours are added to the system's", zh: "除非你设置，否则为零；你设置的值叠加在系统的值之上"),
            isDocumentedNumber: false,
            sources: [FactSources.additionalSafeAreaInsets]),
        LayoutGuideQuestion(
            guide: "directionalLayoutMargins", introduced: "11.0",
            question: LocalizedText(en: "Which margins follow the leading and trailing edges in either writing direction?", zh: "哪些边距会随书写方向跟随前导边和尾随边？"),
            publishedInsets: LocalizedText(en: "8 points on each side for most views; a root view's system minimums are not documented",
                                           zh: "大多数视图每边 8 点；根视图的系统最小边距文档未说明"),
            isDocumentedNumber: true,
            sources: [FactSources.directionalLayoutMargins, FactSources.systemMinimumLayoutMargins]),
        LayoutGuideQuestion(
            guide: "keyboardLayoutGuide", introduced: "15.0",
            question: LocalizedText(en: "Where does the keyboard begin?", zh: "键盘从哪里开始？"),
            publishedInsets: notDocumented(followsEN: "the keyboard on screen", followsZH: "屏幕上的键盘"),
            isDocumentedNumber: false,
            sources: [FactSources.keyboardLayoutGuide]),
        LayoutGuideQuestion(
            guide: "layoutGuide(for:)", introduced: "26.0",
            question: LocalizedText(en: "Which safe area, margins or readable region also stays clear of a corner, along one axis?",
                                    zh: "哪种安全区域、边距或可读区域还能沿某一轴避开角落？"),
            publishedInsets: LocalizedText(en: "Not documented; Apple's pages give declarations only", zh: "文档未说明；Apple 的页面只给出声明"),
            isDocumentedNumber: false,
            sources: [FactSources.layoutRegion]),
    ]
}
