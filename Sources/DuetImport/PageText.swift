/// Writes a page: front matter, then the blocks with a blank line between them.
enum PageText {
    static func page(title: String, order: Int?, summary: String? = nil, updated: String? = nil, blocks: [String]) -> String {
        var text = "---\ntitle: \(yamlScalar(title))\n"
        if let order { text += "order: \(order)\n" }
        if let summary { text += "summary: \(yamlScalar(summary))\n" }
        if let updated { text += "updated: \(updated)\n" }
        text += "---\n"
        var previous = ""
        for block in blocks {
            // A table marker sits directly above its table, as writers put it.
            text += (previous.hasPrefix("<!-- duet:table") ? "" : "\n") + block + "\n"
            previous = block
        }
        return text
    }

    /// A YAML scalar: plain when that reads back unchanged, double-quoted otherwise
    /// (a leading indicator, `: ` or ` #` inside, a word YAML reads as a boolean or number).
    static func yamlScalar(_ value: String) -> String {
        let indicators = "-?:,[]{}#&*!|>'\"%@`"
        let plain = !value.isEmpty && !indicators.contains(value.first!) && value.first != " "
            && value.last != " " && value.last != ":" && !value.contains(": ") && !value.contains(" #")
            && !value.contains("\n") && !value.contains("\\")
            && !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(value.lowercased()) && Double(value) == nil
        if plain { return value }
        return "\"" + value.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").replacingAll("\n", with: "\\n") + "\""
    }
}
