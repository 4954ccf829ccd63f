import Foundation
import DuetSupport

/// Front matter that needed the YAML parser in earlier builds, keyed by the YAML text
/// between the `---` lines.
///
/// Yams is the slowest part of reading a page, and the front matter rarely changes when a
/// page does. Plain `key: value` lines (`PlainFrontMatter`) are read faster than this
/// cache is looked up, so they never go through it: a book written that way keeps this
/// file nearly empty, and an edit's rebuild does not read 20,000 entries to find none.
/// Only front matter that read without any diagnostic is kept, so a warning or an
/// error is always reported again. One file per content folder in the cache folder,
/// rewritten when an entry is added or no longer used.
package final class FrontMatterCache: @unchecked Sendable {
    struct Values: Equatable {
        let title: String
        let slug: String?
        let order: Int?
        let summary: String?
        let updated: String?
    }

    private static let header = "duet-front-matter-2"
    private let file: String
    private let stored: [String: Values]
    private var used: [String: Values] = [:]
    private var added = false
    private let lock = NSLock()

    init(cacheDirectory: String, contentDirectory: String) {
        file = join(cacheDirectory, "front-matter-" + FNV1a64.hex(URL(fileURLWithPath: contentDirectory).standardizedFileURL.path) + ".txt")
        var stored: [String: Values] = [:]
        if let data = FileManager.default.contents(atPath: file) {
            let lines = CacheFields.lines([UInt8](data))
            if let first = lines.first, first.elementsEqual(Self.header.utf8) {
                for line in lines.dropFirst() where !line.isEmpty {
                    let fields = CacheFields.fields(line)
                    guard fields.count == 6 else { continue }
                    func optional(_ field: ArraySlice<UInt8>) -> String?? {
                        guard let flag = field.first else { return .none }
                        if flag == UInt8(ascii: "-") && field.count == 1 { return .some(nil) }
                        guard flag == UInt8(ascii: "+") else { return .none }
                        return .some(CacheFields.unescaped(field.dropFirst()))
                    }
                    guard case .some(let slug) = optional(fields[2]), case .some(let summary) = optional(fields[4]),
                          case .some(let updated) = optional(fields[5]) else { continue }
                    let order: Int?
                    if fields[3].isEmpty { order = nil } else if let value = Int(String(decoding: fields[3], as: UTF8.self)) { order = value } else { continue }
                    stored[String(decoding: fields[0], as: UTF8.self)] = Values(title: CacheFields.unescaped(fields[1]), slug: slug,
                                                                                  order: order, summary: summary, updated: updated)
                }
            }
        }
        self.stored = stored
    }

    static func key(_ yaml: String) -> String { SourceDigest.hex(yaml) }

    func values(forKey key: String) -> Values? {
        guard let values = stored[key] else { return nil }
        lock.lock()
        used[key] = values
        lock.unlock()
        return values
    }

    /// Keeps a stored entry for the next build although its file was not read in this one
    /// (it was known by its identity, see `SourceRecordCache`): when the file's identity
    /// changes with its front matter intact (a checkout, a copy), the YAML is still known.
    func keep(_ key: String) {
        guard let values = stored[key] else { return }
        lock.lock()
        used[key] = values
        lock.unlock()
    }

    /// Records front matter that read without a diagnostic.
    func store(_ values: Values, forKey key: String) {
        lock.lock()
        used[key] = values
        added = true
        lock.unlock()
    }

    func save() {
        lock.lock()
        defer { lock.unlock() }
        guard added || used.count != stored.count else { return }
        var out = Self.header + "\n"
        func optional(_ text: String?) -> String { text.map { "+" + CacheFields.escaped($0) } ?? "-" }
        for (key, values) in used.sorted(by: { $0.key < $1.key }) {
            out += key + "\t" + CacheFields.escaped(values.title) + "\t" + optional(values.slug) + "\t"
                + (values.order.map(String.init) ?? "") + "\t" + optional(values.summary) + "\t" + optional(values.updated) + "\n"
        }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(out.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
