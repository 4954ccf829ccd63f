
/// A gettext catalog as duet reads and writes it: a header and one entry per aligned
/// block. Only what PO editors (Poedit, Weblate, OmegaT) and `msgfmt` need is modelled;
/// plural forms never occur in prose blocks.
public struct POCatalog: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// `# ` lines: the translator's own notes, kept by every export that merges.
        public var translatorComments: [String] = []
        /// `#,` flags other than `fuzzy` (a tool's `no-wrap`, a translator's own), kept too.
        public var flags: [String] = []
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
        /// The lines the entry takes in the file it was read from, comments included, so
        /// an export that changes nothing in it copies it as the translator's tool wrote it.
        public var lines: ClosedRange<Int>?

        public init(context: String, id: String, string: String) {
            self.context = context
            self.id = id
            self.string = string
        }
    }

    public var header: [(String, String)]
    public var entries: [Entry]
    /// The lines of the header entry in the file it was read from, its comments included,
    /// and the line of its `msgid ""` (the comments are the lines before it).
    public var headerLines: ClosedRange<Int>?
    public var headerKeywordLine: Int?
    /// Obsolete entries (`#~` lines), as the file holds them, one string per entry: an
    /// export that merges keeps them at the end, as msgmerge does.
    public var obsolete: [String] = []

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
        var out = Self.serializedHeader(header)
        for entry in entries { out += "\n" + entry.serialized() }
        return out
    }

    /// A header entry of these fields, as `serialized()` writes it.
    public static func serializedHeader(_ fields: [(String, String)]) -> String {
        "msgid \"\"\nmsgstr \"\"\n" + fields.map { "\"" + escape("\($0.0): \($0.1)\n") + "\"\n" }.joined()
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

extension POCatalog.Entry {
    /// The entry's text in gettext's order: translator comments, extracted comments,
    /// references, flags, previous msgid, then the strings.
    public func serialized() -> String {
        commentLines + "msgctxt " + POCatalog.quoted(context) + "msgid " + POCatalog.quoted(id) + "msgstr " + POCatalog.quoted(string)
    }

    /// The lines before the strings: comments, references, flags and previous msgid.
    public var commentLines: String {
        var out = ""
        for comment in translatorComments { out += comment.isEmpty ? "#\n" : "# \(comment)\n" }
        for comment in extractedComments { out += "#. \(comment)\n" }
        if !references.isEmpty { out += "#: " + references.joined(separator: " ") + "\n" }
        let allFlags = (fuzzy ? ["fuzzy"] : []) + flags
        if !allFlags.isEmpty { out += "#, " + allFlags.joined(separator: ", ") + "\n" }
        if let previousID {
            out += POCatalog.quoted(previousID).split(separator: "\n").enumerated()
                .map { ($0.offset == 0 ? "#| msgid " : "#| ") + $0.element + "\n" }.joined()
        }
        return out
    }
}
