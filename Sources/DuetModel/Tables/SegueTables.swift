/// Segue tables, computed from `SegueBehaviour` and `SegueLifeCycle`.
extension ReferenceTables {
    static let segueKindWords = WordList("table-words.header.segue-kind", english: ["segue", "kind"])
    static let adaptiveWords = WordList("table-words.header.adaptive", english: ["adaptive"])
    static let sourceContainerWords = WordList("table-words.header.source-container", english: ["source", "container"])

    static var segueKindsTable: ModelTable {
        var rows: [[ModelCell]] = []
        for kind in SegueKind.allCases {
            for source in SegueSource.allCases {
                let regular = SegueBehaviour.outcome(of: kind, from: source, horizontalSizeClass: .regular)
                let compact = SegueBehaviour.outcome(of: kind, from: source, horizontalSizeClass: .compact)
                rows.append([
                    ModelCell(kind.label, .segueKind(kind)),
                    ModelCell(
                        kind.isAdaptive ? LocalizedText(en: "Yes", key: "segue-tables.yes") : LocalizedText(en: "No", key: "segue-tables.no"),
                        .boolean(kind.isAdaptive)
                    ),
                    ModelCell(source.term, .segueSource(source)),
                    ModelCell(regular.term, .segueOutcome(regular)),
                    ModelCell(compact.term, .segueOutcome(compact)),
                ])
            }
        }
        return ModelTable(
            id: "segue-kinds",
            caption: LocalizedText(en: "What each segue kind does, by source container and width (iOS 13 and later)", key: "segue-tables.what-each-segue-kind-does-source"),
            columns: [
                ModelColumn(LocalizedText(invariant: "Segue"), .segueKind, words: segueKindWords, key: true),
                ModelColumn(LocalizedText(en: "Adaptive", key: "segue-tables.adaptive"), .boolean, words: adaptiveWords),
                ModelColumn(LocalizedText(en: "Source container", key: "segue-tables.source-container"), .segueSource, words: sourceContainerWords, key: true),
                ModelColumn(LocalizedText(en: "Regular width", key: "segue-tables.regular-width"), .segueOutcome, words: regularWords),
                ModelColumn(LocalizedText(en: "Compact width", key: "segue-tables.compact-width"), .segueOutcome, words: compactWords),
            ],
            rows: rows,
            editions: EditionRange(from: .ios13)
        )
    }

    static var segueLifeCycleTable: ModelTable {
        ModelTable(
            id: "segue-life-cycle",
            caption: LocalizedText(en: "The life cycle of a segue", key: "segue-tables.life-cycle-segue"),
            columns: [
                ModelColumn(LocalizedText(invariant: "#"), key: true),
                ModelColumn(LocalizedText(en: "Step", key: "segue-tables.step")),
                ModelColumn(LocalizedText(en: "Call", key: "segue-tables.call")),
            ],
            rows: (SegueLifeCycle.steps() + [.cancelled]).enumerated().map { index, step in
                [
                    ModelCell(invariant: step == .cancelled ? "—" : String(index + 1)),
                    ModelCell(step.term),
                    ModelCell(invariant: step.callback ?? "—"),
                ]
            }
        )
    }
}
