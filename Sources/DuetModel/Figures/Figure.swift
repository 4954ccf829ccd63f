/// A figure of the reference: a function of the model that draws it in one language.
public struct Figure: Sendable {
    public let id: String
    public let caption: LocalizedText
    let draw: @Sendable (Language) -> SVGDocument
    /// For diagrams whose order matters: the same content as an ordered list of lines.
    let textEquivalent: (@Sendable (Language) -> [String])?
    /// The figure computed for one release, for figures whose content depends on it; nil
    /// from the closure where the figure does not hold in that release.
    let drawForRelease: (@Sendable (Language, Release) -> SVGDocument?)?
    /// The figure laid out for one of the three spaces it is read in; a figure without it
    /// shows `draw`'s drawing in all three (the browser specs then say where it does not fit).
    let drawForLayout: (@Sendable (Language, FigureLayout) -> SVGDocument)?

    init(id: String, caption: LocalizedText, draw: @escaping @Sendable (Language) -> SVGDocument,
         textEquivalent: (@Sendable (Language) -> [String])? = nil,
         drawForRelease: (@Sendable (Language, Release) -> SVGDocument?)? = nil,
         drawForLayout: (@Sendable (Language, FigureLayout) -> SVGDocument)? = nil) {
        self.id = id
        self.caption = caption
        self.draw = draw
        self.textEquivalent = textEquivalent
        self.drawForRelease = drawForRelease
        self.drawForLayout = drawForLayout
    }

    /// The figure laid out for a phone's column, half a side-by-side page or a full column.
    public func document(language: Language, layout: FigureLayout) -> SVGDocument {
        drawForLayout?(language, layout) ?? draw(language)
    }

    /// Whether the figure has a drawing of its own for each layout.
    public var hasLayouts: Bool { drawForLayout != nil }

    /// The figure as it stands in `release`: nil where it does not hold there.
    public func document(language: Language, release: Release) -> SVGDocument? {
        if let drawForRelease { return drawForRelease(language, release) }
        guard FigureCatalogue.editions(of: id)?.contains(release) ?? true else { return nil }
        return draw(language)
    }

    /// The standalone SVG for one release, nil where the figure does not hold there.
    public func svg(language: Language, theme: FigureTheme, release: Release) -> String? {
        document(language: language, release: release)?.rendered(style: theme.styleSheet)
    }

    public func steps(language: Language) -> [String]? { textEquivalent?(language) }

    public func document(language: Language) -> SVGDocument { draw(language) }

    /// The standalone SVG of `duet figure`, coloured for a theme.
    public func svg(language: Language, theme: FigureTheme) -> String {
        document(language: language).rendered(style: theme.styleSheet)
    }
}

/// Every figure, in a stable order; a figure is made once per build, not once per page.
public enum FigureCatalogue {
    public static let all: [Figure] = [
        DeviceSizeClassesFigure.figure,
        IPadWindowWidthsFigure.figure,
        PresentationStylesFigure.figure,
        PresentationContextFigure.figure,
        RotationSequenceFigure.figure,
        TransitionObjectsFigure.figure,
        TransitionSequenceFigures.animation,
        TransitionSequenceFigures.presentation,
        TraitPropagationFigure.figure,
        SegueLifeCycleFigure.figure,
        UnwindSearchFigure.figure,
        ContainerChildSequenceFigure.figure,
        SheetDismissalSequenceFigure.figure,
        SplitViewPlacementFigure.figure,
        PropertyUpdateSequenceFigure.figure,
        LayoutGuideRegionsFigure.figure,
    ]

    public static var ids: [String] { all.map(\.id) }

    public static func figure(id: String) -> Figure? {
        all.first { $0.id == id }
    }

    /// The reference tables whose facts a figure draws: its sources are theirs. A figure
    /// drawn from a simulation no table prints names the sources of that simulation
    /// instead (`ownSources`).
    public static func tables(of id: String) -> [String] {
        switch id {
        case DeviceSizeClassesFigure.figure.id: ["size-classes-by-device", "size-classes-modern"]
        case IPadWindowWidthsFigure.figure.id: ["multitasking", "ipad-windowing"]
        case PresentationStylesFigure.figure.id: ["presentation-adaptation", "presentation-adaptation-ios13", "presentation-adaptation-current"]
        case PresentationContextFigure.figure.id: ["presentation-styles"]
        case RotationSequenceFigure.figure.id: ["rotation-iphone-6", "rotation-iphone-11-pro-max", "rotation-iphone-17-pro-max"]
        case TransitionObjectsFigure.figure.id: ["transition-animation-sequence", "custom-presentation-sequence"]
        case TransitionSequenceFigures.animation.id: ["transition-animation-sequence"]
        case TransitionSequenceFigures.presentation.id: ["custom-presentation-sequence"]
        case TraitPropagationFigure.figure.id: ["trait-overrides", "traits"]
        case SegueLifeCycleFigure.figure.id: ["segue-life-cycle"]
        case SheetDismissalSequenceFigure.id: ["sheet-swipe-dismissal"]
        case LayoutGuideRegionsFigure.id: ["layout-guides"]
        case SplitViewPlacementFigure.figure.id: ["split-view-columns", "split-view-two-columns-expanded", "split-view-collapsed"]
        default: []
        }
    }

    /// Sources of a figure drawn from a simulation no reference table prints.
    static func ownSources(of id: String) -> [FactSource] {
        switch id {
        case UnwindSearchFigure.figure.id: [FactSources.unwindSearch, FactSources.guideSegues]
        case ContainerChildSequenceFigure.figure.id: [FactSources.guideContainers]
        case PropertyUpdateSequenceFigure.id:
            [FactSources.updatePassOrder, FactSources.updateProperties, FactSources.automaticObservationTracking,
             FactSources.automaticTraitTracking, FactSources.traitRegistration]
        default: []
        }
    }

