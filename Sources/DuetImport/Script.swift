import DuetMarkdown
import DuetModel

/// Which language a piece of text is written in, judged by its script: Han characters
/// against Latin letters. Code, API names and URLs do not count, because they are the
/// same in both languages.
public enum Script: Hashable, Sendable {
    case english
    case chinese
    /// No letters of either script: code, numbers, images, rules, comments.
    case neutral

    /// Counts of the two scripts in some text.
    struct Counts: Hashable {
        var han = 0
        var latin = 0
        /// Words with at least one Latin letter.
        var latinWords = 0

        mutating func add(_ text: some StringProtocol) {
            // Code spans are the same in both languages: only the text between them counts.
            let prose = String(text).split(separator: "`", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            for whole in prose.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
                // A Markdown link's address is the same in both languages: only its text counts.
                let word = whole.range(of: "](").map { whole[..<$0.lowerBound] } ?? whole
                if word.hasPrefix("http://") || word.hasPrefix("https://") || word.hasPrefix("www.") { continue }
                if !word.contains(where: Script.isHanCharacter), SymbolCatalogue.looksLikeAPIName(word) { continue }
                var hasLatin = false
                for scalar in word.unicodeScalars {
                    if Script.isHan(scalar) {
                        han += 1
                    } else if Script.isLatinLetter(scalar) {
                        latin += 1
                        hasLatin = true
                    }
                }
                if hasLatin { latinWords += 1 }
            }
        }

        /// A block is Chinese when it has at least as many Han characters as English
        /// words: Chinese keeps English names (a Chinese sentence about creating a segue
        /// in Interface Builder has three English words and a dozen Han characters), while
        /// English that quotes a Chinese term has more words than Han characters.
        var script: Script {
            if han == 0 && latin == 0 { return .neutral }
            return han > 0 && han >= latinWords ? .chinese : .english
        }
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    static func isHanCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isHan)
    }

    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The script of plain text (a heading part, a caption half).
    static func of(text: some StringProtocol) -> Script {
        var counts = Counts()
        counts.add(text)
        return counts.script
    }

    /// The script of a parsed block, skipping code spans, code, link targets and images.
    /// A code listing is neutral unless its comments are Chinese.
    static func of(block: MarkdownNode) -> Script {
        if case .codeBlock(_, let code) = block.kind {
            return code.unicodeScalars.contains(where: isHan) ? .chinese : .neutral
        }
        var counts = Counts()
        count(block, into: &counts)
        return counts.script
    }

    static func counts(of block: MarkdownNode) -> Counts {
        var counts = Counts()
        count(block, into: &counts)
        return counts
    }

    private static func count(_ node: MarkdownNode, into counts: inout Counts) {
        switch node.kind {
        case .text(let text): counts.add(text)
        case .code, .codeBlock, .htmlBlock, .inlineHTML, .image: return
        default: for child in node.children { count(child, into: &counts) }
        }
    }
}
