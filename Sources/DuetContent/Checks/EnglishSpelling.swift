/// British or American English: a book keeps to one (`spelling:` in site.yml).
///
/// Only words whose two spellings are both common in technical prose are listed, each in
/// the forms it takes (`centre`, `centred`, `centres`); -ise/-ize is left alone, since
/// British publishers use both, and so is catalog, the word of Apple's asset catalogs. A word after a `.` (`.center`) or in code is an API name
/// and never checked.
public enum EnglishSpelling: String, Sendable, Hashable, CaseIterable {
    case british
    case american

    /// Each pair's British form, then its American form.
    static let pairs: [(british: String, american: String)] = [
        ("behaviour", "behavior"), ("behaviours", "behaviors"), ("behavioural", "behavioral"),
        ("colour", "color"), ("colours", "colors"), ("coloured", "colored"),
        ("centre", "center"), ("centres", "centers"), ("centred", "centered"), ("centring", "centering"),
        ("favour", "favor"), ("favours", "favors"), ("favoured", "favored"), ("favourite", "favorite"),
        ("labelled", "labeled"), ("labelling", "labeling"),
        ("cancelled", "canceled"), ("cancelling", "canceling"),
        ("grey", "gray"),
        ("honour", "honor"), ("honours", "honors"), ("honoured", "honored"),
    ]

    /// The other spelling's forms, lower-cased, each with the form this spelling uses.
    var forbidden: [String: String] {
        var words: [String: String] = [:]
        for pair in Self.pairs {
            switch self {
            case .british: words[pair.american] = pair.british
            case .american: words[pair.british] = pair.american
            }
        }
        return words
    }
}
