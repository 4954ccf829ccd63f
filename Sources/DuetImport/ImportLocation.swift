/// A line of an input file, as the import report names it (`guide.md:12`).
public struct ImportLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public static func < (lhs: ImportLocation, rhs: ImportLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }

    public var description: String { "\(file):\(line)" }
}
