import DuetMarkdown
import DuetModel

/// A model table as the site shows it. Unlike `duet model --format html` (a plain export),
/// the first cell of every body row is the row's header (`<th scope="row">`), so a screen
/// reader names the device, style or call with each cell it reads, and API values
/// (`.compact`, `UIModalPresentationPopover`, `willTransition(to:with:)`) are set in code
/// font like code spans in the prose, so a reader can tell a value from a description.
enum SiteTableHTML {
    static func html(_ table: ReferenceTable, language: Language) -> String {
        var lines = ["<table class=\"duet-table\" data-table-id=\"\(HTMLEscaping.escape(table.id))\">"]
        lines.append("<caption>\(cell(table.caption[language], code: false))</caption>")
        lines.append("<thead>")
        lines.append("<tr>" + table.headers.map { "<th scope=\"col\">\(cell($0[language], code: false))</th>" }.joined() + "</tr>")
        lines.append("</thead>")
        lines.append("<tbody>")
        for row in table.rows {
            var html = "<tr>"
            for (column, value) in row.enumerated() {
                let content = cell(value[language], code: true)
                html += column == 0 ? "<th scope=\"row\">\(content)</th>" : "<td>\(content)</td>"
            }
            lines.append(html + "</tr>")
        }
        lines.append("</tbody>")
        lines.append("</table>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A cell's text escaped, line breaks as `<br>`, and with `code` every item of a
    /// comma-separated list that is an API value wrapped in `<code>`.
    static func cell(_ text: String, code: Bool) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard code else { return HTMLEscaping.escape(String(line)) }
            return line.components(separatedBy: ", ").map { item in
                isAPIValue(item) ? "<code>\(IdentifierBreaks.html(item))</code>" : HTMLEscaping.escape(item)
            }.joined(separator: ", ")
        }.joined(separator: "<br>")
    }

    /// Whether a cell item is an API value rather than words: a Swift Boolean, an
    /// enumeration case (`.popover`), a known symbol or anything shaped like one (`UI…` names, selectors,
    /// signatures), or a single camel-case identifier (`horizontalSizeClass`,
    /// `DashboardViewController`). Product names such as `iPad` and `iPhone`, and `UIKit`
    /// itself, are words.
    static func isAPIValue(_ item: String) -> Bool {
        // The framework's name is a word, though it is shaped like a `UI` class.
        guard !item.isEmpty, !item.contains(" "), item != "UIKit" else { return false }
        if item == "true" || item == "false" { return true }
        if SymbolCatalogue.resolve(item) != nil || SymbolCatalogue.looksLikeAPI(item) { return true }
        let scalars = Array(item.unicodeScalars)
        func isUpper(_ s: Unicode.Scalar) -> Bool { s.value >= 0x41 && s.value <= 0x5A }
        func isLower(_ s: Unicode.Scalar) -> Bool { s.value >= 0x61 && s.value <= 0x7A }
        func isIdentifier(_ s: Unicode.Scalar) -> Bool { isUpper(s) || isLower(s) || (s.value >= 0x30 && s.value <= 0x39) || s == "_" }
        if scalars[0] == ".", scalars.count > 1, isLower(scalars[1]), scalars.dropFirst().allSatisfy(isIdentifier) { return true }
        guard scalars.allSatisfy(isIdentifier), scalars.count > 3 else { return false }
        let humps = scalars.dropFirst(2).filter(isUpper).count
        if isLower(scalars[0]) { return humps >= 1 }
        return isUpper(scalars[0]) && isLower(scalars[1]) && humps >= 1
    }
}
