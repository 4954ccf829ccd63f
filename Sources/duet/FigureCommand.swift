import ArgumentParser
import DuetModel

/// `duet figure`: a figure drawn from the model, as a standalone SVG, like `duet model`
/// prints tables.
struct FigureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figure",
        abstract: "Print a figure drawn from the UIKit model as SVG.",
        discussion: "Examples: duet figure --list; duet figure device-size-classes --lang zh --theme dark > devices.svg; duet figure rotation-sequence --edition 17"
    )

    @Option(help: "The content folder, whose zh/reference.po gives the figure's Chinese.")
    var content: String = "content"

    @Flag(help: "List the figure ids.")
    var list = false

    @Argument(help: "The figure id.")
    var id: String?

    @Option(help: "Language: en or zh.")
    var lang: Language = .en

    @Option(help: "Colours: light or dark.")
    var theme: FigureTheme = .light

    @Option(help: "Release: 8 to 18, 26 or 27 (or an edition's alias: \(Edition.allCases.map(\.rawValue).joined(separator: ", ")), each its first release). The figure computed for that release; with --list, only the figures that hold in it.")
    var edition: String?

    /// The release `--edition` names; `validate()` has checked it parses.
    var release: Release? { edition.flatMap(Release.init(parsing:)) }

    func validate() throws {
        if let edition, Release(parsing: edition) == nil {
            throw ValidationError("--edition \(edition): " + Release.explainUnknown(edition))
        }
        if !list && id == nil {
            throw ValidationError("Give a figure id or --list.")
        }
        if let id, FigureCatalogue.figure(id: id) == nil {
            throw ValidationError("Unknown figure id '\(id)'. Known ids: \(FigureCatalogue.ids.joined(separator: ", "))")
        }
    }

    func run() throws {
        ReferenceStrings.install(contentDirectory: content)
        if list {
            for figure in FigureCatalogue.all where release.map({ figure.document(language: lang, release: $0) != nil }) ?? true {
                print("\(figure.id)\t\(figure.caption[lang])")
            }
            return
        }
        guard let id, let figure = FigureCatalogue.figure(id: id) else { return }
        guard let release else {
            print(figure.svg(language: lang, theme: theme), terminator: "")
            return
        }
        guard let svg = figure.svg(language: lang, theme: theme, release: release) else {
            throw ValidationError("'\(id)' does not hold in \(release): the model's sources give nothing to draw for it there.")
        }
        print(svg, terminator: "")
    }
}

extension FigureTheme: ExpressibleByArgument {}
