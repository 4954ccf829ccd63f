/// The two content pages an import produces, as text, with the report.
public struct ImportedPages: Sendable {
    public let english: String
    public let chinese: String
    public let report: ImportReport
}

/// Writes a page: front matter, then the blocks with a blank line between them.
enum PageText {
    static func page(title: String, order: Int?, blocks: [String]) -> String {
        var text = "---\ntitle: \(yamlScalar(title))\n"
        if let order { text += "order: \(order)\n" }
        text += "---\n"
        for block in blocks { text += "\n" + block + "\n" }
        return text
    }

    /// A YAML scalar: plain when that reads back unchanged, double-quoted otherwise.
    static func yamlScalar(_ value: String) -> String {
        let special = ":#'\"{}[],&*?|<>=!%@`\\"
        let plain = !value.isEmpty && !value.contains(where: { special.contains($0) }) && value.first != "-"
            && value.first != " " && value.last != " " && !["true", "false", "null", "yes", "no", "~"].contains(value.lowercased())
            && Double(value) == nil
        if plain { return value }
        return "\"" + value.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}
