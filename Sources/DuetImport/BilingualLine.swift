/// A heading or caption that carries both languages on one line: Chinese, a separator
/// (an emoji, a dash, a bar, a slash or brackets), then English, or the reverse.
struct BilingualLine: Hashable {
    let english: String
    let chinese: String

    /// Characters that may separate the two halves. Spaces alone separate too, but a
    /// split at a visible separator is preferred.
    static let separators: Set<Character> = ["-", "–", "—", "|", "/", "·", "•", "：", "(", ")", "（", "）",
                                             "[", "]", "【", "】", "「", "」", "《", "》", "<", ">", "｜", "／"]
    static let brackets: [(Character, Character)] = [("(", ")"), ("（", "）"), ("[", "]"), ("【", "】"),
                                                     ("「", "」"), ("《", "》"), ("<", ">")]

    /// Splits the text at the best place with only Chinese on one side and only English
    /// on the other; nil when there is no such place. Code spans count as neither.
    init?(_ text: String, requireVisibleSeparator: Bool = false) {
        let characters = Array(text)
        var insideCode = false
        var separatorRun: [Bool] = []
        for character in characters {
            if character == "`" { insideCode.toggle() }
            separatorRun.append(!insideCode && character != "`" && Self.isSeparator(character))
        }
        var best: (score: Int, english: String, chinese: String)?
        var index = 0
        while index < characters.count {
            guard separatorRun[index] else { index += 1; continue }
            var end = index
            while end < characters.count, separatorRun[end] { end += 1 }
            let run = characters[index..<end]
            var left = String(characters[..<index])
            let right = String(characters[end...])
            // A bracket that closes one the left half opened belongs to that half.
            for character in run {
                guard Self.closers.contains(character), Self.leavesOpen(left, closer: character) else { break }
                left.append(character)
            }
            let visible = run.contains { !$0.isWhitespace }
            // `show(_:sender:)` written without backticks: a bracket between two word
            // characters is part of a name, not a separator.
            let insideWord = !run.contains(where: \.isWhitespace) && Self.isWordCharacter(characters[max(index - 1, 0)])
                && end < characters.count && Self.isWordCharacter(characters[end])
            if index > 0, end < characters.count, !insideWord, !(requireVisibleSeparator && !visible),
               let split = Self.evaluate(left: left, right: right, visible: visible) {
                var score = visible ? 2 : 0
                if split.hanAtSeparator { score += 1 }
                if best == nil || score > best!.score { best = (score, split.english, split.chinese) }
            }
            index = end
        }
        guard let best, !best.english.isEmpty, !best.chinese.isEmpty else { return nil }
        english = best.english
        chinese = best.chinese
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }

    private static func isSeparator(_ character: Character) -> Bool {
        if character.isWhitespace || separators.contains(character) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value > 0x2000)
            || (0x2190...0x21FF).contains(scalar.value) || (0x2700...0x27BF).contains(scalar.value)
    }

    /// A split is valid with Chinese on one side and English without Han on the other.
    /// At a mere space the Chinese side must hold no English words either, or
    /// a Chinese sentence that ends with the English word "segue" would lose that word to
    /// a false English half.
    private static func evaluate(left: String, right: String, visible: Bool) -> (english: String, chinese: String, hanAtSeparator: Bool)? {
        let leftScript = Script.of(text: left)
        let rightScript = Script.of(text: right)
        if !visible {
            let chineseSide = leftScript == .chinese ? left : right
            var counts = Script.Counts()
            counts.add(chineseSide)
            guard counts.latin == 0 else { return nil }
        }
        let leftHasHan = left.unicodeScalars.contains(where: Script.isHan)
        let rightHasHan = right.unicodeScalars.contains(where: Script.isHan)
        if leftScript == .chinese, !rightHasHan, rightScript == .english {
            let hanAtEnd = left.unicodeScalars.last(where: { !$0.properties.isWhitespace && !isSeparator(Character($0)) }).map(Script.isHan) ?? false
            return (tidy(right), tidy(left), hanAtEnd)
        }
        if rightScript == .chinese, !leftHasHan, leftScript == .english {
            let hanAtStart = right.unicodeScalars.first(where: { !$0.properties.isWhitespace && !isSeparator(Character($0)) }).map(Script.isHan) ?? false
            return (tidy(left), tidy(right), hanAtStart)
        }
        return nil
    }

    /// One half without the separator characters around it, keeping brackets it opens
    /// and closes itself.
    static func tidy(_ half: String) -> String {
        var text = Substring(half)
        while let first = text.first, first.isWhitespace || (isSeparator(first) && !opens(first)) || (opens(first) && !closes(text, first)) {
            text = text.dropFirst()
        }
        while let last = text.last, last.isWhitespace || (isSeparator(last) && !closers.contains(last)) || (closers.contains(last) && !isBalanced(text)) {
            text = text.dropLast()
        }
        return String(text)
    }

    private static var closers: Set<Character> { Set(brackets.map(\.1)) }

    private static func opens(_ character: Character) -> Bool { brackets.contains { $0.0 == character } }

    /// Whether the text closes the bracket `open` somewhere after it.
    private static func closes(_ text: Substring, _ open: Character) -> Bool {
        guard let pair = brackets.first(where: { $0.0 == open }) else { return false }
        return text.dropFirst().contains(pair.1)
    }

    /// Whether the text opens more brackets of the kind `closer` closes than it closes.
    private static func leavesOpen(_ text: String, closer: Character) -> Bool {
        guard let open = brackets.first(where: { $0.1 == closer })?.0 else { return false }
        return text.filter { $0 == open }.count > text.filter { $0 == closer }.count
    }

    /// Whether every closing bracket in the text has its opening bracket.
    private static func isBalanced(_ text: Substring) -> Bool {
        brackets.allSatisfy { open, close in
            text.filter { $0 == open }.count >= text.filter { $0 == close }.count
        }
    }
}

extension BilingualLine {
    init(english: String, chinese: String) {
        self.english = english
        self.chinese = chinese
    }
}
