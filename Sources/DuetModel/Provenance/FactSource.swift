/// Where a fact of the model comes from, so a reader can check it and trust a table more
/// than a blog post.
///
/// Every fact the reference states carries one or more of these; tests fail on a fact
/// without one. A source is data, shown in generated tables, reference pages and
/// `duet model --format json`.
public struct FactSource: Sendable, Hashable, Codable, Identifiable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Apple's View Controller Programming Guide for iOS (iOS 8–12).
        case guide
        /// A page of Apple's developer documentation (API reference, article).
        case appleDocumentation
        /// One of Apple's technotes (TN3187 and the like).
        case technote
        /// An answer by an Apple engineer on the Apple Developer Forums.
        case appleEngineerOnForums
        /// A page of apple.com outside the developer documentation (compatibility lists).
        case applePage
        /// Apple's Human Interface Guidelines.
        case humanInterfaceGuidelines
        /// A WWDC session.
        case wwdc
        /// A named third-party source, used where Apple publishes nothing.
        case thirdParty
        /// Derived by the model from other sourced facts (the derivation is tested); its
        /// address is the page the derivation starts from.
        case derived

        /// Whether Apple publishes it.
        public var isApple: Bool {
            switch self {
            case .guide, .appleDocumentation, .technote, .appleEngineerOnForums, .applePage, .humanInterfaceGuidelines, .wwdc: true
            case .thirdParty, .derived: false
            }
        }
    }

    /// A stable identifier, also the anchor reference pages link to.
    public let id: String
    public let kind: Kind
    /// What a reader would look for: a chapter and table, a page title, a session name.
    public let title: String
    /// Where it can be read, when it has an address.
    public let url: String?
    /// A caveat a reader needs ("beta-era developer report", "HIG table omits this row").
    public let note: String?
    /// The fact it is cited for, where more than one source could give it ("ios-26-devices"):
    /// a third party must not stand for a fact an Apple source of the catalogue gives.
    public let topic: String?

    public init(id: String, kind: Kind, title: String, url: String? = nil, note: String? = nil, topic: String? = nil) {
        self.topic = topic
        self.id = id
        self.kind = kind
        self.title = title
        self.url = url
        self.note = note
    }

    /// The label a reader sees in a source note.
    public var label: LocalizedText {
        let title = ["title": LocalizedText(invariant: title)]
        return switch kind {
        case .guide: LocalizedText(en: "Guide: {title}", key: "fact-source.label-guide", arguments: title)
        case .appleDocumentation: LocalizedText(en: "Apple documentation: {title}", key: "fact-source.label-apple-documentation", arguments: title)
        case .technote: LocalizedText(en: "Apple technote: {title}", key: "fact-source.label-technote", arguments: title)
        case .appleEngineerOnForums: LocalizedText(en: "Apple engineer on the Developer Forums: {title}", key: "fact-source.label-apple-engineer-on-forums", arguments: title)
        case .applePage: LocalizedText(en: "Apple: {title}", key: "fact-source.label-apple-page", arguments: title)
        case .humanInterfaceGuidelines: LocalizedText(en: "HIG: {title}", key: "fact-source.label-human-interface-guidelines", arguments: title)
        case .wwdc: LocalizedText(en: "WWDC: {title}", key: "fact-source.label-wwdc", arguments: title)
        case .thirdParty: LocalizedText(en: "Third party: {title}", key: "fact-source.label-third-party", arguments: title)
        case .derived: LocalizedText(en: "Derived: {title}", key: "fact-source.label-derived", arguments: title)
        }
    }
}

extension FactSource.Kind {
    /// The order a block's sources are grouped in: Apple's reference first, then Apple's
    /// other channels, the guide, and last what Apple does not publish.
    public static let readingOrder: [Self] = [.appleDocumentation, .technote, .wwdc, .humanInterfaceGuidelines, .applePage,
                                              .appleEngineerOnForums, .guide, .thirdParty, .derived]

    /// The heading of a group of sources of this kind under a table or figure, where each
    /// source is then named by its title alone.
    public var groupHeading: LocalizedText {
        switch self {
        case .guide: LocalizedText(en: "The guide (iOS 8–12)", key: "fact-source.group-guide")
        case .appleDocumentation: LocalizedText(en: "Apple documentation", key: "fact-source.group-apple-documentation")
        case .technote: LocalizedText(en: "Apple technotes", key: "fact-source.group-technote")
        case .appleEngineerOnForums: LocalizedText(en: "Apple engineers on the Developer Forums", key: "fact-source.group-apple-engineer-on-forums")
        case .applePage: LocalizedText(en: "Apple pages", key: "fact-source.group-apple-page")
        case .humanInterfaceGuidelines: LocalizedText(en: "Human Interface Guidelines", key: "fact-source.group-human-interface-guidelines")
        case .wwdc: LocalizedText(en: "WWDC sessions", key: "fact-source.group-wwdc")
        case .thirdParty: LocalizedText(en: "Third parties (Apple publishes nothing)", key: "fact-source.group-third-party")
        case .derived: LocalizedText(en: "Derived by the model", key: "fact-source.group-derived")
        }
    }
}

/// A value of the model with the sources and editions it holds for.
public struct Sourced<Value: Sendable & Hashable>: Sendable, Hashable {
    public let value: Value
    public let sources: [FactSource]
    public let editions: EditionRange

    public init(_ value: Value, sources: [FactSource], editions: EditionRange = .always) {
        precondition(!sources.isEmpty, "a fact of the model needs a source")
        self.value = value
        self.sources = sources
        self.editions = editions
    }
}
