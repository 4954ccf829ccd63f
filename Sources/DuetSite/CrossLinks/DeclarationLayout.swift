/// Lays out a declaration the way DocC does when it is too long for one line: a Swift
/// function gets one parameter per line between its parentheses, an Objective-C method
/// one selector part per line with the colons aligned, as Xcode indents them. Short
/// declarations stay on one line. The text is only re-spaced, never changed, so the
/// highlighter sees the same tokens.
enum DeclarationLayout {
    /// Longer than this many characters, a declaration with parameters is wrapped.
    static let wrapWidth = 60

    static func swift(_ declaration: String) -> String {
        guard declaration.count > wrapWidth, !declaration.contains("\n") else { return declaration }
        let scalars = Array(declaration)
        // The parameter list: the first `(` at depth 0 that follows a name and its match.
        guard let open = scalars.firstIndex(of: "("), open > 0, scalars[open - 1] != " " || declaration.hasPrefix("init") else {
            return declaration
        }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for index in open..<scalars.count {
            switch scalars[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 && scalars[index] == ")" { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close, close > open + 1 else { return declaration }
        var parameters: [String] = []
        var start = open + 1
        for comma in commas + [close] {
            parameters.append(String(scalars[start..<comma]).trimmedSpaces)
            start = comma + 1
        }
        return String(scalars[..<(open + 1)]) + "\n"
            + parameters.map { "    " + $0 }.joined(separator: ",\n") + "\n" + String(scalars[close...])
    }

    static func objectiveC(_ declaration: String) -> String {
        guard declaration.count > wrapWidth, !declaration.contains("\n"),
              declaration.hasPrefix("-") || declaration.hasPrefix("+") else { return declaration }
        // Split at spaces outside parentheses that start a `label:` part.
        let scalars = Array(declaration)
        var parts: [String] = []
        var depth = 0
        var start = 0
        for index in scalars.indices {
            switch scalars[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case " " where depth == 0 && startsSelectorPart(scalars, at: index + 1):
                parts.append(String(scalars[start..<index]))
                start = index + 1
            default: break
            }
        }
        parts.append(String(scalars[start...]))
        guard parts.count > 1 else { return declaration }
        let firstColon = parts[0].firstIndex(of: ":").map { parts[0].distance(from: parts[0].startIndex, to: $0) } ?? 0
        var lines = [parts[0]]
        for part in parts.dropFirst() {
            let label = part.firstIndex(of: ":").map { part.distance(from: part.startIndex, to: $0) } ?? 0
            let pad = firstColon - label
            lines.append(String(repeating: " ", count: pad > 0 ? pad : 4) + part)
        }
        return lines.joined(separator: "\n")
    }

    /// Whether an identifier followed by `:` starts at `index`.
    private static func startsSelectorPart(_ scalars: [Character], at index: Int) -> Bool {
        var cursor = index
        while cursor < scalars.count, scalars[cursor].isLetter || scalars[cursor].isNumber || scalars[cursor] == "_" { cursor += 1 }
        return cursor > index && cursor < scalars.count && scalars[cursor] == ":"
    }
}

extension String {
    var trimmedSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
