import DuetMarkdown
import DuetSupport

/// Where each page's translation stands against `translations.lock`.
public struct TranslationStatus: Sendable {
    /// A Chinese block whose English source changed since it was accepted.
    public struct StaleBlock: Sendable, Hashable {
        public let chinese: FileLocation
        public let english: FileLocation
        public let blockIndex: Int
    }

    public struct Page: Sendable, Codable, Hashable {
        public let fileName: String
        /// Chinese blocks whose English still hashes as accepted.
        public var translated = 0
        /// Chinese blocks whose English changed since.
        public var stale = 0
        /// Blocks with no lock entry or no intact counterpart (untracked).
        public var missing = 0
        /// The pages do not align (`alignment.mismatch`): block numbers have shifted, so
        /// which blocks are stale is not known, and none is named until the pair aligns.
        public var misaligned = false

        public init(fileName: String) { self.fileName = fileName }

        enum CodingKeys: String, CodingKey { case fileName, translated, stale, missing, misaligned }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            fileName = try container.decode(String.self, forKey: .fileName)
            translated = try container.decode(Int.self, forKey: .translated)
            stale = try container.decode(Int.self, forKey: .stale)
            missing = try container.decode(Int.self, forKey: .missing)
            misaligned = try container.decodeIfPresent(Bool.self, forKey: .misaligned) ?? false
        }
    }

    public let pages: [Page]
    public let staleBlocks: [StaleBlock]
    /// Per page file name, the starts of the Chinese blocks whose translation may be out of
    /// date, for the note in the built page: stale blocks and, when the book keeps a lock,
    /// aligned blocks never accepted.
    public let staleStarts: [String: Set<SourceLocation>]
    public let diagnostics: [Diagnostic]

    public var total: Page {
        var total = Page(fileName: "Total")
        for page in pages {
            total.translated += page.translated
            total.stale += page.stale
            total.missing += page.missing
        }
        return total
    }

    public init(content: Content, lock: TranslationLock, lockDiagnostics: [Diagnostic] = [], jobs: Int = ParallelWork.defaultJobs) {
        self.init(content: content, hashes: LockedHashes(lock), lockDiagnostics: lockDiagnostics, jobs: jobs)
    }

    init(content: Content, hashes lock: LockedHashes, lockDiagnostics: [Diagnostic], jobs: Int) {
        // Pairs are compared on all cores and joined in book order.
        let results = ParallelWork.map(content.pairs, jobs: jobs) { Self.compare($0, lock: lock, marksUnaccepted: !lock.isEmpty) }
        var pages: [Page] = []
        var stale: [StaleBlock] = []
        var starts: [String: Set<SourceLocation>] = [:]
        for (pair, result) in zip(content.pairs, results) {
            pages.append(result.page)
            stale += result.stale
            if !result.starts.isEmpty { starts[pair.fileName, default: []].formUnion(result.starts) }
        }
        self.pages = pages
        self.staleBlocks = stale
        self.staleStarts = starts
        self.diagnostics = lockDiagnostics
    }

    /// One pair against the lock: its counts, its stale blocks and where they start. The
    /// pair's outline holds its aligned blocks with their English hashes, so no tree is read.
    private static func compare(_ pair: PagePair, lock: LockedHashes, marksUnaccepted: Bool) -> (page: Page, stale: [StaleBlock], starts: Set<SourceLocation>) {
        var stale: [StaleBlock] = []
        var starts: Set<SourceLocation> = []
        var page = Page(fileName: pair.fileName)
        let outline = pair.outline
        guard let en = pair.en, let zh = pair.zh else {
            page.missing = outline.blockCount
            return (page, stale, starts)
        }
        // While the pages do not align, a lock line meets another block than it was
        // written for: a "stale" block would be a false alarm whose advice (accept it)
        // damages the lock. The blocks count as not known (missing) until they align.
        if outline.misaligned {
            page.misaligned = true
            page.missing = outline.blockCount
            return (page, stale, starts)
        }
        // The pair's hashes are found once, not once per block (150,000 blocks at 10,000 pairs).
        let hashes = lock.hashes(fileName: pair.fileName)
        for block in outline.alignedBlocks {
            guard let recorded = LockedHashes.hash(in: hashes, block: block.chineseIndex) else {
                page.missing += 1
                if marksUnaccepted { starts.insert(block.chineseStart) }
                continue
            }
            if recorded == block.englishHash {
                page.translated += 1
            } else {
                page.stale += 1
                stale.append(StaleBlock(chinese: FileLocation(file: zh.path, block.chineseStart),
                                        english: FileLocation(file: en.path, block.englishStart), blockIndex: block.chineseIndex))
                starts.insert(block.chineseStart)
            }
        }
        page.missing += outline.blockCount - outline.alignedBlocks.count
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

    /// An aligned text table: page, translated, stale, missing, then a total row.
    public func table() -> String {
        let rows = pages + [total]
        let nameWidth = max(rows.map(\.fileName.count).max() ?? 0, "Page".count)
        func line(_ name: String, _ a: String, _ b: String, _ c: String) -> String {
            name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                + pad(a, "Translated".count) + "  " + pad(b, "Stale".count) + "  " + pad(c, "Missing".count)
        }
        func pad(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
        var out = line("Page", "Translated", "Stale", "Missing") + "\n"
        for (index, row) in rows.enumerated() {
            if index == rows.count - 1 {
                out += String(repeating: "-", count: nameWidth + 2 + "Translated  Stale  Missing".count) + "\n"
            }
            out += line(row.fileName, String(row.translated), String(row.stale), String(row.missing)) + "\n"
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

    /// The pair a person names: its file name (`01-adaptive-model.md`), with or without
    /// `.md`, or its slug in either language.
    public static func pair(named name: String, in content: Content) -> PagePair? {
        content.pairs.first { pair in
            pair.fileName == name || pair.fileName == name + ".md"
                || pair.en?.slug == name || pair.zh?.slug == name
        }
    }
}
