import Foundation

/// Small string operations the import needs on lines of text.
extension String {
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
