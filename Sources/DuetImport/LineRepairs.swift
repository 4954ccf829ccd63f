import DuetContent
import DuetModel
import Foundation
import DuetSupport

/// The repairs made on raw lines before parsing, for damage that copying from a web page
/// leaves: CRLF endings, link decorations, the line-number gutter of a listing pasted as
/// bare numbers, and sentences broken around an API name the page showed in code style.
/// This is string work on whole lines only; Markdown structure is read by the parser later.
struct LineRepairs {
    let file: String

    /// Text that web pages append to links; removed wherever it appears outside code.
    /// The words are the catalog's list (longest first, so a parenthesized form goes
    /// whole), then the arrows some sites draw.
    static var decorations: [String] {
        ImportWords.linkDecorations.words.sorted { $0.count > $1.count } + ["↗︎", "↗"]
    }

    /// Repairs the text; the first `skippingLines` lines (front matter already read) become
    /// blank, so every later line keeps its number.
    func clean(_ input: String, skippingLines: Int = 0) -> CleanedText {
        var text = input
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        // "\r\n" is one Character in Swift, so CRLF, LF and a lone CR all end a line here.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        for index in 0..<min(skippingLines, lines.count) { lines[index] = "" }
        var cleaned = CleanedText(lines: lines, origins: lines.indices.map { $0 + 1 })
        removeDecorations(&cleaned)
        stripHeadingDecoration(&cleaned)
        dropLineNumbers(&cleaned)
        joinBrokenAPINames(&cleaned)
        joinSplitHeadings(&cleaned)
        splitMixedLines(&cleaned)
        separateLanguages(&cleaned)
        separateTables(&cleaned)
        return cleaned
    }

    // MARK: Fences

    /// Whether each line is inside a fenced code block (fence lines included), so repairs
    /// never touch code.
    static func codeLines(_ lines: [String]) -> [Bool] {
        var inside: (marker: Character, length: Int)?
        return lines.map { line in
            let trimmed = line.drop { $0 == " " }
            guard line.count - trimmed.count <= 3, let first = trimmed.first, first == "`" || first == "~" else {
                return inside != nil
            }
            let run = trimmed.prefix { $0 == first }.count
            guard run >= 3 else { return inside != nil }
            if let open = inside {
                if open.marker == first, run >= open.length, trimmed.dropFirst(run).allSatisfy(\.isWhitespace) { inside = nil }
            } else {
                inside = (first, run)
            }
            return true
        }
    }

    // MARK: Decorations

    private func removeDecorations(_ cleaned: inout CleanedText) {
        let code = Self.codeLines(cleaned.lines)
        let decorations = Self.decorations
        for index in cleaned.lines.indices where !code[index] {
            for decoration in decorations where cleaned.lines[index].contains(decoration) {
                cleaned.lines[index] = cleaned.lines[index].replacingAll(decoration, with: "")
                cleaned.repairs.append(ImportRepair(location: ImportLocation(file: file, line: cleaned.origins[index]),
                                                    kind: .decorationRemoved(decoration)))
            }
            if cleaned.repairs.last?.location.line == cleaned.origins[index] {
                // Close the gap the decoration left, keeping the indentation (it is
                // structure) and a trailing hard break.
                let line = cleaned.lines[index]
                let indentation = line.prefix { $0 == " " || $0 == "\t" }
                let hardBreak = line.hasSuffix("  ")
                var rest = String(line.dropFirst(indentation.count)).trimmedTrailing
                while rest.contains("  ") { rest = rest.replacingAll("  ", with: " ") }
                rest = rest.replacingAll(" ]", with: "]").replacingAll(" )", with: ")")
                cleaned.lines[index] = indentation + rest + (hardBreak ? "  " : "")
            }
        }
    }

    // MARK: Line numbers

