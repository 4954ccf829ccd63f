import DuetSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The translation lock's hashes as the last build read them, kept in the cache folder in
/// binary and found again by the lock file's identity (size, modification and change
/// times, inode), as `SourceRecordCache` finds pages.
///
/// A 10,000-pair book's lock is 200,000 lines, nine megabytes, and it changes only when a
/// translator runs `duet accept`; reading it line by line was a twentieth of the CPU time
/// of every edit's rebuild. The stored form is the per-page arrays themselves, checked by a
/// checksum before it is believed, and tied to the duet executable that stored it (another
/// may read locks differently). A lock modified or changed (its change time, which also
/// moves when a modification time is put back) moments ago is not stored, since a second
/// change within the file system's clock tick would keep its times ("racily clean", see
/// `FileStatus.racyWindow`); a lock that does not read the fast way is never stored, so its
/// problems are reported on every build.
enum LockedHashesCache {
    /// The stored form's version and the executable that wrote it; another is ignored and
    /// replaced.
    private static let magic = Array("duet-locked-hashes-1\t\(ExecutableIdentity.current)\n".utf8)

    /// The lock of the content folder `directory`: from the cache when the lock file is
    /// unchanged, otherwise read (`LockedHashes.read`) and stored for the next build. Nil
    /// when there is no lock or it does not read the fast way, as without a cache.
    /// `now` is when the build started (a specification moves it).
    static func lockedHashes(inDirectory directory: String, cacheDirectory: String, now: Int64 = FileStatus.now()) -> LockedHashes? {
        let path = join(directory, TranslationLock.fileName)
        // Without blocking: a named pipe in place of the lock is refused by the lock's
        // reader (`SourceFile.read`), not waited on here.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let status = FileStatus(info)
        let file = cacheFile(contentDirectory: directory, cacheDirectory: cacheDirectory)
        if let stored = MappedFile(file)?.withBytes({ decode($0, identity: status) }) { return stored }
        // Read from the descriptor whose status was taken, so what is stored is that file.
        guard let bytes = SourceFile.readBytes(descriptor: descriptor, size: status.size),
              let hashes = LockedHashes.read(bytes) else { return nil }
        if max(status.modified, status.changed) < now - FileStatus.racyWindow {
            try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            try? Data(encode(hashes, identity: status)).write(to: URL(fileURLWithPath: file), options: .atomic)
        }
        return hashes
    }

    static func cacheFile(contentDirectory: String, cacheDirectory: String) -> String {
        join(cacheDirectory, "locked-hashes-" + FNV1a64.hex(URL(fileURLWithPath: contentDirectory).standardizedFileURL.path) + ".bin")
    }

    /// The magic line, the lock's identity and a checksum of the rest (four and one
    /// little-endian words), then the number of pages and per page: its name's length and
    /// bytes, its number of block slots, a hash per slot and a bit per slot for whether it
    /// holds one.
    static func encode(_ hashes: LockedHashes, identity: FileStatus) -> [UInt8] {
        var body: [UInt8] = []
        func word(_ value: UInt64, into out: inout [UInt8]) {
            withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
        }
        let pages = hashes.allPages
        word(UInt64(pages.count), into: &body)
        for (name, slots) in pages {
            word(UInt64(name.utf8.count), into: &body)
            body.append(contentsOf: name.utf8)
            word(UInt64(slots.count), into: &body)
            for slot in slots { word(slot ?? 0, into: &body) }
            var bits = [UInt8](repeating: 0, count: (slots.count + 7) / 8)
            for (index, slot) in slots.enumerated() where slot != nil { bits[index / 8] |= 1 << UInt8(index % 8) }
            body.append(contentsOf: bits)
        }
        var out = magic
        for value in identityWords(identity) { word(value, into: &out) }
        word(body.withUnsafeBufferPointer(checksum), into: &out)
        return out + body
    }

    /// The stored hashes if `bytes` is a whole, undamaged stored form for a lock with
    /// `identity`; nil otherwise.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, identity: FileStatus) -> LockedHashes? {
        var position = 0
        func word() -> UInt64? {
            guard position + 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
            defer { position += 8 }
            return UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        }
        guard bytes.count >= magic.count, bytes[0..<magic.count].elementsEqual(magic) else { return nil }
        position = magic.count
        for expected in identityWords(identity) {
            guard word() == expected else { return nil }
        }
        guard let sum = word(), sum == checksum(UnsafeBufferPointer(rebasing: bytes[position...])),
              let pageCount = word(), pageCount <= UInt64(bytes.count) else { return nil }
        var pages: [String: [UInt64?]] = [:]
        pages.reserveCapacity(Int(pageCount))
        for _ in 0..<Int(pageCount) {
            guard let nameLength = word(), nameLength <= UInt64(bytes.count - position) else { return nil }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + Int(nameLength))]), as: UTF8.self)
            position += Int(nameLength)
            guard let slotCount = word(), slotCount <= UInt64((bytes.count - position) / 8) else { return nil }
            let count = Int(slotCount)
            let bitsStart = position + count * 8
            guard bitsStart + (count + 7) / 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
            let slots = [UInt64?](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count {
                    let present = bytes[bitsStart + index / 8] & (1 << UInt8(index % 8)) != 0
                    let value = UInt64(littleEndian: UnsafeRawPointer(base + position + index * 8).loadUnaligned(as: UInt64.self))
                    (buffer.baseAddress! + index).initialize(to: present ? value : nil)
                }
                initialized = count
            }
            position = bitsStart + (count + 7) / 8
            guard pages.updateValue(slots, forKey: name) == nil else { return nil }
        }
        guard position == bytes.count else { return nil }
        return LockedHashes(pages: pages)
    }

    private static func identityWords(_ status: FileStatus) -> [UInt64] {
        [UInt64(status.size), UInt64(bitPattern: status.modified), UInt64(bitPattern: status.changed), status.inode]
    }

    /// A word-at-a-time checksum: enough to notice a damaged or cut file, at a fraction of
    /// the cost of reading the lock itself.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))) &* 0x0000_0100_0000_01B3
            hash ^= hash >> 29
            index += 8
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
            index += 1
        }
        return hash
    }
}
