import DuetSupport

/// The drawings and tables computed for one release leave the page for a small file beside
/// it, loaded only when a reader picks a release.
///
/// A table or figure that differs by release carries its form for every release, shown,
/// and one hidden variant per group of releases (`ReleaseVariants`, `FigureReleaseVariants`).
/// Most readers never pick a release, and the hidden variants were up to half a chapter's
/// bytes. So each run of hidden variants is replaced by an empty placeholder naming its
/// slot, and the page's `variants.js` holds the slots' HTML in order. The reader script
/// loads it when a release is picked; for a reader who picked one on an earlier visit the
/// head script loads it before the body, so the page is first painted with the choice
/// applied (`head.mustache`). The page's releases menu still reads which blocks differ from
/// the blocks' own `data-releases`, which stay in the page.
enum ReleaseVariantsOnDemand {
    /// The file beside a page.
    static let fileName = "variants.js"

    /// Where the variants of the page at `pagePath` ("en/segues/index.html") go.
    static func path(besides pagePath: String) -> String {
        guard let slash = pagePath.lastIndex(of: "/") else { return fileName }
        return String(pagePath[...slash]) + fileName
    }

    struct Split {
        /// The page's body with each run of hidden variants replaced by its placeholder.
        let html: String
        /// The HTML of each slot, in page order; empty when the page has no variants.
        let slots: [String]

        /// The file's text: the slots as an array of template literals handed to the reader
        /// script. A template literal keeps the HTML's quotes and line breaks as they are,
        /// where a JSON string would escape every one (and `<` too, in its script-safe form).
        var script: String? {
            slots.isEmpty ? nil : "window.duetVariants=[" + slots.map(ReleaseVariantsOnDemand.templateLiteral).joined(separator: ",\n") + "];\n"
        }
    }

    /// `text` as a JavaScript template literal: a backslash, a backtick and the `${` that
    /// would start a substitution are escaped; everything else stands as written.
    static func templateLiteral(_ text: String) -> String {
        var out = "`"
        out.reserveCapacity(text.utf8.count + 16)
        var previous: Character?
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "`": out += "\\`"
            case "{" where previous == "$": out += "\\{"
            default: out.append(character)
            }
            previous = character
        }
        return out + "`"
    }

    static let hiddenVariant = "<div class=\"release-variant\" data-variant=\""

    static func placeholder(_ slot: Int) -> String {
        "<div class=\"release-variants\" data-slot=\"\(slot)\" hidden></div>\n"
    }

    /// Takes every hidden variant out of `html`. Variants are Duet's own markup: a `<div>`
    /// whose opening tag ends in ` hidden>`, closed by the `</div>` that balances it, with
    /// the variants of one block written one after the other.
    static func split(_ html: String) -> Split {
        guard html[...].firstUTF8Range(of: hiddenVariant) != nil else { return Split(html: html, slots: []) }
        var result = ""
        result.reserveCapacity(html.utf8.count)
        var slots: [String] = []
        var rest = html[...]
        while let start = rest.firstUTF8Range(of: hiddenVariant) {
            guard isHiddenVariant(rest, at: start.lowerBound) else {
                // The shown variant ("all"): kept, and the search goes on after its tag.
                let through = rest[start.upperBound...].firstUTF8Range(of: ">")?.upperBound ?? rest.endIndex
                result += rest[..<through]
                rest = rest[through...]
                continue
            }
            result += rest[..<start.lowerBound]
            // The run of hidden variants that starts here.
            var run = ""
            var cursor = start.lowerBound
            while isHiddenVariant(rest, at: cursor), let end = balancedEnd(rest, from: cursor) {
                run += rest[cursor..<end]
                cursor = end
            }
            guard !run.isEmpty else { break }
            result += placeholder(slots.count)
            slots.append(run)
            rest = rest[cursor...]
        }
        result += rest
        return Split(html: result, slots: slots)
    }

    /// Whether a hidden variant's opening tag starts at `index`.
    static func isHiddenVariant(_ text: Substring, at index: Substring.Index) -> Bool {
        guard text[index...].hasPrefix(hiddenVariant), let tagEnd = text[index...].firstUTF8Range(of: ">") else { return false }
        return text[index..<tagEnd.upperBound].hasSuffix("\" hidden>")
    }

    /// The index after the `</div>` (and its newline) that closes the `<div` at `start`.
    /// Each search for an opening tag stops at the next closing one, so a block is read once.
    static func balancedEnd(_ text: Substring, from start: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = start
        while index < text.endIndex {
            guard let closing = text[index...].firstUTF8Range(of: "</div>") else { return nil }
            let opening = text[index..<closing.lowerBound].firstUTF8Range(of: "<div")
            if let opening {
                depth += 1
                index = opening.upperBound
            } else {
                depth -= 1
                index = closing.upperBound
                if depth == 0 {
                    return text[index...].hasPrefix("\n") ? text.utf8.index(after: index) : index
                }
            }
        }
        return nil
    }
}
