import DuetSupport
import Foundation

/// Words for a file system failure: the path and the system's reason, never a Foundation
/// error dump (`Error Domain=NSPOSIXErrorDomain Code=13 …`) that names neither.
package enum PlainIOError {
    /// `path` names the file when the error itself does not (Foundation leaves it out
    /// of some errors).
    package static func describe(_ error: any Error, doing action: String, path knownPath: String? = nil) -> String {
        if let worded = error as? any PlainlyWordedError { return worded.description }
        let nsError = error as NSError
        // The path the user named first: an atomic write's error may name its temporary file.
        let path = knownPath ?? (nsError.userInfo[NSFilePathErrorKey] as? String) ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
        var code: Int32?
        if nsError.domain == NSPOSIXErrorDomain { code = Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            code = Int32(underlying.code)
        }
        if let posix = error as? POSIXError { code = posix.code.rawValue }
        // Foundation on Linux reports some failures as a Cocoa code without the POSIX
        // error underneath: the errno each stands for.
        if code == nil, nsError.domain == NSCocoaErrorDomain {
            switch CocoaError.Code(rawValue: nsError.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: code = ENOENT
            case .fileWriteNoPermission, .fileReadNoPermission: code = EACCES
            case .fileWriteOutOfSpace: code = ENOSPC
            case .fileWriteVolumeReadOnly: code = EROFS
            case .fileWriteFileExists: code = EEXIST
            default: break
            }
        }
        let reason = code.map { String(cString: strerror($0)).lowercased() } ?? nsError.localizedDescription
        return path.map { "cannot \(action) `\($0)`: \(reason)" } ?? "cannot \(action): \(reason)"
    }
}
