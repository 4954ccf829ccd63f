import DuetContent
import DuetModel
import Foundation
import DuetSupport

/// The reference pages of one language as the previous build drew them.
///
/// They are drawn from the model, which is compiled into the executable, and the reference
/// catalog, so the same duet with the same catalog draws the same pages every time; yet
/// drawing them (tables, figures,
/// declarations) took a twentieth of an edit's rebuild of a 10,000-pair book, on both
/// cores. The file's first line names the executable and the catalog; any other executable
/// or catalog, or a file that does not read back whole, means the pages are drawn again.
///
/// Format: the header line, a line with the page count, then per page one line of
/// tab-separated fields (language, segments joined by `/`, source, title, summary, toc
/// entry count, anchor count), one line per toc entry (level, id, text), one line per
/// anchor, and the content HTML on one line; then `end`. Text is escaped with
/// `CacheFields`, so no field holds a tab or a line break.
enum ReferencePageCache {
    static func file(in cacheDirectory: String, language: Language) -> String {
        join(cacheDirectory, "reference-pages-\(language.rawValue).txt")
    }

    static var header: String { header(strings: nil) }

    /// The first line for pages drawn by this executable with the catalog whose digest is
    /// `strings` (nil: the project has none).
    static func header(strings: String?) -> String {
        "duet-reference-pages-2\t" + ExecutableIdentity.current + "\t" + (strings ?? "-")
    }

    /// The pages of `language`: read from the cache when it is this executable's, drawn
    /// (and stored) otherwise.
    static func pages(language: Language, cacheDirectory: String?, strings: String? = nil) -> [GeneratedPage] {
        let header = header(strings: strings)
        guard let cacheDirectory else { return ReferencePages.pages(language: language) }
        let path = file(in: cacheDirectory, language: language)
        if let data = FileManager.default.contents(atPath: path), let pages = decode([UInt8](data), header: header) {
            return pages
        }
        let pages = ReferencePages.pages(language: language)
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try? Data(encode(pages, header: header).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return pages
    }

    static func encode(_ pages: [GeneratedPage], header: String) -> String {
        var out = header + "\n\(pages.count)\n"
        for page in pages {
            let fields = [page.location.language.rawValue, page.location.segments.joined(separator: "/"), page.source,
                          page.title, page.summary, String(page.toc.count), String(page.anchors.count)]
            out += fields.map(CacheFields.escaped).joined(separator: "\t") + "\n"
            for entry in page.toc {
                out += "\(entry.level)\t" + CacheFields.escaped(entry.id) + "\t" + CacheFields.escaped(entry.text) + "\n"
            }
            for anchor in page.anchors.sorted() { out += CacheFields.escaped(anchor) + "\n" }
            out += CacheFields.escaped(page.contentHTML) + "\n"
        }
        return out + "end\n"
    }

    /// The pages written by `encode` under `header`; nil for another header or a file
    /// that is not whole.
    static func decode(_ bytes: [UInt8], header: String) -> [GeneratedPage]? {
        var lines = CacheFields.lines(bytes)[...]
        func next() -> ArraySlice<UInt8>? { lines.popFirst() }
        func text(_ line: ArraySlice<UInt8>) -> String { CacheFields.unescaped(line) }
        guard let first = next(), String(decoding: first, as: UTF8.self) == header,
              let countLine = next(), let count = Int(String(decoding: countLine, as: UTF8.self)), count >= 0 else { return nil }
        var pages: [GeneratedPage] = []
        for _ in 0..<count {
            guard let line = next() else { return nil }
            let fields = CacheFields.fields(line)
            guard fields.count == 7, let language = Language(rawValue: text(fields[0])),
                  let tocCount = Int(text(fields[5])), let anchorCount = Int(text(fields[6])),
                  tocCount >= 0, anchorCount >= 0 else { return nil }
            let joined = text(fields[1])
            let segments = joined.isEmpty ? [] : joined.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            var toc: [(id: String, text: String, level: Int)] = []
            for _ in 0..<tocCount {
                guard let entryLine = next() else { return nil }
                let entry = CacheFields.fields(entryLine)
                guard entry.count == 3, let level = Int(text(entry[0])) else { return nil }
                toc.append((id: text(entry[1]), text: text(entry[2]), level: level))
            }
            var anchors: Set<String> = []
            for _ in 0..<anchorCount {
                guard let anchor = next() else { return nil }
                anchors.insert(text(anchor))
            }
            guard anchors.count == anchorCount, let html = next() else { return nil }
            pages.append(GeneratedPage(location: SiteLocation(language: language, segments: segments), source: text(fields[2]),
                                       title: text(fields[3]), summary: text(fields[4]), contentHTML: text(html),
                                       anchors: anchors, toc: toc))
        }
        // The line feed after `end` leaves one empty line.
        guard let end = next(), String(decoding: end, as: UTF8.self) == "end", let last = next(), last.isEmpty, lines.isEmpty else { return nil }
        return pages
    }
}
