/// Paths relative to a folder that must stay inside it.
package enum RelativePath {
    /// A relative path with no `..`, no absolute start: nothing it names lies outside the
    /// folder it is relative to.
    package static func staysInside(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { staysInside(bytes: $0) }
    }

    /// `staysInside(_:)` on a path's UTF-8 bytes. Every `/` byte separates: split as
    /// characters, a `/` followed by a combining mark was not a separator, so `../\u{301}x`
    /// passed, though the file system would go up a folder.
    package static func staysInside(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first != UInt8(ascii: "/") else { return false }
        var componentStart = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
            if index - componentStart == 2 && bytes[componentStart] == UInt8(ascii: ".") && bytes[componentStart + 1] == UInt8(ascii: ".") {
                return false
            }
            componentStart = index + 1
        }
        return true
    }
}
