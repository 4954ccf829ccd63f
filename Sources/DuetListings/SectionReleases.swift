import DuetMarkdown
import DuetModel

/// The lowest iOS release each section of a page names ("iOS 17", "iOS 26.1"), which is
/// the release a listing in it must compile for: a listing in a section about iOS 17
/// may use what iOS 17 introduced, and needs `if #available` for anything newer.
struct SectionReleases {
    /// The model's first release: what a listing in a section that names none is checked at.
    static let first = InterfaceAvailabilityDomain(major: Release.first.major)

    /// The open sections, outermost first, each with the lowest release it names.
    private var open: [(level: Int, release: InterfaceAvailabilityDomain?)] = []

    /// The innermost open section's release, or, when it names none, its nearest
    /// enclosing section's: a subsection of "Sheets in iOS 15" is about iOS 15 too.
    var current: InterfaceAvailabilityDomain? {
        open.reversed().lazy.compactMap(\.release).first
    }

    /// Starts the section under `heading`: its text runs to the next heading of the same
    /// or a higher level.
    mutating func enter(heading: MarkdownNode, level: Int, in document: MarkdownNode) {
        open.removeAll { $0.level >= level }
        let blocks = document.children
        guard let start = blocks.firstIndex(where: { $0.range == heading.range }) else { open.append((level, nil)); return }
        var text = heading.plainText
        for block in blocks[(start + 1)...] {
            if case .heading(let next) = block.kind, next <= level { break }
            if case .codeBlock = block.kind { continue }
            text += " " + block.plainText
        }
        open.append((level, Self.releases(namedIn: text).min()))
    }

    /// "iOS 17", "iOS 26.1", "iPadOS 26": each release named in a text.
    static func releases(namedIn text: String) -> [InterfaceAvailabilityDomain] {
        var found: [InterfaceAvailabilityDomain] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            var matched: Int?
            for prefix in ["iOS ", "iPadOS ", "iOS\u{00A0}", "iPadOS\u{00A0}"] {
                let p = Array(prefix.unicodeScalars)
                if index + p.count <= scalars.count, Array(scalars[index..<(index + p.count)]) == p { matched = p.count; break }
            }
            guard let length = matched else { index += 1; continue }
            var end = index + length
            var version = ""
            while end < scalars.count, ("0"..."9").contains(scalars[end]) || (scalars[end] == "." && !version.isEmpty && version.last != ".") {
                version.unicodeScalars.append(scalars[end])
                end += 1
            }
            if version.hasSuffix(".") { version.removeLast() }
            if let domain = InterfaceAvailabilityDomain(parsing: version), Release(major: domain.major) != nil || domain.major < Release.first.major {
                // Releases the model covers; a release before the guide's counts as the guide's.
                found.append(max(domain, first))
            }
            index = end
        }
        return found
    }
}
