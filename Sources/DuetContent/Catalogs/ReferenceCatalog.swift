import DuetModel
import DuetSupport
import Foundation

/// `content/zh/reference.po`: the Chinese of every string the model and the generated
/// pages show (reference pages, tables, figures, the playground), which translators keep
/// with any PO editor. `msgctxt` is the string's id in the model, `msgid` the English the
/// Chinese was written for, `msgstr` the Chinese.
///
/// A project without the file builds, and its Chinese pages show those strings in English.
public struct ReferenceCatalog: Sendable {
    /// The catalog's place in the content folder.
    public static let relativePath = "zh/reference.po"

    public let path: String
    public let entries: [String: ModelStrings.Entry]
    /// A digest of the file's bytes, for caches of what is drawn with it.
    public let digest: String

    /// The catalog in `contentDirectory`, or nil when it has none; a catalog that does not
    /// read is nil with the diagnostics that say why, at their lines.
    public static func load(contentDirectory: String) -> (ReferenceCatalog?, [Diagnostic]) {
        let path = join(contentDirectory, relativePath)
        guard FileManager.default.fileExists(atPath: path) else { return (nil, []) }
        // Like every file of the content, read only if it resolves inside the content folder.
        var bytes: [UInt8]
        switch SourceFile.readBytes(path, confinedTo: contentDirectory) {
        case .success(let read): bytes = read
        case .failure(let refusal): return (nil, [refusal])
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let (catalog, diagnostics) = POCatalog.parse(bytes: bytes, path: path)
        guard let catalog, !diagnostics.contains(where: { $0.severity == .error }) else { return (nil, diagnostics) }
        var entries: [String: ModelStrings.Entry] = [:]
        var problems = diagnostics
        for entry in catalog.entries {
            guard !entry.context.isEmpty else {
                problems.append(.error("reference.no-id", at: FileLocation(file: path, line: max(1, entry.line)),
                                       "this entry has no `msgctxt`: a model string is known by its id",
                                       fix: "add the string's id as `msgctxt`, as the other entries have"))
                continue
            }
            entries[entry.context] = ModelStrings.Entry(english: entry.id, chinese: entry.string, line: max(1, entry.line))
        }
        var hasher = StableHasher()
        hasher.combine(bytes: bytes)
        return (ReferenceCatalog(path: path, entries: entries, digest: hasher.hex), problems)
    }

    /// Every model string read so far that this catalog has no Chinese for (an error: the
    /// Chinese page would show English), and every entry written for English that has
    /// changed since (a warning: its Chinese is still shown).
    public func findings() -> [Diagnostic] {
        let findings = ModelStrings.findings(for: entries)
        let end = FileLocation(file: path, line: max(1, (entries.values.map(\.line).max() ?? 0) + 3))
        var diagnostics = findings.missing.map { missing in
            Diagnostic.error("reference.missing", at: entries[missing.key].map { FileLocation(file: path, line: $0.line) } ?? end,
                             "model string `\(missing.key)` (\"\(missing.english)\") has no Chinese",
                             fix: "add an entry with `msgctxt \"\(missing.key)\"`, the English as `msgid` and the Chinese as `msgstr`")
        }
        diagnostics += findings.stale.map { stale in
            Diagnostic.warning("reference.stale", at: FileLocation(file: path, line: stale.entry.line),
                               "the English of `\(stale.key)` changed after its Chinese was written: it is now \"\(stale.english)\"",
                               fix: "check the Chinese against the new English, then set the entry's `msgid` to it")
        }
        return diagnostics
    }
}
