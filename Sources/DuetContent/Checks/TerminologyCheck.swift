import DuetMarkdown
import DuetSupport

/// Glossary terminology in Chinese pages.
///
/// - A forbidden Chinese variant is an error at its exact line and character column, in
///   text only (never in code spans or code blocks), with the preferred term as the fix.
/// - A glossary term used in an English block (whole words, case-insensitive, longest
///   form first, outside code) must appear in the aligned Chinese block as the preferred
///   term, an accepted alternate or the English word; otherwise a warning.
public struct TerminologyCheck: ContentCheck {
    public let name = "terminology"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        let glossary = content.glossary
        guard !glossary.entries.isEmpty else { return [] }
        let tables = glossary.derived.table(Tables.self) { Tables(glossary) }
        let (variants, finder, accepted) = (tables.variants, tables.finder, tables.accepted)
        // The slowest check: pairs are checked on all cores, findings joined in book order.
        return ParallelWork.map(content.pairs, jobs: context.jobs) { pair -> [Diagnostic] in
            var diagnostics: [Diagnostic] = []
            if let zh = pair.zh { diagnostics += Self.forbiddenVariants(in: zh, index: variants) }
            return diagnostics
        }.flatMap { $0 } + ParallelWork.map(content.pairs, jobs: context.jobs) { pair -> [Diagnostic] in
            guard let en = pair.en, let zh = pair.zh else { return [] }
            let page = AlignedPage(en: en, zh: zh, alignment: BlockAlignment(english: en.document, chinese: zh.document))
            return Self.missingTerms(in: page, finder: finder, accepted: accepted)
        }.flatMap { $0 }
    }

    /// What the check derives from the glossary, made once per glossary.
    struct Tables: Sendable {
        let variants: VariantIndex
        let finder: EnglishTermFinder
        /// Accepted spellings per entry, lowercased once rather than once per block.
        let accepted: [String: [[UInt8]]]

        init(_ glossary: Glossary) {
            variants = VariantIndex(TerminologyCheck.forbiddenVariants(of: glossary))
            finder = EnglishTermFinder(glossary: glossary)
            accepted = Dictionary(glossary.entries.map { entry in
                (entry.id, (entry.acceptedChineseForms + entry.englishForms).map { Array($0.lowercased().utf8) })
            }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// English glossary terms whose aligned Chinese block uses none of the accepted forms.
    private static func missingTerms(in page: AlignedPage, finder: EnglishTermFinder, accepted: [String: [[UInt8]]]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (enBlock, zhBlock) in page.alignment.pairs {
            let terms = finder.terms(in: enBlock.node.proseText)
            guard !terms.isEmpty else { continue }
            let zhText = EnglishTermFinder.lowercasedUTF8(zhBlock.node.proseText)
            for entry in terms {
                if accepted[entry.id, default: []].contains(where: { bytes(zhText, contain: $0) }) { continue }
                diagnostics.append(.warning("terminology.missing-term", at: page.location(zhBlock, in: page.zh),
                                            "the English block uses “\(entry.en)” but the Chinese block has none of its accepted terms",
                                            fix: "use \(entry.zh)", related: page.location(enBlock, in: page.en)))
            }
        }
        return diagnostics
    }

    /// Glossary entries whose English forms occur in the text as whole words, in order of
    /// first appearance. Longer forms are matched first and consume their words, so
    /// "root view controller" does not also count as "view controller".
    static func terms(in text: String, glossary: Glossary) -> [GlossaryEntry] {
        EnglishTermFinder(glossary: glossary).terms(in: text)
    }

    /// Forbidden variants in the page's text nodes, at their exact character column.
    static func forbiddenVariants(in page: ContentPage, glossary: Glossary) -> [Diagnostic] {
        forbiddenVariants(in: page, variants: forbiddenVariants(of: glossary))
    }

    /// Every forbidden variant with its entry, longest first.
    package static func forbiddenVariants(of glossary: Glossary) -> [(variant: String, entry: GlossaryEntry)] {
        glossary.entries.flatMap { entry in entry.zhForbidden.filter { !$0.isEmpty }.map { (variant: $0, entry: entry) } }
            .sorted { $0.variant.count > $1.variant.count }
    }

    /// Whether `needle` occurs in `haystack`, byte for byte: both are lowercased UTF-8, and
    /// a byte search avoids Foundation's character-cluster folding, the slowest part of
    /// this check when it used `String.contains`.
    static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var offset = 1
                while offset < needle.count && haystack[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    /// Which variants can start at a scalar, built once per check rather than once per page.
    package struct VariantIndex: Sendable {
        package let variants: [(variant: String, entry: GlossaryEntry)]
        let variantBytes: [[UInt8]]
        /// Only variants whose first scalar occurs in a text node can occur in it; most
        /// text nodes rule out every variant after one pass over their scalars.
        let byFirstScalar: [Unicode.Scalar: [Int]]
        /// A bit per Basic Multilingual Plane scalar answers "could a variant start here?"
        /// without hashing each scalar of the page.
        let startsBMP: [UInt64]

        package init(_ variants: [(variant: String, entry: GlossaryEntry)]) {
            var byFirstScalar: [Unicode.Scalar: [Int]] = [:]
            var startsBMP = [UInt64](repeating: 0, count: 1024)
            for (index, item) in variants.enumerated() {
                let first = item.variant.unicodeScalars.first!
                byFirstScalar[first, default: []].append(index)
                if first.value < 65536 { startsBMP[Int(first.value >> 6)] |= 1 << (first.value & 63) }
            }
            self.variants = variants
            self.variantBytes = variants.map { Array($0.variant.utf8) }
            self.byFirstScalar = byFirstScalar
            self.startsBMP = startsBMP
        }

        /// Indexes of the variants that may occur in `text`, in increasing order (which
        /// keeps the longest-first order of `variants`).
        func candidates(in text: String) -> [Int] {
            // Each variant once, however often its first scalar occurs: a long paragraph
            // full of one character must not collect a million copies of the variants that
            // start with it.
            var seen = [Bool](repeating: false, count: variants.count)
            var possible: [Int] = []
            for scalar in text.unicodeScalars {
                if scalar.value < 65536 && startsBMP[Int(scalar.value >> 6)] & (1 << (scalar.value & 63)) == 0 { continue }
                for index in byFirstScalar[scalar] ?? [] where !seen[index] {
                    seen[index] = true
                    possible.append(index)
                }
            }
            return possible.sorted()
        }

        /// The first variant (longest first) that occurs in `text`, byte for byte; nil if none.
        package func firstPresent(in text: String) -> (variant: String, entry: GlossaryEntry)? {
            let possible = candidates(in: text)
            guard !possible.isEmpty else { return nil }
            let textBytes = Array(text.utf8)
            return possible.first { TerminologyCheck.bytes(textBytes, contain: variantBytes[$0]) }.map { variants[$0] }
        }
    }

    static func forbiddenVariants(in page: ContentPage, variants: [(variant: String, entry: GlossaryEntry)]) -> [Diagnostic] {
        forbiddenVariants(in: page, index: VariantIndex(variants))
    }

    static func forbiddenVariants(in page: ContentPage, index: VariantIndex) -> [Diagnostic] {
        guard !index.variants.isEmpty else { return [] }
        // The file's lines are needed only to place a variant that is really there, which
        // most pages never have: split on first use.
        var splitLines: [[Unicode.Scalar]]?
        var diagnostics: [Diagnostic] = []
        var reported: Set<SourceLocation> = []
        page.document.walk { node in
            switch node.kind {
            case .code, .codeBlock, .htmlBlock, .inlineHTML:
                return .skipChildren
            case .text(let text):
                let possible = index.candidates(in: text)
                guard !possible.isEmpty else { return .skipChildren }
                let textBytes = Array(text.utf8)
                // Entries are only copied for a variant that is really there.
                for candidate in possible where Self.bytes(textBytes, contain: index.variantBytes[candidate]) {
                    let (variant, entry) = index.variants[candidate]
                    if splitLines == nil { splitLines = sourceLines(page.source) }
                    for location in locations(of: variant, in: text, node: node, lines: splitLines!)
                    where reported.insert(location).inserted {
                        diagnostics.append(.error("terminology.forbidden", at: FileLocation(file: page.path, location),
                                                  "“\(variant)” is a forbidden variant of “\(entry.zh)” (\(entry.en))",
                                                  fix: "use \(entry.zh)"))
                    }
                }
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        return diagnostics
    }

    /// The file's lines as scalars; `\r\n` counts as one line break, a lone `\r` does not.
    static func sourceLines(_ source: String) -> [[Unicode.Scalar]] {
        var lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        for index in lines.indices.dropLast() where lines[index].last == "\r" { lines[index].removeLast() }
        return lines
    }

    /// Where each occurrence of `needle` in a text node sits in the file: found in the
    /// node's source line from the node's start column (the text as typed), falling back
    /// to the offset in the node's text when the source spells it differently.
    static func locations(of needle: String, in text: String, node: MarkdownNode, lines: [[Unicode.Scalar]]) -> [SourceLocation] {
        let target = Array(needle.unicodeScalars)
        let textCharacters = Array(text.unicodeScalars)
        let start = node.range.start
        let line: [Unicode.Scalar] = start.line >= 1 && start.line <= lines.count ? lines[start.line - 1] : []
        var results: [SourceLocation] = []
        var textIndex = 0
        var sourceIndex = max(start.column - 1, 0)
        while let offset = firstIndex(of: target, in: textCharacters, from: textIndex) {
            if let found = firstIndex(of: target, in: line, from: sourceIndex) {
                results.append(SourceLocation(line: start.line, column: found + 1))
                sourceIndex = found + target.count
            } else {
                results.append(SourceLocation(line: start.line, column: start.column + offset))
            }
            textIndex = offset + target.count
        }
        return results
    }

    private static func firstIndex(of target: [Unicode.Scalar], in haystack: [Unicode.Scalar], from: Int) -> Int? {
        guard !target.isEmpty, from >= 0, haystack.count >= target.count else { return nil }
        var index = from
        while index + target.count <= haystack.count {
            if haystack[index] == target[0] && Array(haystack[index..<index + target.count]) == target { return index }
            index += 1
        }
        return nil
    }
}
