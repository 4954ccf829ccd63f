import DuetCore
import Foundation

/// Notices changes under the content and templates folders by comparing a fingerprint of
/// every file (path, size and a hash of the bytes) with the previous one. Polling is
/// simple, portable, and fast enough for a folder of Markdown.
struct SourceWatcher {
    let directories: [String]
    private var last: [String: UInt64] = [:]

    init(directories: [String]) {
        self.directories = directories
        last = Self.fingerprint(directories)
    }

    /// Whether anything was added, removed or changed since the previous call.
    mutating func changed() -> Bool {
        let current = Self.fingerprint(directories)
        defer { last = current }
        return current != last
    }

    static func fingerprint(_ directories: [String]) -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        let manager = FileManager.default
        for directory in directories {
            guard let enumerator = manager.enumerator(atPath: directory) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = directory + "/" + relative
                var isDirectory: ObjCBool = false
                // Read without blocking: a named pipe in the folder is left to the build to
                // refuse, not waited on by every poll.
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                      let bytes = UserFile.existingBytes(path) else { continue }
                result[path] = hash(Data(bytes))
            }
        }
        return result
    }

    /// FNV-1a 64 over the bytes.
    static func hash(_ data: Data) -> UInt64 {
        var value: UInt64 = 0xcbf29ce484222325
        for byte in data {
            value ^= UInt64(byte)
            value &*= 0x100000001b3
        }
        return value
    }
}
