import DuetModel

/// Turns a listing's iOS availability into the interface's domains, for the release the
/// listing is checked at. Linux's compiler ignores iOS in `#available(iOS 26, *)`, so
///
/// - `if #available(iOS 26, *)` becomes one condition per domain past the checked release
///   up to iOS 26 (`#available(iOS_26_0), #available(iOS_18_0), …`), since a custom
///   domain implies no other; with none past it, the condition is always true;
/// - `@available(iOS 26, *)` on a declaration becomes the same domains as attributes;
/// - `#unavailable(iOS 26)` becomes `#unavailable(iOS_26_0)`, or never true when the
///   listing is checked at iOS 26 or later.
///
/// Only the short form naming iOS is rewritten; the line count never changes, so a
/// diagnostic's line is the listing's line.
struct AvailabilityRewriting {
    let checkedAt: InterfaceAvailabilityDomain
    let domains: [InterfaceAvailabilityDomain]

    /// The always-enabled domain a condition that always holds at `checkedAt` becomes.
    static let alwaysDomain = "iOS_Checked"

    func rewrite(_ code: String) -> String {
        var out = ""
        var rest = Substring(code)
        while let match = nextAvailability(in: rest) {
            out += rest[..<match.range.lowerBound]
            out += replacement(form: match.form, version: match.version)
            rest = rest[match.range.upperBound...]
        }
        return out + rest
    }

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
            break
        }
        // A declaration attribute: nothing past the checked release leaves no attribute.
        return needed.map { "@available(\($0.name))" }.joined(separator: " ")
    }

    /// The next `#available(…)` or `@available(…)` whose arguments are `iOS N[.M]` and
    /// other platforms or `*`, outside line comments.
    enum Form { case condition, unavailableCondition, attribute }

    private func nextAvailability(in text: Substring) -> (range: Range<Substring.Index>, form: Form, version: InterfaceAvailabilityDomain)? {
        var searchStart = text.startIndex
        while let found = firstRange(of: "available(", in: text, from: searchStart) {
            searchStart = found.upperBound
            guard found.lowerBound > text.startIndex else { continue }
            var sigilIndex = text.index(before: found.lowerBound)
            var negated = false
            // `#unavailable(`: the same search, two letters further back.
            if text[sigilIndex] == "n", text[..<found.lowerBound].hasSuffix("#un") {
                sigilIndex = text.index(found.lowerBound, offsetBy: -3)
                negated = true
            }
            let sigil = text[sigilIndex]
            guard sigil == "#" || sigil == "@" else { continue }
            // Inside a `//` comment on the same line: leave it.
            let lineStart = text[..<found.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            if text[lineStart..<found.lowerBound].contains("//") { continue }
            guard let close = text[found.upperBound...].firstIndex(of: ")") else { return nil }
            let arguments = text[found.upperBound..<close].split(separator: ",").map { $0.split(separator: " ").joined(separator: " ") }
            guard let iOS = arguments.first(where: { $0.hasPrefix("iOS ") }),
                  let version = InterfaceAvailabilityDomain(parsing: String(iOS.dropFirst(4))),
                  arguments.allSatisfy({ $0 == "*" || $0.split(separator: " ").count == 2 })
            else { continue }
            return (sigilIndex..<text.index(after: close), negated ? .unavailableCondition : (sigil == "#" ? .condition : .attribute), version)
        }
        return nil
    }

    private func firstRange(of needle: String, in text: Substring, from start: Substring.Index) -> Range<Substring.Index>? {
        var index = start
        while index < text.endIndex {
            if text[index...].hasPrefix(needle) { return index..<text.index(index, offsetBy: needle.count) }
            index = text.index(after: index)
        }
        return nil
    }
}
