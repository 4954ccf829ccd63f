/// Presentation and transition style tables. Every adaptation cell is computed by
/// calling `PresentationAdaptation.adapt`, so a table cannot disagree with the model.
extension ReferenceTables {
    static let styleWords = WordList("table-words.header.style", english: ["style"])
    static let regularWords = WordList("table-words.header.regular", english: ["regular"])
    static let compactWords = WordList("table-words.header.compact", english: ["compact"])
    static let answerWords = WordList("table-words.header.delegate-answers", english: ["delegate", "answer", "allowed"])
    static let transitionStyleWords = WordList("table-words.header.transition-style", english: ["style", "transition"])
    static let rawValueWords = WordList("table-words.header.raw-value", english: ["raw", "value"])
    static let animationWords = WordList("table-words.header.animation", english: ["animation", "effect"])
    static let requirementWords = WordList("table-words.header.style-requirement", english: ["presentation", "requirement", "works with"])

    static func styleCell(_ style: ModalPresentationStyle) -> ModelCell {
        ModelCell(invariant: style.swiftName, .styleOutcome(.style(style)))
    }

    static func allowedAnswersCell(_ edition: Edition) -> ModelCell {
        let answers = PresentationAdaptation.allowedDelegateAnswers(in: edition)
        return ModelCell(
            LocalizedText.list(invariant: answers.map(\.swiftName)),
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
                key: "presentation-tables.how-presentation-styles-adapt-guide"
            ),
            columns: [
                ModelColumn(LocalizedText(en: "Style", key: "presentation-tables.style-2"), .styleOutcome, words: styleWords, key: true),
                ModelColumn(LocalizedText(en: "Regular width", key: "presentation-tables.regular-width"), .styleOutcome, words: regularWords),
                ModelColumn(LocalizedText(en: "Compact width", key: "presentation-tables.compact-width"), .styleOutcome, words: compactWords),
                ModelColumn(LocalizedText(en: "Allowed delegate answers", key: "presentation-tables.allowed-delegate-answers"), .styles, words: answerWords),
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
        return ModelCell(LocalizedText(en: "As {style}: {look}", key: "presentation-tables.as-style",
                                       arguments: ["style": LocalizedText(invariant: adapted.style.swiftName), "look": term]))
    }

    /// The adaptation table of one edition of iOS 13 and later; its caption names the
    /// releases it holds for, and rows that rest on a different source say so.
    static func presentationAdaptationTable(id: String, edition: Edition) -> ModelTable {
        let span = PresentationAdaptation.span(of: edition)
        let styles = ModalPresentationStyle.currentStyles
        return ModelTable(
            id: id,
            caption: LocalizedText(en: "How presentation styles adapt ({releases})", key: "presentation-tables.how-styles-adapt-in",
                                   arguments: ["releases": span.term]),
            columns: [
                ModelColumn(LocalizedText(en: "Style", key: "presentation-tables.style-2"), key: true),
                ModelColumn(LocalizedText(en: "Regular width and height", key: "presentation-tables.regular-width-height")),
                ModelColumn(LocalizedText(en: "Compact width", key: "presentation-tables.compact-width")),
                ModelColumn(LocalizedText(en: "Compact height", key: "presentation-tables.compact-height")),
                ModelColumn(LocalizedText(en: "Allowed delegate answers", key: "presentation-tables.allowed-delegate-answers")),
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
            caption: LocalizedText(en: "Presentation styles and their spellings", key: "presentation-tables.presentation-styles-their-spellings"),
            columns: [
                ModelColumn(LocalizedText(invariant: "Swift"), key: true),
                ModelColumn(LocalizedText(invariant: "Objective-C")),
                ModelColumn(LocalizedText(en: "Raw value", key: "presentation-tables.raw-value")),
                ModelColumn(LocalizedText(en: "Availability", key: "presentation-tables.availability")),
            ],
            rows: ModalPresentationStyle.allCases.map { style in
                let availability: LocalizedText = switch style {
                case .blurOverFullScreen: LocalizedText(en: "tvOS only", key: "presentation-tables.tvos-only")
                case .automatic: LocalizedText(en: "iOS 13 and later (the default)", key: "presentation-tables.ios-13-later-default")
                case .none: LocalizedText(en: "Delegate answer only: do not adapt", key: "presentation-tables.delegate-answer-only-do-not-adapt")
                default: LocalizedText(invariant: "iOS")
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
            caption: LocalizedText(en: "Modal transition styles", key: "presentation-tables.modal-transition-styles"),
            columns: [
                ModelColumn(LocalizedText(en: "Style", key: "presentation-tables.style-2"), .transitionStyle, words: transitionStyleWords, key: true),
                ModelColumn(LocalizedText(en: "Raw value", key: "presentation-tables.raw-value"), .integer, words: rawValueWords),
                ModelColumn(LocalizedText(en: "Animation", key: "presentation-tables.animation"), .text, words: animationWords),
                ModelColumn(LocalizedText(en: "Presentation styles", key: "presentation-tables.presentation-styles"), .requirement, words: requirementWords),
            ],
            rows: ModalTransitionStyle.allCases.map { style in
                let requirement: LocalizedText = if let required = style.requiredPresentationStyle {
                    LocalizedText(en: "Only {style}", key: "presentation-tables.only-style", arguments: ["style": LocalizedText(invariant: required.swiftName)])
                } else {
                    LocalizedText(en: "Any", key: "presentation-tables.any")
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
