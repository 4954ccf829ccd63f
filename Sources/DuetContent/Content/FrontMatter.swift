import Yams

/// The YAML block at the top of a page, and where the Markdown body begins.
package struct FrontMatter {
    package var title: String
    var slug: String?
    var order: Int?
    package var summary: String?
    /// When the page's text last changed, `YYYY-MM-DD`: a fact of the content, so the
    /// "last updated" line never comes from the build clock and builds stay reproducible.
    package var updated: String?
    /// 1-based file line of the first body line, so Markdown ranges are file ranges.
    package var bodyFirstLine: Int
    /// Byte offset of the body in the file.
    var bodyOffset: Int
    /// The key of the YAML text in the front matter cache, when one was used.
    var cacheKey: String?

    static let knownKeys: Set<String> = ["title", "slug", "order", "summary", "updated"]

    /// Splits and reads the front matter. A file without `---` on its first line has none,
    /// which is an error because `title` is required.
    ///
    /// Plain `key: value` lines are read without Yams and without the cache
    /// (`PlainFrontMatter`); tests turn that off with `plainLines` to compare the two. With
    /// a cache, other YAML text read cleanly before is not read again (see `FrontMatterCache`).
    package static func read(_ file: SourceFile, cache: FrontMatterCache? = nil, plainLines: Bool = true) -> (FrontMatter?, [Diagnostic]) {
        let bytes = file.bytes
        let start = FileLocation(file: file.path, line: 1, column: 1)
        guard let firstEnd = lineEnd(bytes, from: 0), isFence(bytes, 0, firstEnd) else {
            return (nil, [.error("front-matter.missing", at: start,
                                 "page has no front matter; start the file with `---`, a `title:` line and `---`")])
        }
        var lineStart = next(bytes, firstEnd)
        var line = 2
        var closing: (start: Int, end: Int)?
        while lineStart < bytes.count {
            let end = lineEnd(bytes, from: lineStart) ?? bytes.count
            if isFence(bytes, lineStart, end) { closing = (lineStart, end); break }
            lineStart = next(bytes, end)
            line += 1
        }
        guard let closing else {
            return (nil, [.error("front-matter.unclosed", at: start, "front matter is not closed: add a `---` line after it")])
        }
        // Plain `key: value` lines are read directly, in less time than a cache lookup takes:
        // only front matter that needs the YAML parser goes through the cache.
        if plainLines, let values = PlainFrontMatter.read(bytes[next(bytes, firstEnd)..<closing.start]) {
            return (FrontMatter(title: values.title, slug: values.slug, order: values.order, summary: values.summary,
                                updated: values.updated, bodyFirstLine: line + 1, bodyOffset: next(bytes, closing.end), cacheKey: nil), [])
        }
        let yamlText = String(decoding: bytes[next(bytes, firstEnd)..<closing.start], as: UTF8.self)
        let key = cache.map { _ in FrontMatterCache.key(yamlText) }
        if let key, let values = cache?.values(forKey: key) {
            return (FrontMatter(title: values.title, slug: values.slug, order: values.order, summary: values.summary,
                                updated: values.updated, bodyFirstLine: line + 1, bodyOffset: next(bytes, closing.end), cacheKey: key), [])
        }
        let yaml: YAMLDocument
        switch YAMLDocument.parse(yamlText, file: file.path, firstLine: 2) {
        case .success(let y): yaml = y
        case .failure(let d): return (nil, [d])
        }
        var diagnostics: [Diagnostic] = []
        let root = yaml.root
        guard root.mapping != nil || yamlText.allSatisfy(\.isWhitespace) else {
            return (nil, [.error("front-matter.not-a-mapping", at: yaml.location(of: root), "front matter must be `key: value` lines")])
        }
        for key in (root.mapping.map { Array($0.keys) } ?? []) {
            if let name = key.string, !knownKeys.contains(name) {
                diagnostics.append(.warning("front-matter.unknown-key", at: yaml.location(of: key),
                                            "unknown front matter key `\(name)`", fix: "known keys: title, slug, order, summary, updated"))
            }
        }
        func string(_ key: String) -> String? {
            guard let node = root[key: key] else { return nil }
            if case .scalar = node, let value = node.string { return value }
            diagnostics.append(.error("front-matter.invalid-value", at: yaml.location(of: node), "`\(key)` must be a string"))
            return nil
        }
        let title = string("title")
        if title == nil, root[key: "title"] == nil {
            diagnostics.append(.error("front-matter.missing-title", at: start, "front matter has no `title`"))
        } else if let title, title.allSatisfy(\.isWhitespace) {
            diagnostics.append(.error("front-matter.missing-title", at: yaml.location(of: root[key: "title"]), "`title` is empty"))
        }
        var order: Int?
        if let node = root[key: "order"] {
            if let value = node.int { order = value } else {
                diagnostics.append(.error("front-matter.invalid-value", at: yaml.location(of: node), "`order` must be a whole number"))
            }
        }
        var updated: String?
        if let node = root[key: "updated"] {
            if case .scalar = node, let value = node.string, Self.isDate(value) { updated = value } else {
                diagnostics.append(.error("front-matter.invalid-value", at: yaml.location(of: node),
                                          "`updated` must be a date written YYYY-MM-DD", fix: "for example `updated: 2026-11-25`"))
            }
        }
        let matter = FrontMatter(title: title ?? "", slug: string("slug"), order: order, summary: string("summary"),
                                 updated: updated, bodyFirstLine: line + 1, bodyOffset: next(bytes, closing.end), cacheKey: key)
        if let key, diagnostics.isEmpty {
            cache?.store(FrontMatterCache.Values(title: matter.title, slug: matter.slug, order: matter.order, summary: matter.summary,
                                                 updated: matter.updated), forKey: key)
        }
        return (diagnostics.hasErrors ? nil : matter, diagnostics)
    }

    /// Where a key is typed in a page's front matter, read again from the file: only for
    /// diagnostics about a value that was read without complaint (a slug another page uses).
    static func location(ofKey key: String, in path: String) -> FileLocation? {
        guard case .success(let file) = SourceFile.read(path) else { return nil }
        let bytes = file.bytes
        guard let firstEnd = lineEnd(bytes, from: 0), isFence(bytes, 0, firstEnd) else { return nil }
        var lineStart = next(bytes, firstEnd)
        while lineStart < bytes.count {
            let end = lineEnd(bytes, from: lineStart) ?? bytes.count
            if isFence(bytes, lineStart, end) {
                let yamlText = String(decoding: bytes[next(bytes, firstEnd)..<lineStart], as: UTF8.self)
                guard case .success(let yaml) = YAMLDocument.parse(yamlText, file: path, firstLine: 2),
                      let node = yaml.root.keyNode(key) else { return nil }
                return yaml.location(of: node)
            }
            lineStart = next(bytes, end)
        }
        return nil
    }

    /// A calendar date written `YYYY-MM-DD` (months of 1–12, days that month can have).
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month) else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return (1...days).contains(day)
    }

    /// Offset of the `\n` ending the line that starts at `from`, or nil at end of file.
    private static func lineEnd(_ bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return from < bytes.count ? bytes.count : nil
    }

    private static func next(_ bytes: [UInt8], _ lineEnd: Int) -> Int { min(lineEnd + 1, bytes.count) }

    /// `---` alone on a line (trailing spaces and a CR allowed).
    private static func isFence(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var slice = bytes[start..<end]
        while let last = slice.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\r") { slice = slice.dropLast() }
        return slice.elementsEqual("---".utf8)
    }
}
