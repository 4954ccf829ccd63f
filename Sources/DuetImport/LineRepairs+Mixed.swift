import DuetContent
import DuetModel

/// Repairs for what real interleaved guides contain besides web-copy damage: a Chinese
/// paragraph's end and the next English paragraph's start on one line (or the reverse), a
/// Chinese heading broken over two lines around the English words inside it, and emoji
/// and anchor furniture around headings. Like the other line repairs, this is string work
/// on whole lines, before the Markdown parser reads the structure.
extension LineRepairs {
    /// Text a site puts at the end of a heading: anchor marks and edit links.
    static var headingFurniture: [String] {
        ["¶", "🔗", "§"] + ImportWords.headingFurniture.words
    }

    /// Whether a character is an emoji used as decoration (not a CJK or Latin character).
    static func isEmoji(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value > 0x2000)
            || (0x2700...0x27BF).contains(scalar.value)
    }

    static func isHeading(_ line: String) -> Bool {
        let text = line.drop { $0 == " " }
        guard line.count - text.count <= 3 else { return false }
        let hashes = text.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && (text.count == hashes || text.dropFirst(hashes).first == " ")
    }

    // MARK: Heading decoration

    /// Removes emoji at either end of a heading's text and anchor furniture at its end. An
    /// emoji between the two languages stays: it separates the halves (`BilingualLine`).
    func stripHeadingDecoration(_ cleaned: inout CleanedText) {
        let code = Self.codeLines(cleaned.lines)
        for index in cleaned.lines.indices where !code[index] && Self.isHeading(cleaned.lines[index]) {
            let line = cleaned.lines[index]
            let marker = line.prefix { $0 == "#" || $0 == " " }
            var text = Substring(line.dropFirst(marker.count))
            var removed: [String] = []
            var changed = true
            while changed {
                changed = false
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                text = Substring(trimmed)
                if let furniture = Self.headingFurniture.first(where: { text.hasSuffix($0) && text.count > $0.count }) {
                    text = text.dropLast(furniture.count)
                    removed.append(furniture)
                    changed = true
                } else if let last = text.last, Self.isEmoji(last), text.count > 1 {
                    text = text.dropLast()
                    removed.append(String(last))
                    changed = true
                } else if let first = text.first, Self.isEmoji(first), text.count > 1 {
                    text = text.dropFirst()
                    removed.append(String(first))
                    changed = true
                }
            }
            guard !removed.isEmpty else { continue }
            cleaned.lines[index] = String(marker) + text
            for item in removed {
                cleaned.repairs.append(ImportRepair(location: ImportLocation(file: file, line: cleaned.origins[index]), kind: .decorationRemoved(item)))
            }
        }
    }

    // MARK: Split headings

    /// A Chinese heading whose next line, with no blank line between, is a short piece of
    /// Chinese with no sentence end, standing alone before a blank line: the heading was
    /// broken (usually at the English words inside it). The two become one heading, with a
    /// space where Latin text meets Han text or Latin text, as the guides write it.
    func joinSplitHeadings(_ cleaned: inout CleanedText) {
        let code = Self.codeLines(cleaned.lines)
        var repairs: [ImportRepair] = []
        // In input order in the report, though the lines are walked bottom up.
        defer { cleaned.repairs += repairs.reversed() }
        var index = cleaned.lines.count - 2
        while index >= 0 {
            defer { index -= 1 }
            let heading = cleaned.lines[index], next = cleaned.lines[index + 1]
            guard !code[index], !code[index + 1], Self.isHeading(heading), Self.isProse(next),
                  heading.contains(where: Script.isHanCharacter), next.contains(where: Script.isHanCharacter) else { continue }
            let piece = next.duetTrimmed
            guard piece.count <= 30, !Self.endsSentence(piece), !"，,、；;".contains(piece.last!),
                  index + 2 == cleaned.lines.count || cleaned.lines[index + 2].duetTrimmed.isEmpty else { continue }
            let left = heading.trimmedTrailing
            let latinMeets = left.last.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true
                || piece.first.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true
            cleaned.lines[index] = left + (latinMeets ? " " : "") + piece
            cleaned.lines.remove(at: index + 1)
            let continuation = cleaned.origins.remove(at: index + 1)
            repairs.append(ImportRepair(location: ImportLocation(file: file, line: cleaned.origins[index]),
                                        kind: .headingJoined(continuationLine: continuation)))
        }
    }

    // MARK: Two languages on one line

    /// A line of running text that ends one language's paragraph and starts the other's:
    /// split after the sentence end where the rest of the line is wholly the other
    /// language, with a blank line between so they become two paragraphs. Only a sentence
    /// end can split, and the English side must hold no Han character, so API and product
    /// names inside a Chinese sentence stay where they are.
    func splitMixedLines(_ cleaned: inout CleanedText) {
        let code = Self.codeLines(cleaned.lines)
        var repairs: [ImportRepair] = []
        defer { cleaned.repairs += repairs.reversed() }
        var index = cleaned.lines.count - 1
        while index >= 0 {
            defer { index -= 1 }
            let line = cleaned.lines[index]
            guard !code[index], Self.isProse(line), let split = Self.languageBoundary(in: line) else { continue }
            cleaned.lines.replaceSubrange(index...index, with: [split.left, "", split.right])
            let origin = cleaned.origins[index]
            cleaned.origins.replaceSubrange(index...index, with: [origin, origin, origin])
            repairs.append(ImportRepair(location: ImportLocation(file: file, line: origin),
                                        kind: .languagesSplit(first: split.first, second: split.second)))
        }
    }

    /// The first place in a line where a sentence ends in one language and the rest of the
    /// line is the other language.
    ///
    /// Linear in the line, whatever its script: which side of each sentence end holds a Han
    /// character, and where each side's first visible character is, come from counts made
    /// once; the two sides are built as strings only for an end where those already fit.
    /// (Building both sides at every full stop made a 100 KB Chinese paragraph take
    /// seconds.)
    static func languageBoundary(in line: String) -> (left: String, right: String, first: Script, second: Script)? {
        let characters = Array(line)
        let closers: Set<Character> = ["”", "」", "』", "）", ")", "\"", "’", "*", "_"]
        // Han characters before each index, and the first visible character at or after it.
        var hanBefore = [Int](repeating: 0, count: characters.count + 1)
        for (index, character) in characters.enumerated() {
            hanBefore[index + 1] = hanBefore[index] + (Script.isHanCharacter(character) ? 1 : 0)
        }
        var visibleFrom = [Int](repeating: characters.count, count: characters.count + 1)
        for index in characters.indices.reversed() {
            visibleFrom[index] = characters[index].isWhitespace ? visibleFrom[index + 1] : index
        }
        let firstVisible = visibleFrom[0]
        var insideCode = false
        for index in characters.indices {
            if characters[index] == "`" { insideCode.toggle() }
            guard !insideCode, "。！？.!?".contains(characters[index]) else { continue }
            var end = index + 1
            while end < characters.count, closers.contains(characters[end]) { end += 1 }
            // The right side's first visible character, and a visible character on the left.
            guard visibleFrom[end] < characters.count, firstVisible < end else { continue }
            let first = characters[visibleFrom[end]]
            let hanInLeft = hanBefore[end] > 0, hanInRight = hanBefore[characters.count] > hanBefore[end]
            if "。！？".contains(characters[index]) {
                // Chinese, then English: the rest starts like an English sentence and has
                // no Han character at all.
                guard !hanInRight, first.isASCII, first.isUppercase || first == "`" || first == "[" || first == "*" else { continue }
                let left = String(characters[..<end]).trimmedTrailing, right = String(characters[end...]).duetTrimmed
                guard lineLanguage(right) == .english, lineLanguage(left) == .chinese else { continue }
                return (left, right, .chinese, .english)
            } else {
                // English, then Chinese: a space after the full stop, no Han before it.
                guard end < characters.count, characters[end] == " ", !hanInLeft, hanInRight,
                      Script.isHanCharacter(first) || "“「`*".contains(first) else { continue }
                let left = String(characters[..<end]).trimmedTrailing, right = String(characters[end...]).duetTrimmed
                guard lineLanguage(right) == .chinese, lineLanguage(left) == .english else { continue }
                return (left, right, .english, .chinese)
            }
        }
        return nil
    }
}