    /// Drops a run of bare numbers 1, 2, 3 ... (blank lines between allowed): two or more
    /// right after a code block, three or more anywhere else outside code.
    private func dropLineNumbers(_ cleaned: inout CleanedText) {
        let code = Self.codeLines(cleaned.lines)
        var drop = Set<Int>()
        var index = 0
        while index < cleaned.lines.count {
            guard !code[index], cleaned.lines[index].duetTrimmed == "1" else { index += 1; continue }
            var expected = 1
            var numbered: [Int] = []
            var cursor = index
            while cursor < cleaned.lines.count, !code[cursor] {
                let line = cleaned.lines[cursor].duetTrimmed
                if line == String(expected) {
                    numbered.append(cursor)
                    expected += 1
                } else if !line.isEmpty {
                    break
                }
                cursor += 1
            }
            let previous = cleaned.lines[..<index].lastIndex { !$0.duetTrimmed.isEmpty }
            let afterCode = previous.map { code[$0] } ?? false
            if numbered.count >= (afterCode ? 2 : 3) {
                drop.formUnion(numbered)
                index = (numbered.last ?? index) + 1
            } else {
                index += 1
            }
        }
        remove(drop, from: &cleaned, reason: .lineNumber)
    }

    private func remove(_ drop: Set<Int>, from cleaned: inout CleanedText, reason: DroppedLine.Reason) {
        guard !drop.isEmpty else { return }
        for index in drop.sorted() {
            cleaned.dropped.append(DroppedLine(location: ImportLocation(file: file, line: cleaned.origins[index]),
                                               text: cleaned.lines[index], reason: reason))
        }
        let keep = cleaned.lines.indices.filter { !drop.contains($0) }
        cleaned.lines = keep.map { cleaned.lines[$0] }
        cleaned.origins = keep.map { cleaned.origins[$0] }
    }

    // MARK: Broken API names

    /// A line that holds nothing but an API name (bare or in backticks) was a code-styled
    /// word that the copy broke out of its sentence. It is put back as a code span, joined
    /// to the sentence before it when that sentence is unfinished and to the words after it
    /// when they continue the sentence (a lower-case word, punctuation or Chinese).
    private func joinBrokenAPINames(_ cleaned: inout CleanedText) {
        var code = Self.codeLines(cleaned.lines)
        var index = 0
        while index < cleaned.lines.count {
            guard !code[index], let name = Self.apiName(alone: cleaned.lines[index]) else { index += 1; continue }
            let before = Self.neighbour(of: index, step: -1, in: cleaned.lines, code: code)
            let after = Self.neighbour(of: index, step: 1, in: cleaned.lines, code: code)
            let joinBefore = before.map { Self.isProse(cleaned.lines[$0]) && !Self.endsSentence(cleaned.lines[$0]) } ?? false
            let joinAfter = after.map { Self.isProse(cleaned.lines[$0]) && Self.continuesSentence(cleaned.lines[$0]) } ?? false
            guard joinBefore || joinAfter else { index += 1; continue }
            var line = "`\(name)`"
            var first = index
            var last = index
            if joinBefore, let before {
                line = Self.join(cleaned.lines[before].trimmedTrailing, line)
                first = before
            }
            if joinAfter, let after {
                line = Self.join(line, cleaned.lines[after].duetTrimmed)
                last = after
            }
            cleaned.repairs.append(ImportRepair(location: ImportLocation(file: file, line: cleaned.origins[index]),
                                                kind: .apiNameJoined(name)))
            cleaned.lines.replaceSubrange(first...last, with: [line])
            cleaned.origins.replaceSubrange(first...last, with: [cleaned.origins[first]])
            code.replaceSubrange(first...last, with: [false])
            index = first
        }
    }

    // MARK: Tables back to back

    /// A table given once per language with no blank line between the two reads as one
    /// table, the second header becoming a body row. A second delimiter row (`|---|`) in
    /// one run of table lines starts a new table at the line above it.
    private func separateTables(_ cleaned: inout CleanedText) {
        let code = Self.codeLines(cleaned.lines)
        var insertions: [Int] = []
        var delimiterSeen = false
        for index in cleaned.lines.indices {
            let line = cleaned.lines[index].duetTrimmed
            guard !code[index], line.hasPrefix("|") else {
                delimiterSeen = false
                continue
            }
            guard Self.isDelimiterRow(line) else { continue }
            if delimiterSeen, index >= 2 { insertions.append(index - 1) }
            delimiterSeen = true
        }
        for index in insertions.reversed() {
            cleaned.lines.insert("", at: index)
            cleaned.origins.insert(cleaned.origins[index], at: index)
        }
    }

    /// `|---|:-:|`: only pipes, dashes, colons and spaces, with at least one dash.
    static func isDelimiterRow(_ line: String) -> Bool {
        line.contains("-") && line.allSatisfy { "|-: \t".contains($0) }
    }

