/// What the tables of APIs over releases share (`api-availability`, `orientation-apis`):
/// the introduced / deprecated / use-instead columns, and a deprecation as the chosen
/// release sees it, so an API deprecated later is not shown deprecated before it was.
extension ReferenceTables {
    static let introducedColumn = ModelColumn(LocalizedText(en: "Introduced", key: "apilife-cycle-columns.introduced"))
    static let deprecatedColumn = ModelColumn(LocalizedText(en: "Deprecated", key: "apilife-cycle-columns.deprecated"))
    static let useInsteadColumn = ModelColumn(LocalizedText(en: "Use instead", key: "apilife-cycle-columns.use-instead"))

    /// `version` (a deprecation) where it has happened by `release`; every deprecation
    /// when no release is chosen.
    static func deprecation(_ version: String?, asOf release: Release?) -> String? {
        guard let version else { return nil }
        guard let release else { return version }
        return Release.major(of: version) <= release.major ? version : nil
    }
}
