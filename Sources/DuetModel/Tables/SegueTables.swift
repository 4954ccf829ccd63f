/// Segue tables, computed from `SegueBehaviour` and `SegueLifeCycle`.
extension ReferenceTables {
    static var segueKindsTable: ModelTable {
        var rows: [[ModelCell]] = []
        for kind in SegueKind.allCases {
            for source in SegueSource.allCases {
                let regular = SegueBehaviour.outcome(of: kind, from: source, horizontalSizeClass: .regular)
                let compact = SegueBehaviour.outcome(of: kind, from: source, horizontalSizeClass: .compact)
                rows.append([
                    ModelCell(kind.label, .segueKind(kind)),
                    ModelCell(
                        kind.isAdaptive ? LocalizedText(en: "Yes", zh: "是") : LocalizedText(en: "No", zh: "否"),
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
            caption: LocalizedText(en: "What each segue kind does, by source container and width (iOS 13 and later)", zh: "各类 segue 的行为（按源容器与宽度，iOS 13 及以后）"),
            columns: [
                ModelColumn(LocalizedText(en: "Segue", zh: "Segue"), .segueKind, words: ["segue", "kind", "类型", "种类"], key: true),
                ModelColumn(LocalizedText(en: "Adaptive", zh: "自适应"), .boolean, words: ["adaptive", "自适应"]),
                ModelColumn(LocalizedText(en: "Source container", zh: "源容器"), .segueSource, words: ["source", "container", "源", "容器"], key: true),
                ModelColumn(LocalizedText(en: "Regular width", zh: "常规宽度"), .segueOutcome, words: regularWords),
                ModelColumn(LocalizedText(en: "Compact width", zh: "紧凑宽度"), .segueOutcome, words: compactWords),
            ],
            rows: rows,
            editions: EditionRange(from: .ios13)
        )
    }

    static var segueLifeCycleTable: ModelTable {
        ModelTable(
            id: "segue-life-cycle",
            caption: LocalizedText(en: "The life cycle of a segue", zh: "segue 的生命周期"),
            columns: [
                ModelColumn(LocalizedText(en: "#", zh: "#"), key: true),
                ModelColumn(LocalizedText(en: "Step", zh: "步骤")),
                ModelColumn(LocalizedText(en: "Call", zh: "调用")),
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
