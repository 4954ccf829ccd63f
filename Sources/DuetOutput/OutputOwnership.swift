import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The evidence that duet wrote the files of an output folder: its ownership list.
///
/// Duet claims a file only when this list names it. A folder without a list that names
/// the very folder (its device and inode) is someone else's, whatever it holds: a
/// multilingual Hugo site has `index.html`, `sitemap.xml`, `en/` and `zh/` too, so no
/// layout is evidence.
///
/// The list lives beside the output, as `.<name>.duet.owned` in the output's parent
/// folder, so it is never published with the site (docs/output.md says why not in the
/// project's cache: a build with `--no-cache` or a cleaned `.build/` would then lose it and
/// refuse its own site). It records the output's device and inode, so a folder put in the
/// output's place (moved, copied over, replaced) is not claimed by an old list.
///
/// Format: the header line, then the folder's line (`FolderIdentity`), then one line per file:
/// `= <path>` for a file duet wrote, or `? <inode> <path>` for a file an in-place commit
/// is about to move in, claimed only while the file at that path is that very file
/// (a commit killed half-way has moved some of them in, and the next build must be able
/// to replace those; a user's file that appears there meanwhile has another inode).
enum OutputOwnership {
    /// The first line of every list, checked byte for byte: a list is duet's own only if it
    /// starts with it, and whole only if it also ends with a line feed.
    package static let header = "duet output: the files duet wrote here, one per line; duet replaces or deletes only these"

    /// The list earlier builds kept inside the output: evidence once, then removed by the
    /// build that reads it (it would otherwise be published with the site).
    static let legacyFileName = ".duet-output"

    /// Where the list of `output` lives: beside it, in its parent folder.
    static func listPath(for output: String) -> String {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".duet.owned").path
    }

    /// The list a commit that replaces the whole folder writes before the swap, naming the
    /// new folder: until it is renamed over `listPath`, whichever of the two names the
    /// folder at the output's path is the evidence.
    static func pendingListPath(for output: String) -> String { listPath(for: output) + ".next" }

    /// Where a list is written before it is renamed into place.
    static func temporaryPath(for list: String) -> String { list + ".writing" }

    /// Which list the evidence came from.
    package enum Source: Equatable {
        /// The list beside the output, naming this folder.
        case beside
        /// The list of a swap that was not finished renaming its list into place.
        case pending
        /// `.duet-output` inside the output, from an earlier build.
        case legacy
    }

    /// What duet owns in an output folder, and how it knows.
    struct Claim {
        let owned: Set<String>
        package let source: Source
    }

    /// The files duet owns in `output`, or nil when nothing says duet wrote the folder.
    static func claim(_ output: String) -> Claim? {
        guard FolderIdentity.of(output) != nil else { return nil }
        for (path, source) in [(listPath(for: output), Source.beside), (pendingListPath(for: output), .pending)] {
            guard let data = FileManager.default.contents(atPath: path), isWhole(data) else { continue }
            if let owned = parse(data, of: output) { return Claim(owned: owned, source: source) }
        }
        guard let data = FileManager.default.contents(atPath: output + "/" + legacyFileName), isWhole(data) else { return nil }
        // The old list named the files only; it is duet's too, so it goes with them.
        var owned = Set(parseLegacy(data))
        owned.insert(legacyFileName)
        return Claim(owned: owned, source: .legacy)
    }

    /// Whether something says duet wrote `output` (see `claim`), without making the set of
    /// its paths (20,000 lines in a large book, and every build asks before it starts).
    static func isDuetOutput(_ output: String) -> Bool {
        guard FolderIdentity.of(output) != nil else { return false }
        for path in [listPath(for: output), pendingListPath(for: output)] {
            if let data = FileManager.default.contents(atPath: path), isWhole(data),
               let line = folderLine(of: data), FolderIdentity.line(line, describes: output) { return true }
        }
        return FileManager.default.contents(atPath: output + "/" + legacyFileName).map(isWhole) ?? false
    }

    /// Why the lists beside `output` are no evidence, in words for the refusal: none is
    /// there, one is damaged (not duet's header, or cut short), or one names another folder
    /// (the output was moved, copied or replaced since). A user who finds a damaged list
    /// must not be told there is none.
    static func whyNotEvidence(for output: String) -> String {
        let path = listPath(for: output)
        guard let data = FileManager.default.contents(atPath: path) else {
            return "no ownership list beside it (`\(path)`) names this folder"
        }
        guard isWhole(data) else {
            return "the ownership list beside it (`\(path)`) is damaged: it does not start with duet's header line or was cut short, so it is no evidence"
        }
        return "the ownership list beside it (`\(path)`) names another folder: the output was moved, copied or replaced since duet wrote it"
    }

    /// The header first and a line feed at the end: a list cut short by a crash is not trusted.
    private static func isWhole(_ data: Data) -> Bool {
        let headerLine = Array((header + "\n").utf8)
        return data.count >= headerLine.count && data.prefix(headerLine.count).elementsEqual(headerLine) && data.last == 10
    }

    /// The paths of a list beside the output if its `folder` line names `identity`.
    ///
    /// Split on bytes: every build of a large book reads 20,000 lines here, and splitting
    /// a `String` into `Character`s cost more than the rest of the reading.
    private static func parse(_ data: Data, of output: String) -> Set<String>? {
        let lines = [UInt8](data).split(separator: 10, omittingEmptySubsequences: false).dropFirst().dropLast()
        guard let first = lines.first, FolderIdentity.line(String(decoding: first, as: UTF8.self), describes: output) else { return nil }
        var paths = Set<String>(minimumCapacity: lines.count)
        for line in lines.dropFirst() {
            guard line.count > 2, line[line.startIndex + 1] == UInt8(ascii: " ") else { continue }
            let rest = line.dropFirst(2)
            switch line.first {
            case UInt8(ascii: "="):
                let path = String(decoding: rest, as: UTF8.self)
                if OutputWriter.isInside(path) { paths.insert(path) }
            case UInt8(ascii: "?"):
                guard let space = rest.firstIndex(of: UInt8(ascii: " ")),
                      let inode = UInt64(String(decoding: rest[..<space], as: UTF8.self)) else { continue }
                let path = String(decoding: rest[(space + 1)...], as: UTF8.self)
                var info = stat()
                if OutputWriter.isInside(path), lstat(output + "/" + path, &info) == 0, UInt64(info.st_ino) == inode {
                    paths.insert(path)
                }
            default:
                continue
            }
        }
        return paths
    }

    /// The second line of a whole list, which names its folder.
    private static func folderLine(of data: Data) -> String? {
        let start = header.utf8.count + 1
        guard let end = data[start...].firstIndex(of: 10) else { return nil }
        return String(decoding: data[start..<end], as: UTF8.self)
    }

    /// The paths of a list an earlier build kept inside the output: one per line.
    private static func parseLegacy(_ data: Data) -> [String] {
        [UInt8](data).split(separator: 10, omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { String(decoding: $0, as: UTF8.self) }.filter(OutputWriter.isInside)
    }

    /// The bytes of a list for the folder `identity` naming `paths`, sorted so two builds
    /// write the same file, and `pending` files (path and inode) an in-place commit is
    /// about to move in.
    package static func bytes(_ paths: some Sequence<String>, pending: [(path: String, inode: UInt64)] = [], identity: FolderIdentity) -> [UInt8] {
        var lines = [header, identity.line]
        lines += paths.sorted().map { "= " + $0 }
        lines += pending.sorted { $0.path < $1.path }.map { "? \($0.inode) \($0.path)" }
        return Array(lines.joined(separator: "\n").utf8) + [10]
    }

    /// Writes durably (see `DurableFile`) at `path` (`listPath` or `pendingListPath`) the
    /// list that names the folder `folder` as it is now.
    package static func write(_ paths: Set<String>, pending: [(path: String, inode: UInt64)] = [],
                      describing folder: String, to path: String) throws {
        guard let identity = FolderIdentity.describing(folder, owned: paths.union(pending.map(\.path))) else {
            throw OutputIOError(action: "read", path: folder, code: ENOENT)
        }
        try DurableFile.replace(path, with: bytes(paths, pending: pending, identity: identity))
    }
}

