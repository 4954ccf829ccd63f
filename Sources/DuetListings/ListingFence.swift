/// What a listing's fence says beyond its language: `swift wrapper=view-controller
/// group=slide release=17`. A listing that is not a whole file (methods of a class,
/// statements) names the wrapper it is checked inside; listings of a page with the same
/// group are one program, compiled together; `release` overrides the release its
/// section names.
public struct ListingFence: Sendable, Hashable {
    public let language: String
    /// The name of a file in `content/listings/` (without `.swift`).
    public let wrapper: String?
    /// The program the listing belongs to, with the other listings of its page that name it.
    public let group: String?
    /// The release written as `release=17`, unparsed; nil when the fence gives none.
    public let release: String?
    /// Words of the fence that are not `key=value` pairs Duet knows.
    public let unknown: [String]
    /// Options given more than once (the last one counts).
    public let repeated: [String]

    public init(info: String) {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        language = words.first?.lowercased() ?? ""
        var wrapper: String?
        var group: String?
        var release: String?
        var unknown: [String] = []
        var repeated: [String] = []
        var given: Set<String> = []
        for word in words.dropFirst() {
            if let equals = word.firstIndex(of: "="), !given.insert(String(word[..<equals])).inserted { repeated.append(String(word[..<equals])) }
            if word.hasPrefix("wrapper=") {
                wrapper = String(word.dropFirst("wrapper=".count))
            } else if word.hasPrefix("group=") {
                group = String(word.dropFirst("group=".count))
            } else if word.hasPrefix("release=") {
                release = String(word.dropFirst("release=".count))
            } else {
                unknown.append(word)
            }
        }
        self.wrapper = wrapper
        self.group = group
        self.release = release
        self.unknown = unknown
        self.repeated = repeated
    }

    /// The language of a listing Duet compiles, or nil for any other fence.
    public var checkedLanguage: ListingLanguage? {
        switch language {
        case "swift": .swift
        case "objc", "objective-c", "objectivec", "obj-c": .objectiveC
        default: nil
        }
    }
}

/// The languages whose listings are compiled: Swift with `swiftc`, Objective-C with clang.
public enum ListingLanguage: String, Sendable, Hashable {
    case swift
    case objectiveC = "objc"

    /// The extension of the language's wrapper files in `content/listings/`.
    var fileExtension: String { self == .swift ? "swift" : "m" }
}
