@testable import DuetContent
@testable import DuetSite
import DuetSupport
import DuetTestSupport
import Foundation
import Testing

@Suite("translations.lock, duet accept and stale translations")
struct TranslationLockTests {
    init() { ShippedStrings.install() }

    private func acceptAll(_ directory: String) throws {
        let (content, _) = ContentLoader.load(directory: directory)
        var lock = TranslationLock()
        for pair in try #require(content).pairs { _ = TranslationAcceptance.accept(pair, into: &lock) }
        try lock.write(contentDirectory: directory)
    }

    @Test("replacing a page's entries removes exactly that page's old ones, including blocks past its new end and their review marks")
    func replacePage() {
        var (lock, _) = TranslationLock.parse("a.md 0 0000000000000001\na.md 5 0000000000000002 review\nb.md 0 0000000000000003\n", path: "translations.lock")
        lock.replace(fileName: "a.md", with: [1: "00000000000000aa"])
        #expect(lock.entries == [.init(fileName: "a.md", block: 1): "00000000000000aa", .init(fileName: "b.md", block: 0): "0000000000000003"])
        #expect(lock.review.isEmpty)
        lock.accept(fileName: "a.md", block: 9, hash: "00000000000000bb")
        lock.replace(fileName: "a.md", with: [:])
        #expect(lock.entries == [.init(fileName: "b.md", block: 0): "0000000000000003"], "a block set after parsing is found too")
        #expect(lock == TranslationLock(entries: [.init(fileName: "b.md", block: 0): "0000000000000003"]))
    }

    @Test("FNV-1a 64 matches the reference values and normalises line endings")
    func hash() {
        #expect(FNV1a64.hex("") == "cbf29ce484222325")
        #expect(FNV1a64.hex("a") == "af63dc4c8601ec8c")
        #expect(FNV1a64.blockHash("a\r\nb") == FNV1a64.blockHash("a\nb"))
    }

    @Test("a hash is written as 16 lowercase hex digits, zero-padded, and read back as the same number")
    func hexDigits() {
        #expect(FNV1a64.hex(value: 0) == "0000000000000000")
        #expect(FNV1a64.hex(value: 0xab) == "00000000000000ab")
        #expect(FNV1a64.hex(value: .max) == "ffffffffffffffff")
        #expect(FNV1a64.hex(value: 0x0123_4567_89ab_cdef) == "0123456789abcdef")
        for value in [UInt64(1), 0xf0, 0x1000_0000_0000_0000, 0xdead_beef_0000_0001] {
            #expect(FNV1a64.hex(value: value) == String(repeating: "0", count: 16 - String(value, radix: 16).count) + String(value, radix: 16))
            #expect(OutlineRecord.hexadecimal(Array(FNV1a64.hex(value: value).utf8)[...]) == value)
        }
    }

