/// The three spaces a figure is read in, each with the widest drawing that fits it at
/// the type scale's natural size: a phone's column, one column of a side-by-side page,
/// and a full column. A figure is never stretched to its column (its labels would grow
/// with it); the page shows the widest layout that fits the space it has.
public enum FigureLayout: String, Sendable, CaseIterable {
    case phone, half, full

    /// The widest a drawing of this layout may be, in user units (= CSS px at 1:1).
    public var maxWidth: Double {
        switch self {
        case .phone: 340
        case .half: 540
        case .full: 780
        }
    }
}

/// One type scale for every figure at every width, in user units; a figure is shown at
/// 1:1, so these are CSS pixels. Titles are one step above the labels.
public enum FigureType {
    /// `fig-label`: names of things.
    public static let label = 13.0
    /// `fig-small`: what is said about them.
    public static let small = 12.0
    /// `fig-heading`: a figure's own titles (columns, lanes, groups).
    public static let heading = 15.0

    /// Baseline-to-baseline distance for wrapped lines of a size.
    static func lineHeight(_ size: Double) -> Double { (size * 1.4).rounded() }

    /// Lines of text at `x`, starting with the first baseline at `y`; returns the
    /// elements and the y below the last line.
    static func lines(_ text: String, x: Double, y: Double, width: Double, class name: String, anchor: SVG.Anchor = .start,
                      cuttingNames: Bool = false) -> ([SVGElement], Double) {
        let size = name == "fig-heading" ? heading : (name == "fig-small" ? small : label)
        let wrapped = FigureLineBreaking.wrap(text, width: width, size: size, cuttingNames: cuttingNames)
        var elements: [SVGElement] = []
        for (index, line) in wrapped.enumerated() {
            elements.append(SVG.text(line, x, y + Double(index) * lineHeight(size), class: name, anchor: anchor))
        }
        return (elements, y + Double(max(wrapped.count, 1) - 1) * lineHeight(size))
    }
}
