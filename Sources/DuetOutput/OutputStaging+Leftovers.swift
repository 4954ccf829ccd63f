import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an in-place commit deletes in the folders that changed since the last build:
/// files the previous build made and this one did not. A file duet never wrote stays, and
/// is named in the build's note.
///
/// Every folder is entered by descriptor from the output's root, never through a link
/// (`HeldFolderTree`): a folder replaced by a link holds someone else's files, and nothing
/// in it is listed, let alone deleted.
extension OutputStaging {
    /// Deletes the entries of `folder` that an earlier build made and this one did not;
    /// files duet never wrote are added to `foreign` and stay.
    func removeUnlisted(in folder: String, tree: inout HeldFolderTree, known: Set<String>, foreign: inout [String]) {
        guard let descriptor = try? tree.folder(at: folder, create: false) else { return }
        for (name, isFolder) in HeldFolderTree.entries(of: descriptor) {
            let relative = folder.isEmpty ? name : folder + "/" + name
            if isFolder {
                if !known.contains(relative), removeUnlisted(name, in: descriptor, relative: relative, foreign: &foreign) {
                    unlinkat(descriptor, name, AT_REMOVEDIR)
                }
            } else if next.files[relative] == nil {
                if previousOwned.contains(relative) {
                    CommitFaults.step()
                    unlinkat(descriptor, name, 0)
                } else {
                    foreign.append(relative)
                }
            }
        }
    }

    /// Deletes files under the folder `name` of the folder open at `parent` (`relative` to
    /// the output) that the manifest of this build does not list; returns whether the
    /// folder is empty afterwards. A link or anything not a folder is not entered.
    private func removeUnlisted(_ name: String, in parent: Int32, relative folder: String, foreign: inout [String]) -> Bool {
        let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var empty = true
        for (entry, isFolder) in HeldFolderTree.entries(of: descriptor) {
            let relative = folder + "/" + entry
            if isFolder {
                if removeUnlisted(entry, in: descriptor, relative: relative, foreign: &foreign) {
                    unlinkat(descriptor, entry, AT_REMOVEDIR)
                } else {
                    empty = false
                }
            } else if next.files[relative] == nil && previousOwned.contains(relative) {
                CommitFaults.step()
                unlinkat(descriptor, entry, 0)
            } else {
                if next.files[relative] == nil { foreign.append(relative) }
                empty = false
            }
        }
        return empty
    }
}
