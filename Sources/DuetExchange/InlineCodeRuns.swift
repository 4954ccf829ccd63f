/// A block's Markdown cut into prose and its inline code spans, so XLIFF can hand the code
/// to a tool as a placeholder it cannot edit. Which spans exist comes from the parsed tree
/// (`POExchange.codeSpans`); this only finds where each one sits in the source, in order,
/// checking each candidate against the tree's content, and gives up (one prose run) if
/// the spans cannot all be found, so a block is never cut wrongly.
public struct InlineCodeRuns: Sendable, Equatable {
    public enum Run: Sendable, Equatable {
        case text(String)
        /// The span as written, backticks included.
        case code(String)
    }

    public let runs: [Run]

    public var codeSpans: [String] { runs.compactMap { if case .code(let raw) = $0 { raw } else { nil } } }

    public init(runs: [Run]) {
        self.runs = runs
    }

    /// Cuts `source` around the code spans whose contents the tree gives, in order.
    public init(source: String, spans: [String]) {
        guard !spans.isEmpty else {
            runs = source.isEmpty ? [] : [.text(source)]
            return
        }
        let characters = Array(source)
        var runs: [Run] = []
        var text = ""
        var index = 0
        var next = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                text.append(character)
                text.append(characters[index + 1])
                index += 2
                continue
            }
            guard character == "`", next < spans.count else {
                text.append(character)
                index += 1
                continue
            }
            var length = 0
            while index + length < characters.count, characters[index + length] == "`" { length += 1 }
            // The closing run: the next run of exactly `length` backticks.
            var end = index + length
            var closing: Int?
            while end < characters.count {
                if characters[end] == "`" {
                    var run = 0
                    while end + run < characters.count, characters[end + run] == "`" { run += 1 }
                    if run == length { closing = end; break }
                    end += run
                } else {
                    end += 1
                }
            }
            if let closing, Self.content(String(characters[(index + length)..<closing])) == spans[next] {
                if !text.isEmpty { runs.append(.text(text)); text = "" }
                runs.append(.code(String(characters[index..<(closing + length)])))
                next += 1
                index = closing + length
            } else {
                text += String(repeating: "`", count: length)
                index += length
            }
        }
        if !text.isEmpty { runs.append(.text(text)) }
        self.runs = next == spans.count ? runs : [.text(source)]
    }

    /// A code span's content as CommonMark reads it: line endings become spaces, and one
    /// space is stripped from each end when both ends have one and it is not all spaces.
    static func content(_ raw: String) -> String {
        var text = raw.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        if text.count >= 2, text.first == " ", text.last == " ", text.contains(where: { $0 != " " }) {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }

    /// The Markdown again.
    public var markdown: String {
        runs.map { switch $0 { case .text(let text): text; case .code(let raw): raw } }.joined()
    }
}
