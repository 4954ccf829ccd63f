/// The comparison form of free text: lowercase letters and digits of any script,
/// everything else (spaces, punctuation, code-span dots) dropped.
enum TextNormalization {
    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
