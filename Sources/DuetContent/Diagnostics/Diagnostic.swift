import DuetMarkdown

/// How bad a problem is. Errors stop a build; warnings are printed and, with
/// `--warnings-as-errors`, stop it too; notes only add context.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A place in a file, as the content folder's user sees it: a path relative to where the
/// command runs (`content/zh/01-x.md`), a 1-based line and character column.
public struct FileLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int = 1, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public init(file: String, _ location: SourceLocation) {
        self.init(file: file, line: location.line, column: location.column)
    }

    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A problem found in the content, templates or settings, as data: checks collect these
/// and printers turn them into text, JSON or CI annotations.
public struct Diagnostic: Error, Sendable, Hashable, Codable {
    public var severity: Severity
    /// A stable identifier, such as `front-matter.yaml` (printed as `[duet.front-matter.yaml]`),
    /// so tooling and tests never match on message wording.
    public var identifier: String
    public var location: FileLocation
    public var message: String
    /// A suggested fix, where one is known ("use" and the glossary's term).
    public var fix: String?
    /// The other side of a two-file problem, e.g. the English block a Chinese block mirrors.
    public var related: FileLocation?

    public init(_ severity: Severity, _ identifier: String, at location: FileLocation, _ message: String,
                fix: String? = nil, related: FileLocation? = nil) {
        self.severity = severity
        self.identifier = identifier
        self.location = location
        self.message = message
        self.fix = fix
        self.related = related
    }

    public static func error(_ identifier: String, at location: FileLocation, _ message: String,
                             fix: String? = nil, related: FileLocation? = nil) -> Diagnostic {
        Diagnostic(.error, identifier, at: location, message, fix: fix, related: related)
    }

    public static func warning(_ identifier: String, at location: FileLocation, _ message: String,
                               fix: String? = nil, related: FileLocation? = nil) -> Diagnostic {
        Diagnostic(.warning, identifier, at: location, message, fix: fix, related: related)
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// File, line and column order, so output reads top to bottom like the files.
    public func sortedForOutput() -> [Diagnostic] {
        sorted { lhs, rhs in
            if lhs.location != rhs.location { return lhs.location < rhs.location }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            return (lhs.identifier, lhs.message) < (rhs.identifier, rhs.message)
        }
    }

    public func count(of severity: Severity) -> Int { filter { $0.severity == severity }.count }
}
