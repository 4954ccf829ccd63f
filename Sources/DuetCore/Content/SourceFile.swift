import DuetMarkdown
import Foundation

/// A file read from disk and checked to be UTF-8, with the path diagnostics print.
struct SourceFile {
    let path: String
    let bytes: [UInt8]
    let text: String

    /// Reads the file; invalid UTF-8 becomes a diagnostic at the first bad byte.
    static func read(_ path: String) -> Result<SourceFile, Diagnostic> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.error("io.unreadable", at: FileLocation(file: path), "cannot read file"))
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let bad = UTF8Validation.firstInvalidByte(in: bytes) {
            let location = UTF8Validation.location(ofByte: bad, in: bytes)
            return .failure(.error("encoding.invalid-utf8", at: FileLocation(file: path, location),
                                   String(format: "invalid UTF-8 (byte 0x%02X); save the file as UTF-8", bytes[bad])))
        }
        return .success(SourceFile(path: path, bytes: bytes, text: String(decoding: bytes, as: UTF8.self)))
    }
}
