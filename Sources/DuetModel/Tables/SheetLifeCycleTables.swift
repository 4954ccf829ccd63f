/// Tables of the chapter on sheets and modern transitions: the delegate calls of a swipe
/// dismissal and of a refused one, which calls each way of ending a sheet makes, and the
/// transition APIs release by release.
extension ReferenceTables {
    static var sheetLifeCycleTables: [ModelTable] {
        [sheetSwipeDismissalTable, sheetBlockedDismissalTable, sheetDismissalCallsTable, modernTransitionsTable]
    }

    static var sheetSwipeDismissalTable: ModelTable {
        let events = SheetDismissalSimulation.trace(.swipe)
        return ModelTable(
            id: "sheet-swipe-dismissal",
            caption: LocalizedText(en: "A person swipes a sheet away: the delegate's calls in order (iOS 13 and later)",
                                   key: "sheet-life-cycle-tables.person-swipes-sheet-away-delegate-s"),
            columns: traceColumns, rows: traceRows(events),
            sources: [FactSources.shouldDismiss, FactSources.willDismiss, FactSources.didDismiss, FactSources.swipeDismissalReport],
            editions: EditionRange(from: .ios13),
            rowAvailability: events.map { _ in SheetDismissalSimulation.availability }
        )
    }

    static var sheetBlockedDismissalTable: ModelTable {
        let events = SheetDismissalSimulation.trace(.swipeWhileModal)
        return ModelTable(
            id: "sheet-blocked-dismissal",
            caption: LocalizedText(en: "A swipe on a sheet that is modal in presentation: the delegate's calls in order (iOS 13 and later)",
                                   key: "sheet-life-cycle-tables.swipe-sheet-modal-presentation-delegate"),
            columns: traceColumns, rows: traceRows(events),
            sources: [FactSources.modalInPresentation, FactSources.didAttemptToDismiss, FactSources.swipeDismissalReport],
            editions: EditionRange(from: .ios13),
            rowAvailability: events.map { _ in SheetDismissalSimulation.availability }
        )
    }

    /// One row per delegate method, one column per way a sheet ends or fails to: the
    /// table a reader checks before deciding where cleanup belongs.
    static var sheetDismissalCallsTable: ModelTable {
        let yes = LocalizedText(en: "yes", key: "sheet-life-cycle-tables.yes"), no = LocalizedText(en: "no", key: "sheet-life-cycle-tables.no")
        return ModelTable(
            id: "sheet-dismissal-calls",
            caption: LocalizedText(en: "Which delegate methods each way of ending a sheet calls (iOS 13 and later)",
                                   key: "sheet-life-cycle-tables.which-delegate-methods-each-way-ending"),
            columns: [ModelColumn(LocalizedText(en: "Delegate method", key: "sheet-life-cycle-tables.delegate-method"), key: true)]
                + SheetDismissalScenario.all.map { ModelColumn($0.term, .boolean) },
            rows: SheetDismissalSimulation.callbacks.map { callback in
                [ModelCell(invariant: callback)] + SheetDismissalScenario.all.map { scenario in
                    let called = SheetDismissalSimulation.isCalled(callback, in: scenario)
                    return ModelCell(called ? yes : no, .boolean(called))
                }
            },
            sources: [FactSources.shouldDismiss, FactSources.willDismiss, FactSources.didDismiss, FactSources.didAttemptToDismiss,
                      FactSources.modalInPresentation, FactSources.swipeDismissalReport],
            editions: EditionRange(from: .ios13),
            rowAvailability: SheetDismissalSimulation.callbacks.map { _ in SheetDismissalSimulation.availability }
        )
    }

    static var modernTransitionsTable: ModelTable {
        ModelTable(
            id: "modern-transitions",
            caption: LocalizedText(en: "Transition APIs beyond the transitioning delegate, by release", key: "sheet-life-cycle-tables.transition-apis-beyond-transitioning"),
            columns: [
                ModelColumn(LocalizedText(invariant: "API"), key: true),
                ModelColumn(LocalizedText(en: "Since", key: "sheet-life-cycle-tables.since")),
                ModelColumn(LocalizedText(en: "What it is for", key: "sheet-life-cycle-tables.what")),
            ],
            rows: ModernTransitionAPI.all.map { api in
                [ModelCell(invariant: api.symbol), ModelCell(invariant: "iOS \(Release.major(of: api.introduced))"), ModelCell(api.purpose)]
            },
            rowSources: ModernTransitionAPI.all.map(\.sources),
            rowAvailability: ModernTransitionAPI.all.map { .since($0.introduced) }
        )
    }
}
