import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// `duet model --edition`, through the real executable.
@Suite("duet model --edition")
struct ModelCommandTests {
    init() { ShippedStrings.install() }

    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        return try ChecksFixture.run(binary, arguments)
    }

    @Test("asked for the guide's adaptation table in iOS 13–17, duet prints the iOS 13 table")
    func familyMember() throws {
        let result = try duet(["model", "presentation-adaptation", "--edition", "ios13", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.output.contains("\"id\":\"presentation-adaptation-ios13\""))
    }

    @Test("a table with no edition of the rules asked for is an error, not a guess")
    func noTableForEdition() throws {
        let result = try duet(["model", "sheet-detents", "--edition", "guide"])
        #expect(result.status != 0)
        #expect(result.output.isEmpty)
    }

    @Test("--list --edition guide leaves out the tables of later releases")
    func listByEdition() throws {
        let ids = try duet(["model", "--list", "--edition", "guide"]).output.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(ids.contains("presentation-adaptation"))
        #expect(!ids.contains("sheet-detents"))
        #expect(!ids.contains("devices-os26"))
    }

    /// Runs duet and keeps standard error, where a refused release says why.
    private func duetWithErrors(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test("--edition takes a release number; a release that never existed is refused with the reason, printing nothing")
    func releaseNumbers() throws {
        let sixteen = try duet(["model", "api-availability", "--edition", "16", "--format", "csv"])
        #expect(sixteen.status == 0)
        let lines = sixteen.output.split(whereSeparator: \.isNewline)
        #expect(!lines.contains { $0.hasPrefix("traitOverrides,") }, "an iOS 17 API is not listed in iOS 16")
        #expect(lines.contains { $0.hasPrefix("setNeedsUpdateOfSupportedInterfaceOrientations(),iOS 16.0") })
        let twenty = try duetWithErrors(["model", "traits", "--edition", "20"])
        #expect(twenty.status != 0)
        #expect(twenty.output.isEmpty)
        #expect(twenty.errors.contains("iOS 20 was never released"))
    }

    @Test("iOS 17-only tables are not printed for --edition ios13, which is iOS 13")
    func iOS17TablesRefusedForIOS13() throws {
        let overrides = try duet(["model", "trait-overrides", "--edition", "ios13"])
        #expect(overrides.status != 0)
        #expect(overrides.output.isEmpty)
        let rotation = try duet(["model", "rotation-iphone-6-plus", "--edition", "ios13"])
        #expect(rotation.status == 0)
        #expect(rotation.output.contains("iPhone 11 Pro Max rotating from portrait to landscape, iOS 13–16"), "iOS 13's own rotation, not iOS 17's")
        #expect(!rotation.output.contains("registerForTraitChanges"))
    }

    @Test("duet figure --edition draws the figure for that release, or refuses where nothing holds")
    func figureEdition() throws {
        let seventeen = try duet(["figure", "rotation-sequence", "--edition", "17"])
        #expect(seventeen.status == 0)
        #expect(seventeen.output.contains("iPhone 17 Pro Max"))
        let fourteen = try duet(["figure", "rotation-sequence", "--edition", "14"])
        #expect(fourteen.status == 0)
        #expect(fourteen.output.contains("iPhone 11 Pro Max"))
        let eight = try duet(["figure", "ipad-window-widths", "--edition", "8"])
        #expect(eight.status != 0, "Split View arrived in iOS 9")
        #expect(eight.output.isEmpty)
    }

    /// scripts/bench-corpus.py counts API symbols in content through this hook, so it must
    /// give the catalogue's own answer: a type prefix still resolves, a near miss does not.
    @Test("--resolve-symbols names the catalogue entry of each code span read from standard input")
    func resolveSymbols() throws {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["model", "--resolve-symbols"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("UIViewController.show(_:sender:)\npresentViewControler(_:)\ntrue\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(lines.count == 3)
        #expect(lines.first?.first == "UIViewController.show(_:sender:)" && lines.first?.last != "-")
        #expect(lines.dropFirst().map { $0.last } == ["-", "-"])
    }
}
