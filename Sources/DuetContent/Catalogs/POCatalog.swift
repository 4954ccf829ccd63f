
/// A gettext catalog as duet reads and writes it: a header and one entry per aligned
/// block. Only what PO editors (Poedit, Weblate, OmegaT) and `msgfmt` need is modelled;
/// plural forms never occur in prose blocks.
public struct POCatalog: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// `#.` lines: what the translator must keep (glossary terms, code spans).
        public var extractedComments: [String] = []
        /// `#:` references, `file:line`.
        public var references: [String] = []
        public var fuzzy = false
        /// `#| msgid`: the English this block's translation was accepted for, on a stale
        /// entry, so the translator's tool can show what changed.
        public var previousID: String?
        public var context: String
        public var id: String
        public var string: String
        /// The line of `msgctxt` in the file it was read from, for diagnostics.
        public var line = 0

        public init(context: String, id: String, string: String) {
            self.context = context
            self.id = id
            self.string = string
        }
    }

    public var header: [(String, String)]
    public var entries: [Entry]

    public static func == (lhs: POCatalog, rhs: POCatalog) -> Bool {
        lhs.entries == rhs.entries && lhs.header.map { "\($0.0): \($0.1)" } == rhs.header.map { "\($0.0): \($0.1)" }
    }

    public init(header: [(String, String)], entries: [Entry]) {
        self.header = header
        self.entries = entries
    }

    /// The catalog's text. Long and multi-line strings are split after each `\n`, as
    /// gettext's tools write them, so diffs of the catalog stay readable.
    public func serialized() -> String {
        var out = "msgid \"\"\nmsgstr \"\"\n"
        for (key, value) in header { out += "\"" + Self.escape("\(key): \(value)\n") + "\"\n" }
        for entry in entries {
            out += "\n"
            for comment in entry.extractedComments { out += "#. \(comment)\n" }
            if !entry.references.isEmpty { out += "#: " + entry.references.joined(separator: " ") + "\n" }
            if entry.fuzzy { out += "#, fuzzy\n" }
            if let previous = entry.previousID {
                out += Self.quoted(previous).split(separator: "\n").enumerated()
                    .map { ($0.offset == 0 ? "#| msgid " : "#| ") + $0.element + "\n" }.joined()
            }
            out += "msgctxt " + Self.quoted(entry.context)
            out += "msgid " + Self.quoted(entry.id)
            out += "msgstr " + Self.quoted(entry.string)
        }
        return out
    }

    package static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    package static func quoted(_ text: String) -> String {
        guard text.contains("\n") else { return "\"" + escape(text) + "\"\n" }
        var out = "\"\"\n"
        var line = ""
        for character in text {
            line.append(character)
            if character == "\n" {
                out += "\"" + escape(line) + "\"\n"
                line = ""
            }
        }
        if !line.isEmpty { out += "\"" + escape(line) + "\"\n" }
        return out
    }

    /// Reads a catalog's text; a malformed line is a diagnostic at its line and column
    /// (`POCatalogParser`). Bytes from a file go through `read(path:)` or `parse(bytes:path:)`,
    /// which also judge the encoding.
    public static func parse(_ text: String, path: String) -> (POCatalog?, [Diagnostic]) {
        var parser = POCatalogParser(path: path)
        return parser.parse(text)
    }
}
