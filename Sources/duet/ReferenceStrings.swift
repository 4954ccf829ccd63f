import DuetContent
import DuetModel

/// The content's reference catalog for commands that print the model without building
/// (`duet model`, `duet figure`), so their Chinese is the translators' too.
enum ReferenceStrings {
    /// Installs `content/zh/reference.po` from `contentDirectory`; a catalog that does not
    /// read is reported, and the model's strings then print in English.
    static func install(contentDirectory: String) {
        let (catalog, diagnostics) = ReferenceCatalog.load(contentDirectory: contentDirectory)
        if !diagnostics.isEmpty { Terminal.printError(DiagnosticFormat.human.render(diagnostics)) }
        if let catalog { ModelStrings.install(catalog.entries) }
    }
}
