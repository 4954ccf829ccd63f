/// What an iOS 26 view runs when a trait or an observed property changes: the episode
/// row of the observation chapter, which sets its content in `updateProperties()` from
/// `title` and `isDownloaded`, lays itself out in `layoutSubviews()` from its bounds and
/// `progress`, and here also registers a handler for its horizontal size class.
///
/// Apple's pages give each piece: UIKit records the `@Observable` properties and the
/// traits a tracked method reads and invalidates only that method when one of them
/// changes (automatic observation and trait tracking); a registered handler runs when
/// its traits change; `updateProperties()` sets content before layout, and requests for
/// it are coalesced into the next layout pass. The order inside a pass (traits updated
/// top down, then `updateProperties()`, then `layoutSubviews()`) is Apple's, from WWDC25
/// session 243 (`FactSources.updatePassOrder`).
public enum PropertyUpdateSimulation {
    public static let view = "EpisodeRowView"
    static let handler = RotationSimulation.traitChangeHandler
    static let updateProperties = "updateProperties()"
    static let layoutSubviews = "layoutSubviews()"

    /// The release that brought `updateProperties()` and tracking on by default: before
    /// it the sequence does not exist in this form, and the figure is absent.
    public static let availability = Availability.since("26.0")

    /// What changes, one after the other, in the trace.
    public enum Change: Sendable, CaseIterable {
        /// The window narrows: the row's width and its horizontal size class change.
        case windowNarrows
        /// The app sets `episode.isDownloaded`, which `updateProperties()` read.
        case contentProperty
        /// The app sets `episode.progress`, which `layoutSubviews()` read.
        case layoutProperty
    }

    /// Every change in turn, as one trace.
    public static var trace: [TraceEvent] { Change.allCases.flatMap(trace) }

    public static func trace(_ change: Change) -> [TraceEvent] {
        switch change {
        case .windowNarrows:
            [
                step("The window narrows: the row gets a new width and a compact horizontal size class",
                     "property-update-simulation.window-narrows"),
                TraceEvent(receiver: view, callback: handler, oldValue: UserInterfaceSizeClass.regular.term, newValue: UserInterfaceSizeClass.compact.term,
                           orderNote: LocalizedText(en: "Runs as UIKit updates the traits, top down, in the layout pass",
                                                    key: "property-update-simulation.handler-runs-traits-update")),
                TraceEvent(receiver: view, callback: updateProperties, kind: .notNotified(.readNothingThatChanged)),
                TraceEvent(receiver: view, callback: layoutSubviews,
                           orderNote: LocalizedText(en: "Its bounds changed", key: "property-update-simulation.bounds-changed")),
            ]
        case .contentProperty:
            [
                step("Your code sets episode.isDownloaded, which updateProperties() read",
                     "property-update-simulation.sets-is-downloaded"),
                TraceEvent(receiver: view, callback: handler, kind: .notNotified(.noTraitChange)),
                TraceEvent(receiver: view, callback: updateProperties,
                           orderNote: LocalizedText(en: "With the next layout pass, after the traits update and before layoutSubviews()",
                                                    key: "property-update-simulation.next-pass-before-layout")),
                TraceEvent(receiver: view, callback: layoutSubviews, kind: .notNotified(.readNothingThatChanged)),
            ]
        case .layoutProperty:
            [
                step("Your code sets episode.progress, which layoutSubviews() read",
                     "property-update-simulation.sets-progress"),
                TraceEvent(receiver: view, callback: handler, kind: .notNotified(.noTraitChange)),
                TraceEvent(receiver: view, callback: updateProperties, kind: .notNotified(.readNothingThatChanged)),
                TraceEvent(receiver: view, callback: layoutSubviews),
            ]
        }
    }

    private static func step(_ en: String, _ key: String) -> TraceEvent {
        TraceEvent(receiver: TraceEvent.uikit, callback: "", kind: .step(LocalizedText(en: en, key: key)))
    }

    /// Whether `callback` runs for `change`.
    public static func runs(_ callback: String, for change: Change) -> Bool {
        trace(change).contains { $0.callback == callback && $0.isNotified }
    }
}
