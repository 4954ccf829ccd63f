import DuetContent
import DuetModel

/// Reads, in Chinese, every model string the site shows, without writing a page.
///
/// A build draws every reference page, table, figure and the playground, and so reads
/// every string the reference catalog must hold; `duet check` and `duet status` draw none
/// of them, and would say nothing of a string the catalog lacks. They read them all here
/// first, so all three commands report the same catalog findings. The word lists the check
/// of a hand-written table reads are read too, whatever tables the book has. Drawn pages are kept
/// per process and catalog (`ReferencePages.pages`), so a build that follows reads them
/// again for nothing.
enum ModelStringsSurvey {
    static func readAll() {
        _ = ReferencePages.pages(language: .zh)
        _ = PlaygroundData.json()
        for table in ReferenceTables.all {
            _ = table.rendered(as: .csv, language: .zh)
            for release in Release.all {
                _ = ReferenceTables.table(id: table.id, release: release)?.rendered(as: .csv, language: .zh, release: release)
            }
        }
        for figure in FigureCatalogue.all {
            for layout in FigureLayout.allCases { _ = figure.document(language: .zh, layout: layout).rendered() }
            for release in Release.all { _ = figure.document(language: .zh, release: release)?.rendered() }
        }
        for table in [UIStrings.text, Wayfinding.text, GlossaryPage.text, ReferencePages.text] { _ = table.reading(.zh) }
        for text in StatusDashboard.strings { _ = text.zh }
        _ = Language.zh.nativeName
        TableWordLists.readAll()
        ImportWords.readAll()
    }

    /// The catalog's findings after every model string has been read: what `duet check`
    /// reports and `duet status` counts.
    static func findings(for catalog: ReferenceCatalog) -> [Diagnostic] {
        readAll()
        return catalog.findings()
    }
}
