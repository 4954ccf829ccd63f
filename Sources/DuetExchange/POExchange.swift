import DuetContent
import DuetSite
import DuetMarkdown
import Foundation
import DuetSupport

/// Translators' exchange through gettext catalogs: one entry per aligned block pair,
/// exported with everything duet knows about the block, and imported back block by block
/// after the same checks `duet check` runs, so nothing unchecked reaches the Chinese pages.
public enum POExchange {
    /// One aligned block pair and its stable id (see `TranslatableBlock`).
    typealias Block = TranslatableBlock

    static func blocks(of pair: PagePair) -> [Block] { TranslatableBlock.blocks(of: pair) }

    /// The Chinese catalog and its template (header: `POCatalogHeader`) (the same entries, empty translations).
    public static func export(_ content: Content, lock: TranslationLock, previous: AcceptedEnglish = AcceptedEnglish(),
                              page: String? = nil) -> (catalog: POCatalog, template: POCatalog) {
        let finder = EnglishTermFinder(glossary: content.glossary)
        let judge = EnglishEditJudge(content: content, accepted: previous)
        var entries: [POCatalog.Entry] = []
        let pages = content.pairs.filter { page == nil || $0.fileName == page || $0.fileName == (page ?? "") + ".md" }
        for pair in pages {
            for block in blocks(of: pair) {
                var entry = POCatalog.Entry(context: block.id, id: block.englishText, string: block.chineseText)
                for term in finder.terms(in: block.en.node.proseText) {
                    var comment = "term: \(term.en) = \(term.zh)"
                    if !term.zhForbidden.isEmpty { comment += " (never \(term.zhForbidden.joined(separator: ", ")))" }
                    entry.extractedComments.append(comment)
                }
                let spans = codeSpans(in: block.en.node)
                if !spans.isEmpty { entry.extractedComments.append("keep as is: " + spans.map { "`\($0)`" }.joined(separator: " ")) }
                entry.references = ["content/en/\(pair.fileName):\(block.en.start.line)", "content/zh/\(pair.fileName):\(block.zh.start.line)"]
                // Stale or minor (the English changed since it was accepted), marked for
                // review, or never accepted.
                let accepted = lock.hash(fileName: pair.fileName, block: block.zh.index)
                entry.fuzzy = !lock.isAccepted(fileName: pair.fileName, block: block.zh.index, english: block.englishText, judge: judge)
                if entry.fuzzy, let accepted, accepted != FNV1a64.blockHash(block.englishText) { entry.previousID = previous.text(hash: accepted) }
                entry.extractedComments.append(ExportRecord(chinese: block.chineseText, fuzzy: entry.fuzzy).comment)
                entries.append(entry)
            }
        }
        let catalog = POCatalog(header: POCatalogHeader.fields(pages: pages), entries: entries)
        var template = catalog
        template.entries = entries.map { var entry = $0; entry.string = ""; entry.fuzzy = false; entry.previousID = nil; return entry }
        return (catalog, template)
    }

    /// The inline code spans of a block, in order: they must come back byte for byte.
    static func codeSpans(in node: MarkdownNode) -> [String] {
        var spans: [String] = []
        node.walk { child in
            if case .code(let code) = child.kind { spans.append(code) }
            return .visitChildren
        }
        return spans
    }

    /// The last line a block's text takes. cmark-gfm ends a list's range on the blank line
    /// after it, which its text ends with as a bare line ending; replacing that line too
    /// would join the next paragraph to the list.
    static func lastLine(of node: MarkdownNode, text: String) -> Int {
        node.range.start.line + max(1, LineSplice.lineCount(of: text)) - 1
    }

    /// The code spans missing from a translation and the ones typed instead, as the end
    /// of a message: "; missing `traitCollection`; typed instead `traitcollection`".
    static func spanDifference(expected: [String], found: [String]) -> String {
        var unmatched = found
        var missing: [String] = []
        for span in expected {
            if let index = unmatched.firstIndex(of: span) { unmatched.remove(at: index) } else { missing.append(span) }
        }
        func list(_ spans: [String]) -> String { spans.map { "`\($0)`" }.joined(separator: " ") }
        return (missing.isEmpty ? "" : "; missing \(list(missing))") + (unmatched.isEmpty ? "" : "; typed instead \(list(unmatched))")
    }

