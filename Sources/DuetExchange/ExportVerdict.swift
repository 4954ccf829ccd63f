import DuetContent

/// What an export would do to the file already at its path. Catalogs and documents are
/// compared by what they mean, not by their bytes: a tool that re-saves a catalog
/// (polib, Poedit, Weblate rewrap lines, reorder the header, re-escape) changes no entry,
/// and an import leaves the file meaning what the next export would write. Only a file
/// holding work the content does not have, a translation not imported or an entry
/// accepted in the file but not in the lock, stops an export.
public enum ExportVerdict: Sendable, Equatable {
    /// No file there: write it.
    case create
    /// The file means what the export would write: leave it as it is.
    case upToDate
    /// The file differs, and nothing in it would be lost: write the export (merged into
    /// the file, for a PO catalog, see `POCatalog.merged(over:text:pages:)`).
    case replace
    /// The file holds work the content does not have, or cannot be read: refuse (the
    /// diagnostic names one example at its line).
    case refuse(Diagnostic)

    /// Whether the export writes the file.
    public var writes: Bool {
        switch self {
        case .create, .replace: return true
        case .upToDate, .refuse: return false
        }
    }

    /// The refusal for a file with `count` pieces of work not in the content, `example`
    /// being the first of them at `location`.
    static func unimported(_ format: String, path: String, count: Int, example: String, at location: FileLocation) -> ExportVerdict {
        .refuse(.error(format + ".would-overwrite", at: location,
                       "\(path) holds \(count) \(format == "po" ? "entr" : "unit")\(count == 1 ? (format == "po" ? "y" : "") : (format == "po" ? "ies" : "s")) the content does not have, e.g. \(example); the export would lose \(count == 1 ? "it" : "them")",
                       fix: "import it first (`duet \(format) import \(path)`), or pass --force to replace it"))
    }

    /// The words of comments or notes, for comparing them however a tool wrapped them
    /// (polib and Poedit wrap long `#.` lines; XML tools reindent notes).
    static func words(_ texts: [String]) -> [Substring] {
        texts.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    }

    /// The refusal for a file that is not a catalog duet can read, so its work cannot be
    /// told apart from the export's.
    static func unreadable(_ format: String, path: String, problem: Diagnostic) -> ExportVerdict {
        .refuse(.error(format + ".would-overwrite", at: problem.location,
                       "\(path) exists and cannot be read as \(format == "po" ? "a catalog" : "an XLIFF document") (\(problem.message)), so it may hold work the export would lose",
                       fix: "fix or import it first, or pass --force to replace it"))
    }
}
