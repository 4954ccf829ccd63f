@testable import DuetContent
@testable import DuetSite
@testable import DuetSupport
import DuetTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// A build reads the translation lock's hashes from its cache while the lock file is the
/// one it stored them for, and from the lock whenever the lock or the cache is anything else.
@Suite("Locked hashes cache")
struct LockedHashesCacheTests {
    init() { ShippedStrings.install() }

    let lock = """
    # duet translations.lock
    01-a.md 0 0123456789abcdef
    01-a.md 2 fedcba9876543210
    02-b.md 3 00000000000000aa
    03-c.md 0 ffffffffffffffff

    """

    /// A content folder with `text` as its lock, last modified an hour ago, and a cache folder.
    func folders(lock text: String) throws -> (content: String, cache: String) {
        let root = TestScratch.url("duet-lock-cache").path
        try FileManager.default.createDirectory(atPath: root + "/content", withIntermediateDirectories: true)
        try write(text, to: root + "/content", age: 3600)
        return (root + "/content", root + "/cache")
    }

    func write(_ text: String, to content: String, age: TimeInterval) throws {
        let path = content + "/" + TranslationLock.fileName
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)
    }

    /// The lock's hashes through the cache, as a build a minute from now would read them
    /// (a file written by the test is old enough then to be stored).
    func hashes(_ folders: (content: String, cache: String), now: Int64 = FileStatus.now() + 60_000_000_000) -> LockedHashes? {
        LockedHashesCache.lockedHashes(inDirectory: folders.content, cacheDirectory: folders.cache, now: now)
    }

    func cacheFile(_ folders: (content: String, cache: String)) -> String {
        LockedHashesCache.cacheFile(contentDirectory: folders.content, cacheDirectory: folders.cache)
    }

    func identity(_ content: String) throws -> FileStatus {
        try #require(FileStatus.of(content + "/" + TranslationLock.fileName))
    }

    @Test("the stored form reads back exactly the hashes the lock reads as, gaps included")
    func roundTrip() throws {
        let hashes = try #require(LockedHashes.read(Array(lock.utf8)))
        let status = FileStatus(size: 10, modified: -5, changed: 7, inode: 99, isFolder: false, isRegularFile: true)
        let stored = LockedHashesCache.encode(hashes, identity: status)
        #expect(stored.withUnsafeBufferPointer { LockedHashesCache.decode($0, identity: status) } == hashes)
        let other = FileStatus(size: 10, modified: -5, changed: 8, inode: 99, isFolder: false, isRegularFile: true)
        #expect(stored.withUnsafeBufferPointer { LockedHashesCache.decode($0, identity: other) } == nil)
    }

    @Test("an unchanged lock is read from the cache: hashes stored for it are believed")
    func unchangedLockFromCache() throws {
        let folders = try folders(lock: lock)
        defer { try? FileManager.default.removeItem(atPath: (folders.content as NSString).deletingLastPathComponent) }
        let read = try #require(hashes(folders))
        #expect(read == LockedHashes.read(Array(lock.utf8)))
        // Stored hashes that differ from the lock's, under the lock's identity: a build
        // that returns them did not read the lock.
        let planted = try #require(LockedHashes.read(Array("09-z.md 4 1111111111111111\n".utf8)))
        try Data(LockedHashesCache.encode(planted, identity: try identity(folders.content))).write(to: URL(fileURLWithPath: cacheFile(folders)))
        #expect(hashes(folders) == planted)
    }

    @Test("an edited lock is read again, even at the same size and with its old modification time put back")
    func editedLockReadAgain() throws {
        let folders = try folders(lock: lock)
        defer { try? FileManager.default.removeItem(atPath: (folders.content as NSString).deletingLastPathComponent) }
        _ = hashes(folders)
        let path = folders.content + "/" + TranslationLock.fileName
        var before = stat()
        #expect(stat(path, &before) == 0)
        let edited = lock.replacingOccurrences(of: "00000000000000aa", with: "00000000000000bb")
        // Past the clock tick of the first write, however coarse the file system's change times.
        Thread.sleep(forTimeInterval: 0.05)
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        // The modification time exactly as it was (`touch -r`): only the change time tells.
        let times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
        #expect(try identity(folders.content).modified == FileStatus(before).modified)
        #expect(try identity(folders.content).size == FileStatus(before).size)
        #expect(hashes(folders)
                == LockedHashes.read(Array(edited.utf8)))
    }

    @Test("a damaged or cut cache file is ignored and replaced", arguments: ["flip", "cut", "empty"])
    func damagedCacheIgnored(damage: String) throws {
        let folders = try folders(lock: lock)
        defer { try? FileManager.default.removeItem(atPath: (folders.content as NSString).deletingLastPathComponent) }
        _ = hashes(folders)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cacheFile(folders))))
        switch damage {
        case "flip": bytes[bytes.count - 12] ^= 0x40
        case "cut": bytes.removeLast(5)
        default: bytes = []
        }
        try Data(bytes).write(to: URL(fileURLWithPath: cacheFile(folders)))
        #expect(hashes(folders)
                == LockedHashes.read(Array(lock.utf8)))
        let rewritten = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cacheFile(folders))))
        #expect(rewritten.withUnsafeBufferPointer { LockedHashesCache.decode($0, identity: try! identity(folders.content)) }
                == LockedHashes.read(Array(lock.utf8)))
    }

    @Test("a lock changed moments ago is read but not stored; a lock with a problem is never stored")
    func racyAndOddLocksNotStored() throws {
        let folders = try folders(lock: lock)
        defer { try? FileManager.default.removeItem(atPath: (folders.content as NSString).deletingLastPathComponent) }
        // Modified just now, then with its modification time put an hour back: the change
        // time is still recent.
        try write(lock, to: folders.content, age: 0)
        #expect(hashes(folders, now: FileStatus.now()) == LockedHashes.read(Array(lock.utf8)))
        #expect(!FileManager.default.fileExists(atPath: cacheFile(folders)))
        try write(lock, to: folders.content, age: 3600)
        #expect(hashes(folders, now: FileStatus.now()) == LockedHashes.read(Array(lock.utf8)))
        #expect(!FileManager.default.fileExists(atPath: cacheFile(folders)))
        try write("01-a.md 0 0123456789abcdef\n01-a.md 0 fedcba9876543210\n", to: folders.content, age: 3600)
        #expect(hashes(folders) == nil)
        #expect(!FileManager.default.fileExists(atPath: cacheFile(folders)))
    }

    @Test("without a lock there are no hashes, cache or not")
    func noLock() throws {
        let folders = try folders(lock: lock)
        defer { try? FileManager.default.removeItem(atPath: (folders.content as NSString).deletingLastPathComponent) }
        _ = hashes(folders)
        try FileManager.default.removeItem(atPath: folders.content + "/" + TranslationLock.fileName)
        #expect(hashes(folders) == nil)
    }
}
