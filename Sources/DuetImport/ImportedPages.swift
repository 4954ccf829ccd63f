/// The two content pages an import produces, as text, with the report.
public struct ImportedPages: Sendable {
    public let english: String
    public let chinese: String
    public let report: ImportReport
}
