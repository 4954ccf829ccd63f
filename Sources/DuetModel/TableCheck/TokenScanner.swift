/// Finds vocabulary words in a text, longest word first at each position, so a longer
/// Chinese word wins over the shorter one it starts with, and ".overFullScreen" over
/// ".fullScreen".
struct TokenScanner<Meaning: Sendable>: Sendable {
    private let entries: [(word: [Character], meaning: Meaning, needsBoundary: Bool)]

    /// ASCII words must stand alone (so "h" is found in "H: compact" but not inside
    /// "height") unless `boundaries` is false, for texts scanned in normalized form.
    init(_ vocabulary: [(String, Meaning)], boundaries: Bool = true) {
        entries = vocabulary
            .map { word, meaning in
                let characters = Array(word.lowercased())
                let ascii = characters.allSatisfy { $0.isASCII && $0.isLetter }
                return (characters, meaning, boundaries && ascii)
            }
            .filter { !$0.word.isEmpty }
            .sorted { $0.word.count > $1.word.count }
    }

    func scan(_ text: String) -> [Meaning] {
        let characters = Array(text.lowercased())
        var found: [Meaning] = []
        var index = 0
        outer: while index < characters.count {
            for entry in entries where matches(entry, in: characters, at: index) {
                found.append(entry.meaning)
                index += entry.word.count
                continue outer
            }
            index += 1
        }
        return found
    }

    private func matches(
        _ entry: (word: [Character], meaning: Meaning, needsBoundary: Bool),
        in characters: [Character], at index: Int
    ) -> Bool {
        let end = index + entry.word.count
        // Compared in place: a copy of the slice per word and position was most of the time
        // spent checking a book's typed tables.
        guard end <= characters.count, characters[index] == entry.word[0],
              characters[index..<end].elementsEqual(entry.word) else { return false }
        guard entry.needsBoundary else { return true }
        let isLetter: (Character) -> Bool = { $0.isASCII && $0.isLetter }
        if index > 0 && isLetter(characters[index - 1]) { return false }
        if end < characters.count && isLetter(characters[end]) { return false }
        return true
    }
}
