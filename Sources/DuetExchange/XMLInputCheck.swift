import DuetContent
import DuetMarkdown
import Foundation

/// What an XLIFF document's bytes must be before an XML parser sees them, each refusal at
/// its line and column:
///
/// - UTF-8, as declared (`xliff.encoding`): another declared encoding is refused by name,
///   and a byte that is not UTF-8 is located, rather than the parser transcoding or
///   stopping with a bare error code.
/// - Without a document type declaration (`xliff.doctype`) and without entity references
///   other than XML's five (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and character
///   references (`xliff.entity`). An entity declared in a DOCTYPE vanished from the text a
///   target held, and the unit was accepted without it; an external entity would have the
///   parser open a file or URL of the document's choosing. No tool writes either in
///   XLIFF, so both are refused before parsing, and nothing a document names is opened.
///
/// Comments, CDATA sections and processing instructions are skipped as XML defines them,
/// so an `&` or a `<!DOCTYPE` written inside them is text, as it is to the parser.
struct XMLInputCheck {
    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var line = 1
    private var column = 1

    static let predefinedEntities: Set<String> = ["lt", "gt", "amp", "apos", "quot"]

    /// The first reason the document cannot be parsed safely, or nil.
    static func refusal(_ bytes: [UInt8], path: String) -> Diagnostic? {
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let encoding = declaredEncodingRefusal(bytes, path: path) { return encoding }
        if case .failure(let invalid) = CatalogFile.text(bytes, path: path, identifier: "xliff.encoding",
                                                         fix: "save the document as UTF-8") {
            return invalid
        }
        var scan = XMLInputCheck(bytes: bytes, path: path)
        return scan.markupRefusal()
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private var location: FileLocation { FileLocation(file: path, line: line, column: column) }

    private static let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
    private static let instructionStart = Array("<?".utf8), instructionEnd = Array("?>".utf8)
    private static let doctype = Array("<!DOCTYPE".utf8)

    private func starts(with prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[index + offset] != prefix[offset] { return false }
        return true
    }

    /// Moves one byte on, keeping the line and character column.
    private mutating func advance() {
        let byte = bytes[index]
        if byte == 10 {
            line += 1
            column = 1
        } else if byte == 13 {
            // A lone CR ends a line in XML; CRLF counts once, at its LF.
            if index + 1 >= bytes.count || bytes[index + 1] != 10 {
                line += 1
                column = 1
            }
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    /// Moves past the next `terminator`, or to the end.
    private mutating func skip(past terminator: [UInt8]) {
        while index < bytes.count && !starts(with: terminator) { advance() }
        for _ in terminator where index < bytes.count { advance() }
    }

    private mutating func markupRefusal() -> Diagnostic? {
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") && byte != UInt8(ascii: "&") {
                advance()
            } else if starts(with: Self.commentStart) {
                skip(past: Self.commentEnd)
            } else if starts(with: Self.cdataStart) {
                skip(past: Self.cdataEnd)
            } else if starts(with: Self.instructionStart) {
                skip(past: Self.instructionEnd)
            } else if starts(with: Self.doctype) {
                return .error("xliff.doctype", at: location,
                              "a document type declaration (<!DOCTYPE>): duet reads XLIFF without one, and its entities are never expanded",
                              fix: "remove the DOCTYPE; XLIFF needs none, and write any special character itself or as a character reference (`&#12354;`)")
            } else if bytes[index] == UInt8(ascii: "&") {
                let at = location
                advance()
                if index < bytes.count && bytes[index] == UInt8(ascii: "#") { continue }
                var name: [UInt8] = []
                while index < bytes.count, name.count <= 64, bytes[index] != UInt8(ascii: ";"),
                      !Self.endsName(bytes[index]) {
                    name.append(bytes[index])
                    advance()
                }
                // A bare `&` is the parser's to report as malformed.
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";"), !name.isEmpty else { continue }
                let entity = String(decoding: name, as: UTF8.self)
                if !Self.predefinedEntities.contains(entity) {
                    return .error("xliff.entity", at: at,
                                  "the entity reference `&\(entity);`: only XML's five (`&lt;` `&gt;` `&amp;` `&apos;` `&quot;`) and character references are read",
                                  fix: "write the character itself, or as a character reference such as `&#169;`")
                }
            } else {
                advance()
            }
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case 9, 10, 13, 32, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// The refusal of an XML declaration whose `encoding` is not UTF-8. Without a
    /// declaration (or an encoding in it) XML is UTF-8.
    private static func declaredEncodingRefusal(_ bytes: [UInt8], path: String) -> Diagnostic? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let end = (0..<bytes.count).first { $0 + 1 < bytes.count && bytes[$0] == UInt8(ascii: "?") && bytes[$0 + 1] == UInt8(ascii: ">") } ?? bytes.count
        let declaration = String(decoding: bytes[0..<end], as: UTF8.self)
        guard let key = declaration.range(of: "encoding") else { return nil }
        let afterKey = declaration[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "=" }
        guard let quote = afterKey.first, quote == "\"" || quote == "'" else { return nil }
        let value = afterKey.dropFirst().prefix { $0 != quote }
        guard !["utf-8", "utf8"].contains(value.lowercased()) else { return nil }
        let prefix = declaration[..<key.lowerBound]
        let line = 1 + prefix.filter { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.count
        let column = 1 + prefix.reversed().prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }.count
        return .error("xliff.encoding", at: FileLocation(file: path, line: line, column: column),
                      "the document's encoding is `\(value)`; duet reads XLIFF only in UTF-8",
                      fix: "save the document as UTF-8 with `encoding=\"UTF-8\"` in its XML declaration")
    }
}
