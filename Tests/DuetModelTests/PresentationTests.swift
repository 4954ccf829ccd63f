import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Presentation styles and adaptation (facts §4, §4b, §5)")
struct PresentationTests {
    init() { ShippedStrings.install() }

    static let regular = SizeClasses(horizontal: .regular, vertical: .regular)
    static let compactWidth = SizeClasses(horizontal: .compact, vertical: .regular)
    static let compactHeight = SizeClasses(horizontal: .regular, vertical: .compact)
    static let compactBoth = SizeClasses(horizontal: .compact, vertical: .compact)

    @Test("presentation style raw values follow UIModalPresentationStyle")
    func rawValues() {
        let expected: [ModalPresentationStyle: Int] = [
            .fullScreen: 0, .pageSheet: 1, .formSheet: 2, .currentContext: 3, .custom: 4,
            .overFullScreen: 5, .overCurrentContext: 6, .popover: 7, .blurOverFullScreen: 8,
            .none: -1, .automatic: -2,
        ]
        for (style, raw) in expected { #expect(style.rawValue == raw) }
        #expect(ModalPresentationStyle.allCases.count == expected.count)
    }

    @Test("styles have a Swift and an Objective-C spelling")
    func spellings() {
        #expect(ModalPresentationStyle.popover.swiftName == ".popover")
        #expect(ModalPresentationStyle.popover.objectiveCName == "UIModalPresentationPopover")
        #expect(ModalPresentationStyle.overFullScreen.objectiveCName == "UIModalPresentationOverFullScreen")
        #expect(ModalTransitionStyle.partialCurl.objectiveCName == "UIModalTransitionStylePartialCurl")
    }

    @Test("blurOverFullScreen is tvOS only")
    func blurIsTVOS() {
        #expect(ModalPresentationStyle.blurOverFullScreen.isTVOSOnly)
        #expect(throws: PresentationAdaptationError.unavailable(.blurOverFullScreen, .ios18)) {
            try PresentationAdaptation.adapt(.blurOverFullScreen, in: Self.regular, edition: .ios18)
        }
    }

    @Test("in a regular width every style shows as itself", arguments: ModalPresentationStyle.guideStyles)
    func regularShowsItself(_ style: ModalPresentationStyle) throws {
        let adapted = try PresentationAdaptation.adapt(style, in: Self.regular, edition: .guide)
        #expect(adapted.style == style)
        #expect(adapted.delegateConsulted == false)
    }

    @Test("in a compact width the guide adapts each style as its table says", arguments: [
        (ModalPresentationStyle.fullScreen, ModalPresentationStyle.fullScreen),
        (.pageSheet, .fullScreen), (.formSheet, .fullScreen),
        (.currentContext, .fullScreen), (.overCurrentContext, .fullScreen),
        (.overFullScreen, .overFullScreen), (.popover, .overFullScreen), (.custom, .custom),
    ])
    func guideCompact(_ style: ModalPresentationStyle, _ expected: ModalPresentationStyle) throws {
        #expect(try PresentationAdaptation.adapt(style, in: Self.compactWidth, edition: .guide).style == expected)
    }

    @Test("a popover in a compact width adapts to over-full-screen in the guide edition")
    func popoverGuide() throws {
        let adapted = try PresentationAdaptation.adapt(.popover, in: Self.compactWidth, edition: .guide)
        #expect(adapted.style == .overFullScreen)
        #expect(adapted.appearance == .overFullScreen)
    }

    @Test("a custom style in a compact width is left to its presentation controller")
    func customCompact() throws {
        #expect(try PresentationAdaptation.adapt(.custom, in: Self.compactWidth, edition: .guide).appearance == .decidedByPresentationController)
    }

    @Test("the popover contradiction names both chapters in both languages")
    func contradictionNote() {
        for language in Language.allCases {
            let note = PresentationNotes.popoverInCompactWidth[language]
            #expect(note.contains("Presenting a View Controller"))
            #expect(note.contains("Building an Adaptive Interface"))
            #expect(note.contains(".overFullScreen") && note.contains(".fullScreen"))
        }
        #expect(ReferenceTables.notes(id: "presentation-adaptation") == [PresentationNotes.popoverInCompactWidth])
        #expect(PresentationNotes.popoverAlternativeReading == .fullScreen)
    }

    @Test("the guide edition reacts to a compact width only, not a compact height")
    func guideIgnoresHeight() throws {
        #expect(try PresentationAdaptation.adapt(.popover, in: Self.compactHeight, edition: .guide).style == .popover)
    }

    @Test("a compact delegate may answer fullScreen, overFullScreen or none", arguments: [ModalPresentationStyle.fullScreen, .overFullScreen])
    func allowedAnswers(_ answer: ModalPresentationStyle) throws {
        let adapted = try PresentationAdaptation.adapt(.formSheet, in: Self.compactWidth, delegateAnswer: answer, edition: .guide)
        #expect(adapted.style == answer)
        #expect(adapted.delegateConsulted)
    }

    @Test("a delegate answering none keeps a popover a popover in a compact width")
    func noneKeepsPopover() throws {
        let adapted = try PresentationAdaptation.adapt(.popover, in: Self.compactWidth, delegateAnswer: ModalPresentationStyle.none, edition: .guide)
        #expect(adapted.style == .popover)
        #expect(adapted.appearance == .popover)
    }

