import DuetModel

/// The sources of a page's generated tables as numbered marks and one list at the end of
/// the page, as a book cites: a table carries its marks (`[1] [3]`) under it, each leading
/// to the page's "Sources" list, where a source cited by several tables is listed once.
///
/// A table is rendered on its own (in a chapter by the block renderer, on a reference page
/// with its entry), so it writes its sources as a `model-sources` list tagged with its
/// language, and this pass, run on a page's whole body, numbers them per language in the
/// order they appear and writes the list. Both languages' blocks get their own numbers and
/// list, so each reading mode reads a complete page.
enum SourceNotes {
    static let open = "<div class=\"model-sources\" data-lang=\""
    static let close = "</ul>\n</div>\n"
    /// The title of a page's list of sources and of its marks.
    static let sourcesTitle = LocalizedText(en: "Sources", key: "source-notes.sources")

    /// `html` with every table's sources turned into marks and the lists appended as a last
    /// unit of the page; `html` itself when it cites nothing.
    static func gather(_ html: String) -> String {
        guard html[...].firstUTF8Range(of: open) != nil else { return html }
        var numbers: [Language: [String: Int]] = [:]
        var order: [Language: [String]] = [:]
        var result = ""
        result.reserveCapacity(html.utf8.count)
        var rest = html[...]
        while let start = rest.firstUTF8Range(of: open) {
            guard let langEnd = rest[start.upperBound...].firstUTF8Range(of: "\">"),
                  let end = rest[langEnd.upperBound...].firstUTF8Range(of: close) else { break }
            let language: Language = rest[start.upperBound..<langEnd.lowerBound] == "zh" ? .zh : .en
            result += rest[..<start.lowerBound]
            var marks: [Int] = []
            for item in items(rest[langEnd.upperBound..<end.lowerBound]) {
                if let number = numbers[language]?[item] {
                    if !marks.contains(number) { marks.append(number) }
                    continue
                }
                order[language, default: []].append(item)
                let number = order[language]!.count
                numbers[language, default: [:]][item] = number
                marks.append(number)
            }
            result += marksHTML(marks, language: language)
            rest = rest[end.upperBound...]
        }
        result += rest
        return result + listUnit(order)
    }

    /// The `<li>` contents of one table's list.
    static func items(_ list: Substring) -> [String] {
        list.components(separatedBy: "<li>").dropFirst().map { item in
            item.hasSuffix("</li>\n") ? String(item.dropLast("</li>\n".count)) : item
        }
    }

    static func anchor(_ number: Int, _ language: Language) -> String { "source-\(language.rawValue)-\(number)" }

    static func marksHTML(_ numbers: [Int], language: Language) -> String {
        let marks = numbers.map { number in
            "<a class=\"source-mark\" href=\"#\(anchor(number, language))\" aria-label=\"\(LocalizedText(en: "Source {number}", key: "source-notes.source-number", arguments: ["number": LocalizedText(invariant: String(number))])[language])\">[\(number)]</a>"
        }.joined(separator: " ")
        return "<p class=\"source-marks\"><span class=\"source-marks-label\">\(sourcesTitle[language])</span> \(marks)</p>\n"
    }

    /// The last unit of the page: each language's numbered list.
    static func listUnit(_ order: [Language: [String]]) -> String {
        let blocks = Language.allCases.compactMap { language -> String? in
            guard let items = order[language], !items.isEmpty else { return nil }
            var html = "<div lang=\"\(language.tag)\">\n<section class=\"page-sources\" aria-label=\"\(sourcesTitle[language])\">\n"
            html += "<h2>\(sourcesTitle[language])</h2>\n<ol>\n"
            for (index, item) in items.enumerated() {
                html += "<li id=\"\(anchor(index + 1, language))\">\(item)</li>\n"
            }
            return html + "</ol>\n</section>\n</div>"
        }
        guard !blocks.isEmpty else { return "" }
        let only = order[.zh]?.isEmpty ?? true ? " class=\"only-en\"" : (order[.en]?.isEmpty ?? true ? " class=\"only-zh\"" : "")
        return "<div\(only)>" + blocks.joined(separator: "\n") + "</div>\n"
    }
}
