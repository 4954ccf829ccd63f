import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an in-place commit deletes in the folders that changed since the last build:
/// files the previous build made and this one did not. A file duet never wrote stays, and
/// is named in the build's note.
extension OutputStaging {
    /// Deletes the entries of `folder` that an earlier build made and this one did not;
    /// files duet never wrote are added to `foreign` and stay.
    func removeUnlisted(in folder: String, known: Set<String>, foreign: inout [String]) {
        let absolute = folder.isEmpty ? output.path : output.path + "/" + folder
        // A folder replaced by a link (or one below a link) holds someone else's files:
        // nothing in it is listed, let alone deleted.
        var folders = RealFolders(root: output.path)
        if !folder.isEmpty, folders.firstNotRealFolder(above: folder + "/-") != nil { return }
        for (name, isFolder) in Self.entries(of: absolute) {
            let relative = folder.isEmpty ? name : folder + "/" + name
            if isFolder {
                if !known.contains(relative), removeUnlisted(folder: relative, foreign: &foreign) { rmdir(output.path + "/" + relative) }
            } else if next.files[relative] == nil {
                if previousOwned.contains(relative) {
                    CommitFaults.step()
                    unlink(output.path + "/" + relative)
                } else {
                    foreign.append(relative)
                }
            }
        }
    }

    /// A folder's entries, each with whether it is a folder; empty if it cannot be read.
    private static func entries(of absolute: String) -> [(name: String, isFolder: Bool)] {
        guard let directory = opendir(absolute) else { return [] }
        defer { closedir(directory) }
        var names: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                // Some file systems do not say; ask.
                var info = stat()
                isFolder = lstat(absolute + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            names.append((name, isFolder))
        }
        return names
    }

    /// Deletes files under `folder` (relative to the output) that the manifest of this
    /// build does not list; returns whether the folder is empty afterwards.
    @discardableResult
    private func removeUnlisted(folder: String, foreign: inout [String]) -> Bool {
        let absolute = folder.isEmpty ? output.path : output.path + "/" + folder
        var empty = true
        for (name, isFolder) in Self.entries(of: absolute) {
            let relative = folder.isEmpty ? name : folder + "/" + name
            if isFolder {
                if removeUnlisted(folder: relative, foreign: &foreign) {
                    rmdir(output.path + "/" + relative)
                } else {
                    empty = false
                }
            } else if next.files[relative] == nil && previousOwned.contains(relative) {
                CommitFaults.step()
                unlink(output.path + "/" + relative)
            } else {
                if next.files[relative] == nil { foreign.append(relative) }
                empty = false
            }
        }
        return empty
    }
}
