import Synchronization

/// The Chinese of the model's strings, as the translators' reference catalog gives it.
///
/// A model string is made in many places (tables, figures, simulations, the reference
/// pages), often as a static value shared by every build in the process, so its Chinese
/// cannot be passed in where it is made. It is looked up here each time it is read, as
/// `NSLocalizedString` looks a key up in the main bundle: the build installs the project's
/// catalog before it draws anything, and every read after that sees it.
///
/// Installing adds to what the process holds and never removes: builds that run side by
/// side in one process (the tests, `duet serve` while a build runs) never see another
/// build's catalog vanish under them. What a build must say about its own catalog (a key
/// it lacks, an entry translated from other English) is worked out from that catalog and
/// the keys read so far (`findings(for:)`), not from what is installed.
public enum ModelStrings {
    /// One catalog entry: the Chinese, and the English it was translated from.
    public struct Entry: Sendable, Equatable {
        public let english: String
        public let chinese: String
        /// The entry's line in the catalog, for diagnostics.
        public let line: Int

        public init(english: String, chinese: String, line: Int) {
            self.english = english
            self.chinese = chinese
            self.line = line
        }
    }

    /// What a catalog lacks or holds out of date, against the model strings read so far.
    public struct Findings: Sendable, Equatable {
        /// Keys read that the catalog has no Chinese for, with their current English, by key.
        public var missing: [(key: String, english: String)] = []
        /// Keys whose entry was translated from other English, with the current English.
        public var stale: [(key: String, entry: Entry, english: String)] = []

        public static func == (lhs: Findings, rhs: Findings) -> Bool {
            lhs.missing.map(\.key) == rhs.missing.map(\.key) && lhs.stale.map(\.key) == rhs.stale.map(\.key)
        }
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// How many installs changed the entries: what is worked out from the Chinese and
        /// kept (an index of Chinese names) is kept with the generation it was made under.
        var generation = 0
        /// Every key read in this process, with the English it was read with.
        var read: [String: String] = [:]
    }

    private static let state = Mutex(State())

    /// Adds `entries` to the catalog every later read uses, replacing entries of the same key.
    public static func install(_ entries: [String: Entry]) {
        state.withLock { state in
            let merged = state.entries.merging(entries) { _, new in new }
            if merged != state.entries {
                state.entries = merged
                state.generation += 1
            }
        }
    }

    /// Changes whenever an install changes the entries.
    public static var generation: Int { state.withLock { $0.generation } }

    /// The Chinese for `key`, or `english` when no installed catalog has any.
    static func chinese(key: String, english: String) -> String {
        state.withLock { state in
            if state.read[key] == nil { state.read[key] = english }
            guard let entry = state.entries[key], !entry.chinese.isEmpty else { return english }
            return entry.chinese
        }
    }

    /// Every model string read so far in this process: its key and the English it was read with.
    public static func readStrings() -> [String: String] {
        state.withLock { $0.read }
    }

    /// What `catalog` lacks or holds out of date, against every model string read so far
    /// in this process, sorted by key.
    public static func findings(for catalog: [String: Entry]) -> Findings {
        let read = state.withLock { $0.read }
        var findings = Findings()
        for key in read.keys.sorted() {
            let english = read[key]!
            if let entry = catalog[key], !entry.chinese.isEmpty {
                if entry.english != english { findings.stale.append((key, entry, english)) }
            } else {
                findings.missing.append((key, english))
            }
        }
        return findings
    }
}