    @Test("a compact delegate may not answer formSheet")
    func formSheetAnswerRejected() {
        #expect(throws: PresentationAdaptationError.invalidDelegateAnswer(.formSheet)) {
            try PresentationAdaptation.adapt(.popover, in: Self.compactWidth, delegateAnswer: .formSheet, edition: .guide)
        }
    }

    @Test("every other delegate answer is invalid in a compact width", arguments: [
        ModalPresentationStyle.pageSheet, .currentContext, .custom, .overCurrentContext, .popover, .blurOverFullScreen, .automatic,
    ])
    func otherAnswersRejected(_ answer: ModalPresentationStyle) {
        #expect(throws: PresentationAdaptationError.invalidDelegateAnswer(answer)) {
            try PresentationAdaptation.adapt(.popover, in: Self.compactWidth, delegateAnswer: answer, edition: .ios18)
        }
    }

    @Test("the delegate is not asked in a regular width")
    func delegateNotAskedInRegular() throws {
        let adapted = try PresentationAdaptation.adapt(.popover, in: Self.regular, delegateAnswer: .formSheet, edition: .guide)
        #expect(adapted.style == .popover)
        #expect(!adapted.delegateConsulted)
    }

    @Test("none is not a style to present with")
    func noneIsNotAStyle() {
        #expect(throws: PresentationAdaptationError.notAPresentationStyle(.none)) {
            try PresentationAdaptation.adapt(.none, in: Self.regular, edition: .guide)
        }
    }

    @Test("automatic does not exist in the guide edition and resolves to a page sheet in iOS 13–17")
    func automatic() throws {
        #expect(throws: PresentationAdaptationError.unavailable(.automatic, .guide)) {
            try PresentationAdaptation.adapt(.automatic, in: Self.regular, edition: .guide)
        }
        let adapted = try PresentationAdaptation.adapt(.automatic, in: Self.regular, edition: .ios13)
        #expect(adapted.style == .pageSheet)
        #expect(adapted.appearance == .pageSheet)
    }

    @Test("automatic resolves to formSheet from iOS 18", arguments: [Edition.ios18, .ios26, .ios27])
    func automaticFormSheet(_ edition: Edition) throws {
        let adapted = try PresentationAdaptation.adapt(.automatic, in: Self.regular, edition: edition)
        #expect(adapted.style == .formSheet)
        #expect(adapted.appearance == .formSheet)
    }

    @Test("the delegate may answer formSheet in the current API but not in the guide's")
    func formSheetAnswer() throws {
        let current = try PresentationAdaptation.adapt(.popover, in: Self.compactWidth, delegateAnswer: .formSheet, edition: .ios18)
        #expect(current.style == .formSheet)
        #expect(current.delegateConsulted)
        #expect(throws: PresentationAdaptationError.invalidDelegateAnswer(.formSheet)) {
            try PresentationAdaptation.adapt(.popover, in: Self.compactWidth, delegateAnswer: .formSheet, edition: .guide)
        }
    }

    @Test("since iOS 13 a page sheet in a compact width stays a sheet with the background visible at the top")
    func currentPageSheetCompactWidth() throws {
        let adapted = try PresentationAdaptation.adapt(.pageSheet, in: Self.compactWidth, edition: .ios18)
        #expect(adapted.style == .pageSheet)
        #expect(adapted.appearance == .sheet)
    }

    @Test("since iOS 13 sheets look full screen in a compact height", arguments: [ModalPresentationStyle.pageSheet, .formSheet])
    func currentSheetCompactHeight(_ style: ModalPresentationStyle) throws {
        #expect(try PresentationAdaptation.adapt(style, in: Self.compactHeight, edition: .ios18).appearance == .fullScreen)
    }

    @Test("since iOS 15 a sheet that prefers edge attachment stays a sheet on the bottom edge in a compact height")
    func edgeAttached() throws {
        let adapted = try PresentationAdaptation.adapt(.pageSheet, in: Self.compactHeight, edition: .ios18, prefersEdgeAttachedInCompactHeight: true)
        #expect(adapted.style == .pageSheet)
        #expect(adapted.appearance == .edgeAttachedSheet)
        let guide = try PresentationAdaptation.adapt(.pageSheet, in: Self.compactHeight, edition: .guide, prefersEdgeAttachedInCompactHeight: true)
        #expect(guide.appearance == .pageSheet)
    }

    @Test("since iOS 13 a form sheet in regular width and height is sized by preferredContentSize")
    func currentFormSheetRegular() throws {
        #expect(try PresentationAdaptation.adapt(.formSheet, in: Self.regular, edition: .ios18).appearance == .formSheet)
    }

    @Test("since iOS 13 a popover in a horizontally or vertically compact environment behaves as a form sheet", arguments: [compactWidth, compactHeight, compactBoth])
    func currentPopover(_ environment: SizeClasses) throws {
        let popover = try PresentationAdaptation.adapt(.popover, in: environment, edition: .ios18)
        let formSheet = try PresentationAdaptation.adapt(.formSheet, in: environment, edition: .ios18)
        #expect(popover == formSheet)
    }

    @Test("transition style raw values follow UIModalTransitionStyle")
    func transitionRawValues() {
        #expect(ModalTransitionStyle.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(ModalTransitionStyle.allCases.map(\.swiftName) == [".coverVertical", ".flipHorizontal", ".crossDissolve", ".partialCurl"])
    }

    @Test("a partial curl works only with a full-screen presentation")
    func partialCurl() {
        for style in ModalPresentationStyle.guideStyles {
            #expect(ModalTransitionStyle.partialCurl.isAllowed(with: style) == (style == .fullScreen))
            #expect(ModalTransitionStyle.crossDissolve.isAllowed(with: style))
        }
    }
}
