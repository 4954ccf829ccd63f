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

    static func escape(_ text: String) -> String {
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

    static func quoted(_ text: String) -> String {
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

    /// Reads a catalog; a malformed line is a diagnostic at its line and column.
    public static func parse(_ text: String, path: String) -> (POCatalog?, [Diagnostic]) {
        var header: [(String, String)] = []
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        var current: (comments: [String], references: [String], fuzzy: Bool, previous: String?, context: String?, id: String?, string: String?, line: Int) = ([], [], false, nil, nil, nil, nil, 0)
        var field: String?
        func finish() {
            defer { current = ([], [], false, nil, nil, nil, nil, 0); field = nil }
            guard let id = current.id else { return }
            if id.isEmpty && current.context == nil {
                for line in (current.string ?? "").split(separator: "\n") {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    if parts.count == 2 { header.append((String(parts[0]), String(parts[1]).trimmingLeadingSpace)) }
                }
                return
            }
            var entry = Entry(context: current.context ?? "", id: id, string: current.string ?? "")
            entry.extractedComments = current.comments
            entry.references = current.references
            entry.fuzzy = current.fuzzy
            entry.previousID = current.previous
            entry.line = current.line
            entries.append(entry)
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) {
                finish()
                continue
            }
            if line.hasPrefix("#") {
                if current.id != nil { finish() }
                if line.hasPrefix("#. ") { current.comments.append(String(line.dropFirst(3))) }
                else if line.hasPrefix("#: ") { current.references += line.dropFirst(3).split(separator: " ").map(String.init) }
                else if line.hasPrefix("#,") { current.fuzzy = current.fuzzy || line.contains("fuzzy") }
                else if line.hasPrefix("#| ") {
                    // The previous msgid, possibly over several lines; other previous
                    // fields (`#| msgctxt`) are read past.
                    var rest = line.dropFirst(3)
                    var isID = current.previous != nil && field == "previous"
                    if rest.hasPrefix("msgid ") { rest = rest.dropFirst(6); isID = true; current.previous = "" }
                    else if rest.hasPrefix("msg") { isID = false }
                    field = isID ? "previous" : nil
                    if isID, rest.hasPrefix("\""), rest.hasSuffix("\""), rest.count >= 2, let value = unescape(rest.dropFirst().dropLast()) {
                        current.previous! += value
                    }
                }
                continue
            }
            var rest = Substring(line)
            var keyword: String?
            for candidate in ["msgctxt", "msgid", "msgstr"] where rest.hasPrefix(candidate + " ") {
                keyword = candidate
                rest = rest.dropFirst(candidate.count + 1)
            }
            guard rest.hasPrefix("\""), rest.hasSuffix("\""), rest.count >= 2,
                  let value = unescape(rest.dropFirst().dropLast()) else {
                diagnostics.append(.error("po.syntax", at: FileLocation(file: path, line: lineNumber, column: 1),
                                          "expected msgctxt, msgid, msgstr or a quoted continuation"))
                continue
            }
            if let keyword {
                // A new entry starts at msgctxt, or at msgid when the previous one is complete.
                if keyword == "msgctxt" && current.id != nil { finish() }
                if keyword == "msgid" && current.id != nil && current.string != nil { finish() }
                if current.line == 0 { current.line = lineNumber }
                field = keyword
                switch keyword {
                case "msgctxt": current.context = value
                case "msgid": current.id = value
                default: current.string = value
                }
            } else {
                switch field {
                case "msgctxt": current.context = (current.context ?? "") + value
                case "msgid": current.id = (current.id ?? "") + value
                case "msgstr": current.string = (current.string ?? "") + value
                default:
                    diagnostics.append(.error("po.syntax", at: FileLocation(file: path, line: lineNumber, column: 1),
                                              "a quoted continuation before any msgid"))
                }
            }
        }
        finish()
        return (diagnostics.isEmpty ? POCatalog(header: header, entries: entries) : nil, diagnostics)
    }

    static func unescape(_ text: Substring) -> String? {
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": out += "\n"
                case "t": out += "\t"
                case "r": out += "\r"
                case "\\": out += "\\"
                case "\"": out += "\""
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "\"" {
                return nil
            } else {
                out.append(character)
            }
        }
        return escaping ? nil : out
    }
}

extension String {
    var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
