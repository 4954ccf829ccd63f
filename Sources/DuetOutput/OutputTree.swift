/// The whole site before it replaces the output folder, so a failing build changes nothing
/// and two builds of the same input can be compared byte for byte.
///
/// By default files are held in memory (`files`), which tests read directly. `duet build`
/// gives the tree an `OutputStaging` instead: each file goes to a staging folder beside
/// the output as soon as it is produced, so a large site never sits in memory at once,
/// and a file that is the same as in the previous build is hard-linked instead of written.
public struct OutputTree: Sendable {
    /// The files' bytes, when the tree is held in memory.
    public private(set) var files: [String: [UInt8]] = [:]
    /// The size of every file, in either mode.
    public private(set) var sizes: [String: Int] = [:]
    let staging: OutputStaging?

    public init() { staging = nil }

    package init(staging: OutputStaging) { self.staging = staging }

    /// One produced file: its bytes in memory, or its size once staged on disk.
    public struct Entry: Sendable {
        package let path: String
        package let bytes: [UInt8]?
        package let size: Int
    }

    /// Makes an entry without changing the tree, so workers on several threads can
    /// produce files at once; `add(_:)` then records them in a fixed order. `key` names
    /// everything the file was made from (see `RenderKeys`), for reuse by a later build.
    public func entry(_ path: String, _ text: String, key: String? = nil) -> Entry {
        entry(path, bytes: Array(text.utf8), key: key)
    }

    public func entry(_ path: String, bytes: [UInt8], key: String? = nil) -> Entry {
        guard let staging else { return Entry(path: path, bytes: bytes, size: bytes.count) }
        return Entry(path: path, bytes: nil, size: staging.write(path, bytes, key: key))
    }

    /// The previous build's file, if it was made from the same `key` and is untouched
    /// since; nil means the file must be produced again.
    public func reused(_ path: String, key: String) -> Entry? {
        guard let size = staging?.reuse(path, key: key) else { return nil }
        return Entry(path: path, bytes: nil, size: size)
    }

    /// Whether the previous build's file at `path` would be reused for `key`, without
    /// reusing it: for files that are kept only together (a page and the file beside it).
    public func isReusable(_ path: String, key: String) -> Bool {
        staging?.reusable(path, key: key) != nil
    }

    /// Whether the previous build made `path`.
    public func madePreviously(_ path: String) -> Bool {
        staging?.madePreviously(path) ?? false
    }

    /// Whether a key can save work in this build (a cache is in use).
    public var reusesFiles: Bool { staging?.keepsManifest ?? false }

    /// Whether files go to a staging folder as they are produced (`duet build`), rather
    /// than into memory (`duet check`, which renders nothing, and tests).
    package var isStaged: Bool { staging != nil }

    /// Room for `count` more files, so adding a large book's pages does not rehash.
    public mutating func reserveCapacity(_ count: Int) {
        sizes.reserveCapacity(sizes.count + count)
    }

    /// Paths added more than once: two parts of the build wrote the same file, and the
    /// later one replaced the earlier (see `SlugOwnership.collisions`).
    public private(set) var addedTwice: Set<String> = []

    public mutating func add(_ entry: Entry) {
        if let bytes = entry.bytes { files[entry.path] = bytes }
        if sizes.updateValue(entry.size, forKey: entry.path) != nil { addedTwice.insert(entry.path) }
    }

    public mutating func add(_ path: String, _ text: String) {
        add(entry(path, text))
    }

    public mutating func add(_ path: String, bytes: [UInt8]) {
        add(entry(path, bytes: bytes))
    }

    public var sortedPaths: [String] { sizes.keys.sorted() }
    public var count: Int { sizes.count }
    public var totalBytes: Int { sizes.values.reduce(0, +) }
}
