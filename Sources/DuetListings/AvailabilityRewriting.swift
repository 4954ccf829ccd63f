import DuetModel
import Foundation

/// Turns a Swift listing's iOS availability into the interface's domains, for the release
/// the listing is checked at. Linux's compiler ignores iOS in `#available(iOS 26, *)`, so
///
/// - `if #available(iOS 26, *)` becomes one condition per domain past the checked release
///   up to iOS 26 (`#available(iOS_26_0), #available(iOS_18_0), …`), since a custom
///   domain implies no other; with none past it, the condition always holds;
/// - `@available(iOS 26, *)` and `@available(iOS, introduced: 26.0)` on a declaration
///   become the same domains as attributes;
/// - `#unavailable(iOS 26)` becomes `#unavailable(iOS_26_0)`, or never true when the
///   listing is checked at iOS 26 or later;
/// - `os(iOS)` in an `#if` is true, any other `os(…)` false.
///
/// A form Swift rejects (`#available(iOS 15)` without `*`) is left for the compiler to
/// reject. Line breaks inside a rewritten condition are kept after it, so every line
/// keeps its number, and `columnMap` takes a column of the result back to the listing's.
struct AvailabilityRewriting {
    let checkedAt: InterfaceAvailabilityDomain
    let domains: [InterfaceAvailabilityDomain]

    /// The always-enabled domain a condition that always holds at `checkedAt` becomes.
    static let alwaysDomain = "iOS_Checked"

    /// The rewritten source, and for each rewritten line (1-based) its replacements.
    struct Result {
        let source: String
        let columnMap: ColumnMap
    }

    func rewrite(_ code: String) -> Result {
        let rawLines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output: [String] = []
        var map = ColumnMap()
        var index = 0
        while index < rawLines.count {
            // A line whose `#available(` closes on a later line is taken whole.
            var text = rawLines[index]
            var joined = 0
            while Self.hasOpenAvailability(text), index + joined + 1 < rawLines.count {
                joined += 1
                text += "\n" + rawLines[index + joined]
            }
            let (rewritten, replacements) = rewriteLine(text)
            map.record(line: index + 1, replacements)
            // A condition that spanned lines is one line now: the breaks it swallowed follow
            // as empty lines, so every later line keeps its number.
            let kept = rewritten.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            output += kept
            output += Array(repeating: "", count: max(0, joined + 1 - kept.count))
            index += 1 + joined
        }
        return Result(source: output.joined(separator: "\n"), columnMap: map)
    }

    /// Whether a line holds `available(` or `unavailable(` whose `)` is on a later line.
    private static func hasOpenAvailability(_ text: String) -> Bool {
        guard let start = text.range(of: "available(", options: .backwards) else { return false }
        return !text[start.upperBound...].contains(")")
    }

