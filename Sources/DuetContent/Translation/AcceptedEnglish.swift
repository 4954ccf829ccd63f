import Foundation
import DuetSupport

/// `content/translations.english`: the English text behind each hash of
/// `translations.lock`. The lock alone says *that* a block's English changed; a catalog
/// entry for a stale block should also say *what* changed (`#| msgid` in PO, a
/// `previous English` note in XLIFF, the word diff of the status dashboard), and the old
/// English is gone from `content/en` by then.
///
/// The file stays small and deterministic: one record per hash the lock names, for blocks
/// that are exchange entries (listings the same in both languages are left out; texts are
/// content-addressed, so a text used twice is stored once), records sorted by hash, and
/// every write drops the records the lock no longer names, so it never holds more than one
/// copy of the accepted English, and no history. It is written wherever the lock is.
///
///     @@ 0be3a8802ab07e54
///     | The English block, line by line,
///     |
///     | blank lines as a bare bar.
public struct AcceptedEnglish: Sendable, Equatable {
    public static let fileName = "translations.english"

    /// Hash (as the lock writes it) to English text.
    public var texts: [String: String]

    public init(texts: [String: String] = [:]) {
        self.texts = texts
    }

    public func text(hash: String) -> String? { texts[hash] }

    public func serialized() -> String {
        var out = """
        # duet translations.english: the English text each hash in translations.lock stands for,
        # so a stale block's exchange entry can show its previous English. Written with the lock.
        # One record per hash: `@@ <hash>`, then each line of the text after `| ` (a blank line: `|`).

        """
        for hash in texts.keys.sorted() {
            out += "@@ \(hash)\n"
            for line in texts[hash]!.split(separator: "\n", omittingEmptySubsequences: false) {
                out += line.isEmpty ? "|\n" : "| \(line)\n"
            }
        }
        return out
    }

    /// Reads the file; a malformed line, or a record whose text does not have its hash
    /// (edited by hand), is a warning at its line and the record is left out: the store
    /// only ever adds a note, so a damaged one must not stop an export.
    public static func parse(_ text: String, path: String) -> (AcceptedEnglish, [Diagnostic]) {
        var store = AcceptedEnglish()
        var diagnostics: [Diagnostic] = []
        var current: (hash: String, line: Int, lines: [String])?
        func finish() {
            guard let record = current else { return }
            let body = record.lines.joined(separator: "\n")
            if FNV1a64.blockHash(body) == record.hash {
                store.texts[record.hash] = body
            } else {
                diagnostics.append(.warning("lock.english-mismatch", at: FileLocation(file: path, line: record.line, column: 4),
                                            "the text of this record does not have the hash \(record.hash); it is ignored",
                                            fix: "run `duet accept --prune` to rewrite translations.english"))
            }
            current = nil
        }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.hasPrefix("@@ ") {
                finish()
                current = (String(line.dropFirst(3)), index + 1, [])
            } else if line == "|" || line.hasPrefix("| "), current != nil {
                current!.lines.append(String(line.dropFirst(line == "|" ? 1 : 2)))
            } else if line.isEmpty || line.hasPrefix("#") {
                continue
            } else {
                diagnostics.append(.warning("lock.english-malformed", at: FileLocation(file: path, line: index + 1, column: 1),
                                            "expected `@@ <hash>` or a text line starting with `|`",
                                            fix: "run `duet accept --prune` to rewrite translations.english"))
            }
        }
        finish()
        return (store, diagnostics)
    }

    /// Reads the store of a content folder; a missing file is an empty store.
    public static func load(contentDirectory: String) -> (AcceptedEnglish, [Diagnostic]) {
        let path = join(contentDirectory, fileName)
        guard FileManager.default.fileExists(atPath: path) else { return (AcceptedEnglish(), []) }
        switch SourceFile.read(path, confinedTo: contentDirectory) {
        case .success(let file): return parse(file.text, path: path)
        case .failure(let diagnostic): return (AcceptedEnglish(), [diagnostic])
        }
    }

    /// The store for a lock about to be written: the texts of the current English blocks
    /// and of the previous store, kept only for the hashes the lock names.
    public static func updated(for lock: TranslationLock, content: Content, previous: AcceptedEnglish) -> AcceptedEnglish {
        let wanted = Set(lock.entries.values)
        var texts: [String: String] = [:]
        for (hash, text) in previous.texts where wanted.contains(hash) { texts[hash] = text }
        // Only blocks that are exchange entries: a listing the same in both languages has
        // nothing to translate, so its old text would only make the file bigger.
        for pair in content.pairs {
            for block in TranslatableBlock.blocks(of: pair) {
                let hash = FNV1a64.blockHash(block.englishText)
                if wanted.contains(hash) {
                    texts[hash] = block.englishText.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                }
            }
        }
        return AcceptedEnglish(texts: texts)
    }

    /// The lock and, beside it, the accepted English it needs, as the files to write:
    /// every command that accepts translations writes these two together.
    public static func plannedFiles(_ lock: TranslationLock, content: Content) -> [PlannedFile] {
        let previous = load(contentDirectory: content.directory).0
        let store = updated(for: lock, content: content, previous: previous)
        return [PlannedFile(path: join(content.directory, fileName), text: store.serialized()),
                PlannedFile(path: join(content.directory, TranslationLock.fileName), text: lock.serialized())]
    }

    /// Writes the lock and the accepted English together, all or nothing, without the
    /// content checks (a command that accepts goes through `ContentTransaction` instead).
    public static func write(_ lock: TranslationLock, content: Content) throws(WriteRefused) {
        let failures = FileSetCommit.commit(plannedFiles(lock, content: content), projectRoot: ProjectLock.projectRoot(ofContent: content.directory))
        if !failures.isEmpty { throw WriteRefused(diagnostics: failures) }
    }
}
