/// Half-width punctuation after Chinese, as web copies and machine translations leave
/// it (a colon, or parentheses around Chinese words), becomes the full-width mark Chinese prose takes, so the
/// imported page passes `duet check` (`zh.half-width-colon`) and reads as Chinese.
///
/// Only the Chinese block of a pair is touched, and only its prose: code spans, fenced
/// and indented code, HTML and autolinks (`<…>`), link destinations (`](…)`), bare URLs,
/// link reference definitions and backslash escapes are kept byte for byte. A mark is
/// replaced when it follows a Han character (or a full-width closing mark after Chinese,
/// as in a closing full-width parenthesis followed by a comma) or comes before one: `:` `,` `;` `?` `!` (not the `!` of an
/// image, `![`), with the spaces around it on the same line, which full-width marks do
/// not take. A pair of parentheses becomes `（…）` when the text between them holds Chinese.
enum ChinesePunctuation {
    static let fullWidth: [Character: Character] = [":": "：", ",": "，", ";": "；", "?": "？", "!": "！", "(": "（", ")": "）"]

    /// Repairs the Chinese blocks of the pairs; each repair is reported at the input line
    /// it came from (the block's line plus the lines before the mark inside the block).
    static func repair(_ aligned: inout AlignedBlocks) -> [ImportRepair] {
        var repairs: [ImportRepair] = []
        aligned.entries = aligned.entries.map { entry in
            guard case .pair(let english, let chinese, let englishAt, let chineseAt, let table) = entry else { return entry }
            let (fixed, changes) = repair(chinese)
            for change in changes {
                let location = ImportLocation(file: chineseAt.file, line: chineseAt.line + change.lineOffset)
                repairs.append(ImportRepair(location: location, kind: .punctuationFullWidth(from: change.from, to: change.to, after: change.after)))
            }
            return .pair(english: english, chinese: fixed, englishAt: englishAt, chineseAt: chineseAt, table: table)
        }
        return repairs
    }

    struct Change: Equatable {
        /// Lines of the block before the mark.
        let lineOffset: Int
        let from: Character
        let to: Character
        /// The Chinese character the mark follows (for a parenthesis, the first character
        /// inside it), so the report says which place it was.
        let after: Character
    }

    /// The block with its marks replaced, and the replacements.
    static func repair(_ block: String) -> (String, [Change]) {
        var characters = Array(block)
        let protected = protectedPositions(characters)
        guard !protected.allSatisfy({ $0 }) else { return (block, []) }
        var changes: [(index: Int, change: Change)] = []
        /// The closing parentheses that turn with a reported opening one.
        var closing: [Int] = []
        var closingSet: Set<Int> = []
        // Lines before each position, counted once: counting them again for every mark
        // made a long Chinese paragraph quadratic.
        var newlinesBefore = [0]
        newlinesBefore.reserveCapacity(characters.count + 1)
        for character in characters { newlinesBefore.append(newlinesBefore.last! + (character == "\n" ? 1 : 0)) }
        func lineOffset(_ index: Int) -> Int { newlinesBefore[index] }
        func isHan(_ index: Int) -> Bool { index >= 0 && index < characters.count && !protected[index] && Script.isHanCharacter(characters[index]) }
        /// Chinese context for a following mark: a Han character, or a full-width closing
        /// mark that ends Chinese text (a comma after a full-width closing parenthesis becomes
        /// full-width too).
        func endsChinese(_ index: Int) -> Bool {
            isHan(index) || (index >= 0 && !protected[index] && ("）”』」》".contains(characters[index]) || closingSet.contains(index)))
        }

        // Parentheses first, matched among unprotected ones; a pair around Chinese turns.
        var open: [Int] = []
        for index in characters.indices where !protected[index] {
            if characters[index] == "(" {
                open.append(index)
            } else if characters[index] == ")", let start = open.popLast() {
                guard let han = (start + 1..<index).first(where: isHan) else { continue }
                changes.append((start, Change(lineOffset: lineOffset(start), from: "(", to: "（", after: characters[han])))
                closing.append(index)
                closingSet.insert(index)
            }
        }
        /// A mark followed by Chinese (spaces aside) is Chinese punctuation too, whatever it
        /// follows: a link, a code span or an English name (a semicolon between a link and the
        /// Chinese after it, a comma between `UIKit` and the Chinese after it).
        func startsChinese(_ index: Int) -> Bool {
            var next = index
            while next < characters.count, characters[next] == " " { next += 1 }
            return isHan(next)
        }
        for index in characters.indices.dropFirst() where !protected[index] && (endsChinese(index - 1) || startsChinese(index + 1)) {
            let mark = characters[index]
            guard ":,;?!".contains(mark) else { continue }
            if mark == "!", index + 1 < characters.count, characters[index + 1] == "[" { continue }
            changes.append((index, Change(lineOffset: lineOffset(index), from: mark, to: fullWidth[mark]!,
                                          after: closingSet.contains(index - 1) ? "）" : characters[index - 1])))
        }
        changes.sort { $0.index < $1.index }
        let edits = (changes.map { ($0.index, $0.change.to) } + closing.map { ($0, Character("）")) }).sorted { $0.0 < $1.0 }
        // Replaced from the end, so earlier indexes stay valid; a full-width mark takes no
        // space around it (an opening parenthesis none before it) within its line. The
        // spaces are marked and left out once at the end: removing each run from the array
        // moved the rest of the block every time. Only unprotected spaces are ever removed,
        // so the scans below pass over removed places as they passed over the spaces.
        var removed = [Bool](repeating: false, count: characters.count)
        func remove(_ range: Range<Int>) { for index in range { removed[index] = true } }
        for (index, to) in edits.reversed() {
            characters[index] = to
            if to == "（" {
                var before = index - 1
                while before >= 0, characters[before] == " ", !protected[before] { before -= 1 }
                if before >= 0, before < index - 1, Script.isHanCharacter(characters[before]) || "，。：；".contains(characters[before]) {
                    remove(before + 1..<index)
                }
            } else if to != "）" {
                var after = index + 1
                while after < characters.count, characters[after] == " ", !protected[after] { after += 1 }
                if after > index + 1, after < characters.count, characters[after] != "\n" {
                    remove(index + 1..<after)
                }
                // Nor a space before it, after a word (never after Markdown's own marks:
                // `- ` of a list item, `| ` of a table cell).
                var before = index - 1
                while before >= 0, characters[before] == " ", !protected[before] { before -= 1 }
                if before >= 0, before < index - 1,
                   characters[before].isLetter || characters[before].isNumber || "`)）”".contains(characters[before]) {
                    remove(before + 1..<index)
                }
            }
        }
        var repaired = ""
        repaired.reserveCapacity(block.utf8.count)
        for index in characters.indices where !removed[index] { repaired.append(characters[index]) }
        return (repaired, changes.map(\.change))
    }

