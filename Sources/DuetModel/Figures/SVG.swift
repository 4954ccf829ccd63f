/// The drawing primitives every figure is composed of, written as SVG text.
///
/// Colours are never written here: elements carry classes (`fig-…`) that the site's
/// stylesheet, or the small style sheet `duet figure --theme` embeds, colours through
/// CSS custom properties, so one drawing serves both themes and print. Numbers are
/// written with at most one decimal, so the output is byte for byte the same on every
/// run and machine.
public struct SVGElement: Sendable, Hashable {
    let name: String
    let attributes: [(String, String)]
    let children: [SVGElement]
    let text: String?

    public static func == (lhs: SVGElement, rhs: SVGElement) -> Bool { lhs.rendered == rhs.rendered }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered) }

    init(_ name: String, _ attributes: [(String, String)] = [], children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    var rendered: String {
        var out = ""
        write(into: &out, indent: "")
        return out
    }

    /// Appends piece by piece: every figure is written once per release it is drawn for,
    /// so the reference pages write tens of thousands of elements.
    func write(into out: inout String, indent: String) {
        out += indent
        out += "<"
        out += name
        for (key, value) in attributes {
            out += " "
            out += key
            out += "=\""
            out += SVG.escape(value)
            out += "\""
        }
        if let text {
            out += ">"
            out += SVG.escape(text)
            out += "</"
            out += name
            out += ">\n"
        } else if children.isEmpty {
            out += "/>\n"
        } else {
            out += ">\n"
            let inner = indent + "  "
            for child in children { child.write(into: &out, indent: inner) }
            out += indent
            out += "</"
            out += name
            out += ">\n"
        }
    }
}

/// Constructors for the few shapes figures need, and text measurement for layout.
public enum SVG {
    public enum Anchor: String, Sendable { case start, middle, end }

    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? sign + String(magnitude / 10) : sign + String(magnitude / 10) + "." + String(magnitude % 10)
    }

    /// XML text and attribute values escape like HTML's.
    static func escape(_ text: String) -> String { TableEscaping.html(text) }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, class name: String,
                     radius: Double = 0, data: [(String, String)] = []) -> SVGElement {
        var attributes = [("x", number(x)), ("y", number(y)), ("width", number(width)), ("height", number(height))]
        if radius > 0 { attributes += [("rx", number(radius))] }
        return SVGElement("rect", attributes + [("class", name)] + data.map { ("data-" + $0.0, $0.1) })
    }

    static func text(_ string: String, _ x: Double, _ y: Double, class name: String = "fig-label",
                     anchor: Anchor = .start) -> SVGElement {
        var attributes = [("x", number(x)), ("y", number(y)), ("class", name)]
        if anchor != .start { attributes.append(("text-anchor", anchor.rawValue)) }
        return SVGElement("text", attributes, text: string)
    }

    /// A line, with an arrowhead at its end when `arrow` is set. The head is a drawn
    /// triangle, not an SVG marker: a marker needs an id, and a bilingual page (whose
    /// generated pages rename the other language's ids) would lose the heads of one
    /// language.
    static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, class name: String, arrow: Bool = false) -> SVGElement {
        let line = SVGElement("line", [("x1", number(x1)), ("y1", number(y1)), ("x2", number(x2)), ("y2", number(y2)), ("class", name)])
        guard arrow else { return line }
        let length = max(((x2 - x1) * (x2 - x1) + (y2 - y1) * (y2 - y1)).squareRoot(), 0.001)
        let (dx, dy) = ((x2 - x1) / length, (y2 - y1) / length)
        let size = 10.0, half = 5.0
        let baseX = x2 - dx * size, baseY = y2 - dy * size
        let head = "M\(number(x2)) \(number(y2))L\(number(baseX - dy * half)) \(number(baseY + dx * half))L\(number(baseX + dy * half)) \(number(baseY - dx * half))Z"
        return SVGElement("g", [("class", "fig-arrow")], children: [line, path(head, class: "fig-arrowhead")])
    }

    static func path(_ d: String, class name: String) -> SVGElement {
        SVGElement("path", [("d", d), ("class", name)])
    }

    static func group(class name: String? = nil, data: [(String, String)] = [], _ children: [SVGElement]) -> SVGElement {
        var attributes: [(String, String)] = []
        if let name { attributes.append(("class", name)) }
        return SVGElement("g", attributes + data.map { ("data-" + $0.0, $0.1) }, children: children)
    }

    /// An estimate of a label's width in user units at a font size: Latin letters about
    /// 0.58 em, Han characters and full-width punctuation 1 em. Layout only needs to keep
    /// labels from overlapping, not to fit them exactly.
    static func width(of text: String, size: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += scalar.value >= 0x2E80 ? 1.0 : (scalar.value == 32 ? 0.3 : 0.58)
        }
        return ems * size
    }
}

