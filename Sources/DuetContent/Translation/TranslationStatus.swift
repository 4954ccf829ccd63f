import DuetMarkdown
import DuetSupport

/// Where each page's translation stands against `translations.lock`.
public struct TranslationStatus: Sendable {
    /// A Chinese block whose English source changed since it was accepted.
    public struct StaleBlock: Sendable, Hashable {
        public let chinese: FileLocation
        public let english: FileLocation
        public let blockIndex: Int
        /// Whether the change is `EnglishEdit.minor` rather than `.changed`.
        public var minor = false
    }

    /// Where a page's Chinese blocks stand. The states are the ones a translator knows
    /// from a CAT tool, and they never overlap: every block is in exactly one.
    public struct Page: Sendable, Codable, Hashable {
        public let fileName: String
        /// Accepted for the current English, or for English that renders the same.
        public var translated = 0
        /// The English changed since the block was accepted (`EnglishEdit.changed`).
        public var stale = 0
        /// The English changed only in punctuation or one word's spelling since it was
        /// accepted (`EnglishEdit.minor`): `duet accept --minor` takes it.
        public var minor = 0
        /// Chinese present and aligned, never accepted (no lock line), or its page does
        /// not align with the English, so what was accepted is not known.
        public var unreviewed = 0
        /// Marked fuzzy by a reviewer or imported fuzzy (the lock line ends ` review`).
        public var needsReview = 0
        /// No Chinese for it: the page has no Chinese file, or the block has no Chinese
        /// counterpart in the alignment.
        public var untranslated = 0
        /// The pages do not align (`alignment.mismatch`): block numbers have shifted, so
        /// which blocks are stale is not known, and none is named until the pair aligns.
        public var misaligned = false

        /// Every block that is neither translated nor changed since it was accepted.
        public var missing: Int { untranslated + unreviewed + needsReview }
        /// The blocks a translator or reviewer still has to look at.
        public var needingWork: Int { stale + minor + missing }
        public var blocks: Int { translated + needingWork }

        public init(fileName: String) { self.fileName = fileName }

        enum CodingKeys: String, CodingKey {
            case fileName, translated, stale, minor, unreviewed, needsReview, untranslated, missing, misaligned
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fileName, forKey: .fileName)
            try container.encode(translated, forKey: .translated)
            try container.encode(stale, forKey: .stale)
            try container.encode(minor, forKey: .minor)
            try container.encode(unreviewed, forKey: .unreviewed)
            try container.encode(needsReview, forKey: .needsReview)
            try container.encode(untranslated, forKey: .untranslated)
            try container.encode(missing, forKey: .missing)
            try container.encode(misaligned, forKey: .misaligned)
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            fileName = try container.decode(String.self, forKey: .fileName)
            translated = try container.decode(Int.self, forKey: .translated)
            stale = try container.decode(Int.self, forKey: .stale)
            minor = try container.decodeIfPresent(Int.self, forKey: .minor) ?? 0
            unreviewed = try container.decodeIfPresent(Int.self, forKey: .unreviewed) ?? 0
            needsReview = try container.decodeIfPresent(Int.self, forKey: .needsReview) ?? 0
            untranslated = try container.decodeIfPresent(Int.self, forKey: .untranslated) ?? 0
            // A report from before the states were told apart: all of it was "missing".
            if !container.contains(.unreviewed), let missing = try container.decodeIfPresent(Int.self, forKey: .missing) { unreviewed = missing }
            misaligned = try container.decodeIfPresent(Bool.self, forKey: .misaligned) ?? false
        }

