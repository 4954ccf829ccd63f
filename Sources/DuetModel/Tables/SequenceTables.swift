/// Tables of ordered call sequences, one row per simulated trace event.
extension ReferenceTables {
    static let traceColumns: [ModelColumn] = [
        ModelColumn(LocalizedText(invariant: "#"), key: true),
        ModelColumn(LocalizedText(en: "Called by", key: "sequence-tables.called")),
        ModelColumn(LocalizedText(en: "Object", key: "sequence-tables.object")),
        ModelColumn(LocalizedText(en: "Call", key: "sequence-tables.call")),
        ModelColumn(LocalizedText(en: "Before", key: "sequence-tables.before")),
        ModelColumn(LocalizedText(en: "After", key: "sequence-tables.after")),
        ModelColumn(LocalizedText(en: "Note", key: "sequence-tables.note")),
    ]

    /// One row per event; steps and "not notified" events explain themselves in the note.
    static func traceRows(_ events: [TraceEvent]) -> [[ModelCell]] {
        let dash = LocalizedText(invariant: "—")
        return events.enumerated().map { index, event in
            var note: LocalizedText = switch event.kind {
            case .called: LocalizedText(invariant: "")
            case .notNotified(let reason): reason.term
            case .step(let text): text
            }
            if let order = event.orderNote {
                note = note.en.isEmpty ? order : note.joined(with: order)
            }
            return [
                ModelCell(invariant: String(index + 1)),
                ModelCell(event.kind.isStep ? dash : callerTerm(event.caller)),
                ModelCell(invariant: event.receiver),
                ModelCell(invariant: event.callback.isEmpty ? "—" : event.callback),
                ModelCell(event.oldValue ?? dash),
                ModelCell(event.newValue ?? dash),
                ModelCell(note),
            ]
        }
    }

    /// The caller as a reader reads it: the app's gesture handler in words, an object by name.
    static func callerTerm(_ caller: String) -> LocalizedText {
        caller == TraceEvent.gestureHandler
            ? LocalizedText(en: "your gesture handler", key: "sequence-tables.your-gesture-handler")
            : LocalizedText(invariant: caller)
    }

    static func rotationTable(id: String, deviceName: String) -> ModelTable {
        let device = DeviceCatalogue.device(named: deviceName)!
        let events = RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait)
        return ModelTable(
            id: id,
            caption: LocalizedText(en: "{device} rotating from portrait to landscape: who is told what, in the guide's order",
                                   key: "sequence-tables.rotation-caption", arguments: ["device": device.localizedName]),
            columns: traceColumns,
            rows: traceRows(events),
            // The guide's order of these calls; no current source states it for iOS 13–16,
            // and from 17 the registration trace replaces it.
            rowAvailability: events.map { _ in Availability(guideRuleOnly: true) }
        )
    }

    /// The same rotation in iOS 13–16: the guide's calls, with the current trait
    /// collection set before each `traitCollectionDidChange(_:)`.
    static func currentTraitsRotationTable(id: String, deviceName: String) -> ModelTable {
        let device = DeviceCatalogue.device(named: deviceName)!
        return ModelTable(
            id: id,
            caption: LocalizedText(en: "{device} rotating from portrait to landscape, iOS 13–16: who is told what",
                                   key: "sequence-tables.current-traits-rotation-caption", arguments: ["device": device.localizedName]),
            columns: traceColumns,
            rows: traceRows(RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait, delivery: .settingCurrentTraits)),
            sources: [FactSources.willTransitionTraits, FactSources.viewWillTransitionSize, FactSources.traitCollectionDidChange,
                      FactSources.currentTraitCollection, FactSources.unspecifiedOrder]
        )
    }

    /// The same rotation from iOS 17 on: handlers registered for trait changes, top down.
    static func registrationRotationTable(id: String, deviceName: String) -> ModelTable {
        let device = DeviceCatalogue.device(named: deviceName)!
        return ModelTable(
            id: id,
            caption: LocalizedText(en: "{device} rotating from portrait to landscape, iOS 17 and later: trait-change handlers, top down",
                                   key: "sequence-tables.registration-rotation-caption", arguments: ["device": device.localizedName]),
            columns: traceColumns,
            rows: traceRows(RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait, delivery: .registrations)),
            sources: [FactSources.traitRegistration, FactSources.topDownTraits]
        )
    }

    static func traceTable(id: String, caption: LocalizedText, events: [TraceEvent]) -> ModelTable {
        ModelTable(id: id, caption: caption, columns: traceColumns, rows: traceRows(events))
    }

    static var transitionTables: [ModelTable] {
        [
            traceTable(
                id: "transition-animation-sequence",
                caption: LocalizedText(en: "Presenting with a custom animator (not interactive)", key: "sequence-tables.presenting-custom-animator-not"),
                events: CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation))
            ),
            traceTable(
                id: "transition-dismissal-sequence",
                caption: LocalizedText(en: "Dismissing with a custom animator, driven interactively", key: "sequence-tables.dismissing-custom-animator-driven"),
                events: CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .dismissal, interactive: true))
            ),
            traceTable(
                id: "custom-presentation-sequence",
                caption: LocalizedText(en: "Presenting with a custom presentation controller", key: "sequence-tables.presenting-custom-presentation"),
                events: CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation))
            ),
            traceTable(
                id: "custom-dismissal-sequence",
                caption: LocalizedText(en: "Dismissing with a custom presentation controller", key: "sequence-tables.dismissing-custom-presentation"),
                events: CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .dismissal))
            ),
        ]
    }
}