    @Test("reading 16 hex digits refuses any other byte in any place: uppercase, letters after f, punctuation, non-ASCII")
    func hexDigitsRefused() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let value = UInt64.random(in: 0...UInt64.max, using: &generator)
            #expect(OutlineRecord.hexadecimal(Array(FNV1a64.hex(value: value).utf8)[...]) == value)
        }
        let valid = Array("0123456789abcdef".utf8)
        let digits = Set("0123456789abcdef".utf8)
        for place in 0..<16 {
            for byte in UInt8.min...UInt8.max where !digits.contains(byte) {
                var bytes = valid
                bytes[place] = byte
                #expect(OutlineRecord.hexadecimal(bytes[...]) == nil, "byte \(byte) at \(place)")
            }
        }
        #expect(OutlineRecord.hexadecimal(Array("0123456789abcde".utf8)[...]) == nil)
        #expect(OutlineRecord.hexadecimal(Array("0123456789abcdef0".utf8)[...]) == nil)
    }

    @Test("accept all -> clean; change one English paragraph -> exactly that block stale -> accept -> clean")
    func roundTrip() throws {
        let directory = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try acceptAll(directory)
        #expect(SiteBuilder.check(ChecksFixture.options(directory)).diagnostics == [])
        let lockText = try String(contentsOfFile: directory + "/translations.lock", encoding: .utf8)
        #expect(lockText.hasPrefix("# duet translations.lock"))
        #expect(lockText.contains("01-basics.md 0 "))

        let english = directory + "/en/01-basics.md"
        let text = try String(contentsOfFile: english, encoding: .utf8)
        try text.replacingOccurrences(of: "A view controller reacts", with: "A view controller quickly reacts")
            .write(toFile: english, atomically: true, encoding: .utf8)
        let stale = SiteBuilder.check(ChecksFixture.options(directory)).diagnostics
        #expect(stale.map(\.identifier) == ["translation.stale"])
        #expect(stale.first?.severity == .warning)
        #expect(stale.first?.location.short == "zh/01-basics.md:5:1")
        #expect(stale.first?.related?.short == "en/01-basics.md:5:1")

        let (content, _) = ContentLoader.load(directory: directory)
        let status = TranslationStatus.compute(try #require(content))
        #expect(status.total.stale == 1)
        #expect(status.total.missing == 0)
        #expect(status.total.translated == 8)
        #expect(status.table().contains("Total"))

        try acceptAll(directory)
        #expect(SiteBuilder.check(ChecksFixture.options(directory)).diagnostics == [])
        // Accepting twice writes the same bytes.
        let again = try String(contentsOfFile: directory + "/translations.lock", encoding: .utf8)
        try acceptAll(directory)
        #expect(try String(contentsOfFile: directory + "/translations.lock", encoding: .utf8) == again)
    }

    @Test("a deleted Chinese block is one alignment error: no stale or orphan advice that would damage the lock, and --prune removes nothing")
    func misalignmentSuppressesLockAdvice() throws {
        let directory = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try acceptAll(directory)
        let chinese = directory + "/zh/01-basics.md"
        var blocks = try String(contentsOfFile: chinese, encoding: .utf8).components(separatedBy: "\n\n")
        let removed = try #require(blocks.indices.dropFirst(2).first { !blocks[$0].hasPrefix("#") && !blocks[$0].hasPrefix("-") })
        blocks.remove(at: removed)
        try blocks.joined(separator: "\n\n").write(toFile: chinese, atomically: true, encoding: .utf8)
        let diagnostics = SiteBuilder.check(ChecksFixture.options(directory)).diagnostics
        #expect(diagnostics.map(\.identifier) == ["alignment.mismatch"], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.fix?.contains("fix this first") == true)
        let (loaded, _) = ContentLoader.load(directory: directory)
        let content = try #require(loaded)
        let status = TranslationStatus.compute(content)
        #expect(status.staleBlocks.isEmpty && status.total.stale == 0)
        #expect(status.pages.first { $0.fileName == "01-basics.md" }?.misaligned == true)
        let lock = TranslationLock.load(contentDirectory: directory).0
        #expect(LockOrphanCheck.pruned(lock, content: content).removed == 0, "pruning now would remove lines of blocks that exist")
        let listing = StatusListing(content: content, lock: lock).items.filter { $0.fileName == "01-basics.md" }
        #expect(listing.count == 1 && listing[0].reason.contains("fix the alignment first"))
    }

    @Test("built pages mark the stale Chinese block, and only that block")
    func staleMarkedInBuiltPage() throws {
        let directory = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try acceptAll(directory)
        let english = directory + "/en/01-basics.md"
        let text = try String(contentsOfFile: english, encoding: .utf8)
        try text.replacingOccurrences(of: "A view controller reacts", with: "A view controller quickly reacts")
            .write(toFile: english, atomically: true, encoding: .utf8)
        let context = SiteBuilder.run(ChecksFixture.options(directory))
        let zh = String(decoding: try #require(context.output.files["zh/basics/index.html"]), as: UTF8.self)
        let en = String(decoding: try #require(context.output.files["en/basics/index.html"]), as: UTF8.self)
        let marker = "<p class=\"stale\">"
        let staleParagraph = try #require(zh.replacingOccurrences(of: "<wbr>", with: "").components(separatedBy: marker).dropFirst().first?.components(separatedBy: "</p>").first)
        // The term is linked or, when the page does not link it, marked (PageTermSelection).
        #expect(staleParagraph.contains("视图控制器</a>在 ") || staleParagraph.contains("视图控制器</span>在 "))
        #expect(staleParagraph.contains("<code>traitCollectionDidChange(_:)</code>"))
        #expect(zh.components(separatedBy: "class=\"stale\"").count == 2)
        // The English page holds no Chinese block (the reader script brings them from the
        // Chinese page), so nothing is marked there; the unit keeps the id the status
        // dashboard links to on both pages, so the same place is found from either.
        #expect(!en.contains("class=\"stale\"") && !en.contains("class=\"stale-note\""))
        #expect(zh.contains("<div lang=\"zh-Hans\"><p class=\"stale-note\" role=\"note\">\(StaleMarking.notice.zh)</p>\n" + marker))
        #expect(zh.components(separatedBy: "class=\"stale-note\"").count == 2)
        #expect(zh.contains("<div id=\"zh-block-0\"><div lang=\"zh-Hans\">"))
        #expect(en.contains("<div id=\"zh-block-0\"><div lang=\"en\">"))
    }

    @Test("in a book that keeps a lock, a Chinese block never accepted carries the same note; without a lock nothing is marked")
    func unacceptedMarkedInBuiltPage() throws {
        let directory = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let unlocked = SiteBuilder.run(ChecksFixture.options(directory))
        #expect(!String(decoding: try #require(unlocked.output.files["zh/basics/index.html"]), as: UTF8.self).contains("stale-note"))
        try acceptAll(directory)
        let lockPath = directory + "/translations.lock"
        let lines = try String(contentsOfFile: lockPath, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("01-basics.md 2 ") }
        try (lines.joined(separator: "\n") + "\n").write(toFile: lockPath, atomically: true, encoding: .utf8)
        let context = SiteBuilder.run(ChecksFixture.options(directory))
        let zh = String(decoding: try #require(context.output.files["zh/basics/index.html"]), as: UTF8.self)
        #expect(zh.components(separatedBy: "class=\"stale-note\"").count == 2)
        #expect(zh.contains("id=\"zh-block-2\">"))
    }

    @Test("status counts untracked blocks as missing")
    func missing() throws {
        let (content, _) = ContentLoader.load(directory: ChecksFixture.path("clean"))
        let status = TranslationStatus(content: try #require(content), lock: TranslationLock())
        #expect(status.total.translated == 0)
        #expect(status.total.missing == 9)
        #expect(status.pages.map(\.fileName) == ["01-basics.md", "02-more.md"])
    }

    @Test("a malformed lock line is an error at its line and column")
    func malformed() throws {
        let text = "# header\n01-a.md 0 0123456789abcdef\n01-a.md x 0123456789abcdef\n01-a.md 1 XYZ\n01-a.md 2\n"
        let (lock, diagnostics) = TranslationLock.parse(text, path: "content/translations.lock")
        #expect(lock.entries.count == 1)
        #expect(diagnostics.map(\.identifier) == ["lock.malformed", "lock.malformed", "lock.malformed"])
        #expect(diagnostics.map(\.location.description) == ["content/translations.lock:3:9", "content/translations.lock:4:11",
                                                             "content/translations.lock:5:10"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test("lines with single spaces, tabs, extra spaces or CRLF endings give the same entries")
    func separatorsAgree() {
        let plain = "01-a.md 0 0123456789abcdef\n01-a.md 12 fedcba9876543210\n02-b.md 3 00000000000000aa\n"
        let mixed = "01-a.md\t0\t0123456789abcdef\r\n  01-a.md   12 fedcba9876543210\n02-b.md 3  00000000000000aa\n"
        let (first, firstDiagnostics) = TranslationLock.parse(plain, path: "lock")
        let (second, secondDiagnostics) = TranslationLock.parse(mixed, path: "lock")
        #expect(firstDiagnostics.isEmpty && secondDiagnostics.isEmpty)
        #expect(first.entries.count == 3)
        #expect(first == second)
    }

    @Test("a block listed twice keeps its first hash and is an error at the second line")
    func listedTwice() {
        let text = "01-a.md 0 0123456789abcdef\n01-a.md 0 fedcba9876543210\n"
        let (lock, diagnostics) = TranslationLock.parse(text, path: "lock")
        #expect(lock.entries[TranslationLock.Key(fileName: "01-a.md", block: 0)] == "0123456789abcdef")
        #expect(diagnostics.map(\.location.description) == ["lock:2:1"])
    }

    @Test("a malformed lock in the content folder fails duet check")
    func malformedInCheck() throws {
        let directory = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "01-basics.md zero 0123456789abcdef\n".write(toFile: directory + "/translations.lock", atomically: true, encoding: .utf8)
        let found = SiteBuilder.check(ChecksFixture.options(directory)).diagnostics
        #expect(found.map(\.identifier) == ["lock.malformed"])
        #expect(found.first?.location.line == 1)
        #expect(found.first?.location.column == 14)
    }

    @Test("serialisation is sorted and parses back to the same lock")
    func serialisation() {
        var lock = TranslationLock()
        lock.replace(fileName: "02-b.md", with: [1: "00000000000000ff", 0: "0000000000000001"])
        lock.replace(fileName: "01-a.md", with: [10: "abcdefabcdefabcd", 2: "1234567812345678"])
        let text = lock.serialized()
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == ["01-a.md 2 1234567812345678", "01-a.md 10 abcdefabcdefabcd", "02-b.md 0 0000000000000001", "02-b.md 1 00000000000000ff"])
        let (parsed, diagnostics) = TranslationLock.parse(text, path: "lock")
        #expect(diagnostics.isEmpty)
        #expect(parsed == lock)
    }
}
