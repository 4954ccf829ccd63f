/// The names a template's tags can look up, read from its source, for `TemplateSkeletons`.
///
/// A skeleton is rendered from a page's values with every unused key left out, so that
/// two pages whose used values have the same shape share one skeleton. A key is unused
/// when no tag of the template, or of a partial it includes, names it in any position
/// (`{{a.b}}` names `a` and `b`). Whatever a skeleton could not reproduce exactly makes
/// the template `unsupported`, and it is rendered by swift-mustache alone as before:
/// `{{.}}` and leading-dot names (they print or read the current value itself, which
/// would show the left-out keys), transforms (`{{f(x)}}` would see the placeholder, not the
/// text), inheritance (`{{<parent}}`, `{{$block}}`), dynamic partials (`{{>*name}}`), new
/// delimiters (`{{=<% %>=}}`, after which tags cannot be found this way) and the control
/// bytes the placeholders are made of.
struct TemplateNames: Equatable {
    /// Every name component the template's tags use, or nil when unsupported.
    let names: Set<String>?
    /// The partials it includes (`{{> name}}`).
    let partials: Set<String>

    static let unsupported = TemplateNames(names: nil, partials: [])

    init(names: Set<String>?, partials: Set<String>) {
        self.names = names
        self.partials = partials
    }

    /// The names and partials of one template's source text.
    init(source: String) {
        if source.utf8.contains(TemplateSkeleton.markerStart) || source.utf8.contains(TemplateSkeleton.markerEnd) {
            self = .unsupported
            return
        }
        var names: Set<String> = []
        var partials: Set<String> = []
        var rest = Substring(source)
        while let open = rest.range(of: "{{") {
            let triple = rest[open.upperBound...].hasPrefix("{")
            let bodyStart = triple ? rest.index(after: open.upperBound) : open.upperBound
            guard let close = rest[bodyStart...].range(of: triple ? "}}}" : "}}") else {
                self = .unsupported
                return
            }
            var body = rest[bodyStart..<close.lowerBound].trimmingSpaces()
            rest = rest[close.upperBound...]
            var sigil: Character? = nil
            if !triple, let first = body.first, "!%=#^/&><$*".contains(first) {
                sigil = first
                body = body.dropFirst().trimmingSpaces()
            }
            switch sigil {
            case "!", "%":
                continue
            case "=", "<", "$", "*":
                self = .unsupported
                return
            case ">":
                guard !body.hasPrefix("*"), !body.isEmpty else {
                    self = .unsupported
                    return
                }
                partials.insert(String(body))
                continue
            default:
                break
            }
            guard !body.isEmpty, !body.hasPrefix("."), !body.contains("("), !body.contains(" ") else {
                self = .unsupported
                return
            }
            for component in body.split(separator: ".") { names.insert(String(component)) }
        }
        self.names = names
        self.partials = partials
    }

    /// Per template, its own names and those of every partial it reaches; nil for a
    /// template that is unsupported or reaches one that is (or a missing partial).
    static func resolved(_ templates: [String: TemplateNames]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for name in templates.keys {
            var seen: Set<String> = []
            var pending = [name]
            var names: Set<String>? = []
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                guard let template = templates[next], let own = template.names else {
                    names = nil
                    break
                }
                names!.formUnion(own)
                pending += template.partials
            }
            if let names { result[name] = names }
        }
        return result
    }
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" || first == "\n" || first == "\r" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\n" || last == "\r" { text = text.dropLast() }
        return text
    }
}
