import ArgumentParser
import DuetContent
import Foundation

/// The `duet` command. Usage errors exit with 2 (ArgumentParser's default is 64), content
/// errors with 1, success with 0.
@main
struct Duet: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build and check a bilingual (English / 简体中文) UIKit reference.",
        version: DuetVersion.description,
        subcommands: [BuildCommand.self, CheckCommand.self, ModelCommand.self, FigureCommand.self, POCommand.self, XLIFFCommand.self, StatusCommand.self, AcceptCommand.self, ImportCommand.self, ServeCommand.self],
        defaultSubcommand: nil
    )

    static func main() {
        AllocatorTuning.apply()
        if ProcessInfo.processInfo.environment["DUET_STEP_TIMES"] == "1" {
            FileHandle.standardError.write(Data("allocator: \(AllocatorTuning.description)\n".utf8))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            // A file system error no command caught is said in words with its path, not
            // as ArgumentParser would print it (`Error Domain=NSCocoaErrorDomain …`).
            if let words = UserFile.describe(error) {
                FileHandle.standardError.write(Data("error: \(words) [duet.io.write-failed]\n".utf8))
                Foundation.exit(1)
            }
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