/// Which folder a list describes: its device and inode, and the inodes of its top-level
/// folders duet writes (`en`, `zh`, `assets` ...).
///
/// The folder's own inode stays while the folder is renamed or its files change, and
/// differs for another folder put at its path, unless the file system hands a deleted
/// folder's inode to a new one (ext4 can, for `rm -rf Site; mkdir Site`). The top-level
/// folders are checked too: a folder made anew would have to get every one of their inodes
/// back, each under the same name. They stay while a build updates the output in place (it
/// moves files in, not folders), and a list is written again whenever one is added or removed.
struct FolderIdentity: Equatable {
    let device: UInt64
    package let inode: UInt64
    /// Top-level folders by name, with their inodes.
    var folders: [String: UInt64] = [:]

    /// The device and inode of the folder at `path` (not following a link), nil if there is none.
    package static func of(_ path: String) -> FolderIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The identity of the folder at `path` with its top-level folders that hold one of
    /// `owned`, as a list written now records it.
    static func describing(_ path: String, owned: some Sequence<String>) -> FolderIdentity? {
        guard var identity = of(path) else { return nil }
        var names: Set<Substring> = []
        for file in owned {
            guard let slash = file.utf8.firstIndex(of: UInt8(ascii: "/")) else { continue }
            names.insert(file[..<slash])
        }
        for name in names where !name.contains(" ") && !name.contains("=") {
            var info = stat()
            if lstat(path + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { identity.folders[String(name)] = UInt64(info.st_ino) }
        }
        return identity
    }

    /// Its line in an ownership list: `folder <device> <inode> en=<inode> zh=<inode> ...`.
    package var line: String {
        (["folder", String(device), String(inode)] + folders.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ")
    }

    /// Whether `line` describes the folder at `path`: its device and inode, and every
    /// top-level folder it names that is there has the inode it records.
    package static func line(_ line: String, describes path: String) -> Bool {
        let fields = line.split(separator: " ")
        guard fields.count >= 3, fields[0] == "folder", let here = of(path),
              UInt64(fields[1]) == here.device, UInt64(fields[2]) == here.inode else { return false }
        for field in fields.dropFirst(3) {
            guard let equals = field.firstIndex(of: "="), let inode = UInt64(field[field.index(after: equals)...]) else { return false }
            var info = stat()
            if lstat(path + "/" + field[..<equals], &info) == 0, UInt64(info.st_ino) != inode { return false }
        }
        return true
    }
}
