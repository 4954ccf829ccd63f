/// The characters a reader cannot see and an editor does not show: format characters
/// (Unicode category Cf) such as the right-to-left override U+202E, the zero-width space
/// U+200B and the soft hyphen U+00AD. In a page or a translation they reorder what the
/// reader sees, hide a word from search or change it without a visible trace.
///
/// The zero-width joiner and non-joiner (U+200D, U+200C) are not counted: they are part of
/// how some scripts and emoji are written.
public enum InvisibleCharacters {
    /// Whether `scalar` is a format character other than the joiners.
    @inlinable
    public static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // Every Cf character lies in these ranges; the property lookup settles the rest.
        guard value == 0xAD || (0x600...0x8E2).contains(value) || value == 0x180E || (0x200B...0x206F).contains(value)
            || value == 0xFEFF || (0xFFF9...0xFFFB).contains(value) || value >= 0x110BD else { return false }
        if value == 0x200C || value == 0x200D { return false }
        return scalar.properties.generalCategory == .format
    }

    /// The name a diagnostic gives a character: `U+202E`.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// What a reader should know of the commonest ones, for the diagnostic.
    public static func description(of scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: "a bidirectional control, which reorders the text around it"
        case 0x200B: "a zero-width space"
        case 0x00AD: "a soft hyphen"
        case 0xFEFF: "a zero-width no-break space (byte order mark)"
        case 0x2060: "a word joiner"
        default: "an invisible format character"
        }
    }
}