    /// Every source a reader of `language` needs for a figure, each once: its own, then
    /// those of the tables it draws.
    public static func sources(of id: String, language: Language) -> [FactSource] {
        var seen: Set<String> = []
        let fromTables = tables(of: id).compactMap { ReferenceTables.table(id: $0) }.flatMap { $0.sources(for: language) }
        return (ownSources(of: id) + fromTables).filter { seen.insert($0.id).inserted }
    }

    /// The releases a figure shows, in one place like the tables' sources; nil for a
    /// figure that holds in every edition or compares editions itself.
    public static func editions(of id: String) -> EditionRange? {
        switch id {
        // The sheet's dismissal calls arrived in iOS 13, column-style split views in iOS 14.
        case SheetDismissalSequenceFigure.id: EditionRange(from: .ios13, through: nil)
        // updateProperties() and tracking on by default arrived in iOS 26.
        case PropertyUpdateSequenceFigure.id: EditionRange(from: .ios26, through: nil)
        case SplitViewPlacementFigure.figure.id: EditionRange(from: .ios13, through: nil, since: "14.0")
        // Split View and Slide Over, and the unwind search the figure draws, start in iOS 9.
        // So do the layout margins' and the readable width's guides.
        case IPadWindowWidthsFigure.figure.id, UnwindSearchFigure.figure.id, LayoutGuideRegionsFigure.id:
            EditionRange(from: .guide, through: nil, since: "9.0")
        default: nil
        }
    }
}

/// Colours for a standalone figure; in the site, the stylesheet's custom properties
/// supply the same roles for the reader's theme.
public enum FigureTheme: String, Sendable, CaseIterable {
    case light, dark

    var colours: [(String, String)] {
        switch self {
        case .light:
            [("--fig-bg", "#ffffff"), ("--fig-ink", "#1d1d1f"), ("--fig-muted", "#5f5f66"), ("--fig-line", "#86868b"),
             ("--fig-rr", "#cfe3ff"), ("--fig-cr", "#ffe1c2"), ("--fig-rc", "#d6f2d0"), ("--fig-cc", "#f3d3f0"),
             ("--fig-screen", "#f5f5f7"), ("--fig-presented", "#0058b0"), ("--fig-context", "#b25000"), ("--fig-device", "#3a3a3c"),
             ("--fig-dim", "#1d1d1f"), ("--fig-dim-opacity", "0.18")]
        case .dark:
            [("--fig-bg", "#161618"), ("--fig-ink", "#e8e8ed"), ("--fig-muted", "#a1a1a8"), ("--fig-line", "#8e8e96"),
             ("--fig-rr", "#1f3f66"), ("--fig-cr", "#5a3a14"), ("--fig-rc", "#24492a"), ("--fig-cc", "#4f2a4c"),
             ("--fig-screen", "#232326"), ("--fig-presented", "#6cb4ff"), ("--fig-context", "#ffab5e"), ("--fig-device", "#75757c"),
             ("--fig-dim", "#000000"), ("--fig-dim-opacity", "0.5")]
        }
    }

    /// The rules both the site's stylesheet and standalone files use, after the colours.
    public static let rules = """
    .duet-figure { font-family: -apple-system, "Helvetica Neue", "PingFang SC", "Noto Sans CJK SC", sans-serif; background: var(--fig-bg); }
    .duet-figure .fig-label { font-size: 13px; fill: var(--fig-ink); }
    .duet-figure .fig-small { font-size: 12px; fill: var(--fig-muted); }
    .duet-figure .fig-heading { font-size: 15px; font-weight: 600; fill: var(--fig-ink); }
    .duet-figure .fig-rr { fill: var(--fig-rr); stroke: var(--fig-ink); }
    .duet-figure .fig-cr { fill: var(--fig-cr); stroke: var(--fig-ink); }
    .duet-figure .fig-rc { fill: var(--fig-rc); stroke: var(--fig-ink); }
    .duet-figure .fig-cc { fill: var(--fig-cc); stroke: var(--fig-ink); }
    .duet-figure .fig-screen { fill: var(--fig-screen); stroke: var(--fig-line); }
    .duet-figure .fig-device { fill: var(--fig-device); stroke: var(--fig-device); }
    .duet-figure .fig-presented { fill: var(--fig-presented); fill-opacity: 0.35; stroke: var(--fig-presented); stroke-width: 2; }
    .duet-figure .fig-context { fill: none; stroke: var(--fig-context); stroke-width: 2; stroke-dasharray: 6 4; }
    .duet-figure .fig-lane { stroke: var(--fig-line); stroke-dasharray: 4 4; }
    .duet-figure .fig-link { fill: none; stroke: var(--fig-ink); stroke-width: 1.5; }
    .duet-figure .fig-call { stroke: var(--fig-ink); stroke-width: 1.5; }
    .duet-figure .fig-silent { stroke: var(--fig-muted); stroke-width: 1.5; stroke-dasharray: 3 4; }
    .duet-figure .fig-arrowhead { fill: var(--fig-ink); }
    .duet-figure .fig-box { fill: var(--fig-screen); stroke: var(--fig-ink); }
    .duet-figure .fig-override { fill: none; stroke: var(--fig-context); stroke-width: 3; }
    .duet-figure .fig-solid { fill-opacity: 1; }
    .duet-figure .fig-dim { fill: var(--fig-dim); fill-opacity: var(--fig-dim-opacity); }
    .duet-figure .fig-small-bar { fill: var(--fig-line); fill-opacity: 0.6; }
    """

    public var styleSheet: String {
        ".duet-figure { " + colours.map { "\($0.0): \($0.1);" }.joined(separator: " ") + " }\n" + Self.rules
    }
}
