import DuetContent

/// What an import did, for the person who runs it and for tests.
public struct ImportReport: Sendable, Hashable {
    /// The pages written (or that would be written), English first.
    public var pages: [String] = []
    /// Pairs of an English block and its Chinese translation.
    public var paired = 0
    /// Blocks without words, such as code listings, written to both pages.
    public var shared = 0
    public var unpaired: [UnpairedBlock] = []
    public var dropped: [DroppedLine] = []
    public var repairs: [ImportRepair] = []
    public var tables: [RecognisedTable] = []
    /// What `duet check` said of the content with the new pages, when it let them in
    /// (warnings, and errors the content had before).
    public var checks: [Diagnostic] = []

    public init() {}

    /// The report as lines of text, most important first.
    public var lines: [String] {
        var out: [String] = []
        out.append("\(paired) block\(paired == 1 ? "" : "s") paired, \(shared) shared, \(unpaired.count) unpaired, "
                   + "\(dropped.count) line\(dropped.count == 1 ? "" : "s") dropped, \(tables.count) model table\(tables.count == 1 ? "" : "s") recognised")
        for block in unpaired {
            let fate = block.kept ? "kept untranslated in both pages" : "left out"
            out.append("unpaired: \(block.location): \(block.language) \(block.kind.dropArticle) “\(block.preview)” (\(fate))")
        }
        for group in droppedGroups {
            out.append("dropped: \(group)")
        }
        for repair in repairs {
            switch repair.kind {
            case .decorationRemoved(let text): out.append("removed: \(repair.location): “\(text)”")
            case .apiNameJoined(let name): out.append("joined: \(repair.location): `\(name)` back into its sentence")
            case .codeSpanRestored(let name): out.append("restored: \(repair.location): `\(name)` as a code span, as in the other language")
            case .headingJoined(let continuation): out.append("joined: \(repair.location): heading continued on line \(continuation)")
            case .punctuationFullWidth(let from, let to, let after):
                out.append(from == "("
                           ? "punctuation: \(repair.location): “(\(after)…)” → “（\(after)…）” (full-width parentheses around Chinese)"
                           : "punctuation: \(repair.location): “\(after)\(from)” → “\(after)\(to)” (full-width beside Chinese)")
            case .languagesSplit(let first, let second):
                out.append("split: \(repair.location): \(first == .chinese ? "Chinese" : "English") paragraph end and \(second == .chinese ? "Chinese" : "English") paragraph start on one line")
            }
        }
        for table in tables {
            out.append("table: \(table.english) and \(table.chinese): marked as model table `\(table.id)`")
        }
        return out
    }

    /// Dropped lines, consecutive lines of one reason as one range.
    var droppedGroups: [String] {
        var groups: [(first: DroppedLine, last: DroppedLine, count: Int)] = []
        for line in dropped.sorted(by: { $0.location < $1.location }) {
            if let last = groups.last, last.last.reason == line.reason, last.last.location.file == line.location.file,
               line.location.line - last.last.location.line <= 2 {
                groups[groups.count - 1] = (last.first, line, last.count + 1)
            } else {
                groups.append((line, line, 1))
            }
        }
        return groups.map { group in
            let where_ = group.count == 1 ? "\(group.first.location)" : "\(group.first.location)-\(group.last.location.line)"
            let what = group.count == 1 ? "“\(group.first.text.duetTrimmed)”" : "\(group.count) lines"
            return "\(where_): \(group.first.reason.rawValue), \(what)"
        }
    }
}
