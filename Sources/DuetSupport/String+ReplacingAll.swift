/// Literal text replacement without Foundation's option parsing, for hot loops over lines
/// and page text (the import's line repairs, the wayfinding's link text).
extension String {
    package func replacingAll(_ target: String, with replacement: String) -> String {
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
}
