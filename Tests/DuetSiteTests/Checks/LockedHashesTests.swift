@testable import DuetContent
@testable import DuetSite
import Foundation
import DuetTestSupport
import Testing

/// The build reads a well-formed lock straight into per-page arrays; anything else goes
/// to `TranslationLock.parse`, which reports it.
@Suite("Locked hashes")
struct LockedHashesTests {
    init() { ShippedStrings.install() }

    @Test("a well-formed lock reads the same hashes as the general reading: comments, blank lines, \\r\\n and a page split in two")
    func sameAsGeneralReading() throws {
        let text = """
        # duet translations.lock
        01-a.md 0 0123456789abcdef\r
        01-a.md 2 fedcba9876543210

        02-b.md 3 00000000000000aa
          # an indented comment
        01-a.md 5 00000000000000ff

        """
        let hashes = try #require(LockedHashes.read(Array(text.utf8)))
        let (lock, diagnostics) = TranslationLock.parse(text, path: "lock")
        #expect(diagnostics.isEmpty)
        let general = LockedHashes(lock)
        for (file, block) in [("01-a.md", 0), ("01-a.md", 1), ("01-a.md", 2), ("01-a.md", 5), ("02-b.md", 3), ("02-b.md", 0), ("03-c.md", 0)] {
            #expect(hashes.hash(fileName: file, block: block) == general.hash(fileName: file, block: block))
        }
        #expect(hashes.hash(fileName: "01-a.md", block: 2) == 0xfedcba9876543210)
        #expect(hashes.hash(fileName: "01-a.md", block: 1) == nil)
        #expect(hashes.hash(fileName: "01-a.md", block: 5) == 0xff)
    }

    @Test("a malformed line, a block listed twice (even far apart) or text beyond ASCII is left to the general reading")
    func oddLocksRefused() {
        for text in ["01-a.md zero 0123456789abcdef\n", "01-a.md 0 0123456789ABCDEF\n", "01-a.md  0 0123456789abcdef\n",
                     "01-a.md 0 0123456789abcdef\n01-a.md 0 fedcba9876543210\n",
                     "01-a.md 0 0123456789abcdef\n02-b.md 0 0123456789abcdef\n01-a.md 0 fedcba9876543210\n",
                     "# 译文锁\n01-a.md 0 0123456789abcdef\n"] {
            #expect(LockedHashes.read(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test("a block listed twice in the content folder's lock is still reported at its line by duet check")
    func repeatedBlockReported() throws {
        let directory = try ChecksFixture.copy("clean")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "01-basics.md 0 0123456789abcdef\n01-basics.md 0 0123456789abcdef\n".write(toFile: directory + "/translations.lock", atomically: true, encoding: .utf8)
        let found = SiteBuilder.check(ChecksFixture.options(directory)).diagnostics.filter { $0.identifier == "lock.malformed" }
        #expect(found.map(\.location.line) == [2])
    }
}
