/// White space a tool's pretty-printer put into a unit, taken out again.
///
/// Re-indenting an XLIFF document (Python's `ElementTree.indent`, an editor's "format
/// document") puts a line break and indentation before the first placeholder of a
/// `<source>` or `<target>`, after the last, and in place of the white space between two
/// placeholders. Read as written, the source is no longer the block's English, and the
/// target's leading indentation makes Markdown see a code block; both were refused with
/// advice that threw the translator's work away. When the source differs from the block's
/// English in white space alone, the unit was re-indented: the source is the English, and
/// the target loses the same white space (its ends, and each line break with the
/// indentation after it, which becomes one space).
enum Reindentation {
    static func undone(source: String, target: String, english: String) -> (source: String, target: String) {
        let sourceReindented = source != english && collapsed(source) == collapsed(english)
        // A target can be re-indented where its source was not: one that starts or ends
        // with a placeholder, where the source starts and ends with text.
        let targetReindented = !target.isEmpty && !english.isEmpty
            && (indented(target.unicodeScalars) || indented(target.unicodeScalars.reversed()))
            && !(english.unicodeScalars.first?.properties.isWhitespace ?? false)
            && !(english.unicodeScalars.last?.properties.isWhitespace ?? false)
        guard sourceReindented || targetReindented else { return (source, target) }
        return (sourceReindented ? english : source, repaired(target))
    }

    /// Whether `scalars` start with a line break, as a pretty-printer's indentation does.
    private static func indented(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        for scalar in scalars {
            if scalar == "\n" || scalar == "\r" { return true }
            if scalar != " " && scalar != "\t" { return false }
        }
        return false
    }

    /// Every run of white space as one space, without white space at either end.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `target` without white space at its ends, and each line break followed by
    /// indentation as one space.
    static func repaired(_ target: String) -> String {
        var out = ""
        var scalars = Array(target.unicodeScalars)[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                var end = index
                while end < scalars.endIndex, scalars[end] == "\n" || scalars[end] == "\r" || scalars[end] == " " || scalars[end] == "\t" { end += 1 }
                let run = scalars[index..<end]
                // A line break with indentation after it is the pretty-printer's; a bare
                // line break (a wrapped line, a blank line) is the translator's.
                if run.contains(" ") || run.contains("\t") {
                    out += " "
                    index = end
                    continue
                }
            }
            out.unicodeScalars.append(scalar)
            index += 1
        }
        return out
    }
}
