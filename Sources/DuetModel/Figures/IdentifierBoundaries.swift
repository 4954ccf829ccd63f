/// Where an API name may break across lines, wherever it is set (a figure's label, a
/// table cell, a heading, a contents list): after a `.` (not a leading one, as in
/// `.fullScreen`), before a `(` and after an
/// argument label's `:` (`animationController(` `forPresented:`), never after the `(`
/// itself, so `(_:)` stays whole. Inside one of those parts a break falls between
/// camel-case words only when the part is long (`presentationController|Did|Attempt…`):
/// a short part such as `fullScreen` stays whole, so `UIModalPresentationStyle.fullScreen`
/// breaks after the dot, as a reader would, and not at the hump a line happened to reach.
public enum IdentifierBoundaries {
    /// A part at most this long never breaks between its camel-case words.
    public static let shortPart = 16

    /// The offsets (in Unicode scalars) before which `name` may break, ascending.
    public static func breaks(in name: String) -> [Int] {
        breaks(in: Array(name.unicodeScalars))
    }

    /// The same on an ASCII name's bytes, for the reference pages that write thousands.
    public static func breaks(inASCII bytes: [UInt8]) -> [Int] {
        breaks(in: bytes.map { Unicode.Scalar($0) })
    }

    static func breaks(in scalars: [Unicode.Scalar]) -> [Int] {
        var structural: [Int] = []
        for index in scalars.indices where index > 0 {
            let previous = scalars[index - 1], scalar = scalars[index]
            if (scalar == "(" && previous != "(")
                || (previous == "." && scalar != "." && index > 1)
                || (previous == ":" && scalar != ")") {
                structural.append(index)
            }
        }
        var all = structural
        var start = 0
        for end in structural + [scalars.count] {
            if end - start > shortPart {
                for index in (start + 1)..<end where isHump(scalars, at: index) { all.append(index) }
            }
            start = end
        }
        return all.sorted()
    }

    /// Between two camel-case words: `trait|Collection`, and the end of an acronym `UI|Trait`.
    static func isHump(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard isUpper(scalars[index]) else { return false }
        if isLower(scalars[index - 1]) { return true }
        return isUpper(scalars[index - 1]) && index + 1 < scalars.count && isLower(scalars[index + 1])
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }

    private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
    }

    /// The name cut at every place it may break.
    public static func parts(of name: String) -> [String] {
        let scalars = Array(name.unicodeScalars)
        var parts: [String] = []
        var start = 0
        for end in breaks(in: scalars) + [scalars.count] where end > start {
            parts.append(String(String.UnicodeScalarView(scalars[start..<end])))
            start = end
        }
        return parts
    }
}
