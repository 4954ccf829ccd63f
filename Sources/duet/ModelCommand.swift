import ArgumentParser
import DuetModel

struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Print a reference table generated from the UIKit model.",
        discussion: "Examples: duet model --list; duet model size-classes-by-device --lang zh --format csv; duet model presentation-adaptation --edition 13; duet model api-availability --edition 16"
    )

    @OptionGroup var source: ContentOptions

    @Flag(help: "List the table ids.")
    var list = false

    /// For scripts/bench-corpus.py, which measures how densely content uses API symbols:
    /// it asks the catalogue itself instead of copying its lookup rules into Python.
    @Flag(help: "Read code spans from standard input, one per line; print each with a tab and the symbol id it names, or '-'.")
    var resolveSymbols = false

    @Argument(help: "The table id.")
    var id: String?

    @Option(help: "Language: en or zh.")
    var lang: Language = .en

    @Option(help: "Format: markdown, html, json or csv.")
    var format: TableFormat = .markdown

    @Option(help: "Release: 8 to 18, 26 or 27 (or an edition's alias: \(Edition.allCases.map(\.rawValue).joined(separator: ", ")), each its first release). The table computed for that release: rows that do not exist there are left out, deprecated ones marked; with --list, only the tables that hold in it.")
    var edition: String?

    /// The release `--edition` names; `validate()` has checked it parses.
    var release: Release? { edition.flatMap(Release.init(parsing:)) }

    func validate() throws {
        if let edition, Release(parsing: edition) == nil {
            throw ValidationError("--edition \(edition): " + Release.explainUnknown(edition))
        }
        if !list && !resolveSymbols && id == nil {
            throw ValidationError("Give a table id or --list.")
        }
        if let id, ReferenceTables.table(id: id) == nil {
            throw ValidationError("Unknown table id '\(id)'. Known ids: \(ReferenceTables.ids.joined(separator: ", "))")
        }
    }

    func run() throws {
        ReferenceStrings.install(contentDirectory: source.content)
        if resolveSymbols {
            while let line = readLine(strippingNewline: true) {
                print("\(line)\t\(SymbolCatalogue.resolve(line)?.id ?? "-")")
            }
            return
        }
        if list {
            for table in ReferenceTables.all where release.map({ ReferenceTables.table(table, holdsIn: $0) }) ?? true {
                print("\(table.id)\t\(table.caption[lang])")
            }
            return
        }
        guard let id, let asked = ReferenceTables.table(id: id) else { return }
        var table = asked
        if let edition = release {
            guard let found = ReferenceTables.table(id: id, release: edition) else {
                throw ValidationError("'\(id)' shows \(asked.editions?.term.en ?? "every release"), and no table of the model states its rules for \(edition).")
            }
            if found.id != id {
                Terminal.printError("duet: '\(id)' shows \(asked.editions?.term.en ?? "every release"); printing '\(found.id)', which holds for \(edition).\n")
            }
            table = found
        }
        print(table.rendered(as: format, language: lang, release: release), terminator: "")
    }
}

extension Language: ExpressibleByArgument {}
extension TableFormat: ExpressibleByArgument {}
extension Edition: ExpressibleByArgument {}
