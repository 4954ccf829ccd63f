import DuetSupport

/// What a catalog entry (or XLIFF unit) held when duet exported it: the hash of the block's
/// Chinese and whether the entry was fuzzy. It travels with the entry as a comment (`#.` in
/// PO, a note in XLIFF), which every tool keeps, so an import can tell the translator's
/// changes from what was simply exported:
///
/// - an entry whose text and flag are as exported changes nothing, even when the content
///   changed since (another translator's import, an author's edit): a stale full catalog
///   never restores old text;
/// - an entry the translator changed, on a block whose Chinese also changed since the
///   export, is a conflict, reported at both places, and nothing is written;
/// - a fuzzy flag that was already there at export never withdraws an acceptance made
///   after it.
///
/// A catalog without records (written by an older duet, or by a tool that drops
/// comments) is imported as before: every entry is compared with the content.
public struct ExportRecord: Sendable, Equatable {
    /// `FNV1a64.blockHash` of the block's Chinese at export.
    public let chineseHash: String
    /// Whether the entry was exported fuzzy (stale or never accepted).
    public let fuzzy: Bool

    static let prefix = "exported: zh "

    public init(chinese: String, fuzzy: Bool) {
        chineseHash = FNV1a64.blockHash(chinese)
        self.fuzzy = fuzzy
    }

    init(chineseHash: String, fuzzy: Bool) {
        self.chineseHash = chineseHash
        self.fuzzy = fuzzy
    }

    /// The comment or note text: `exported: zh 1f0e…` and ` fuzzy` when it was.
    public var comment: String { Self.prefix + chineseHash + (fuzzy ? " fuzzy" : "") }

    /// The record in one of an entry's comments or a unit's notes; nil when none is one
    /// (or a tool mangled it: then the entry is compared with the content, as before).
    public static func find(in comments: [String]) -> ExportRecord? {
        for comment in comments {
            let words = comment.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            guard words.count == 3 || words.count == 4, words[0] == "exported:", words[1] == "zh" else { continue }
            let hash = words[2]
            guard hash.utf8.count == 16, hash.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else { continue }
            if words.count == 4 && words[3] != "fuzzy" { continue }
            return ExportRecord(chineseHash: String(hash), fuzzy: words.count == 4)
        }
        return nil
    }

    /// Whether `text` is the Chinese this record was made from.
    public func matches(_ text: String) -> Bool { FNV1a64.blockHash(text) == chineseHash }
}
