import Foundation

/// The JSON a search-index script carries: from the `{` of its first ` = {` to the end,
/// without the closing `;`. Tools read the index the same way now that it is written once, as scripts.
enum SearchScriptJSON {
    static func json(_ script: String) -> String {
        guard let start = script.range(of: " = {") else { return "" }
        var body = script[script.index(start.upperBound, offsetBy: -1)...]
        while body.last == "\n" || body.last == ";" { body = body.dropLast() }
        return String(body)
    }

    static func object(_ script: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(json(script).utf8))
    }
}