    /// What an import would change: the new text of Chinese blocks and the lock entries
    /// to accept. Nothing is written while `diagnostics` holds an error.
    public struct ImportPlan: Sendable {
        public struct Replacement: Sendable {
            public let path: String
            public let fileName: String
            public let chineseIndex: Int
            public let firstLine: Int
            public let lastLine: Int
            public let oldText: String
            public let newText: String
            /// The catalog entry (or XLIFF unit) the new text came from.
            public let entry: FileLocation
        }

        public var replacements: [Replacement] = []
        /// Lock entries to record: the Chinese block now translates the current English.
        public var accepted: [(fileName: String, block: Int, hash: String)] = []
        /// Acceptances withdrawn: a reviewer marked an accepted block fuzzy (or, in XLIFF,
        /// to be reviewed). The lock line stays, marked ` review`, so the block counts as
        /// needing review (not as never accepted) and the next export marks it fuzzy.
        public var withdrawn: [(fileName: String, block: Int)] = []
        /// New Chinese the translator imported with the fuzzy mark kept: recorded against
        /// the current English, marked ` review`.
        public var markedForReview: [(fileName: String, block: Int, hash: String)] = []
        /// Entries written (or kept) with the fuzzy mark: not accepted.
        public var leftFuzzy = 0
        public var diagnostics: [Diagnostic] = []
        public var unchanged = 0
        /// Entries left as exported whose English changed, or whose block is gone, since
        /// the export: nothing of the translator's to apply, so no error either.
        public var outdated = 0

        /// What the import did, in one line for the command to print.
        public var summary: String {
            var out = "Changed \(replacements.count) block(s), accepted \(accepted.count), \(leftFuzzy) fuzzy (not accepted)"
            if !withdrawn.isEmpty { out += ", \(withdrawn.count) acceptance(s) withdrawn by a fuzzy mark" }
            if !markedForReview.isEmpty { out += ", \(markedForReview.count) marked for review" }
            if outdated > 0 { out += ", \(outdated) left as exported for English that has changed since" }
            return out + ", \(unchanged) unchanged."
        }
    }

