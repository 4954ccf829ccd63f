
/// Reads a gettext catalog's text into a `POCatalog`, exactly: what `msgfmt` refuses is a
/// diagnostic at its line, never a guess. In particular a second entry for the same block
/// (two catalogs joined with `msgcat`, an entry pasted twice) is an error at its own line
/// naming the first: read leniently, both would be applied to one block, one after the
/// other, and the block would hold a paragraph nobody wrote.
///
/// A line ends at LF, CRLF or a lone CR, so a catalog saved on any system reads the same
/// and no line ending ever reaches a string; a carriage return in a string is only ever
/// the escape `\\r`, which is the text's own.
package struct POCatalogParser {
    let path: String
    private var header: [(String, String)] = []
    private var headerLine: Int?
    private var headerLines: ClosedRange<Int>?
    /// Obsolete entries read so far, and the `#~` lines of the one being read.
    private var obsolete: [String] = []
    private var obsoleteLines: [String] = []
    /// The text's lines, for the comment lines an obsolete entry starts with.
    private var sourceLines: [Substring] = []
    private var entries: [POCatalog.Entry] = []
    private var diagnostics: [Diagnostic] = []
    /// The line of the first entry for each block (its `msgctxt`, or its `msgid` when it
    /// has no context, as `msgfmt` keys them).
    private var firstLines: [String: Int] = [:]
    private var pending = Pending()
    /// Which keyword a quoted continuation line adds to.
    private var field: Keyword?
    /// Whether a `#|` continuation adds to the previous msgid.
    private var inPreviousID = false

    enum Keyword: String, CaseIterable {
        case msgctxt, msgid, msgstr
    }

    /// The entry being read: its comments, then its keywords with the lines they were on.
    private struct Pending {
        var translatorComments: [String] = []
        var flags: [String] = []
        /// The first and last line that belong to the entry, comments included.
        var firstLine: Int?
        var lastLine = 0
        var comments: [String] = []
        var references: [String] = []
        var fuzzy = false
        var previous: String?
        var context: String?
        var id: String?
        /// The msgstr as the pieces it was written in, with their lines, so a header
        /// field is located at the line that holds it.
        var string: [(text: String, line: Int)]?
        /// The line of the entry's first keyword.
        var line = 0

        var isEmpty: Bool { context == nil && id == nil && string == nil }
    }

    init(path: String) {
        self.path = path
    }

    mutating func parse(_ text: String) -> (POCatalog?, [Diagnostic]) {
        let (catalog, diagnostics) = parseAll(text)
        return (diagnostics.isEmpty ? catalog : nil, diagnostics)
    }

    /// The catalog even when some lines are wrong, without the entries those lines are in,
    /// so an import can check every other entry in the same run and report all problems
    /// at once (nothing is written while any is an error).
    mutating func parseAll(_ text: String) -> (POCatalog, [Diagnostic]) {
        // `\r\n` is one Character in Swift, so the three line endings are three separators.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        sourceLines = lines
        for (index, line) in lines.enumerated() {
            read(line.unicodeScalars, lineNumber: index + 1)
        }
        finish()
        endObsolete()
        let errorLines = Set(diagnostics.map(\.location.line))
        var catalog = POCatalog(header: header, entries: entries.filter { entry in
            guard let range = entry.lines else { return !errorLines.contains(entry.line) }
            return !errorLines.contains { range.contains($0) }
        })
        catalog.headerLines = headerLines
        catalog.headerKeywordLine = headerLine
        catalog.obsolete = obsolete
        return (catalog, diagnostics)
    }

    /// Ends the obsolete entry being read, at a blank line or any line that is not `#~`.
    private mutating func endObsolete() {
        guard !obsoleteLines.isEmpty else { return }
        obsolete.append(obsoleteLines.joined(separator: "\n"))
        obsoleteLines = []
    }

    private mutating func error(_ line: Int, _ column: Int, _ message: String, fix: String? = nil) {
        diagnostics.append(.error("po.syntax", at: FileLocation(file: path, line: line, column: column), message, fix: fix))
    }

    private mutating func read(_ raw: Substring.UnicodeScalarView, lineNumber: Int) {
        let line = raw.trimmingBlanks
        guard let first = line.first else {
            finish()
            endObsolete()
            return
        }
        let column = raw.distance(from: raw.startIndex, to: line.startIndex) + 1
        if line.starts(with: "#~".unicodeScalars) {
            if pending.id != nil { finish() }
            // Comments just before (`# note`, `#, fuzzy`) belong to the obsolete entry.
            if let first = pending.firstLine, pending.isEmpty {
                obsoleteLines += sourceLines[(first - 1)..<(lineNumber - 1)].map(String.init)
                pending = Pending()
            }
            obsoleteLines.append(String(String.UnicodeScalarView(raw)))
            return
        }
        endObsolete()
        if first == "#" {
            comment(line, lineNumber: lineNumber)
            return
        }
        if pending.firstLine == nil { pending.firstLine = lineNumber }
        pending.lastLine = lineNumber
        inPreviousID = false
        var rest = line[...]
        var keyword: Keyword?
        for candidate in Keyword.allCases where rest.starts(with: candidate.rawValue.unicodeScalars) {
            let after = rest.dropFirst(candidate.rawValue.unicodeScalars.count)
            guard let next = after.first, next == " " || next == "\t" else { continue }
            keyword = candidate
            rest = after.trimmingBlanks
            break
        }
        let value: String
        if let parsed = Self.quoted(rest) {
            value = parsed
        } else {
            if rest.first == "\"" {
                error(lineNumber, column, "a string that is not closed, has an escape gettext does not know, or has escapes that spell no UTF-8 text",
                      fix: "end the string with `\"` and write a quote inside it as `\\\"`, a backslash as `\\\\`")
            } else {
                error(lineNumber, column, "expected msgctxt, msgid, msgstr or a quoted continuation")
            }
            // A keyword's line still counts, with an empty string, so its entry keeps its
            // shape and this is the only error the line causes.
            guard keyword != nil else { return }
            value = ""
        }
        guard let keyword else {
            continuation(value, lineNumber: lineNumber, column: column)
            return
        }
        switch keyword {
        case .msgctxt:
            if !pending.isEmpty { finish(); pending.firstLine = lineNumber; pending.lastLine = lineNumber }
            pending.context = value
        case .msgid:
            if pending.id != nil { finish(); pending.firstLine = lineNumber; pending.lastLine = lineNumber }
            pending.id = value
        case .msgstr:
            guard pending.id != nil else {
                return error(lineNumber, column, "msgstr without a msgid before it")
            }
            guard pending.string == nil else {
                return error(lineNumber, column, "a second msgstr in one entry")
            }
            pending.string = [(value, lineNumber)]
        }
        if pending.line == 0 { pending.line = lineNumber }
        field = keyword
    }

    /// Appends a continuation line in place: a 10 MB string wrapped at 80 columns is
    /// 130,000 lines, and building a new string or list for each one was quadratic.
    private mutating func continuation(_ value: String, lineNumber: Int, column: Int) {
        switch field {
        case .msgctxt:
            if pending.context == nil { pending.context = "" }
            pending.context!.append(value)
        case .msgid:
            if pending.id == nil { pending.id = "" }
            pending.id!.append(value)
        case .msgstr:
            if pending.string == nil { pending.string = [] }
            pending.string!.append((value, lineNumber))
        case nil: error(lineNumber, column, "a quoted continuation before any msgid")
        }
    }

    private mutating func comment(_ line: Substring.UnicodeScalarView, lineNumber: Int) {
        // A comment after an entry's strings starts the next entry.
        if pending.id != nil { finish() }
        if pending.firstLine == nil { pending.firstLine = lineNumber }
        pending.lastLine = lineNumber
        field = nil
        func text(after prefix: Int) -> String {
            var rest = line.dropFirst(prefix)
            if rest.first == " " { rest = rest.dropFirst() }
            return String(String.UnicodeScalarView(rest))
        }
        let second = line.dropFirst().first
        switch second {
        case ".":
            pending.comments.append(text(after: 2))
        case ":":
            pending.references += text(after: 2).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        case ",":
            let flags = text(after: 2).split(separator: ",").map { $0.filter { $0 != " " && $0 != "\t" } }
            pending.fuzzy = pending.fuzzy || flags.contains("fuzzy")
            pending.flags += flags.filter { $0 != "fuzzy" && !$0.isEmpty && !pending.flags.contains($0) }
        case "|":
            previous(text(after: 2).unicodeScalars[...])
        case " ", "\t", nil:
            pending.translatorComments.append(text(after: 1))
            inPreviousID = false
        default:
            // Anything else gettext writes after `#` is read past.
            inPreviousID = false
        }
    }

    /// `#| msgid "…"` and its continuations: the English the translation was accepted
    /// for. Other previous fields (`#| msgctxt`) are read past.
    private mutating func previous(_ rest: Substring.UnicodeScalarView) {
        var rest = rest
        if rest.starts(with: "msgid".unicodeScalars), let next = rest.dropFirst(5).first, next == " " || next == "\t" {
            rest = rest.dropFirst(5).trimmingBlanks
            pending.previous = ""
            inPreviousID = true
        } else if rest.starts(with: "msg".unicodeScalars) {
            inPreviousID = false
        }
        if inPreviousID, let value = Self.quoted(rest) {
            if pending.previous == nil { pending.previous = "" }
            pending.previous!.append(value)
        }
    }

    private mutating func finish() {
        defer {
            pending = Pending()
            field = nil
            inPreviousID = false
        }
        guard !pending.isEmpty else { return }
        guard let id = pending.id else {
            return error(pending.line, 1, "msgctxt without a msgid after it")
        }
        guard let pieces = pending.string else {
            return error(pending.line, 1, "msgid without a msgstr after it", fix: "add `msgstr \"\"` (an empty translation)")
        }
        let string = pieces.map(\.text).joined()
        if id.isEmpty && pending.context == nil {
            if headerLine == nil, let first = pending.firstLine { headerLines = first...max(first, pending.lastLine) }
            readHeader(pieces, line: pending.line)
            return
        }
        // `msgcat` joins two catalogs' entries for one block into one, fuzzy, whose msgstr
        // holds both translations between `#-#-#-#-#  a.po  #-#-#-#-#` lines: written as
        // it is, the block would hold both and the file names.
        if let marker = pieces.first(where: { Self.holdsMergeMarker($0.text) }) {
            diagnostics.append(.error("po.duplicate-entry", at: FileLocation(file: path, line: marker.line, column: 1),
                                      "this entry holds two translations joined by msgcat (`#-#-#-#-#  file  #-#-#-#-#` lines)",
                                      fix: "keep one translation, delete the `#-#-#-#-#` lines, and clear the fuzzy flag if it is right"))
            return
        }
        let key = pending.context.map { "ctxt\u{4}" + $0 } ?? "id\u{4}" + id
        if let first = firstLines[key] {
            let block = pending.context.map { "msgctxt `\($0)`" } ?? "this msgid"
            diagnostics.append(.error("po.duplicate-entry", at: FileLocation(file: path, line: pending.line, column: 1),
                                      "a second entry for \(block); the first is at line \(first)",
                                      fix: "keep one entry per block (after joining catalogs with msgcat, resolve its `#-#-#-#-#` merges and remove the copy)",
                                      related: FileLocation(file: path, line: first, column: 1)))
            return
        }
        firstLines[key] = pending.line
        var entry = POCatalog.Entry(context: pending.context ?? "", id: id, string: string)
        entry.translatorComments = pending.translatorComments
        entry.flags = pending.flags
        entry.extractedComments = pending.comments
        entry.references = pending.references
        if let first = pending.firstLine { entry.lines = first...max(first, pending.lastLine) }
        entry.fuzzy = pending.fuzzy
        entry.previousID = pending.previous
        entry.line = pending.line
        entries.append(entry)
    }

    /// The header entry (an empty msgid without context): `Name: value` fields, one per
    /// `\n`, each remembered with the line its text starts on, so a charset that cannot
    /// be honoured is reported where it is written.
    private mutating func readHeader(_ pieces: [(text: String, line: Int)], line: Int) {
        if let headerLine {
            diagnostics.append(.error("po.duplicate-entry", at: FileLocation(file: path, line: line, column: 1),
                                      "a second header entry (msgid \"\"); the first is at line \(headerLine)",
                                      related: FileLocation(file: path, line: headerLine, column: 1)))
            return
        }
        headerLine = line
        var fields: [(text: String, line: Int)] = []
        var current = ""
        var currentLine: Int?
        for (text, pieceLine) in pieces {
            for character in text {
                if currentLine == nil { currentLine = pieceLine }
                if character == "\n" || character == "\r\n" {
                    fields.append((current, currentLine!))
                    current = ""
                    currentLine = nil
                } else {
                    current.append(character)
                }
            }
        }
        if let currentLine, !current.isEmpty { fields.append((current, currentLine)) }
        for (text, fieldLine) in fields {
            let parts = text.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = String(parts[0]), value = String(parts[1]).trimmingLeadingSpace
            header.append((name, value))
            if name.lowercased() == "content-type", let refusal = POCatalog.charsetRefusal(value, at: FileLocation(file: path, line: fieldLine, column: 1)) {
                diagnostics.append(refusal)
            }
        }
    }

    /// Whether a piece of a msgstr holds one of msgcat's merge lines,
    /// `#-#-#-#-#  name  #-#-#-#-#`.
    static func holdsMergeMarker(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            line.hasPrefix("#-#-#-#-#") && line.hasSuffix("#-#-#-#-#") && line.count > 18
        }
    }

    /// The text of a quoted string, `"…"`, with gettext's escapes undone; nil when the
    /// line is not one whole string. Besides the letter escapes, gettext reads `\ooo`
    /// (one to three octal digits) and `\xhh` (hex digits) as one byte each; the bytes a
    /// string spells so (`\303\251`, é) must form UTF-8 with the text around them.
    static func quoted(_ scalars: Substring.UnicodeScalarView) -> String? {
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
        let inner = Array(scalars.dropFirst().dropLast())
        var bytes: [UInt8] = []
        bytes.reserveCapacity(inner.count)
        var index = 0
        func append(_ scalar: Unicode.Scalar) { bytes.append(contentsOf: Array(String(scalar).utf8)) }
        while index < inner.count {
            let scalar = inner[index]
            index += 1
            if scalar == "\"" { return nil }
            guard scalar == "\\" else {
                if scalar.isASCII { bytes.append(UInt8(scalar.value)) } else { append(scalar) }
                continue
            }
            guard index < inner.count else { return nil }
            let escaped = inner[index]
            index += 1
            switch escaped {
            case "n": bytes.append(0x0A)
            case "t": bytes.append(0x09)
            case "r": bytes.append(0x0D)
            case "a": bytes.append(0x07)
            case "b": bytes.append(0x08)
            case "f": bytes.append(0x0C)
            case "v": bytes.append(0x0B)
            case "\\", "\"", "'", "?": bytes.append(UInt8(escaped.value))
            case "0"..."7":
                var value = escaped.value - 48
                var digits = 1
                while digits < 3, index < inner.count, ("0"..."7").contains(inner[index]) {
                    value = value * 8 + inner[index].value - 48
                    index += 1
                    digits += 1
                }
                guard value <= 0xFF, value != 0 else { return nil }
                bytes.append(UInt8(value))
            case "x":
                var value: UInt32 = 0
                var digits = 0
                // Every hex digit that follows, keeping the low byte, as msgfmt does.
                while index < inner.count, inner[index].isASCII, let digit = UInt32(String(inner[index]), radix: 16) {
                    value = (value * 16 + digit) & 0xFF
                    index += 1
                    digits += 1
                }
                // A NUL would end the string in every C reader of the compiled catalog.
                guard digits > 0, value != 0 else { return nil }
                bytes.append(UInt8(value))
            default:
                return nil
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

extension Substring.UnicodeScalarView {
    /// Without the spaces and tabs at either end.
    var trimmingBlanks: Substring.UnicodeScalarView {
        var view = self
        while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\t" { view.removeLast() }
        return view
    }
}

extension String {
    var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
