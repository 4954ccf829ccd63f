import ArgumentParser
import DuetModel

/// `duet figure`: a figure drawn from the model, as a standalone SVG, like `duet model`
/// prints tables.
struct FigureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figure",
        abstract: "Print a figure drawn from the UIKit model as SVG.",
        discussion: "Examples: duet figure --list; duet figure device-size-classes --lang zh --theme dark > devices.svg"
    )

    @Flag(help: "List the figure ids.")
    var list = false

    @Argument(help: "The figure id.")
    var id: String?

    @Option(help: "Language: en or zh.")
    var lang: Language = .en

    @Option(help: "Colours: light or dark.")
    var theme: FigureTheme = .light

    func validate() throws {
        if !list && id == nil {
            throw ValidationError("Give a figure id or --list.")
        }
        if let id, FigureCatalogue.figure(id: id) == nil {
            throw ValidationError("Unknown figure id '\(id)'. Known ids: \(FigureCatalogue.ids.joined(separator: ", "))")
        }
    }

    func run() throws {
        if list {
            for figure in FigureCatalogue.all {
                print("\(figure.id)\t\(figure.caption[lang])")
            }
            return
        }
        guard let id, let figure = FigureCatalogue.figure(id: id) else { return }
        print(figure.svg(language: lang, theme: theme), terminator: "")
    }
}

extension FigureTheme: ExpressibleByArgument {}
