import ArgumentParser
import DuetModel

struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Print a reference table generated from the UIKit model.",
        discussion: "Examples: duet model --list; duet model size-classes-by-device --lang zh --format csv"
    )

    @OptionGroup var source: ContentOptions

    @Flag(help: "List the table ids.")
    var list = false

    @Argument(help: "The table id.")
    var id: String?

    @Option(help: "Language: en or zh.")
    var lang: Language = .en

    @Option(help: "Format: markdown, html, json or csv.")
    var format: TableFormat = .markdown

    func validate() throws {
        if !list && id == nil {
            throw ValidationError("Give a table id or --list.")
        }
        if let id, ReferenceTables.table(id: id) == nil {
            throw ValidationError("Unknown table id '\(id)'. Known ids: \(ReferenceTables.ids.joined(separator: ", "))")
        }
    }

    func run() throws {
        if list {
            for table in ReferenceTables.all {
                print("\(table.id)\t\(table.caption[lang])")
            }
            return
        }
        guard let id, let table = ReferenceTables.table(id: id) else { return }
        print(table.rendered(as: format, language: lang), terminator: "")
    }
}

extension Language: ExpressibleByArgument {}
extension TableFormat: ExpressibleByArgument {}
