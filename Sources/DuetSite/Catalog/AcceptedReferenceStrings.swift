import DuetContent
import DuetModel

/// One string the site shows, with the Chinese the reference catalog gives it.
public struct ReferenceStringPair: Sendable, Equatable {
    /// The string's id (the catalog's `msgctxt`).
    public let key: String
    /// The model's English, with `{name}` placeholders.
    public let english: String
    public let chinese: String
}

/// The reference strings a translation memory may carry: what the site shows and the
/// catalog translates for its current English. A stale entry (translated from other
/// English), an empty one and one for a string the model no longer shows are left out,
/// as a stale or unaccepted block is.
public enum AcceptedReferenceStrings {
    /// The pairs of `catalog`, sorted by key; every model string is read first, as
    /// `duet check` reads them.
    public static func pairs(in catalog: ReferenceCatalog) -> [ReferenceStringPair] {
        shown(with: catalog).compactMap { key, english in
            guard let entry = catalog.entries[key], !entry.chinese.isEmpty, entry.english == english else { return nil }
            return ReferenceStringPair(key: key, english: english, chinese: entry.chinese)
        }
    }

    /// Every string the site shows, by key, with its current English, sorted by key:
    /// what a reference catalog must translate.
    public static func shown(with catalog: ReferenceCatalog) -> [(key: String, english: String)] {
        ModelStrings.install(catalog.entries)
        ModelStringsSurvey.readAll()
        let read = ModelStrings.readStrings()
        return read.keys.sorted().map { ($0, read[$0]!) }
    }
}
