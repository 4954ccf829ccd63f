import DuetSupport

/// Control characters (NUL, the other C0 controls but tab, line feed and carriage return,
/// DEL and the C1 range) have no meaning in Markdown and survive copy and paste from PDFs,
/// terminals and translation tools unseen: cmark-gfm turns a NUL into U+FFFD and keeps the
/// rest, so a page would publish characters no reader can see or search for. Each is an
/// error at its line and column (columns count Unicode scalars, as an editor does).
///
/// Invisible format characters (category Cf: the right-to-left override, the zero-width
/// space, the soft hyphen and the like, but not the joiners) are errors too, under
/// `text.invisible-character`: they reorder or split what the reader sees without a trace
/// in an editor, and a translation that holds one cannot be reviewed by reading it.
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

    /// Whether the UTF-8 bytes may hold a control or format character: a quick look that
    /// leaves most pages at that. C0 controls and DEL are single bytes; C1 controls and the
    /// soft hyphen start 0xC2; the format characters of the Arabic and Syriac blocks and of
    /// U+0800...U+1FFF start 0xD8...0xE1; U+200B...U+206F start 0xE2 0x80 or 0xE2 0x81;
    /// U+FEFF and U+FFF9...U+FFFB start 0xEF 0xBB or 0xEF 0xBF; the rest are four bytes long.
    static func mayHoldInvisible(_ bytes: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case 0x09, 0x0A, 0x0D: break
            case 0x00...0x1F, 0x7F, 0xC2, 0xD8...0xE1, 0xF0...0xF4: return true
            case 0x80 where previous == 0xE2, 0x81 where previous == 0xE2: return true
            case 0xBB where previous == 0xEF, 0xBF where previous == 0xEF: return true
            default: break
            }
            previous = byte
        }
        return false
    }

    static func diagnostics(in source: String, path: String) -> [Diagnostic] {
        guard mayHoldInvisible(source.utf8) else { return [] }
        var diagnostics: [Diagnostic] = []
        var line = 1, column = 1
        for scalar in source.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
                continue
            }
            let at = FileLocation(file: path, line: line, column: column)
            if isControl(scalar) {
                let name = InvisibleCharacters.codePoint(scalar)
                diagnostics.append(.error("text.control-character", at: at,
                                          "the control character \(name)\(scalar.value == 0 ? " (NUL)" : "") is in the text; readers cannot see it and search cannot find it",
                                          fix: "delete it (it usually comes from copying out of a PDF, a terminal or a translation tool)"))
            } else if InvisibleCharacters.isFormat(scalar) {
                diagnostics.append(.error("text.invisible-character", at: at,
                                          "the invisible character \(InvisibleCharacters.codePoint(scalar)), \(InvisibleCharacters.description(of: scalar)), is in the text; readers cannot see it and search cannot find it",
                                          fix: "delete it (it usually comes from copying out of a web page, a PDF or a translation tool)"))
            }
            if diagnostics.count == reportedPerPage { break }
            column += 1
        }
        return diagnostics
    }
}