        mutating func add(_ other: Page) {
            translated += other.translated
            stale += other.stale
            minor += other.minor
            unreviewed += other.unreviewed
            needsReview += other.needsReview
            untranslated += other.untranslated
        }
    }

    public let pages: [Page]
    /// Blocks whose English changed since they were accepted (`EnglishEdit.changed`).
    public let staleBlocks: [StaleBlock]
    /// Blocks whose English changed only slightly (`EnglishEdit.minor`).
    public let minorBlocks: [StaleBlock]
    /// Per page file name, the starts of the Chinese blocks whose translation may be out of
    /// date, for the note in the built page: stale blocks and, when the book keeps a lock,
    /// aligned blocks never accepted.
    public let staleStarts: [String: Set<SourceLocation>]
    public let diagnostics: [Diagnostic]

    public var total: Page {
        var total = Page(fileName: "Total")
        for page in pages { total.add(page) }
        return total
    }

    public init(content: Content, lock: TranslationLock, lockDiagnostics: [Diagnostic] = [], jobs: Int = ParallelWork.defaultJobs) {
        self.init(content: content, hashes: LockedHashes(lock), lockDiagnostics: lockDiagnostics, jobs: jobs)
    }

    init(content: Content, hashes lock: LockedHashes, lockDiagnostics: [Diagnostic], jobs: Int) {
        // Pairs are compared on all cores and joined in book order.
        let judge = EnglishEditJudge(content: content)
        let results = ParallelWork.map(content.pairs, jobs: jobs) { Self.compare($0, lock: lock, judge: judge, marksUnaccepted: !lock.isEmpty) }
        var pages: [Page] = []
        var stale: [StaleBlock] = []
        var starts: [String: Set<SourceLocation>] = [:]
        for (pair, result) in zip(content.pairs, results) {
            pages.append(result.page)
            stale += result.stale
            if !result.starts.isEmpty { starts[pair.fileName, default: []].formUnion(result.starts) }
        }
        self.pages = pages
        self.staleBlocks = stale.filter { !$0.minor }
        self.minorBlocks = stale.filter(\.minor)
        self.staleStarts = starts
        self.diagnostics = lockDiagnostics
    }

    /// One pair against the lock: its counts, its stale blocks and where they start. The
    /// pair's outline holds its aligned blocks with their English hashes, so no tree is read.
    private static func compare(_ pair: PagePair, lock: LockedHashes, judge: EnglishEditJudge,
                                marksUnaccepted: Bool) -> (page: Page, stale: [StaleBlock], starts: Set<SourceLocation>) {
        var stale: [StaleBlock] = []
        var starts: Set<SourceLocation> = []
        var page = Page(fileName: pair.fileName)
        let outline = pair.outline
        guard let en = pair.en, let zh = pair.zh else {
            page.untranslated = outline.blockCount
            return (page, stale, starts)
        }
        // While the pages do not align, a lock line meets another block than it was
        // written for: a "stale" block would be a false alarm whose advice (accept it)
        // damages the lock. The blocks count as not known (unreviewed) until they align.
        if outline.misaligned {
            page.misaligned = true
            page.unreviewed = outline.blockCount
            return (page, stale, starts)
        }
        // The pair's hashes are found once, not once per block (150,000 blocks at 10,000 pairs).
        let hashes = lock.hashes(fileName: pair.fileName)
        let review = lock.review[pair.fileName] ?? []
        for block in outline.alignedBlocks {
            guard let recorded = LockedHashes.hash(in: hashes, block: block.chineseIndex) else {
                page.unreviewed += 1
                if marksUnaccepted { starts.insert(block.chineseStart) }
                continue
            }
            if review.contains(block.chineseIndex) {
                page.needsReview += 1
                starts.insert(block.chineseStart)
                continue
            }
            let edit = recorded == block.englishHash ? .sameRendering : judge.edit(fromHash: recorded, to: en.blockText(startingAt: block.englishStart))
            switch edit {
            case .sameRendering:
                page.translated += 1
            case .minor:
                page.minor += 1
                stale.append(StaleBlock(chinese: FileLocation(file: zh.path, block.chineseStart),
                                        english: FileLocation(file: en.path, block.englishStart), blockIndex: block.chineseIndex, minor: true))
            case .changed:
                page.stale += 1
                stale.append(StaleBlock(chinese: FileLocation(file: zh.path, block.chineseStart),
                                        english: FileLocation(file: en.path, block.englishStart), blockIndex: block.chineseIndex))
                starts.insert(block.chineseStart)
            }
        }
        page.untranslated += outline.blockCount - outline.alignedBlocks.count
        return (page, stale, starts)
    }

    /// Reads the lock of the content's folder and compares. A well-formed lock is read
    /// straight into `LockedHashes`; any other is read by `TranslationLock`, which reports
    /// what is wrong with it.
    public static func compute(_ content: Content, jobs: Int = ParallelWork.defaultJobs) -> TranslationStatus {
        compute(content, hashes: lockedHashes(of: content), jobs: jobs)
    }

    /// The status from the lock's hashes when `lockedHashes(of:)` could read them; the
    /// lock is read the general way, which reports each problem at its line, otherwise.
    package static func compute(_ content: Content, hashes: LockedHashes?, jobs: Int) -> TranslationStatus {
        if let hashes {
            return TranslationStatus(content: content, hashes: hashes, lockDiagnostics: [], jobs: jobs)
        }
        let (lock, diagnostics) = TranslationLock.load(contentDirectory: content.directory)
        return TranslationStatus(content: content, lock: lock, lockDiagnostics: diagnostics, jobs: jobs)
    }

    /// The content's `translations.lock` read the fast way (`LockedHashes.read`); nil when
    /// it is missing or not entirely well formed.
    package static func lockedHashes(of content: Content) -> LockedHashes? {
        lockedHashes(inDirectory: content.directory)
    }

    /// The lock of the content folder `directory`, read as `lockedHashes(of:)` reads it;
    /// with a cache folder, kept there for the next build (`LockedHashesCache`).
    package static func lockedHashes(inDirectory directory: String, cacheDirectory: String? = nil) -> LockedHashes? {
        if let cacheDirectory { return LockedHashesCache.lockedHashes(inDirectory: directory, cacheDirectory: cacheDirectory) }
        return SourceFile.readBytes(join(directory, TranslationLock.fileName)).flatMap(LockedHashes.read)
    }

    /// The columns of `table()`, in order: a state's heading and its count.
    static let columns: [(heading: String, count: @Sendable (Page) -> Int)] = [
        ("Translated", \.translated), ("Minor", \.minor), ("Stale", \.stale),
        ("Needs review", \.needsReview), ("Unreviewed", \.unreviewed), ("Untranslated", \.untranslated),
    ]

    /// An aligned text table: page, then a count per state, then a total row.
    public func table() -> String {
        let rows = pages + [total]
        let nameWidth = max(rows.map(\.fileName.count).max() ?? 0, "Page".count)
        func pad(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
        func line(_ name: String, _ cells: [String]) -> String {
            ([name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)]
                + zip(cells, Self.columns).map { pad($0, $1.heading.count) }).joined(separator: "  ") + "\n"
        }
        var out = line("Page", Self.columns.map(\.heading))
        for (index, row) in rows.enumerated() {
            if index == rows.count - 1 {
                out += String(repeating: "-", count: nameWidth + Self.columns.reduce(0) { $0 + 2 + $1.heading.count }) + "\n"
            }
            out += line(row.fileName, Self.columns.map { String($0.count(row)) })
        }
        return out
    }
}

