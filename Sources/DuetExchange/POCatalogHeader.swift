import DuetContent

/// The header of an exported catalog. Every value is one `msgfmt --check` accepts without
/// a warning (gettext's template placeholders, `YEAR-MO-DA HO:MI+ZONE` and `FULL NAME
/// <EMAIL@ADDRESS>`, each draw one), and every value comes from the content, never from
/// the clock or the person running the export, so the same content exports the same bytes.
enum POCatalogHeader {
    /// A translator's tool replaces this on save; duet writes no person's name.
    static let lastTranslator = "Duet <none>"
    /// When no page gives an `updated:` date: the epoch, a date that is plainly not a
    /// real revision.
    static let undatedRevision = "1970-01-01 00:00+0000"

    /// The header for a catalog of these pages. The template names the language too: it is
    /// the template of the book's one translation, and `msgfmt --check` warns on an empty
    /// or missing `Language`.
    static func fields(pages: [PagePair]) -> [(String, String)] {
        [
            ("Project-Id-Version", "Duet"),
            ("PO-Revision-Date", revisionDate(pages: pages)),
            ("Last-Translator", lastTranslator),
            ("Language-Team", "Chinese (Simplified)"),
            ("Language", ExchangeLanguage.chineseGettext),
            ("MIME-Version", "1.0"),
            ("Content-Type", "text/plain; charset=UTF-8"),
            ("Content-Transfer-Encoding", "8bit"),
            ("Plural-Forms", "nplurals=1; plural=0;"),
            ("X-Generator", "duet po export"),
        ]
    }

    /// The newest `updated:` front matter date of the pages (either language), at
    /// midnight UTC, in gettext's `YYYY-MM-DD HH:MM+ZZZZ`: the catalog changes when the
    /// content says it was revised.
    static func revisionDate(pages: [PagePair]) -> String {
        let dates = pages.flatMap { [$0.en?.updated, $0.zh?.updated] }.compactMap { $0 }.filter(isDate)
        guard let newest = dates.max() else { return undatedRevision }
        return newest + " 00:00+0000"
    }

    /// `YYYY-MM-DD`, digits where digits go: anything else would make the header one
    /// `msgfmt` warns about.
    static func isDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 10 else { return false }
        return scalars.enumerated().allSatisfy { index, scalar in
            index == 4 || index == 7 ? scalar == "-" : ("0"..."9").contains(scalar)
        }
    }
}
