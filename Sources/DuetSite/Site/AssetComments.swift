/// The templates' scripts and stylesheet are written to be read, with a comment for every
/// why; a reader's browser needs none of it. The published copies leave out the comments
/// that can be left out without understanding the code: a third of the bytes every first
/// visit loads before its first paint.
///
/// Only what is certainly a comment goes:
/// - in a script, a line whose text starts with `//`, unless the script has a template
///   literal (a backtick outside such lines), in which a line may start inside a string,
///   or the line before ends in a backslash (a string continued on the next line);
/// - in a stylesheet, every `/* … */` outside a quoted string, and the blank lines left.
enum AssetComments {
    /// `text` without its comments when `path` names a script or a stylesheet; any other
    /// file, unchanged.
    static func stripped(_ text: String, path: String) -> String {
        if path.hasSuffix(".js") { return script(text) }
        if path.hasSuffix(".css") { return stylesheet(text) }
        return text
    }

    static func script(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func isComment(_ line: Substring) -> Bool { line.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") }
        guard !lines.contains(where: { !isComment($0) && $0.contains("`") }) else { return text }
        var kept: [Substring] = []
        kept.reserveCapacity(lines.count)
        var continued = false
        for line in lines {
            if !continued && isComment(line) { continue }
            continued = line.hasSuffix("\\")
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    static func stylesheet(_ text: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        out.reserveCapacity(bytes.count)
        var index = 0
        var quote: UInt8? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                out.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    out.append(bytes[index + 1])
                    index += 2
                    continue
                }
                if byte == open { quote = nil }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                // An unclosed comment runs to the end, as CSS reads it.
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                index = min(end + 2, bytes.count)
                continue
            }
            out.append(byte)
            index += 1
        }
        // The lines the comments stood on.
        let lines = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }.joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
    }
}
