import DuetMarkdown

/// The bytes of a catalog or document a translator hands to `duet po import` or `duet xliff
/// import`, and the checks both formats make on them before parsing: it can be read (and
/// if not, the system's reason), and it is UTF-8 (and if not, the exact byte).
package enum CatalogFile {
    /// The file's bytes, without a UTF-8 byte-order mark. A file that cannot be read is a
    /// diagnostic at its path saying why ("permission denied", "is a directory", "it is a
    /// named pipe"), never a wait: the file is opened without blocking.
    package static func bytes(at path: String) -> Result<[UInt8], Diagnostic> {
        guard var bytes = SourceFile.readBytes(path) else { return .failure(SourceFile.unreadable(path)) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return .success(bytes)
    }

    /// The text of `bytes`, or the diagnostic `identifier` at the first byte that is not
    /// UTF-8: its line and column, and in the message its offset in the file (what a hex
    /// editor shows) and its value.
    package static func text(_ bytes: [UInt8], path: String, identifier: String, fix: String) -> Result<String, Diagnostic> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        let bad = UTF8Validation.firstInvalidByte(in: bytes) ?? 0
        let location = UTF8Validation.location(ofByte: bad, in: bytes)
        let value = bad < bytes.count ? "0x" + String(bytes[bad], radix: 16, uppercase: true).leftPadded(to: 2) : "end of file"
        return .failure(.error(identifier, at: FileLocation(file: path, location),
                               "invalid UTF-8 at byte offset \(bad) (\(value))", fix: fix))
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
