/// Presentation and transition style tables. Every adaptation cell is computed by
/// calling `PresentationAdaptation.adapt`, so a table cannot disagree with the model.
extension ReferenceTables {
    static let styleWords = ["style", "样式"]
    static let regularWords = ["regular", "常规"]
    static let compactWords = ["compact", "紧凑"]
    static let answerWords = ["delegate", "answer", "allowed", "代理", "允许", "返回"]

    static func styleCell(_ style: ModalPresentationStyle) -> ModelCell {
        ModelCell(invariant: style.swiftName, .styleOutcome(.style(style)))
    }

    static func allowedAnswersCell(_ edition: Edition) -> ModelCell {
        let answers = PresentationAdaptation.allowedDelegateAnswers(in: edition)
        return ModelCell(
            LocalizedText(
                en: answers.map(\.swiftName).joined(separator: ", "),
                zh: answers.map(\.swiftName).joined(separator: "、")
            ),
            .styles(Set(answers))
        )
    }

    /// Computes the guide-edition cell of one environment, through the real function.
    static func guideOutcome(_ style: ModalPresentationStyle, _ environment: SizeClasses) -> ModelCell {
        guard let adapted = try? PresentationAdaptation.adapt(style, in: environment, edition: .guide) else {
            return ModelCell(invariant: "—")
        }
        if adapted.appearance == .decidedByPresentationController {
            return ModelCell(PresentationAppearance.decidedByPresentationController.term, .styleOutcome(.decidedByPresentationController))
        }
        return styleCell(adapted.style)
    }

    static let regularEnvironment = SizeClasses(horizontal: .regular, vertical: .regular)
    static let compactWidthEnvironment = SizeClasses(horizontal: .compact, vertical: .regular)
    static let compactHeightEnvironment = SizeClasses(horizontal: .regular, vertical: .compact)

    static var presentationAdaptationTable: ModelTable {
        ModelTable(
            id: "presentation-adaptation",
            caption: LocalizedText(
                en: "How presentation styles adapt (guide edition, iOS 8–12)",
                zh: "呈现样式如何自适应（指南版，iOS 8–12）"
            ),
            columns: [
                ModelColumn(LocalizedText(en: "Style", zh: "样式"), .styleOutcome, words: styleWords, key: true),
                ModelColumn(LocalizedText(en: "Regular width", zh: "常规宽度"), .styleOutcome, words: regularWords),
                ModelColumn(LocalizedText(en: "Compact width", zh: "紧凑宽度"), .styleOutcome, words: compactWords),
                ModelColumn(LocalizedText(en: "Allowed delegate answers", zh: "代理可返回的样式"), .styles, words: answerWords),
            ],
            rows: ModalPresentationStyle.guideStyles.map { style in
                [
                    styleCell(style),
                    guideOutcome(style, regularEnvironment),
                    guideOutcome(style, compactWidthEnvironment),
                    allowedAnswersCell(.guide),
                ]
            }
        ).citing(FactSources.guidePresenting, editions: PresentationAdaptation.span(of: .guide))
    }

    /// Cells of iOS 13 and later say what the reader sees, prefixed with the style when it changes.
    static func currentOutcome(_ style: ModalPresentationStyle, _ environment: SizeClasses, _ edition: Edition) -> ModelCell {
        guard let adapted = try? PresentationAdaptation.adapt(style, in: environment, edition: edition) else {
            return ModelCell(invariant: "—")
        }
        let resolved = style == .automatic ? PresentationAdaptation.automaticStyle(in: edition) ?? style : style
        let term = adapted.appearance.term
        guard adapted.style != resolved else { return ModelCell(term) }
        return ModelCell(LocalizedText(
            en: "As \(adapted.style.swiftName): \(term.en)",
            zh: "同 \(adapted.style.swiftName)：\(term.zh)"
        ))
    }

