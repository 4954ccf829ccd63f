import Foundation
import DuetMarkdown
import DuetSupport

/// Judges the English edits behind lock lines whose hash no longer matches: the previous
/// English comes from `translations.english`, the current from the English page.
///
/// Every place that asks "is this translation still good?" (status, `duet check`, the
/// built pages' notes, exports' fuzzy marks, `duet accept --minor`) asks this, so they
/// cannot disagree. The store is read only when some block's hash differs, and once.
public final class EnglishEditJudge: @unchecked Sendable {
    private let directory: String
    private let vocabulary: EditVocabulary
    private let guardLock = NSLock()
    private var store: AcceptedEnglish?

    public init(content: Content) {
        directory = content.directory
        vocabulary = EditVocabulary(glossary: content.glossary)
    }

    /// A judge over a store already read (exports read it for their `#|` lines).
    public init(content: Content, accepted: AcceptedEnglish) {
        directory = content.directory
        vocabulary = EditVocabulary(glossary: content.glossary)
        store = accepted
    }

    /// The accepted English the judge compares with, read once.
    public var accepted: AcceptedEnglish {
        guardLock.lock()
        defer { guardLock.unlock() }
        if let store { return store }
        let loaded = AcceptedEnglish.load(contentDirectory: directory).0
        store = loaded
        return loaded
    }

    /// The edit from the English accepted as `recordedHash` (hex, as the lock writes it) to
    /// `current`. Without the previous English (an older lock, a hand-edited store) the
    /// edit cannot be judged, and counts as a change.
    public func edit(fromHash recordedHash: String, to current: String) -> EnglishEdit {
        if FNV1a64.blockHash(current) == recordedHash { return .sameRendering }
        guard let previous = accepted.text(hash: recordedHash) else { return .changed }
        return EnglishEdit.classify(from: previous, to: current, vocabulary: vocabulary)
    }

    /// The same for a hash held as a number (`LockedHashes`).
    public func edit(fromHash recorded: UInt64, to current: String) -> EnglishEdit {
        edit(fromHash: Self.hex(recorded), to: current)
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}

extension TranslationLock {
    /// Whether a block's Chinese is accepted for its English as it is now: the lock has a
    /// line for it, not marked for review, for English that renders the same.
    public func isAccepted(fileName: String, block: Int, english: String, judge: EnglishEditJudge) -> Bool {
        guard let recorded = hash(fileName: fileName, block: block), !needsReview(fileName: fileName, block: block) else { return false }
        return judge.edit(fromHash: recorded, to: english) == .sameRendering
    }

    /// Records the block as accepted for `hash` (its current English), clearing a review mark.
    public mutating func accept(fileName: String, block: Int, hash: String) {
        let key = Key(fileName: fileName, block: block)
        set(hash, for: key)
        review.remove(key)
    }

    /// Marks the block as needing review, recorded against `hash` (the English its
    /// Chinese was last written for).
    public mutating func markForReview(fileName: String, block: Int, hash: String) {
        let key = Key(fileName: fileName, block: block)
        set(hash, for: key)
        review.insert(key)
    }
}
