import Foundation
import Testing

/// The built `duet` executable run as a user runs it, in a folder, with `CI=1` and any
/// extra environment (the test hooks): its exit, how it ended, and what it printed on
/// standard output and error together.
struct DuetProcess {
    let status: Int32
    let reason: Process.TerminationReason
    let output: String
    /// The same output, as bytes: a spec about raw control bytes reads these.
    let bytes: [UInt8]

    /// Runs `duet arguments` in `directory`; with `sink`, its output goes there instead of
    /// being read (then `output` is empty).
    static func run(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
                    sink: FileHandle? = nil) throws -> DuetProcess {
        let binary = try #require(ChecksFixture.duetBinary(), "build the duet executable first")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(extra.merging(["CI": "1"]) { new, _ in new }) { _, new in new }
        var data = Data()
        if let sink {
            process.standardOutput = sink
            process.standardError = sink
            try process.run()
        } else {
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            data = pipe.fileHandleForReading.readDataToEndOfFile()
        }
        process.waitUntilExit()
        return DuetProcess(status: process.terminationStatus, reason: process.terminationReason,
                           output: String(decoding: data, as: UTF8.self), bytes: [UInt8](data))
    }
}
