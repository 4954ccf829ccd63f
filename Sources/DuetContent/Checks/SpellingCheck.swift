import DuetMarkdown

/// One English spelling throughout: with `spelling: british` in site.yml, "centered" in an
/// English page is a warning at its column that names "centred" (and the other way round
/// with `american`). Text only: code, links' addresses and a word after a `.` (an API
/// value such as `.center`) are never checked.
public struct SpellingCheck: ContentCheck {
    public let name = "spelling"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content, let spelling = content.settings.spelling else { return [] }
        let forbidden = spelling.forbidden
        var diagnostics: [Diagnostic] = []
        for pair in content.pairs {
            if let en = pair.en { diagnostics += Self.variants(in: en, forbidden: forbidden, spelling: spelling) }
        }
        return diagnostics
    }

    static func variants(in page: ContentPage, forbidden: [String: String], spelling: EnglishSpelling) -> [Diagnostic] {
        var lines: [[Unicode.Scalar]]?
        var diagnostics: [Diagnostic] = []
        page.document.walk { node in
            switch node.kind {
            case .code, .codeBlock, .htmlBlock, .inlineHTML:
                return .skipChildren
            case .text(let text):
                var found: [(word: String, preferred: String)] = []
                for word in Self.words(in: text) {
                    if let preferred = forbidden[word.lowercased()], !found.contains(where: { $0.word == word }) {
                        found.append((word, preferred))
                    }
                }
                guard !found.isEmpty else { return .skipChildren }
                if lines == nil { lines = TerminologyCheck.sourceLines(page.source) }
                for (word, preferred) in found {
                    for location in TerminologyCheck.locations(of: word, in: text, node: node, lines: lines!) {
                        diagnostics.append(.warning("spelling.variant", at: FileLocation(file: page.path, location),
                                                    "“\(word)” is \(spelling == .british ? "American" : "British") spelling; the book is written in \(spelling.rawValue) English",
                                                    fix: "write “\(preferred)” (site.yml: spelling: \(spelling.rawValue))"))
                    }
                }
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        return diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The words of a text: runs of letters, not those right after a `.` (an API value).
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var afterDot = false
        var previous: Character?
        for character in text {
            if character.isLetter {
                if current.isEmpty { afterDot = previous == "." }
                current.append(character)
            } else {
                if !current.isEmpty && !afterDot { words.append(current) }
                current = ""
            }
            previous = character
        }
        if !current.isEmpty && !afterDot { words.append(current) }
        return words
    }
}