/// Records the current English as translated, for the blocks whose alignment is intact.
public enum TranslationAcceptance {
    public struct Result: Sendable {
        public var accepted = 0
        public var skipped = 0
    }

    /// Updates the lock for one page pair: exactly its aligned blocks get entries.
    public static func accept(_ pair: PagePair, into lock: inout TranslationLock) -> Result {
        var result = Result()
        guard let en = pair.en, let zh = pair.zh else {
            lock.replace(fileName: pair.fileName, with: [:])
            result.skipped = (pair.en ?? pair.zh)?.document.children.count ?? 0
            return result
        }
        let alignment = BlockAlignment(english: en.document, chinese: zh.document)
        var hashes: [Int: String] = [:]
        for (enBlock, zhBlock) in alignment.pairs {
            hashes[zhBlock.index] = FNV1a64.blockHash(en.sourceText(of: enBlock.node))
        }
        lock.replace(fileName: pair.fileName, with: hashes)
        result.accepted = hashes.count
        result.skipped = zh.document.children.count - hashes.count
        return result
    }

    /// Accepts the page's blocks whose English changed only slightly since they were
    /// accepted (`EnglishEdit.minor`), and moves blocks whose English renders the same to
    /// its current hash; every other line of the lock is left as it is. Returns how many
    /// minor blocks were accepted.
    public static func acceptMinor(_ pair: PagePair, into lock: inout TranslationLock, judge: EnglishEditJudge) -> Int {
        guard let en = pair.en, let zh = pair.zh else { return 0 }
        let alignment = BlockAlignment(english: en.document, chinese: zh.document)
        guard alignment.mismatches.isEmpty else { return 0 }
        var accepted = 0
        for (enBlock, zhBlock) in alignment.pairs {
            guard let recorded = lock.hash(fileName: pair.fileName, block: zhBlock.index),
                  !lock.needsReview(fileName: pair.fileName, block: zhBlock.index) else { continue }
            let english = en.sourceText(of: enBlock.node)
            let hash = FNV1a64.blockHash(english)
            guard recorded != hash else { continue }
            switch judge.edit(fromHash: recorded, to: english) {
            case .minor:
                accepted += 1
                lock.accept(fileName: pair.fileName, block: zhBlock.index, hash: hash)
            case .sameRendering:
                lock.accept(fileName: pair.fileName, block: zhBlock.index, hash: hash)
            case .changed:
                continue
            }
        }
        return accepted
    }

    /// The pair a person names: its file name (`01-adaptive-model.md`), with or without
    /// `.md`, or its slug in either language.
    public static func pair(named name: String, in content: Content) -> PagePair? {
        content.pairs.first { pair in
            pair.fileName == name || pair.fileName == name + ".md"
                || pair.en?.slug == name || pair.zh?.slug == name
        }
    }
}
