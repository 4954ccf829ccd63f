import DuetMarkdown
import DuetModel

/// One Markdown page of the guide in one language, shared by reference: every step and
/// worker passes pages around, and copying a value with a dozen reference-counted fields
/// was a visible share of an incremental build. Its Markdown tree is parsed when first
/// asked for (see `PageTree`), so a build that reuses an unchanged page never parses it.
public final class ContentPage: Sendable {
    public let language: Language
    /// The file name shared by the two pages of a pair, e.g. `01-adaptive-model.md`.
    public let fileName: String
    /// The path diagnostics print, e.g. `content/zh/01-adaptive-model.md`.
    public let path: String
    public let title: String
    public let slug: String
    public let order: Int
    public let summary: String?
    /// The front matter's `updated:` date (`YYYY-MM-DD`), when the page gives one.
    public let updated: String?
    public var document: MarkdownNode { tree.document }
    let tree: PageTree
    /// The whole file, for hashing and for checks that need the raw text of a line. A page
    /// made from a cached record reads it on first use.
    public var source: String { tree.source }
    /// The source's fingerprint, computed once for every cache key that names this page.
    package let digest: String
    /// The source's length in UTF-8 bytes.
    let byteCount: Int
    /// The source's lines (see `PageTree.lines`); `\r\n` and a lone `\r` end a line like `\n`.
    var sourceLines: [Substring] { tree.lines }

    public init(language: Language, fileName: String, path: String, title: String, slug: String, order: Int,
                summary: String?, updated: String? = nil, document: MarkdownNode, source: String) {
        self.language = language
        self.fileName = fileName
        self.path = path
        self.title = title
        self.slug = slug
        self.order = order
        self.summary = summary
        self.updated = updated
        self.tree = PageTree(document, source: source)
        self.digest = SourceDigest.hex(source)
        self.byteCount = source.utf8.count
    }

    /// A page whose Markdown body (from `bodyOffset` in the UTF-8 of `source`, which is
    /// valid) is parsed only when its tree is first needed.
    init(language: Language, fileName: String, path: String, title: String, slug: String, order: Int,
         summary: String?, updated: String?, source: String, bodyOffset: Int, bodyFirstLine: Int) {
        self.language = language
        self.fileName = fileName
        self.path = path
        self.title = title
        self.slug = slug
        self.order = order
        self.summary = summary
        self.updated = updated
        self.tree = PageTree(source: source, bodyOffset: bodyOffset, firstLine: bodyFirstLine)
        self.digest = SourceDigest.hex(source)
        self.byteCount = source.utf8.count
    }

    /// A page made from what an earlier build recorded of its unchanged file; the text is
    /// read only if a step needs it.
    init(language: Language, fileName: String, path: String, record: SourceRecordCache.Record) {
        self.language = language
        self.fileName = fileName
        self.path = path
        self.title = record.title
        self.slug = record.slug
        self.order = record.order
        self.summary = record.summary
        self.updated = record.updated
        self.tree = PageTree(path: path, bodyOffset: record.bodyOffset, firstLine: record.bodyFirstLine)
        self.digest = record.digest
        self.byteCount = record.byteCount
    }

    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 10 || byte == 13 {
                lines.append(text[start..<index])
                var next = utf8.index(after: index)
                if byte == 13, next != utf8.endIndex, utf8[next] == 10 { next = utf8.index(after: next) }
                start = next
                index = next
            } else {
                index = utf8.index(after: index)
            }
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// The default slug and order from a file name `NN-slug.md`.
    static func defaults(forFileName name: String) -> (slug: String, order: Int?) {
        var base = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        var order: Int?
        if let dash = base.firstIndex(of: "-"), let number = Int(base[..<dash]) {
            order = number
            base = String(base[base.index(after: dash)...])
        }
        return (base, order)
    }

    /// A slug must be one safe path segment: it becomes a folder under the output, and
    /// starts with a letter or digit (`-x` reads as an option in a shell, `.x` is hidden).
    package static func isSafeSlug(_ slug: String) -> Bool {
        guard let first = slug.unicodeScalars.first, ("a"..."z").contains(first) || ("0"..."9").contains(first) else { return false }
        return slug.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" || scalar == "."
        }
    }

    /// A valid slug close to an invalid one, for the fix a diagnostic suggests.
    static func suggestedSlug(_ slug: String) -> String {
        var result = ""
        for scalar in slug.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) { result.unicodeScalars.append(scalar) }
            else if !result.isEmpty && !result.hasSuffix("-") { result += "-" }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "page" : result
    }
}

/// The English and Chinese pages that share a file name; either may be missing. A class
/// for the same reason as `ContentPage`.
public final class PagePair: Sendable {
    public let fileName: String
    public let en: ContentPage?
    public let zh: ContentPage?
    /// What other pages and book-wide checks need from this pair (see `PairOutline`).
    public let outline: PairOutline

    public init(fileName: String, en: ContentPage?, zh: ContentPage?, outline: PairOutline? = nil) {
        self.fileName = fileName
        self.en = en
        self.zh = zh
        self.outline = outline ?? PairOutline.make(en: en, zh: zh)
    }

    public subscript(language: Language) -> ContentPage? {
        language == .en ? en : zh
    }

    /// The page a reader of `language` is shown: their own, or the other language's where
    /// theirs is not written yet (the site then says it is untranslated). Nil only for a
    /// pair with no page at all.
    public func shownPage(for language: Language) -> ContentPage? {
        self[language] ?? self[language.counterpart]
    }

    /// The pages the pair has, English first: what a check of every page walks.
    package var pages: [ContentPage] {
        [en, zh].compactMap { $0 }
    }

    /// Forgets both pages' Markdown trees (see `Content.releasesTrees`).
    func releaseTrees() {
        en?.tree.release()
        zh?.tree.release()
    }

    /// Ordering key for navigation: front matter `order`, then file name.
    var sortKey: (Int, String) {
        ((en ?? zh)!.order, fileName)
    }
}

extension ContentPage {
    /// The `slug:` line of the page's front matter, or its first line when the slug comes
    /// from the file name. Found only for a page that is reported: it reads and parses the
    /// file's front matter again, which for every page of a 10,000-pair book was a sixth of
    /// an edit's rebuild (docs/benchmark.md).
    package var slugLocation: FileLocation {
        FrontMatter.location(ofKey: "slug", in: path) ?? FileLocation(file: path)
    }
}
