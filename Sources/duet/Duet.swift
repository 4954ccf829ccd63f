import ArgumentParser
import DuetContent
import DuetSupport
import Foundation

/// The `duet` command. Usage errors exit with 2 (ArgumentParser's default is 64), content
/// errors with 1, success with 0.
@main
struct Duet: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build and check a bilingual (English and Simplified Chinese) UIKit reference.",
        version: DuetVersion.description,
        subcommands: [BuildCommand.self, CheckCommand.self, ModelCommand.self, FigureCommand.self, InterfaceCommand.self, ListingsCommand.self, POCommand.self, XLIFFCommand.self, TMXCommand.self, TBXCommand.self, StatusCommand.self, AcceptCommand.self, ImportCommand.self, ServeCommand.self],
        defaultSubcommand: nil
    )

    static func main() {
        AllocatorTuning.apply()
        StandardStream.ignoreBrokenPipes()
        if ProcessInfo.processInfo.environment["DUET_STEP_TIMES"] == "1" {
            Terminal.printError("allocator: \(AllocatorTuning.description)\n")
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            // A file system error no command caught is said in words with its path, not
            // as ArgumentParser would print it (`Error Domain=NSCocoaErrorDomain …`).
            if let words = UserFile.describe(error) {
                Terminal.printError("error: \(VisibleText.escaped(words)) [duet.io.write-failed]\n")
                Foundation.exit(1)
            }
            let code = exitCode(for: error)
            if code == .validationFailure {
                Terminal.printError(fullMessage(for: error) + "\n")
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
