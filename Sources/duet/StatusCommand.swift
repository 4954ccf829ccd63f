import ArgumentParser
import DuetCore
import Foundation

/// `duet status`: per page, how many Chinese blocks are translated, stale or missing.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show, per page, the Chinese blocks that are translated, stale (English changed since) or missing (untracked)."
    )

    @OptionGroup var source: ContentOptions

    @Option(help: "Output format: human (an aligned table) or json.")
    var format: StatusFormat = .human

    enum StatusFormat: String, ExpressibleByArgument, CaseIterable {
        case human, json
    }

    /// The JSON shape: stable field names.
    struct Report: Codable {
        var pages: [TranslationStatus.Page]
        var total: TranslationStatus.Page
    }

    func run() throws {
        let (content, diagnostics) = ContentLoader.load(directory: source.content)
        let errors = diagnostics.filter { $0.severity == .error }
        guard let content, errors.isEmpty else {
            Terminal.printError(DiagnosticFormat.human.render(errors.isEmpty ? diagnostics : errors))
            throw ExitCode(1)
        }
        let status = TranslationStatus.compute(content)
        if !status.diagnostics.isEmpty {
            Terminal.printError(DiagnosticFormat.human.render(status.diagnostics))
        }
        switch format {
        case .human:
            print(status.table(), terminator: "")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(Report(pages: status.pages, total: status.total))
            print(String(decoding: data, as: UTF8.self))
        }
        if status.diagnostics.hasErrors { throw ExitCode(1) }
    }
}
