import Foundation
import DuetSupport

/// The entries of glossary.yml as the last build that read it cleanly found them, kept
/// under the file's text.
///
/// The glossary goes through Yams, whose tag resolution runs regular expressions on every
/// scalar: for the 150 entries of this project's glossary that was a seventh of the work
/// of an edit's rebuild, which reads the same text every time. Only a glossary read
/// without any diagnostic is kept, so its problems are reported on every build. One file
/// per glossary in the cache folder, named by the duet executable like the other caches,
/// since another build of duet may read the YAML differently.
struct GlossaryCache {
    private struct Stored: Codable {
        let format: String
        let executable: String
        let path: String
        let digest: String
        let entries: [GlossaryEntry]
    }

    private static let format = "duet-glossary-2"
    private let file: String
    private let path: String
    private let digest: String
    /// The entries stored for this very text, if there are.
    let entries: [GlossaryEntry]?

    init(cacheDirectory: String, glossaryPath: String, text: String) {
        // Entries carry their place in the file under the path as given, so that path must
        // match too, not only the file it names.
        path = glossaryPath
        file = join(cacheDirectory, "glossary-" + FNV1a64.hex(URL(fileURLWithPath: glossaryPath).standardizedFileURL.path) + ".json")
        digest = SourceDigest.hex(text)
        let stored = FileManager.default.contents(atPath: file).flatMap { try? JSONDecoder().decode(Stored.self, from: $0) }
        if let stored, stored.format == Self.format, stored.executable == ExecutableIdentity.current,
           stored.path == path, stored.digest == digest {
            entries = stored.entries
        } else {
            entries = nil
        }
    }

    /// Keeps the entries of a glossary read without a diagnostic for the next build.
    func save(_ entries: [GlossaryEntry]) {
        let stored = Stored(format: Self.format, executable: ExecutableIdentity.current, path: path, digest: digest, entries: entries)
        guard let data = try? JSONEncoder().encode(stored) else { return }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