    public static func plan(_ catalog: POCatalog, path: String, content: Content, lock: TranslationLock,
                            format: String = "po") -> ImportPlan {
        var plan = ImportPlan()
        var byID: [String: Block] = [:]
        for pair in content.pairs { for block in blocks(of: pair) { byID[block.id] = block } }
        // Looked up by first character and compared as bytes: `String.contains` folds
        // character clusters through Foundation and took seconds per megabyte of translation.
        let forbidden = TerminologyCheck.VariantIndex(TerminologyCheck.forbiddenVariants(of: content.glossary))
        let editJudge = EnglishEditJudge(content: content)
        // Entries a converter wrote without duet's id are known by their references and
        // English (`ForeignEntryResolution`): no `msgctxt`, or, from xliff2po for English
        // that repeats, the references themselves as `msgctxt`.
        var entries = catalog.entries
        let foreign = { (entry: POCatalog.Entry) in entry.context.isEmpty || entry.context.hasPrefix("content/en/") }
        if entries.contains(where: foreign) {
            let pages = ForeignEntryResolution.blocksByPage(content)
            for index in entries.indices where foreign(entries[index]) {
                let references = ForeignEntryResolution.references([entries[index].context] + entries[index].references)
                if let id = ForeignEntryResolution.blockID(source: entries[index].id, references: references, pages: pages) {
                    entries[index].context = id
                }
            }
        }
        for entry in entries {
            let at = FileLocation(file: path, line: entry.line, column: 1)
            // What the catalog held at export. An entry still as exported, text and flag,
            // is no change of the translator's, whatever the content did since.
            let record = ExportRecord.find(in: entry.extractedComments)
            if let record, record.matches(entry.string), entry.fuzzy == record.fuzzy {
                if byID[entry.context]?.englishText == entry.id { plan.unchanged += 1 } else { plan.outdated += 1 }
                continue
            }
            guard let block = byID[entry.context] else {
                plan.diagnostics.append(.error(format + ".unknown-block", at: at, "no aligned block has the id `\(entry.context)`; the English changed or the page is gone",
                                               fix: "export a fresh catalog with `duet \(format) export` and carry the translation over"))
                continue
            }
            let zhLocation = FileLocation(file: block.pair.zh!.path, block.zh.start)
            guard entry.id == block.englishText else {
                plan.diagnostics.append(.error(format + ".source-changed", at: at, format == "po" ? "the msgid is not the current English of this block" : "the source is not the current English of this block",
                                               fix: "export a fresh catalog", related: zhLocation))
                continue
            }
            // An empty translation is never written (the block would lose its Chinese), but a
            // translator who cleared it, or a tool that dropped the target, must hear so.
            guard !entry.string.isEmpty else {
                plan.diagnostics.append(.warning(format + ".empty-translation", at: at,
                                                 (format == "po" ? "the msgstr is empty" : "the unit has no target text")
                                                    + "; the block keeps its current Chinese",
                                                 fix: "write the translation, or leave the entry as exported", related: zhLocation))
                continue
            }
            // The translator changed the entry, and the block's Chinese changed since the
            // export too (another import, an author's edit): neither may silently win.
            if let record, !record.matches(block.chineseText), entry.string != block.chineseText {
                plan.diagnostics.append(.error(format + ".conflict", at: at,
                                               "this block's Chinese changed in content/zh after the \(format == "po" ? "catalog" : "document") was exported, and the \(format == "po" ? "entry" : "unit") changes it too",
                                               fix: "keep one of the two: make your change in a fresh export (`duet \(format) export`), or edit content/zh by hand",
                                               related: zhLocation))
                continue
            }
            let hash = FNV1a64.blockHash(block.englishText)
            let acceptedNow = lock.isAccepted(fileName: block.pair.fileName, block: block.zh.index, english: block.englishText, judge: editJudge)
            // A fuzzy mark on a block accepted for the current English is a reviewer
            // withdrawing the acceptance; without the mark the entry accepts. A mark that
            // was there at export withdraws nothing unless it comes with new text: the
            // block was accepted after the export.
            let markedByTranslator = record.map { !$0.fuzzy || entry.string != block.chineseText } ?? true
            func judge() {
                if entry.fuzzy {
                    plan.leftFuzzy += 1
                    if acceptedNow && markedByTranslator {
                        plan.withdrawn.append((block.pair.fileName, block.zh.index))
                    } else if entry.string != block.chineseText && markedByTranslator {
                        plan.markedForReview.append((block.pair.fileName, block.zh.index, hash))
                    }
                } else if !acceptedNow {
                    plan.accepted.append((block.pair.fileName, block.zh.index, hash))
                }
            }
            if entry.string == block.chineseText {
                if entry.fuzzy == !acceptedNow { plan.unchanged += 1 } else { judge() }
                continue
            }
            // Every problem of the entry is reported, not the first only, so one run shows
            // a translator all there is to fix.
            var problems: [Diagnostic] = []
            // A NUL or another control character (a tab and line breaks aside) is invisible
            // in an editor and breaks the page for cmark-gfm and for readers; so is a format
            // character such as a right-to-left override or a zero-width space, which
            // reorders or splits what the reader sees.
            if let control = entry.string.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r") || (0x7F...0x9F).contains($0.value) }) {
                problems.append(.error(format + ".control-character", at: at,
                                       "the translation holds the control character \(InvisibleCharacters.codePoint(control))",
                                       fix: "remove it; translations are plain text", related: zhLocation))
            }
            if let invisible = entry.string.unicodeScalars.first(where: InvisibleCharacters.isFormat) {
                problems.append(.error(format + ".invisible-character", at: at,
                                       "the translation holds the invisible character \(InvisibleCharacters.codePoint(invisible)), \(InvisibleCharacters.description(of: invisible))",
                                       fix: "remove it; translations are plain text", related: zhLocation))
            }
            // The same checks as `duet check`, on the new text before it is written.
            let tree = MarkdownParser(firstLine: block.zh.start.line).parse(entry.string)
            if tree.children.count != 1 {
                problems.append(.error(format + ".skeleton", at: at, "the translation is \(tree.children.count) blocks; the English is one",
                                       fix: "keep one block per entry (no blank line inside a paragraph)", related: zhLocation))
            } else if let difference = BlockSkeleton.difference(english: block.en.skeleton, chinese: BlockSkeleton(tree.children[0])) {
                problems.append(.error(format + ".skeleton", at: at, "the translation does not have the English block's shape: \(difference)", related: zhLocation))
            }
            let expected = codeSpans(in: block.en.node).sorted(), found = codeSpans(in: tree).sorted()
            if expected != found {
                problems.append(.error(format + ".code-span", at: at, "the translation changes the block's code spans" + Self.spanDifference(expected: expected, found: found),
                                       fix: "keep every code span of the English byte for byte", related: zhLocation))
            }
            if let variant = forbidden.firstPresent(in: tree.proseText) {
                problems.append(.error(format + ".forbidden-term", at: at, "“\(variant.variant)” is a forbidden variant of “\(variant.entry.zh)” (\(variant.entry.en))",
                                       fix: "use \(variant.entry.zh)", related: zhLocation))
            }
            guard problems.isEmpty else {
                plan.diagnostics += problems
                continue
            }
            plan.replacements.append(ImportPlan.Replacement(
                path: block.pair.zh!.path, fileName: block.pair.fileName, chineseIndex: block.zh.index,
                firstLine: block.zh.node.range.start.line, lastLine: Self.lastLine(of: block.zh.node, text: block.chineseText),
                oldText: block.chineseText, newText: entry.string, entry: at))
            judge()
        }
        return plan
    }

    /// The change an import makes, as whole files: each Chinese page with its blocks
    /// replaced (every other byte kept, each line's own ending too, see `LineSplice`), and
    /// the lock and accepted English when entries are accepted. Pages are read again here,
    /// under the project lock the command holds, so what is replaced is what is on disk.
    public static func transaction(_ plan: ImportPlan, content: Content, lock: TranslationLock) throws(WriteRefused) -> ContentTransaction {
        guard !plan.diagnostics.hasErrors else { throw WriteRefused(diagnostics: plan.diagnostics) }
        var transaction = ContentTransaction(files: [])
        let byFile = Dictionary(grouping: plan.replacements, by: \.path)
        for (path, replacements) in byFile.sorted(by: { $0.key < $1.key }) {
            guard let bytes = SourceFile.readBytes(path) else {
                throw WriteRefused(diagnostics: [.error("io.unreadable", at: FileLocation(file: path),
                                                                      FileOperationError.last("read", path).description + "; nothing was written")])
            }
            var splice = LineSplice(String(decoding: bytes, as: UTF8.self))
            let ranges: [ClosedRange<Int>]
            do {
                ranges = try splice.apply(replacements.map { LineSplice.Replacement(firstLine: $0.firstLine, lastLine: $0.lastLine, newText: $0.newText) })
            } catch {
                throw WriteRefused(diagnostics: [.error("exchange.page-changed", at: FileLocation(file: path, line: max(1, error.firstLine)),
                                                                      "lines \(error.firstLine)–\(error.lastLine) are not a block of this page (it has \(error.lineCount) lines); nothing was written",
                                                                      fix: "export a fresh catalog and carry the translations over")])
            }
            transaction.files.append(PlannedFile(path: path, text: splice.text))
            for (replacement, range) in zip(replacements, ranges) {
                transaction.origins.append(ChangeCheck.Origin(page: path, lines: range, entry: replacement.entry))
            }
        }
        if !plan.accepted.isEmpty || !plan.withdrawn.isEmpty || !plan.markedForReview.isEmpty {
            var updated = lock
            for item in plan.accepted { updated.accept(fileName: item.fileName, block: item.block, hash: item.hash) }
            for item in plan.withdrawn { updated.review.insert(TranslationLock.Key(fileName: item.fileName, block: item.block)) }
            for item in plan.markedForReview { updated.markForReview(fileName: item.fileName, block: item.block, hash: item.hash) }
            transaction.files += AcceptedEnglish.plannedFiles(updated, content: content)
        }
        return transaction
    }

    /// Checks the import's change as `duet check` would see the content after it, and
    /// writes it all or nothing. Throws `Refused` (nothing written) on a problem the
    /// change brings in or a failed write.
    @discardableResult
    public static func apply(_ plan: ImportPlan, content: Content, lock: TranslationLock, templatesDirectory: String = "templates",
                             operations: any FileOperations = POSIXFileOperations()) throws(WriteRefused) -> ContentTransaction.Outcome {
        try transaction(plan, content: content, lock: lock)
            .commit(contentDirectory: content.directory, templatesDirectory: templatesDirectory, operations: operations)
    }
}
