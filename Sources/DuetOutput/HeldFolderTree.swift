import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder tree reached from a descriptor of its root, one folder at a time, without
/// following a link: what the in-place commit moves, writes and deletes through.
///
/// The commit used to name every file by its path from `/`. Anyone who can write the
/// output's parent (a shared workspace, a CI cache) could then rename the output away and
/// put a link to another folder at its path between two moves, and every later move went
/// into that folder, replacing its files. Here each operation is relative to a descriptor
/// opened from the root the build surveyed: a swap of the path redirects nothing, and a
/// sub-folder replaced by a link (or a file) is not entered (`O_NOFOLLOW`).
///
/// The descriptors of the folders above the current path are kept on a stack, so walking
/// paths in sorted order opens each folder once.
struct HeldFolderTree {
    /// What stood where a folder was wanted.
    enum Blocked: Error {
        /// A file, a link or something else that is not a folder, at this relative path.
        case notAFolder(String)
        /// The system refused; the relative path and its error number.
        case failed(String, Int32)
    }

    /// The root's descriptor; owned by whoever made the tree, not closed here.
    let root: Int32
    private var stack: [(name: Substring, descriptor: Int32)] = []

    init(root: Int32) {
        self.root = root
    }

    /// Opens `path` (absolute) as a folder, not through a link at its last component.
    static func open(folder path: String) -> Int32? {
        let descriptor = Foundation.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }

    /// The last component of a relative path: the name an operation uses in its folder.
    static func name(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// The descriptor of the folder that holds `path` (relative to the root). Folders that
    /// are not there are made when `create`, else the answer is nil; a component that is
    /// not a real folder is `Blocked.notAFolder` when `create`, else nil.
    mutating func folder(holding path: String, create: Bool) throws(Blocked) -> Int32? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        return try folder(components: Array(components), create: create)
    }

    /// The descriptor of the folder `path` itself (relative to the root; "" is the root).
    mutating func folder(at path: String, create: Bool) throws(Blocked) -> Int32? {
        try folder(components: path.isEmpty ? [] : path.split(separator: "/", omittingEmptySubsequences: false), create: create)
    }

    private mutating func folder(components: [Substring], create: Bool) throws(Blocked) -> Int32? {
        var depth = 0
        while depth < stack.count, depth < components.count, stack[depth].name == components[depth] { depth += 1 }
        while stack.count > depth { Foundation.close(stack.removeLast().descriptor) }
        for (index, component) in components.enumerated().dropFirst(depth) {
            let parent = stack.last?.descriptor ?? root
            let name = String(component)
            var descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if descriptor < 0, errno == ENOENT, create {
                if mkdirat(parent, name, 0o755) != 0, errno != EEXIST {
                    throw .failed(components[...index].joined(separator: "/"), errno)
                }
                descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard descriptor >= 0 else {
                let code = errno
                let relative = components[...index].joined(separator: "/")
                switch code {
                case ENOENT where !create: return nil
                case ELOOP, ENOTDIR, ENOENT: if create { throw .notAFolder(relative) } else { return nil }
                default: throw .failed(relative, code)
                }
            }
            stack.append((component, descriptor))
        }
        return stack.last?.descriptor ?? root
    }

    /// Closes the folders held below the root.
    mutating func close() {
        while let last = stack.popLast() { Foundation.close(last.descriptor) }
    }

    /// Deletes everything below the folder open at `descriptor`, entering sub-folders by
    /// descriptor and never through a link (a link is removed, not followed): what is left
    /// of the staging folder after an in-place commit, which anyone who can write the
    /// output's parent could otherwise point elsewhere while it is removed by path.
    static func removeContents(of descriptor: Int32) {
        for (name, isFolder) in entries(of: descriptor) {
            if isFolder {
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 {
                    removeContents(of: child)
                    Foundation.close(child)
                }
                unlinkat(descriptor, name, AT_REMOVEDIR)
            } else {
                unlinkat(descriptor, name, 0)
            }
        }
    }

    /// The entries of the folder open at `descriptor`, each with whether it is a real
    /// folder (a link to one is not); empty if it cannot be listed.
    static func entries(of descriptor: Int32) -> [(name: String, isFolder: Bool)] {
        let copy = dup(descriptor)
        guard copy >= 0 else { return [] }
        guard let directory = fdopendir(copy) else {
            Foundation.close(copy)
            return []
        }
        defer { closedir(directory) }
        rewinddir(directory)
        var names: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                // Some file systems do not say; ask, without following a link.
                var info = stat()
                isFolder = fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            }
            names.append((name, isFolder))
        }
        return names
    }
}
