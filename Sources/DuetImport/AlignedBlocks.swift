/// The output of pairing: what goes into the English and the Chinese page, block by
/// block, and what could not be paired.
struct AlignedBlocks {
    /// One position of both pages.
    enum Entry {
        /// An English block and the Chinese block that translates it.
        case pair(english: String, chinese: String, englishAt: ImportLocation, chineseAt: ImportLocation, table: Bool)
        /// A block without words (code, a rule, an image, a marker): the same in both pages.
        case shared(String, at: ImportLocation)
        /// An English block nobody translated: copied into the Chinese page too, so the
        /// pages stay aligned and the translator sees what is missing.
        case untranslated(String, at: ImportLocation)
    }

    var entries: [Entry] = []
    var unpaired: [UnpairedBlock] = []

    var pairedCount: Int {
        entries.count { if case .pair = $0 { true } else { false } }
    }

    /// The blocks of each page in order: a pair splits, a shared or untranslated block
    /// goes into both.
    var pageBlocks: (english: [String], chinese: [String]) {
        var english: [String] = []
        var chinese: [String] = []
        for entry in entries {
            switch entry {
            case .pair(let en, let zh, _, _, _):
                english.append(en)
                chinese.append(zh)
            case .shared(let text, _), .untranslated(let text, _):
                english.append(text)
                chinese.append(text)
            }
        }
        return (english, chinese)
    }
}
