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

    /// What the catalog's Chinese must hold whatever the model reads: the glossary's terms
    /// (no forbidden variant, outside the table word lists), full-width colons after Han characters, and exactly the
    /// placeholders of its English, each at its entry's line.
    public func checks(glossary: Glossary) -> [Diagnostic] {
        let forbidden = TerminologyCheck.VariantIndex(TerminologyCheck.forbiddenVariants(of: glossary))
        var diagnostics: [Diagnostic] = []
        for (key, entry) in entries.sorted(by: { $0.value.line < $1.value.line }) where !entry.chinese.isEmpty {
            let location = FileLocation(file: path, line: entry.line)
            // A table word list names forbidden variants on purpose: a hand-written table
            // that still uses one is read as meant, and the terminology check reports the
            // word in the table itself.
            if !key.hasPrefix("table-words."), let (variant, term) = forbidden.firstPresent(in: entry.chinese) {
                diagnostics.append(.error("terminology.forbidden", at: location,
                                          "`\(key)`: “\(variant)” is a forbidden variant of “\(term.zh)” (\(term.en))",
                                          fix: "use \(term.zh)"))
            }
            let scalars = Array(entry.chinese.unicodeScalars)
            if scalars.indices.dropFirst().contains(where: { scalars[$0] == ":" && ChineseStyleCheck.isHan(scalars[$0 - 1]) }) {
                diagnostics.append(.error("zh.half-width-colon", at: location, "`\(key)`: a half-width colon after a Chinese character",
                                          fix: "use the full-width colon (U+FF1A)"))
            }
            let english = Self.placeholders(in: entry.english), chinese = Self.placeholders(in: entry.chinese)
            if english != chinese {
                let missing = english.subtracting(chinese).sorted(), extra = chinese.subtracting(english).sorted()
                let said = (missing.isEmpty ? [] : ["lacks " + missing.map { "{\($0)}" }.joined(separator: ", ")])
                    + (extra.isEmpty ? [] : ["has " + extra.map { "{\($0)}" }.joined(separator: ", ") + ", which the English does not"])
                diagnostics.append(.error("reference.placeholder", at: location, "`\(key)`: the Chinese " + said.joined(separator: " and "),
                                          fix: "keep every `{name}` of the English in the Chinese, spelled the same"))
            }
        }
        return diagnostics
    }

    /// The `{name}` placeholders of a model string.
    package static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "}") else { break }
            let name = rest[after..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.insert(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return names
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
