import ArgumentParser
import DuetModel

struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Print a reference table generated from the UIKit model.",
        discussion: "Examples: duet model --list; duet model size-classes-by-device --lang zh --format csv; duet model presentation-adaptation --edition ios13"
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

    @Option(help: "Edition: \(Edition.allCases.map(\.rawValue).joined(separator: ", ")). The table that states these rules for that edition; with --list, only the tables that hold for it.")
    var edition: Edition?

    func validate() throws {
        if !list && !resolveSymbols && id == nil {
            throw ValidationError("Give a table id or --list.")
        }
        if let id, ReferenceTables.table(id: id) == nil {
            throw ValidationError("Unknown table id '\(id)'. Known ids: \(ReferenceTables.ids.joined(separator: ", "))")
        }
    }

    func run() throws {
        if resolveSymbols {
            while let line = readLine(strippingNewline: true) {
                print("\(line)\t\(SymbolCatalogue.resolve(line)?.id ?? "-")")
            }
            return
        }
        if list {
            for table in ReferenceTables.all where edition.map({ ReferenceTables.table(table, holdsFor: $0) }) ?? true {
                print("\(table.id)\t\(table.caption[lang])")
            }
            return
        }
        guard let id, let asked = ReferenceTables.table(id: id) else { return }
        var table = asked
        if let edition {
            guard let found = ReferenceTables.table(id: id, edition: edition) else {
                throw ValidationError("'\(id)' shows \(asked.editions?.term.en ?? "every edition"), and no table of the model states its rules for \(edition.term.en).")
            }
            if found.id != id {
                Terminal.printError("duet: '\(id)' shows \(asked.editions?.term.en ?? "every edition"); printing '\(found.id)', which holds for \(edition.term.en).\n")
            }
            table = found
        }
        print(table.rendered(as: format, language: lang), terminator: "")
    }
}

extension Language: ExpressibleByArgument {}
extension TableFormat: ExpressibleByArgument {}
extension Edition: ExpressibleByArgument {}
