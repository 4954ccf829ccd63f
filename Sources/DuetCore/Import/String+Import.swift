import Foundation

/// Small string operations the import needs on lines of text.
extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    var trimmedTrailing: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }

    /// "a paragraph" -> "paragraph", for "English paragraph".
    var dropArticle: String {
        for article in ["a ", "an "] where hasPrefix(article) { return String(dropFirst(article.count)) }
        return self
    }
}
