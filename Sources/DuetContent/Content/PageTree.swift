import DuetMarkdown
import Foundation

/// A page's Markdown tree and source lines, made on first use and shared by every copy
/// of the page.
///
/// Pages are values copied into many build steps, while a tree is large and parsing costs:
/// the box makes the parse happen once, on whichever thread first needs it, and lets a
/// build that only needs a page's outline (an unchanged page in an incremental build)
/// never parse it.
final class PageTree: @unchecked Sendable {
    private let lock = NSLock()
    private var parsed: MarkdownNode?
    private var splitLines: [Substring]?
    /// The page's text; nil until first needed for a page made from a cached record.
    private var text: String?
    /// Where to read the text of a page made from a cached record.
    private let path: String?
    /// Where the Markdown body starts, or nil for a tree given already parsed, which
    /// cannot be parsed again and so is never released.
    private let bodyOffset: Int?
    private let firstLine: Int

    init(_ document: MarkdownNode, source: String) {
        parsed = document
        text = source
        path = nil
        bodyOffset = nil
        firstLine = 1
    }

    init(source: String, bodyOffset: Int, firstLine: Int) {
        text = source
        path = nil
        self.bodyOffset = bodyOffset
        self.firstLine = firstLine
    }

    /// A page whose text is read from `path` only when first needed (see `SourceRecordCache`).
    init(path: String, bodyOffset: Int, firstLine: Int) {
        self.path = path
        self.bodyOffset = bodyOffset
        self.firstLine = firstLine
    }

    /// The whole file's text.
    var source: String {
        lock.lock()
        defer { lock.unlock() }
        return loadedSource()
    }

    /// The text, read now if it was not; the lock must be held. The file had the recorded
    /// identity when the build began; if it cannot be read now, the page is empty rather
    /// than the build stopping half-way (the next build reads it again and reports why).
    private func loadedSource() -> String {
        if let text { return text }
        var loaded = ""
        if let path, case .success(let file) = SourceFile.read(path) { loaded = file.text }
        text = loaded
        return loaded
    }

    /// The source's lines, split once: checks ask for the text of every block, and
    /// splitting the whole file for each block made them quadratic in the page's length.
    var lines: [Substring] {
        lock.lock()
        defer { lock.unlock() }
        if let splitLines { return splitLines }
        let lines = ContentPage.lines(of: loadedSource())
        splitLines = lines
        return lines
    }

    var document: MarkdownNode {
        lock.lock()
        defer { lock.unlock() }
        if let parsed { return parsed }
        let offset = bodyOffset ?? 0
        var source = loadedSource()
        // Copied in one go from the string's storage (a byte-by-byte copy was a visible
        // part of parsing); a Swift string is valid UTF-8, so it is not checked again.
        let body = source.withUTF8 { Array($0[min(offset, $0.count)...]) }
        let document = MarkdownParser(firstLine: firstLine).parse(validUTF8: body)
        parsed = document
        parses += 1
        return document
    }

    /// Forgets the parsed tree if it can be parsed again, to bound a large book's memory;
    /// the next use parses it anew.
    func release() {
        lock.lock()
        if bodyOffset != nil { parsed = nil }
        splitLines = nil
        lock.unlock()
    }

    /// Whether the text is in memory (read, or given), for tests of what a build reads.
    var isRead: Bool {
        lock.lock()
        defer { lock.unlock() }
        return text != nil
    }

    /// How many times the text was parsed, for tests of how often a large book's trees are
    /// made again.
    private var parses = 0

    var parseCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return parses
    }

    /// Whether the tree has been parsed (or was given), for tests of what a build parses.
    var isParsed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return parsed != nil
    }
}
