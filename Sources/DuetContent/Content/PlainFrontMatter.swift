/// Front matter written the way nearly every page writes it, one `key: value` line per
/// known key with a plain value, read without a YAML parser.
///
/// Yams resolves every scalar's tag with `NSRegularExpression`s that all threads share,
/// and Foundation serialises their use: reading the pages of a book did not get faster on
/// more cores, and it was a twentieth of a cold build. This reader accepts only text whose
/// meaning in YAML is beyond doubt and answers nil for anything else (a quote, a comment,
/// an indented line, an unknown or repeated key, an indicator, a character YAML treats
/// specially), which then goes to Yams, so diagnostics and unusual YAML are exactly as
/// before. `PlainFrontMatterTests` checks that it agrees with Yams on what it accepts.
enum PlainFrontMatter {
    /// The values of `yaml` (the text between the `---` lines), or nil if the text is not
    /// plain enough to be sure what YAML would make of it.
    /// The values as the front matter cache keeps them.
    static func read(_ yaml: ArraySlice<UInt8>) -> FrontMatterCache.Values? {
        var title: String?
        var slug: String?
        var order: Int?
        var summary: String?
        var updated: String?
        var seen: Set<String> = []
        var lineStart = yaml.startIndex
        while lineStart < yaml.endIndex {
            var lineEnd = lineStart
            while lineEnd < yaml.endIndex && yaml[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var end = lineEnd
            if end > lineStart && yaml[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = yaml[lineStart..<end]
            lineStart = lineEnd + 1
            if line.allSatisfy({ $0 == UInt8(ascii: " ") }) { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let key = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
            guard FrontMatter.knownKeys.contains(key), seen.insert(key).inserted else { return nil }
            // `key: value`: the separating space is required, more are allowed.
            var valueStart = colon + 1
            guard valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") else { return nil }
            while valueStart < line.endIndex && line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
            var valueEnd = line.endIndex
            while valueEnd > valueStart && line[valueEnd - 1] == UInt8(ascii: " ") { valueEnd -= 1 }
            guard let value = plainScalar(line[valueStart..<valueEnd]) else { return nil }
            switch key {
            case "title":
                guard !value.allSatisfy(\.isWhitespace) else { return nil }
                title = value
            case "slug": slug = value
            case "summary": summary = value
            case "order":
                guard let number = decimal(value) else { return nil }
                order = number
            case "updated":
                guard FrontMatter.isDate(value) else { return nil }
                updated = value
            default: return nil
            }
        }
        // A page without a title is an error, which Yams' path reports.
        guard let title else { return nil }
        return FrontMatterCache.Values(title: title, slug: slug, order: order, summary: summary, updated: updated)
    }

    /// The text of a one-line plain scalar, or nil if these bytes could mean anything else
    /// in YAML: an indicator first (`-`, `?`, `:`, `,`, brackets, `#`, `&`, `*`, `!`, `|`,
    /// `>`, quotes, `%`, `@`, a backquote), `: ` or ` #` inside, `:` last, a tab, a
    /// control character, a line break YAML 1.1 knows (NEL, LS, PS, a lone CR), a byte
    /// order mark, or a character YAML does not allow.
    static func plainScalar(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let first = bytes.first else { return nil }
        let indicators: [UInt8] = Array("-?:,[]{}#&*!|>'\"%@`".utf8)
        // `-` starts a plain scalar when a digit follows (a negative order).
        if indicators.contains(first) {
            guard first == UInt8(ascii: "-"), bytes.count > 1, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[bytes.startIndex + 1])
            else { return nil }
        }
        guard bytes.last != UInt8(ascii: ":") else { return nil }
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F { return nil }
            if byte == UInt8(ascii: " ") && previous == UInt8(ascii: ":") { return nil }
            if byte == UInt8(ascii: "#") && previous == UInt8(ascii: " ") { return nil }
            previous = byte
        }
        // Invalid UTF-8 decodes to U+FFFD, which is refused with the rest.
        let text = String(decoding: bytes, as: UTF8.self)
        for scalar in text.unicodeScalars where scalar.value >= 0x80 {
            let value = scalar.value
            if value <= 0x9F || value == 0x2028 || value == 0x2029 || value == 0xFEFF || value >= 0xFFFD && value <= 0xFFFF { return nil }
        }
        return text
    }

    /// A whole number written in decimal without a leading zero, sign or separator that
    /// YAML would read another way (`012` is octal to Yams, `1_000` a thousand).
    static func decimal(_ text: String) -> Int? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard let first = digits.first, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        // `0` is zero, but `-0` and `012` are octal prefixes to Yams.
        guard first != "0" || (digits.count == 1 && !text.hasPrefix("-")) else { return nil }
        return Int(text)
    }
}
