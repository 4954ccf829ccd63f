import ArgumentParser
import DuetContent

/// How `duet tmx export` and `duet tbx export` write their one file: whole, since Duet
/// writes every byte of it from the content. A file at the path that Duet did not write
/// (its own mark is missing) is a translator's or another tool's, and is refused unless
/// `--force`; the same bytes write nothing.
enum MemoryExportFile {
    static func write(_ text: String, folder: String, name: String, mark: String, force: Bool, summary: String, report: DiagnosticReport) throws {
        let path = folder + "/" + name
        let existing = UserFile.existingBytes(path)
        if let existing, existing == Array(text.utf8) {
            report.say("\(path) is up to date: \(summary).")
            return
        }
        if let existing, !force, !String(decoding: existing, as: UTF8.self).contains(mark) {
            report.add([
                .error("export.not-ours", at: FileLocation(file: path),
                       "\(path) was not written by duet; writing the export over it would lose it",
                       fix: "move it aside or give another --output; --force writes over it"),
            ])
            throw ExitCode(1)
        }
        try Terminal.failOn(UserFile.createFolder(folder), report: report)
        try Terminal.failOn(UserFile.write(text, to: path), report: report)
        report.say("Wrote \(path): \(summary).")
    }
}
