
/// Control characters (NUL, the other C0 controls but tab, line feed and carriage return,
/// DEL and the C1 range) have no meaning in Markdown and survive copy and paste from PDFs,
/// terminals and translation tools unseen: cmark-gfm turns a NUL into U+FFFD and keeps the
/// rest, so a page would publish characters no reader can see or search for. Each is an
/// error at its line and column (columns count Unicode scalars, as an editor does).
public struct ControlCharacterCheck: ContentCheck {
    public let name = "control characters"

    /// More in one page is the same mistake repeated: the first few locate it.
    static let reportedPerPage = 5

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        var diagnostics: [Diagnostic] = []
        for pair in content.pairs {
            for page in pair.pages {
                diagnostics += Self.diagnostics(in: page.source, path: page.path)
            }
        }
        return diagnostics
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    static func diagnostics(in source: String, path: String) -> [Diagnostic] {
        // Most pages have none: a quick look at the bytes first (C1 controls are two bytes
        // starting 0xC2 in UTF-8, so that lead byte is enough to look closer).
        guard source.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F || $0 == 0xC2 }) else { return [] }
        var diagnostics: [Diagnostic] = []
        var line = 1, column = 1
        for scalar in source.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
                continue
            }
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                diagnostics.append(.error("text.control-character", at: FileLocation(file: path, line: line, column: column),
                                          "the control character \(name)\(scalar.value == 0 ? " (NUL)" : "") is in the text; readers cannot see it and search cannot find it",
                                          fix: "delete it (it usually comes from copying out of a PDF, a terminal or a translation tool)"))
                if diagnostics.count == reportedPerPage { break }
            }
            column += 1
        }
        return diagnostics
    }
}
