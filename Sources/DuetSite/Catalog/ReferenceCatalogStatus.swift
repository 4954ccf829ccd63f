import DuetContent
import DuetModel

/// How far the reference catalog is translated, for `duet status`: the model's strings
/// count like a page's blocks.
public struct ReferenceCatalogStatus: Codable, Sendable {
    /// The catalog's path, relative to the content folder.
    public var file = ReferenceCatalog.relativePath
    /// Strings the site shows whose Chinese is the catalog's, current with their English.
    public var translated = 0
    /// Strings whose English changed after their Chinese was written.
    public var stale: [String] = []
    /// Strings the site shows that the catalog has no Chinese for.
    public var missing: [String] = []

    /// The status of `contentDirectory`'s catalog, or nil when it has none; the catalog's
    /// own errors come back as diagnostics.
    public static func compute(contentDirectory: String) -> (ReferenceCatalogStatus?, [Diagnostic]) {
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: contentDirectory)
        guard let catalog else { return (nil, diagnostics) }
        ModelStrings.install(catalog.entries)
        ModelStringsSurvey.readAll()
        let findings = ModelStrings.findings(for: catalog.entries)
        var status = ReferenceCatalogStatus()
        status.stale = findings.stale.map(\.key)
        status.missing = findings.missing.map(\.key)
        status.translated = catalog.entries.values.filter { !$0.chinese.isEmpty }.count - status.stale.count
        return (status, diagnostics)
    }

    /// One line for the status table's reader: "Reference catalog (zh/reference.po): …".
    public var summary: String {
        "Reference strings (\(file)): \(translated) translated, \(stale.count) stale, \(missing.count) missing"
    }
}
