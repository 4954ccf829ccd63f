import DuetContent
import Foundation

/// The code a partial listing is checked inside: `content/listings/<name>.swift` (or `.m`
/// for an Objective-C listing), a file with one `// duet:listing` line where the listing
/// goes. It declares what the
/// listing takes from its surroundings (the class its methods belong to, the properties
/// it uses). A `// duet:module Name` line compiles the listing as module `Name`, for a
/// test listing that imports the app it tests.
public struct ListingWrapper: Sendable {
    public let name: String
    public let path: String
    /// The wrapper's lines before and after its `// duet:listing` line.
    public let before: [String]
    public let after: [String]
    public let moduleName: String?

    static let placeholder = "// duet:listing"
    static let moduleDirective = "// duet:module "

    /// Where a wrapper named in a fence lives.
    public static func path(named name: String, language: ListingLanguage = .swift, contentDirectory: String) -> String {
        contentDirectory + "/listings/" + name + "." + language.fileExtension
    }

    /// The wrapper, or the diagnostic that says why it cannot be used.
    static func load(named name: String, language: ListingLanguage, contentDirectory: String, fence: FileLocation) -> Result<ListingWrapper, ListingDiagnostic> {
        let path = Self.path(named: name, language: language, contentDirectory: contentDirectory)
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), !name.isEmpty else {
            return .failure(ListingDiagnostic(location: fence, message: "wrapper name '\(name)' may hold only letters, digits, '-' and '_'",
                                              fix: "name a file of content/listings/ without its extension"))
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return .failure(ListingDiagnostic(location: fence, message: "wrapper '\(name)' not found: \(path) is missing",
                                              fix: "add \(path) with a '\(placeholder)' line where the listing goes"))
        }
        // A wrapper saved with Windows line endings reads the same.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        let marks = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == placeholder }
        guard marks.count == 1, let mark = marks.first else {
            return .failure(ListingDiagnostic(location: FileLocation(file: path), message: "a wrapper needs exactly one '\(placeholder)' line; \(path) has \(marks.count)",
                                              fix: "put one '\(placeholder)' line where the listing goes"))
        }
        let module = lines.first { $0.hasPrefix(moduleDirective) }.map { String($0.dropFirst(moduleDirective.count)).trimmingCharacters(in: .whitespaces) }
        return .success(ListingWrapper(name: name, path: path, before: Array(lines[..<mark]), after: Array(lines[(mark + 1)...]), moduleName: module))
    }
}
