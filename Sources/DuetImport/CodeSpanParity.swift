import DuetMarkdown
import DuetModel

/// A web copy often loses the code style of an API name in one language only, which
/// `duet check` then reports as a symbol missing from the pair. When one block of a pair
/// has an API name as a code span and the other has the same name as a bare word, the
/// bare word becomes a code span too.
enum CodeSpanParity {
    static func restore(_ aligned: inout AlignedBlocks) -> [ImportRepair] {
        var repairs: [ImportRepair] = []
        aligned.entries = aligned.entries.map { entry in
            guard case .pair(var english, var chinese, let englishAt, let chineseAt, let table) = entry,
                  !english.hasPrefix("```"), !english.hasPrefix("~~~") else { return entry }
            let englishSpans = codeSpans(english)
            let chineseSpans = codeSpans(chinese)
            for name in englishSpans.subtracting(chineseSpans).sorted() where isAPIName(name) {
                if let fixed = wrap(name, in: chinese) {
                    chinese = fixed
                    repairs.append(ImportRepair(location: chineseAt, kind: .codeSpanRestored(name)))
                }
            }
            for name in chineseSpans.subtracting(englishSpans).sorted() where isAPIName(name) {
                if let fixed = wrap(name, in: english) {
                    english = fixed
                    repairs.append(ImportRepair(location: englishAt, kind: .codeSpanRestored(name)))
                }
            }
            return .pair(english: english, chinese: chinese, englishAt: englishAt, chineseAt: chineseAt, table: table)
        }
        return repairs
    }

    static func isAPIName(_ name: String) -> Bool {
        SymbolCatalogue.resolve(name) != nil || SymbolCatalogue.looksLikeAPI(name)
    }

    /// The code spans of a block, as the parser reads them.
    static func codeSpans(_ markdown: String) -> Set<String> {
        var spans: Set<String> = []
        func collect(_ node: MarkdownNode) {
            if case .code(let text) = node.kind { spans.insert(text) }
            node.children.forEach(collect)
        }
        collect(MarkdownParser().parse(markdown))
        return spans
    }

    /// The text with every bare occurrence of `name` in backticks: outside code spans and
    /// link targets, and not part of a longer identifier. Nil when there is none.
    static func wrap(_ name: String, in text: String) -> String? {
        let characters = Array(text)
        let target = Array(name)
        var result = ""
        var index = 0
        var insideCode = false
        var linkDepth = 0
        var changed = false
        func isIdentifier(_ character: Character) -> Bool {
            character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
        }
        while index < characters.count {
            let character = characters[index]
            if character == "`" { insideCode.toggle() }
            if !insideCode {
                if character == "(", index > 0, characters[index - 1] == "]" || linkDepth > 0 { linkDepth += 1 }
                else if character == ")", linkDepth > 0 { linkDepth -= 1 }
            }
            if !insideCode, linkDepth == 0, index + target.count <= characters.count,
               Array(characters[index..<(index + target.count)]) == target,
               index == 0 || !isIdentifier(characters[index - 1]) && characters[index - 1] != ".",
               index + target.count == characters.count || !isIdentifier(characters[index + target.count]) {
                result += "`" + name + "`"
                index += target.count
                changed = true
                continue
            }
            result.append(character)
            index += 1
        }
        return changed ? result : nil
    }
}
