import ArgumentParser
import DuetContent
import DuetSite
import Foundation

/// `duet status`: per page, how many Chinese blocks are translated, stale or missing.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show, per page, the Chinese blocks that are translated, stale (English changed since) or missing (untracked), then where each stale and missing block is."
    )

    @OptionGroup var source: ContentOptions

    @Option(help: "Output format: human (an aligned table), json, or html (the translation dashboard).")
    var format: StatusFormat = .human

    @Option(name: [.customShort("o"), .long], help: "With --format html: write the dashboard to this file instead of standard output.")
    var output: String?

    @Option(help: "With --format html: the way from the dashboard to the built site's root, before en/<slug>/.")
    var siteURL = "Site/"

    @Flag(help: "Replace an --output file that duet did not write.")
    var force = false

    func validate() throws {
        if let output { try PathArgument.requireNonEmpty(output, option: "--output") }
    }

    enum StatusFormat: String, ExpressibleByArgument, CaseIterable {
        case human, json, html
    }

    /// The JSON shape: stable field names.
    struct Report: Codable {
        var pages: [TranslationStatus.Page]
        var total: TranslationStatus.Page
        /// The model's strings in `content/zh/reference.po`; absent when there is none.
        var reference: ReferenceCatalogStatus?
    }

    func run() throws {
        try ContentChange.recoverAbandoned(source.content)
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
        let (reference, referenceDiagnostics) = ReferenceCatalogStatus.compute(contentDirectory: content.directory)
        if !referenceDiagnostics.isEmpty {
            Terminal.printError(DiagnosticFormat.human.render(referenceDiagnostics))
        }
        switch format {
        case .human:
            print(status.table(), terminator: "")
            if let reference {
                print(reference.summary)
                for key in reference.stale { print("  stale: \(key)") }
                for key in reference.missing { print("  missing: \(key)") }
            }
            let lock = TranslationLock.load(contentDirectory: content.directory).0
            print("")
            print(StatusListing(content: content, lock: lock).text(), terminator: "")
        case .html:
            let lock = TranslationLock.load(contentDirectory: content.directory).0
            let (previous, storeDiagnostics) = AcceptedEnglish.load(contentDirectory: content.directory)
            if !storeDiagnostics.isEmpty { Terminal.printError(DiagnosticFormat.human.render(storeDiagnostics)) }
            let html = StatusDashboard.html(content: content, status: status, lock: lock, previous: previous, sitePrefix: siteURL,
                                            reference: reference)
            guard let output else {
                print(html, terminator: "")
                break
            }
            if let existing = UserFile.existingBytes(output), !force,
               !String(decoding: existing, as: UTF8.self).contains(StatusDashboard.generator) {
                Terminal.printError("\(output):1:1: error: exists and was not written by duet status; pass --force to replace it [duet.status.would-overwrite]\n")
                throw ExitCode(1)
            }
            try Terminal.failOn(UserFile.write(html, to: output))
            print("Wrote \(output).")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(Report(pages: status.pages, total: status.total, reference: reference))
            print(String(decoding: data, as: UTF8.self))
        }
        if status.diagnostics.hasErrors || referenceDiagnostics.hasErrors { throw ExitCode(1) }
    }
}
