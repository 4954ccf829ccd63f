/// The ways an iPad app shares the screen, per release, as Apple and named reports
/// describe them.
///
/// Only the legacy Split View and Slide Over had published widths and size classes
/// (the HIG's table, iOS 9 to iPadOS 18, in `Multitasking`). For the resizable windows of
/// Stage Manager and iPadOS 26 Apple publishes no width at which the horizontal size
/// class changes: the model says so (`publishedWidths` is nil) instead of inventing one.
/// An app reads its class from its trait collection, which follows the window.
public enum WindowingMode: String, Sendable, Hashable, CaseIterable {
    /// The app alone on the whole screen: the only arrangement before iOS 9, and the one
    /// an app is in whenever it shares nothing until iPadOS 26 made windows the rule.
    case fullScreen
    case splitView
    case slideOver
    /// Stage Manager of iPadOS 16–18: windows snap to sizes Apple never published.
    case stageManager
    /// Stage Manager from iPadOS 26, on the new windowing system: windows resize freely.
    case stageManagerWindowed
    case fullScreenApps
    case windowedApps
    /// The single, resizable Slide Over window iPadOS 26.1 brought back.
    case slideOverResizable

    public var name: LocalizedText {
        switch self {
        case .fullScreen: LocalizedText(en: "Full screen", key: "windowing-mode.full-screen")
        case .splitView: LocalizedText(en: "Split View", key: "windowing-mode.split-view")
        case .slideOver: LocalizedText(en: "Slide Over", key: "windowing-mode.slide-over")
        case .stageManager: LocalizedText(en: "Stage Manager (iPadOS 16–18)", key: "windowing-mode.stage-manager-ipados-16-18")
        case .stageManagerWindowed: LocalizedText(en: "Stage Manager (iPadOS 26)", key: "windowing-mode.stage-manager-ipados-26")
        case .fullScreenApps: LocalizedText(en: "Full-Screen Apps", key: "windowing-mode.full-screen-apps")
        case .windowedApps: LocalizedText(en: "Windowed Apps", key: "windowing-mode.windowed-apps")
        case .slideOverResizable: LocalizedText(en: "Slide Over (one app, resizable)", key: "windowing-mode.slide-over-one-app-resizable")
        }
    }

    /// The releases the mode exists in.
    public var releases: LocalizedText {
        switch self {
        case .fullScreen: LocalizedText(en: "Up to iPadOS 18 (the only arrangement before iOS 9)", key: "windowing-mode.up-to-ipados-18-only-before-ios-9")
        case .splitView, .slideOver: LocalizedText(invariant: "iOS 9 – iPadOS 18")
        case .stageManager: LocalizedText(invariant: "iPadOS 16–18")
        case .stageManagerWindowed, .fullScreenApps, .windowedApps: LocalizedText(en: "iPadOS 26 and later", key: "windowing-mode.ipados-26-later")
        case .slideOverResizable: LocalizedText(en: "iPadOS 26.1 and later", key: "windowing-mode.ipados-26-1-later")
        }
    }

    public var editions: EditionRange {
        switch self {
        case .fullScreen: EditionRange(from: .guide, through: .ios18)
        case .splitView, .slideOver: EditionRange(from: .guide, through: .ios18, since: "9.0")
        case .stageManager: EditionRange(from: .ios13, through: .ios18, since: "16.0")
        case .stageManagerWindowed, .fullScreenApps, .windowedApps: EditionRange(from: .ios26)
        case .slideOverResizable: EditionRange(from: .ios26, since: "26.1")
        }
    }

    /// The releases the mode exists in, for computing a table for one release.
    public var availability: Availability {
        switch self {
        case .fullScreen: Availability(obsoleted: "26.0")
        case .splitView, .slideOver: Availability(introduced: "9.0", obsoleted: "26.0")
        case .stageManager: Availability(introduced: "16.0", obsoleted: "26.0")
        case .stageManagerWindowed, .fullScreenApps, .windowedApps: .since("26.0")
        case .slideOverResizable: .since("26.1")
        }
    }

    /// Whether the person can drag the window to any size (down to a minimum).
    public var isFreelyResizable: Bool {
        switch self {
        case .windowedApps, .slideOverResizable, .stageManagerWindowed: true
        case .fullScreen, .splitView, .slideOver, .stageManager, .fullScreenApps: false
        }
    }

    /// The window widths Apple published with their size classes, or nil where it
    /// published none (every resizable mode).
    public var publishedWidths: [MultitaskingArrangement]? {
        switch self {
        case .splitView: [.twoThirds, .half, .oneThird]
        case .slideOver: [.slideOver]
        case .fullScreen, .fullScreenApps: []
        case .stageManager, .stageManagerWindowed, .windowedApps, .slideOverResizable: nil
        }
    }

    /// How big the window is, in words.
    public var sizes: LocalizedText {
        switch self {
        case .splitView: LocalizedText(en: "Fixed splits: 2/3, 1/2 (landscape only) and 1/3 of the screen", key: "windowing-mode.fixed-splits-2-3-1-2-landscape-only-1-3")
        case .slideOver: LocalizedText(en: "One narrow window over another app", key: "windowing-mode.one-narrow-window-over-another-app")
        case .stageManager: LocalizedText(en: "Overlapping, resizable windows that snap to sizes Apple has not published", key: "windowing-mode.overlapping-resizable-windows-snap-sizes")
        case .stageManagerWindowed: LocalizedText(en: "Overlapping windows that resize freely, as in Windowed Apps, grouped in stages", key: "windowing-mode.overlapping-windows-resize-freely")
        case .fullScreen, .fullScreenApps: LocalizedText(en: "The whole screen", key: "windowing-mode.whole-screen")
        case .windowedApps: LocalizedText(en: "Any size down to a minimum Apple does not publish; tiling offers halves, thirds and quadrants", key: "windowing-mode.any-size-down-minimum-apple-does-not")
        case .slideOverResizable: LocalizedText(en: "One resizable window over the others", key: "windowing-mode.one-resizable-window-over-others")
        }
    }

    /// What an app learns about its horizontal size class in this mode.
    public var sizeClassRule: LocalizedText {
        switch self {
        case .splitView, .slideOver:
            LocalizedText(en: "Published per width (see the multitasking table)", key: "windowing-mode.published-per-width-see-multitasking")
        case .fullScreen, .fullScreenApps:
            LocalizedText(en: "Regular width, regular height, like any full-screen iPad", key: "windowing-mode.regular-width-regular-height-like-any")
        case .stageManager, .stageManagerWindowed, .windowedApps, .slideOverResizable:
            LocalizedText(en: "Follows the window's width through the trait collection; Apple publishes no width at which it changes",
                          key: "windowing-mode.follows-window-s-width-through-trait")
        }
    }

    public var sources: [FactSource] {
        switch self {
        case .fullScreen: [FactSources.guideAdaptiveModel, FactSources.higMultitaskingLegacy]
        case .splitView, .slideOver: [FactSources.higMultitaskingLegacy]
        case .stageManager: [FactSources.ipadModes, FactSources.presetWindowSizes, FactSources.stageManagerReview]
        case .stageManagerWindowed: [FactSources.ipadModes, FactSources.higWindows]
        case .fullScreenApps: [FactSources.ipadModes, FactSources.higLayout]
        case .windowedApps: [FactSources.ipadModes, FactSources.higWindows, FactSources.higLayout, FactSources.sizeClassInWindows]
        case .slideOverResizable: [FactSources.slideOver261]
        }
    }
}