    // MARK: Languages on adjacent lines

    /// Plain text often puts a translation on the very next line, which Markdown would
    /// read as one paragraph with the original. A blank line goes between two lines of
    /// running text when one has no Han character and the other is clearly Chinese.
    private func separateLanguages(_ cleaned: inout CleanedText) {
        let code = Self.codeLines(cleaned.lines)
        var index = cleaned.lines.count - 1
        while index > 0 {
            let above = cleaned.lines[index - 1]
            let below = cleaned.lines[index]
            if !code[index - 1], !code[index], Self.isProse(above), Self.isProse(below),
               Self.lineLanguage(above) != nil, Self.lineLanguage(below) != nil,
               Self.lineLanguage(above) != Self.lineLanguage(below) {
                cleaned.lines.insert("", at: index)
                cleaned.origins.insert(cleaned.origins[index], at: index)
            }
            index -= 1
        }
    }

    /// English for a line with more English words than Han characters (a quoted term),
    /// Chinese for a line with at least two Han characters and twice as many as English
    /// words; nil for anything in between, which is never split.
    static func lineLanguage(_ line: String) -> Script? {
        var counts = Script.Counts()
        counts.add(line)
        if counts.latinWords > 0, counts.han < counts.latinWords { return .english }
        return counts.han >= 2 && counts.han >= 2 * counts.latinWords ? .chinese : nil
    }

    /// The API name a line holds alone, without backticks; nil for any other line.
    static func apiName(alone line: String) -> String? {
        guard !isIndentedCode(line) else { return nil }
        var text = line.duetTrimmed
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 {
            text = String(text.dropFirst().dropLast())
            return text.contains("`") || text.contains(" ") ? nil : text
        }
        guard !text.isEmpty, !text.contains(" "), !text.contains("`"), !text.hasPrefix("#"), !text.hasPrefix("<"),
              !text.hasPrefix("http"), !text.hasPrefix("["), !text.hasPrefix("!"), !text.hasPrefix("|") else { return nil }
        return SymbolCatalogue.resolve(text) != nil || SymbolCatalogue.looksLikeAPI(text) ? text : nil
    }

    /// The nearest non-blank line in a direction, across at most one blank line, outside code.
    private static func neighbour(of index: Int, step: Int, in lines: [String], code: [Bool]) -> Int? {
        var cursor = index + step
        var blanks = 0
        while cursor >= 0, cursor < lines.count {
            if code[cursor] { return nil }
            if !lines[cursor].duetTrimmed.isEmpty { return cursor }
            blanks += 1
            if blanks > 1 { return nil }
            cursor += step
        }
        return nil
    }

    /// A line of running text: not a heading, list item, quote, table row, fence or HTML.
    static func isProse(_ line: String) -> Bool {
        let text = line.duetTrimmed
        guard let first = text.first, !isIndentedCode(line) else { return false }
        if "#>|<".contains(first) || text.hasPrefix("```") || text.hasPrefix("~~~") { return false }
        if (first == "-" || first == "*" || first == "+") && (text.count == 1 || text.dropFirst().first == " ") { return false }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = text.dropFirst(digits.count).first, after == "." || after == ")" { return false }
        return apiName(alone: line) == nil
    }

    /// Four spaces or a tab: an indented code line, never part of a sentence.
    static func isIndentedCode(_ line: String) -> Bool {
        line.hasPrefix("    ") || line.hasPrefix("\t")
    }

    static func endsSentence(_ line: String) -> Bool {
        guard let last = line.duetTrimmed.last else { return true }
        return ".!?:。！？：".contains(last)
    }

    static func continuesSentence(_ line: String) -> Bool {
        guard let first = line.duetTrimmed.unicodeScalars.first else { return false }
        if ("a"..."z").contains(first) || Script.isHan(first) { return true }
        return ",.;:)，。；：、）".unicodeScalars.contains(first)
    }

    /// Joins two pieces of a sentence: no space before punctuation; a space elsewhere,
    /// which is also the house style between Chinese text and a code span.
    static func join(_ left: String, _ right: String) -> String {
        guard let first = right.first else { return left }
        return ",.;:)，。；：、）".contains(first) ? left + right : left + " " + right
    }
}