    /// The adaptation table of one edition of iOS 13 and later; its caption names the
    /// releases it holds for, and rows that rest on a different source say so.
    static func presentationAdaptationTable(id: String, edition: Edition) -> ModelTable {
        let span = PresentationAdaptation.span(of: edition)
        let styles = ModalPresentationStyle.currentStyles
        return ModelTable(
            id: id,
            caption: LocalizedText(
                en: "How presentation styles adapt (\(span.term.en))",
                zh: "呈现样式如何自适应（\(span.term.zh)）"
            ),
            columns: [
                ModelColumn(LocalizedText(en: "Style", zh: "样式"), key: true),
                ModelColumn(LocalizedText(en: "Regular width and height", zh: "常规宽度和高度")),
                ModelColumn(LocalizedText(en: "Compact width", zh: "紧凑宽度")),
                ModelColumn(LocalizedText(en: "Compact height", zh: "紧凑高度")),
                ModelColumn(LocalizedText(en: "Allowed delegate answers", zh: "代理可返回的样式")),
            ],
            rows: styles.map { style in
                let automatic = PresentationAdaptation.automaticStyle(in: edition)
                return [
                    ModelCell(invariant: style == .automatic ? "\(style.swiftName) (\(automatic?.swiftName ?? "—"))" : style.swiftName),
                    currentOutcome(style, regularEnvironment, edition),
                    currentOutcome(style, compactWidthEnvironment, edition),
                    currentOutcome(style, compactHeightEnvironment, edition),
                    allowedAnswersCell(edition),
                ]
            },
            sources: [FactSources.modalPresentationStyle, FactSources.adaptiveStyleDelegate],
            rowSources: styles.map { style in
                if style == .automatic { return [FactSources.automaticStyle] }
                if style.isCurrentContextStyle { return [FactSources.currentContextRule, FactSources.guidePresenting] }
                return []
            },
            editions: span
        )
    }

    /// iOS 13–17: `.automatic` is a page sheet.
    static var presentationAdaptationIOS13Table: ModelTable {
        presentationAdaptationTable(id: "presentation-adaptation-ios13", edition: .ios13)
    }

    /// The newest rules (iOS 18 and later), under the id the chapters have always used.
    static var presentationAdaptationCurrentTable: ModelTable {
        presentationAdaptationTable(id: "presentation-adaptation-current", edition: PresentationAdaptation.distinctEditions.last!)
    }

    static var presentationStylesTable: ModelTable {
        ModelTable(
            id: "presentation-styles",
            caption: LocalizedText(en: "Presentation styles and their spellings", zh: "呈现样式及其写法"),
            columns: [
                ModelColumn(LocalizedText(en: "Swift", zh: "Swift"), key: true),
                ModelColumn(LocalizedText(en: "Objective-C", zh: "Objective-C")),
                ModelColumn(LocalizedText(en: "Raw value", zh: "原始值")),
                ModelColumn(LocalizedText(en: "Availability", zh: "可用性")),
            ],
            rows: ModalPresentationStyle.allCases.map { style in
                let availability: LocalizedText = switch style {
                case .blurOverFullScreen: LocalizedText(en: "tvOS only", zh: "仅 tvOS")
                case .automatic: LocalizedText(en: "iOS 13 and later (the default)", zh: "iOS 13 及以后（默认值）")
                case .none: LocalizedText(en: "Delegate answer only: do not adapt", zh: "仅作为代理的返回值：不自适应")
                default: LocalizedText(en: "iOS", zh: "iOS")
                }
                return [
                    ModelCell(invariant: style.swiftName),
                    ModelCell(invariant: style.objectiveCName),
                    ModelCell(invariant: String(style.rawValue)),
                    ModelCell(availability),
                ]
            },
            rowAvailability: ModalPresentationStyle.allCases.map { $0 == .automatic ? .since("13.0") : .always }
        )
    }

    static var transitionStylesTable: ModelTable {
        ModelTable(
            id: "transition-styles",
            caption: LocalizedText(en: "Modal transition styles", zh: "模态转场样式"),
            columns: [
                ModelColumn(LocalizedText(en: "Style", zh: "样式"), .transitionStyle, words: styleWords + ["transition", "转场"], key: true),
                ModelColumn(LocalizedText(en: "Raw value", zh: "原始值"), .integer, words: ["raw", "value", "原始值", "值"]),
                ModelColumn(LocalizedText(en: "Animation", zh: "动画"), .text, words: ["animation", "effect", "动画", "效果"]),
                ModelColumn(LocalizedText(en: "Presentation styles", zh: "适用的呈现样式"), .requirement, words: ["presentation", "requirement", "works with", "呈现", "要求", "限制"]),
            ],
            rows: ModalTransitionStyle.allCases.map { style in
                let requirement: LocalizedText = if let required = style.requiredPresentationStyle {
                    LocalizedText(en: "Only \(required.swiftName)", zh: "仅限 \(required.swiftName)")
                } else {
                    LocalizedText(en: "Any", zh: "任意")
                }
                return [
                    ModelCell(invariant: style.swiftName, .transitionStyle(style)),
                    ModelCell(invariant: String(style.rawValue), .integer(style.rawValue)),
                    ModelCell(style.animation),
                    ModelCell(requirement, .requirement(style.requiredPresentationStyle)),
                ]
            }
        )
    }
}