    /// One line (or a condition spread over several) rewritten, with its replacements as
    /// (column in the original, original length, new length), 1-based columns.
    private func rewriteLine(_ line: String) -> (String, [ColumnMap.Replacement]) {
        var result = ""
        var replacements: [ColumnMap.Replacement] = []
        let characters = Array(line)
        var index = 0
        var inString = false
        let isConditionalCompilation = line.drop { $0 == " " }.hasPrefix("#if ") || line.drop { $0 == " " }.hasPrefix("#elseif ")
        while index < characters.count {
            let c = characters[index]
            if inString {
                result.append(c)
                if c == "\\", index + 1 < characters.count { result.append(characters[index + 1]); index += 2; continue }
                if c == "\"" { inString = false }
                index += 1
                continue
            }
            if c == "\"" { inString = true; result.append(c); index += 1; continue }
            // The rest of the line is a comment.
            if c == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                result += String(characters[index...])
                break
            }
            if isConditionalCompilation, let (length, replacement) = operatingSystem(at: index, in: characters) {
                replacements.append(ColumnMap.Replacement(column: index + 1, length: length, newLength: replacement.count))
                result += replacement
                index += length
                continue
            }
            if c == "#" || c == "@", let (length, replacement) = availability(at: index, in: characters) {
                replacements.append(ColumnMap.Replacement(column: index + 1, length: length, newLength: replacement.count))
                result += replacement
                index += length
                continue
            }
            result.append(c)
            index += 1
        }
        return (result, replacements)
    }

    /// `os(iOS)` -> `true`, `os(macOS)` -> `false`, in an `#if`.
    private func operatingSystem(at index: Int, in characters: [Character]) -> (Int, String)? {
        let rest = String(characters[index...].prefix(24))
        guard rest.hasPrefix("os("), let close = rest.firstIndex(of: ")") else { return nil }
        let name = rest[rest.index(rest.startIndex, offsetBy: 3)..<close].trimmingCharacters(in: .whitespaces)
        let length = rest.distance(from: rest.startIndex, to: close) + 1
        return (length, name == "iOS" ? "true" : "false")
    }

    /// The availability form starting at `index`, its length and its replacement.
    private func availability(at index: Int, in characters: [Character]) -> (Int, String)? {
        let rest = String(characters[index...])
        let forms: [(prefix: String, form: Form)] = [("#available(", .condition), ("#unavailable(", .unavailableCondition), ("@available(", .attribute)]
        guard let (prefix, form) = forms.first(where: { rest.hasPrefix($0.prefix) }),
              let close = rest.firstIndex(of: ")") else { return nil }
        let inner = rest[rest.index(rest.startIndex, offsetBy: prefix.count)..<close]
        let arguments = inner.split(separator: ",").map { $0.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ") }
        let length = rest.distance(from: rest.startIndex, to: close) + 1
        // `@available(iOS, introduced: 15.0)` and the like.
        if form == .attribute, arguments.first == "iOS" {
            guard let introduced = arguments.dropFirst().first(where: { $0.hasPrefix("introduced:") }),
                  let version = InterfaceAvailabilityDomain(parsing: String(introduced.dropFirst("introduced:".count)))
            else { return nil }
            return (length, replacement(form: .attribute, version: version))
        }
        guard let iOS = arguments.first(where: { $0.hasPrefix("iOS ") }),
              let version = InterfaceAvailabilityDomain(parsing: String(iOS.dropFirst(4))),
              arguments.allSatisfy({ $0 == "*" || $0.split(separator: " ").count == 2 })
        else { return nil }
        // Swift requires `*` in `#available` and `@available`, and refuses it in
        // `#unavailable`: a listing that breaks the rule is left for the compiler to refuse.
        let hasWildcard = arguments.contains("*")
        guard form == .unavailableCondition ? !hasWildcard : hasWildcard else { return nil }
        return (length, replacement(form: form, version: version))
    }

    enum Form { case condition, unavailableCondition, attribute }

    private func replacement(form: Form, version: InterfaceAvailabilityDomain) -> String {
        let needed = AvailabilityGate(checkedAt: checkedAt, domains: domains).domains(upTo: version)
        switch form {
        case .condition:
            guard !needed.isEmpty else { return "#available(\(Self.alwaysDomain))" }
            return needed.map { "#available(\($0.name))" }.joined(separator: ", ")
        case .unavailableCondition:
            // True before `version`: where its own domain is not there. At or past it, never.
            guard version > checkedAt, domains.contains(version) else { return "#unavailable(\(Self.alwaysDomain))" }
            return "#unavailable(\(version.name))"
        case .attribute:
            // Nothing past the checked release leaves no attribute.
            return needed.map { "@available(\($0.name))" }.joined(separator: " ")
        }
    }
}

/// Where a column of a rewritten line was in the listing.
struct ColumnMap {
    struct Replacement {
        /// 1-based column in the original line, and the lengths before and after.
        let column: Int
        let length: Int
        let newLength: Int
    }

    private var lines: [Int: [Replacement]] = [:]

    mutating func record(line: Int, _ replacements: [Replacement]) {
        if !replacements.isEmpty { lines[line] = replacements }
    }

    /// The original column of `column` on `line`: past a replacement, shifted back by what
    /// it added; inside one, at its start.
    func original(line: Int, column: Int) -> Int {
        guard let replacements = lines[line] else { return column }
        var shift = 0
        for replacement in replacements {
            let start = replacement.column + shift
            if column < start { break }
            if column < start + replacement.newLength { return replacement.column }
            shift += replacement.newLength - replacement.length
        }
        return column - shift
    }
}
