/// Replaces whole lines of a text while every other byte stays, line endings included.
///
/// A page may mix endings (a Chinese page pasted from one editor, finished in another):
/// some lines end in CRLF, some in LF, a lone CR counts as an ending as it does for
/// cmark-gfm, and the last line may have none. So the text is split into lines that each
/// keep their own ending, a block's lines are swapped for the new ones, and the new lines
/// take the endings of the lines they replace (the last new line takes the last old line's,
/// which is what separates the block from what follows).
public struct LineSplice: Sendable {
    /// One line without its ending, and the ending (`\n`, `\r\n`, `\r` or none).
    struct Line: Sendable {
        var text: Substring
        var ending: Substring
    }

    /// Lines replaced, by their 1-based numbers in the text as it was, and what went in.
    public struct Replacement: Sendable {
        public let firstLine: Int
        public let lastLine: Int
        public let newText: String

        public init(firstLine: Int, lastLine: Int, newText: String) {
            self.firstLine = firstLine
            self.lastLine = lastLine
            self.newText = newText
        }
    }

    /// Why a splice could not be made: a line range outside the text or overlapping another.
    public struct Refusal: Error, Sendable, Equatable {
        public let firstLine: Int
        public let lastLine: Int
        public let lineCount: Int
    }

    private var lines: [Line]

    public init(_ text: String) {
        lines = Self.split(text)
    }

    /// The number of lines; a text that ends with a line ending has no empty last line.
    public var lineCount: Int { lines.count }

    /// The number of lines `text` takes, counted as `lineCount` counts them.
    public static func lineCount(of text: String) -> Int { split(text).count }

    public var text: String {
        var out = ""
        for line in lines {
            out += line.text
            out += line.ending
        }
        return out
    }

    static func split(_ text: String) -> [Line] {
        var lines: [Line] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                var end = scalars.index(after: index)
                if scalar == "\r", end < scalars.endIndex, scalars[end] == "\n" { end = scalars.index(after: end) }
                lines.append(Line(text: text[start..<index], ending: text[index..<end]))
                start = end
                index = end
            } else {
                index = scalars.index(after: index)
            }
        }
        if start < scalars.endIndex { lines.append(Line(text: text[start...], ending: "")) }
        return lines
    }

    /// Applies the replacements (any order; they must not overlap) and returns, for each in
    /// the order given, its lines in the new text. Nothing changes when one is refused.
    public mutating func apply(_ replacements: [Replacement]) throws(Refusal) -> [ClosedRange<Int>] {
        let order = replacements.indices.sorted { replacements[$0].firstLine < replacements[$1].firstLine }
        var previousLast = 0
        for index in order {
            let replacement = replacements[index]
            guard replacement.firstLine >= 1, replacement.firstLine <= replacement.lastLine,
                  replacement.lastLine <= lines.count, replacement.firstLine > previousLast else {
                throw Refusal(firstLine: replacement.firstLine, lastLine: replacement.lastLine, lineCount: lines.count)
            }
            previousLast = replacement.lastLine
        }
        var ranges = [ClosedRange<Int>](repeating: 0...0, count: replacements.count)
        var shift = 0
        var result: [Line] = []
        result.reserveCapacity(lines.count)
        var next = 0
        for index in order {
            let replacement = replacements[index]
            let first = replacement.firstLine - 1, last = replacement.lastLine - 1
            result += lines[next..<first]
            let old = lines[first...last]
            var newLines = Self.split(replacement.newText).map(\.text)
            if newLines.isEmpty { newLines = [""] }
            for (offset, text) in newLines.enumerated() {
                let isLast = offset == newLines.count - 1
                let ending = isLast ? old.last!.ending : old[first + min(offset, old.count - 1)].ending
                // A replaced last line without an ending still needs one between new lines:
                // the ending of the line before it.
                result.append(Line(text: text, ending: !isLast && ending.isEmpty ? Self.ending(before: first, in: lines) : ending))
            }
            let newFirst = replacement.firstLine + shift
            ranges[index] = newFirst...(newFirst + newLines.count - 1)
            shift += newLines.count - old.count
            next = last + 1
        }
        result += lines[next...]
        lines = result
        return ranges
    }

    /// The ending of the nearest line before `index` that has one, else LF.
    private static func ending(before index: Int, in lines: [Line]) -> Substring {
        lines[..<index].last { !$0.ending.isEmpty }?.ending ?? "\n"
    }
}
