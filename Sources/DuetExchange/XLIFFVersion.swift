/// The XLIFF versions duet writes and reads: 1.2, which Xcode and most CAT tools exchange,
/// and 2.1, the current OASIS standard (Weblate, OmegaT, Okapi).
public enum XLIFFVersion: String, Sendable, CaseIterable {
    case v12 = "1.2"
    case v21 = "2.1"

    public var namespace: String {
        switch self {
        case .v12: "urn:oasis:names:tc:xliff:document:1.2"
        // XLIFF 2.1 keeps the 2.0 namespace; the version attribute tells them apart.
        case .v21: "urn:oasis:names:tc:xliff:document:2.0"
        }
    }
}
