import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file below a folder, as relative paths (symbolic links are listed, not followed).
enum OutputFiles {
    package static func list(_ root: String) -> [String] {
        var result: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let absolute = folder.isEmpty ? root : root + "/" + folder
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else { continue }
            for name in names {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var info = stat()
                guard lstat(root + "/" + relative, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR { folders.append(relative) } else { result.append(relative) }
            }
        }
        return result.sorted()
    }
}
