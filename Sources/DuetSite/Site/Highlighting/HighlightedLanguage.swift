/// The languages code listings are highlighted in, and the fence info strings naming them.
public enum HighlightedLanguage: String, Sendable, CaseIterable {
    case swift
    case objectiveC = "objc"

    /// The language of a fenced block's info string (its first word), or nil when the
    /// listing stays plain.
    public init?(info: String) {
        let word = info.split(separator: " ", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        switch word {
        case "swift": self = .swift
        case "objc", "objective-c", "objectivec", "obj-c": self = .objectiveC
        default: return nil
        }
    }

    var keywords: Set<String> {
        switch self {
        case .swift: HighlighterKeywords.swift
        case .objectiveC: HighlighterKeywords.objectiveC
        }
    }
}