    /// Which characters are not prose: code, HTML, autolinks, link destinations, URLs,
    /// reference definitions, escapes. A block that is code or HTML is protected whole.
    static func protectedPositions(_ characters: [Character]) -> [Bool] {
        var protected = Array(repeating: false, count: characters.count)
        let text = String(characters)
        let firstLine = text.prefix { $0 != "\n" }
        let trimmed = firstLine.drop { $0 == " " }
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") || firstLine.hasPrefix("    ") || firstLine.hasPrefix("\t")
            || trimmed.hasPrefix("<") || isReferenceDefinition(String(trimmed)) {
            return Array(repeating: true, count: characters.count)
        }
        func mark(_ range: Range<Int>) { for index in range where index < protected.count { protected[index] = true } }
        func startsURL(at index: Int) -> Bool {
            // Most characters start no scheme: answered without building four strings.
            guard "hHmMwW".contains(characters[index]) else { return false }
            for scheme in ["https://", "http://", "mailto:", "www."] {
                let end = index + scheme.count
                if end <= characters.count, String(characters[index..<end]).lowercased() == scheme { return true }
            }
            return false
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                mark(index..<min(index + 2, characters.count))
                index += 2
            } else if character == "`" {
                let run = characters[index...].prefix { $0 == "`" }.count
                var search = index + run
                var closing: Int?
                while search < characters.count {
                    if characters[search] == "`" {
                        let other = characters[search...].prefix { $0 == "`" }.count
                        if other == run { closing = search; break }
                        search += other
                    } else {
                        search += 1
                    }
                }
                // An unclosed run is literal backticks, as CommonMark reads it.
                let end = closing.map { $0 + run } ?? index + run
                mark(index..<end)
                index = end
            } else if character == "<", let close = characters[index...].firstIndex(of: ">"),
                      !characters[index..<close].contains("\n") {
                mark(index..<close + 1)
                index = close + 1
            } else if character == "]", index + 1 < characters.count, characters[index + 1] == "(" {
                var depth = 0
                var end = index + 1
                while end < characters.count {
                    if characters[end] == "(" { depth += 1 }
                    if characters[end] == ")" { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                mark(index + 1..<min(end + 1, characters.count))
                index = end + 1
            } else if startsURL(at: index) {
                let end = characters[index...].firstIndex { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == ")" || $0 == ">" } ?? characters.count
                mark(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return protected
    }

    /// `[label]: destination`, a link reference definition.
    static func isReferenceDefinition(_ line: String) -> Bool {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return false }
        return line[line.index(after: close)...].hasPrefix(":")
    }
}
