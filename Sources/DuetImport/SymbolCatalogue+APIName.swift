import DuetModel

extension SymbolCatalogue {
    /// A bare word that names an API (a known symbol, or something shaped like one).
    static func looksLikeAPIName(_ word: some StringProtocol) -> Bool {
        var text = Substring(word)
        while let last = text.last, ",;.!?，。；！？、".contains(last) { text = text.dropLast() }
        guard !text.isEmpty else { return false }
        return resolve(String(text)) != nil || looksLikeAPI(String(text))
    }
}
