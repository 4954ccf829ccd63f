/// One file a command means to write, with all of its new bytes: a transaction is a list
/// of these, checked together and then written together or not at all.
public struct PlannedFile: Sendable, Equatable {
    /// The path as the user gave it (`content/zh/01-x.md`), also for a symbolic link.
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
