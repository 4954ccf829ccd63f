import DuetSupport
import Foundation

/// Runs the checks. Checks that look at one page pair at a time run on pairs in batches,
/// so a large book's trees can be forgotten batch by batch (`Content.releasesTrees`);
/// with a cache folder their findings are kept per pair, keyed by the pair's text, and a
/// later build re-runs them only on pairs that changed. The link check's findings are kept
/// per pair too, under the book's link targets as well (`LinkTargets`). The other checks
/// that look across pages (the lock file, glossary collisions) read outlines and always
/// run on the whole book. Diagnostics are sorted for output, so the order in which cached and fresh
/// findings are joined does not show.
package enum CheckCache {
    /// Checks whose findings for a pair depend only on that pair, the glossary and the
    /// model (which is part of the executable).
    static let pairLocal: Set<String> = ["nesting", "alignment", "terminology", "symbols", "code", "model tables", "symbol resolution", "short case context", "chinese style", "control characters"]

    /// Pairs checked together before their trees may be forgotten.
    package static let batchSize = 256

    /// `whileParsed` sees each batch of a large book's checked pairs before their trees are
    /// forgotten, so work that needs the trees can be done without parsing them again.
    /// `beforeChecking` is told which pairs are checked afresh (the others' findings are
    /// the cache's) before any check runs, so work that does not need the findings can
    /// start beside them.
    package static func diagnostics(_ checks: [any ContentCheck], in context: CheckContext, cacheDirectory: String?,
                            whileParsed: (([PagePair]) -> Void)? = nil,
                            beforeChecking: (([PagePair]) -> Void)? = nil) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        let local = checks.filter { pairLocal.contains($0.name) }
        let global = checks.filter { !pairLocal.contains($0.name) }
        let file = cacheDirectory.map { join($0, "checks-" + FNV1a64.hex(URL(fileURLWithPath: content.directory).standardizedFileURL.path) + ".txt") }
        let cached = file.map(load) ?? [:]
        let shared = sharedKey(local, content: content)
        let keys = ParallelWork.map(content.pairs, jobs: context.jobs) { pairKey(shared, $0) }

        var result: [Diagnostic] = []
        var next: [String: [Diagnostic]] = [:]
        next.reserveCapacity(2 * keys.count)
        let (fresh, freshKeys) = reuse(content.pairs, keys: keys, cached: cached, into: &result, keeping: &next)
        beforeChecking?(fresh)
        var found: [Diagnostic] = []
        let batch = content.releasesTrees ? batchSize : max(fresh.count, 1)
        let jobs = context.jobs
        for start in stride(from: 0, to: fresh.count, by: batch) {
            let pairs = Array(fresh[start..<min(start + batch, fresh.count)])
            // Each worker runs every check on its own share of the batch: the checks take
            // very different times, so giving each check to a worker left workers idle at
            // the end of every batch. A few shares per worker even out uneven pairs (what a
            // check derives from the glossary is made once, see `DerivedTables`).
            let shareCount = ParallelWork.clamped(jobs) * 4
            let shareSize = max(1, (pairs.count + shareCount - 1) / shareCount)
            let shares = stride(from: 0, to: pairs.count, by: shareSize).map { Array(pairs[$0..<min($0 + shareSize, pairs.count)]) }
            found += ParallelWork.map(shares, jobs: jobs) { share -> [Diagnostic] in
                let shareContext = context.narrowed(to: share)
                return local.flatMap { $0.diagnostics(in: shareContext) }
            }.flatMap { $0 }
            if content.releasesTrees { whileParsed?(pairs) }
            content.releaseTrees(of: pairs)
        }
        result += found

        // File each fresh finding under its pair; if one cannot be placed, keep nothing
        // new rather than a cache that could hide it next time.
        var placed = fileFindings(found, checked: fresh, keys: freshKeys, into: &next)

        // The link check looks across pages, but a pair's findings depend only on its own
        // text and on the link targets (`LinkTargets`): with a cache, pairs whose key and
        // targets are unchanged take their findings from it, and only the others are checked.
        let linkCheck = global.lazy.compactMap { $0 as? LinkCheck }.first
        let others = global.filter { !($0 is LinkCheck) }
        if let linkCheck {
            if file != nil {
                let targets = LinkTargets.digest(context)
                let linkKeys = keys.map { linkKey(targets: targets, pairKey: $0) }
                let (toCheck, checkedKeys) = reuse(content.pairs, keys: linkKeys, cached: cached, into: &result, keeping: &next)
                let linkFindings = linkCheck.diagnostics(of: toCheck, in: context)
                result += linkFindings
                placed = fileFindings(linkFindings, checked: toCheck, keys: checkedKeys, into: &next) && placed
            } else {
                result += linkCheck.diagnostics(in: context)
            }
        }
        // Written while the checks across pages run (its JSON is a few hundredths of a
        // second for a large book); done before this returns.
        let entries = next
        let saved = placed ? file.map { file in BackgroundResult { save(entries, to: file) } } : nil

        let all = context
        result += ParallelWork.map(others, jobs: context.jobs) { $0.diagnostics(in: all) }.flatMap { $0 }
        _ = saved?.value
        return result
    }

    private static func sharedKey(_ checks: [any ContentCheck], content: Content) -> String {
        var hasher = StableHasher()
        hasher.combine("duet-checks-1")
        hasher.combine(ExecutableIdentity.current)
        for check in checks { hasher.combine(check.name) }
        // Without blocking, like every read of a file in content/ (`SourceFile.readBytes`).
        // The model's Chinese, which a prose table's cells are compared with, is the catalog's.
        for name in ["glossary.yml", ReferenceCatalog.relativePath] {
            hasher.combine(SourceFile.readBytes(join(content.directory, name)).map { String(decoding: $0, as: UTF8.self) })
        }
        return hasher.hex
    }

    /// The pairs whose findings `cached` has under their key (those findings go to
    /// `result` and are kept in `next`), and the others with their keys, to be checked.
    private static func reuse(_ pairs: [PagePair], keys: [String], cached: [String: [Diagnostic]],
                              into result: inout [Diagnostic], keeping next: inout [String: [Diagnostic]]) -> ([PagePair], [String]) {
        var fresh: [PagePair] = []
        var freshKeys: [String] = []
        for (pair, key) in zip(pairs, keys) {
            if let found = cached[key] {
                result += found
                next[key] = found
            } else {
                fresh.append(pair)
                freshKeys.append(key)
            }
        }
        return (fresh, freshKeys)
    }

    /// Files the findings of the pairs `checked` (under `keys`) in `next`; false if one is
    /// in a file none of them has. Only the pairs checked afresh have fresh findings.
    private static func fileFindings(_ findings: [Diagnostic], checked: [PagePair], keys: [String],
                             into next: inout [String: [Diagnostic]]) -> Bool {
        var keyByPath: [String: String] = [:]
        keyByPath.reserveCapacity(2 * checked.count)
        for (pair, key) in zip(checked, keys) {
            for page in pair.pages { keyByPath[page.path] = key }
            next[key] = []
        }
        for finding in findings {
            guard let key = keyByPath[finding.location.file] else { return false }
            next[key, default: []].append(finding)
        }
        return true
    }

    /// The key of a pair's link findings: its own key and the book's link targets.
    private static func linkKey(targets: String, pairKey: String) -> String {
        var hasher = StableHasher()
        hasher.combine("links")
        hasher.combine(targets)
        hasher.combine(pairKey)
        return hasher.hex
    }

    private static func pairKey(_ shared: String, _ pair: PagePair) -> String {
        var hasher = StableHasher()
        hasher.combine(shared)
        hasher.combine(pair.fileName)
        for page in [pair.en, pair.zh] {
            hasher.combine(page?.path)
            hasher.combine(page?.digest)
        }
        return hasher.hex
    }

    /// The file's first line.
    static let header = "duet-checks-2"

    /// Reads what `encode` wrote; anything else (another header, a line that does not
    /// read back) is an empty cache, so every pair is checked again.
    ///
    /// One line per pair: its key, a tab, and its findings as JSON, or nothing when it has
    /// none. Almost every pair has none, and a JSON document of 10,000 keys took an edit's
    /// rebuild a hundredth of a second to read and another to write.
    static func decode(_ bytes: [UInt8]) -> [String: [Diagnostic]] {
        var lines = CacheFields.lines(bytes)[...]
        guard let first = lines.popFirst(), first.elementsEqual(header.utf8), lines.last?.isEmpty == true else { return [:] }
        lines.removeLast()
        var entries: [String: [Diagnostic]] = [:]
        entries.reserveCapacity(lines.count)
        let decoder = JSONDecoder()
        for line in lines {
            guard let tab = line.firstIndex(of: 9) else { return [:] }
            let key = String(decoding: line[..<tab], as: UTF8.self)
            let findings = line[(tab + 1)...]
            if findings.isEmpty {
                entries[key] = []
            } else {
                guard let decoded = try? decoder.decode([Diagnostic].self, from: Data(findings)) else { return [:] }
                entries[key] = decoded
            }
        }
        return entries
    }

    /// The lines `decode` reads, sorted by key. JSON has no raw line breaks or tabs in it
    /// (they are escaped inside strings), so a line is always one entry.
    static func encode(_ entries: [String: [Diagnostic]]) -> [UInt8]? {
        var out = Array((header + "\n").utf8)
        out.reserveCapacity(entries.count * 40)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (key, findings) in NameSorting.sorted(Array(entries), by: \.key) {
            guard !key.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 }) else { return nil }
            out += key.utf8
            out.append(9)
            if !findings.isEmpty {
                guard let json = try? encoder.encode(findings) else { return nil }
                out += json
            }
            out.append(10)
        }
        return out
    }

    private static func load(_ file: String) -> [String: [Diagnostic]] {
        SourceFile.readBytes(file).map(decode) ?? [:]
    }

    private static func save(_ entries: [String: [Diagnostic]], to file: String) {
        guard let bytes = encode(entries) else { return }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
