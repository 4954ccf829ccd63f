/// Tables of ordered call sequences, one row per simulated trace event.
extension ReferenceTables {
    static let traceColumns: [ModelColumn] = [
        ModelColumn(LocalizedText(en: "#", zh: "#"), key: true),
        ModelColumn(LocalizedText(en: "Called by", zh: "调用方")),
        ModelColumn(LocalizedText(en: "Object", zh: "对象")),
        ModelColumn(LocalizedText(en: "Call", zh: "调用")),
        ModelColumn(LocalizedText(en: "Before", zh: "之前")),
        ModelColumn(LocalizedText(en: "After", zh: "之后")),
        ModelColumn(LocalizedText(en: "Note", zh: "说明")),
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
                note = note.en.isEmpty ? order : LocalizedText(en: note.en + "; " + order.en, zh: note.zh + "；" + order.zh)
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
            ? LocalizedText(en: "your gesture handler", zh: "你的手势处理程序")
            : LocalizedText(invariant: caller)
    }

    static func rotationTable(id: String, deviceName: String) -> ModelTable {
        let device = DeviceCatalogue.device(named: deviceName)!
        let events = RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait)
        return ModelTable(
            id: id,
            caption: LocalizedText(
                en: "\(device.name) rotating from portrait to landscape: who is told what, in the guide's order",
                zh: "\(ChineseProductName.of(device.name)) 从竖屏旋转到横屏：各视图控制器收到哪些通知（按指南给出的顺序）"
            ),
            columns: traceColumns,
            rows: traceRows(events),
            // The guide's order of these calls; no current source states it for iOS 13–16,
            // and from 17 the registration trace replaces it.
            rowAvailability: events.map { _ in Availability(guideRuleOnly: true) }
        )
    }

    /// The same rotation from iOS 17 on: handlers registered for trait changes, top down.
    static func registrationRotationTable(id: String, deviceName: String) -> ModelTable {
        let device = DeviceCatalogue.device(named: deviceName)!
        return ModelTable(
            id: id,
            caption: LocalizedText(
                en: "\(device.name) rotating from portrait to landscape, iOS 17 and later: trait-change handlers, top down",
                zh: "\(ChineseProductName.of(device.name)) 从竖屏旋转到横屏（iOS 17 及以后）：特征变化处理程序，自上而下"
            ),
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
                caption: LocalizedText(en: "Presenting with a custom animator (not interactive)", zh: "使用自定义动画器呈现（非交互式）"),
                events: CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .presentation))
            ),
            traceTable(
                id: "transition-dismissal-sequence",
                caption: LocalizedText(en: "Dismissing with a custom animator, driven interactively", zh: "使用自定义动画器以交互方式关闭"),
                events: CustomTransitionSimulation.trace(CustomTransitionScenario(direction: .dismissal, interactive: true))
            ),
            traceTable(
                id: "custom-presentation-sequence",
                caption: LocalizedText(en: "Presenting with a custom presentation controller", zh: "使用自定义呈现控制器呈现"),
                events: CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .presentation))
            ),
            traceTable(
                id: "custom-dismissal-sequence",
                caption: LocalizedText(en: "Dismissing with a custom presentation controller", zh: "使用自定义呈现控制器关闭"),
                events: CustomPresentationSimulation.trace(CustomPresentationScenario(direction: .dismissal))
            ),
        ]
    }
}