/// A whole figure: its size in user units, an accessible title and description in the
/// page's language, and the elements.
public struct SVGDocument: Sendable {
    public let id: String
    public let width: Double
    public let height: Double
    public let title: String
    public let description: String
    public let language: Language
    let elements: [SVGElement]

    /// The smallest font size figures use, in user units (`fig-small`).
    static let smallestFont = FigureType.small

    /// The CSS width below which the figure scrolls in its box instead of shrinking, so
    /// that no label is drawn smaller than 11 CSS pixels.
    public var minimumWidth: Int { Int((width * 11 / Self.smallestFont).rounded(.up)) }

    /// A copy with the same content laid out elsewhere: used to give a layout its size.
    func sized(width: Double, height: Double) -> SVGDocument {
        SVGDocument(id: id, width: width, height: height, title: title, description: description, language: language, elements: elements)
    }

    init(id: String, width: Double, height: Double, title: String, description: String, language: Language, elements: [SVGElement]) {
        self.id = id
        self.width = width
        self.height = height
        self.title = title
        self.description = description
        self.language = language
        self.elements = elements
    }

    /// The SVG inside a page's `<figure>`, whose caption already names it: the drawing is
    /// named by what it shows (its description), not by its title again, so a screen
    /// reader reads the figure's name once.
    public func inlineRendered() -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"duet-figure\" data-figure=\"\(SVG.escape(id))\""
        out += " viewBox=\"0 0 \(SVG.number(width)) \(SVG.number(height))\" width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\""
        out += " role=\"img\" aria-label=\"\(SVG.escape(description))\" lang=\"\(language == .zh ? "zh-Hans" : "en")\">\n"
        // The drawing's own words are for the eye: assistive technology reads the
        // description, not each label after it (the calls of a sequence are listed in
        // words under the figure). A label's `<title>` still shows on pointing.
        out += "<g aria-hidden=\"true\">\n"
        for element in elements { element.write(into: &out, indent: "  ") }
        return out + "</g>\n</svg>\n"
    }

    /// The SVG text. `style` is embedded for standalone files (`duet figure --theme`);
    /// in the site, the page's stylesheet colours the classes.
    public func rendered(style: String? = nil) -> String {
        // No ids: the `<title>` child names an SVG with role img and `<desc>` describes it,
        // and a bilingual page holds the figure in both languages.
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"duet-figure\" data-figure=\"\(SVG.escape(id))\""
        out += " viewBox=\"0 0 \(SVG.number(width)) \(SVG.number(height))\" width=\"\(SVG.number(width))\" height=\"\(SVG.number(height))\""
        out += " role=\"img\" lang=\"\(language == .zh ? "zh-Hans" : "en")\">\n"
        out += "  <title>\(SVG.escape(title))</title>\n"
        out += "  <desc>\(SVG.escape(description))</desc>\n"
        if let style { out += "  <style>\(style)</style>\n" }
        for element in elements { element.write(into: &out, indent: "  ") }
        return out + "</svg>\n"
    }
}
