import ArgumentParser
import DuetContent
import DuetListings
import DuetModel

/// `duet listings`: type-checks every Swift listing of the English pages against the
/// interface generated from the model's catalogue (`duet interface`), with the Swift
/// compiler on the `PATH` (or `$SWIFTC`), and every Objective-C listing against the
/// generated header with clang (`$CLANG`). A listing is checked for the lowest release its
/// section names, so an API newer than that needs `if #available`.
struct ListingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listings",
        abstract: "Type-check the Swift and Objective-C listings against the model's UIKit interface.",
        discussion: "Partial listings name a wrapper in their fence (```swift wrapper=view-controller) from content/listings/; release=17 overrides the release the section names."
    )

    @OptionGroup var source: ContentOptions
    @OptionGroup var report: ReportOptions

    @Option(help: "Only the listings of this page (its file name, such as 01-adaptive-model.md).")
    var page: String?

    func run() throws {
        guard let swiftc = ListingTypeChecker.findCompiler() else {
            Terminal.printError("error: no swiftc on the PATH; set SWIFTC to the Swift compiler\n")
            throw ExitCode(1)
        }
        let (loaded, loadDiagnostics) = ContentLoader.load(directory: source.content)
        guard let content = loaded else {
            print(report.format.render(loadDiagnostics, colour: Terminal.colourAllowed), terminator: "")
            throw ExitCode(1)
        }
        let pages = content.pages(in: .en).filter { page == nil || $0.fileName == page }
        if let page, pages.isEmpty { throw ValidationError("No English page named \(page).") }
        let checker = ListingTypeChecker(contentDirectory: source.content, swiftc: swiftc, clang: ListingTypeChecker.findClang())
        let listings = pages.flatMap(Listing.listings(of:))
        let findings = try checker.checkInterface() + checker.check(listings)
        let diagnostics = findings.map(\.diagnostic)
        print(report.format.render(diagnostics, colour: Terminal.colourAllowed), terminator: "")
        if report.format == .human {
            print("\(listings.count) listing(s) checked, \(diagnostics.count) error(s).")
        }
        if !diagnostics.isEmpty { throw ExitCode(1) }
    }
}
