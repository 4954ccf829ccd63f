/// Text from files a user does not control (a file name, a slug, a catalog's msgctxt)
/// made safe to echo on a terminal or in a CI log.
///
/// A line feed in a page's name printed raw starts a line that editors and CI parse as a
/// diagnostic of its own; an ESC starts a terminal escape sequence; a right-to-left override
/// makes a path read backwards. Each such character is written as a Swift escape
/// (`\u{1B}`), which says exactly what is in the file and cannot act on the reader's
/// screen. Tabs are spelled too: a diagnostic is one line. Joiners (ZWJ, ZWNJ) stay, as
/// they shape scripts and emoji rather than hide anything.
public enum VisibleText {
    /// Whether `scalar` is one that `escaped` spells out: C0 controls, DEL, C1 controls,
    /// bidirectional formatting characters, line and paragraph separators, and the other
    /// invisible format characters (category Cf) but the joiners.
    @inlinable
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0xAD { return false }
        if value == 0x200C || value == 0x200D { return false }
        if value == 0x2028 || value == 0x2029 { return true }
        return InvisibleCharacters.isFormat(scalar)
    }

    /// `text` with every character `needsEscaping` names written as `\u{…}`; a backslash
    /// already in the text stays as it is (file names rarely hold one, and doubling it would
    /// make an ordinary Windows-style path harder to read).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
