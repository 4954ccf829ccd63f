/// A position in a source file as a person counts it: 1-based line, 1-based column in
/// characters (Unicode scalars), so a Chinese character is one column, not three bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The span of source a node was parsed from, both ends inclusive.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    public var description: String { "\(start)-\(end)" }
}
