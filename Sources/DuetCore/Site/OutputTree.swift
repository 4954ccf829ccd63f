/// The whole site as bytes in memory before anything touches the disk, so a failing build
/// writes nothing and two builds of the same input can be compared byte for byte.
public struct OutputTree: Sendable {
    public private(set) var files: [String: [UInt8]] = [:]

    public init() {}

    public mutating func add(_ path: String, _ text: String) {
        files[path] = Array(text.utf8)
    }

    public mutating func add(_ path: String, bytes: [UInt8]) {
        files[path] = bytes
    }

    public var sortedPaths: [String] { files.keys.sorted() }
    public var totalBytes: Int { files.values.reduce(0) { $0 + $1.count } }
}
