import DuetContent
import DuetMarkdown
import DuetModel

/// Where a cross-link from the prose goes: an anchored entry on a generated page.
public struct CrossLinkTarget: Sendable, Hashable {
    public let location: SiteLocation
    public let anchor: String
    /// A tooltip: the symbol's canonical name or the term in the other language.
    public let title: String

    public init(location: SiteLocation, anchor: String, title: String) {
        self.location = location
        self.anchor = anchor
        self.title = title
    }
}

/// What the page renderer asks to turn code spans and glossary terms into links. The
/// renderer knows nothing of the model or the glossary; tests stub this protocol.
public protocol CrossLinkResolving: Sendable {
    /// The reference entry for an inline code span, or nil if it names no known symbol.
    /// `language` is the reference page's: the language of the page the span is read on.
    func symbolTarget(for codeSpan: String, language: Language) -> CrossLinkTarget?
    /// Text with glossary terms linked (first use per section); nil when nothing matched.
    /// `language` is the text's, which decides the terms found; the links lead to the
    /// glossary of `location`'s language, the language of the page the text is read on.
    /// `section` identifies the section so first-use tracking resets at each heading.
    /// `allowed`, when given, limits linking to those glossary entries (see
    /// `AlignedGlossaryTerms`); nil links every term found. `linkable`, when given, is the
    /// page's choice (`PageTermSelection`): the first use of any other term is marked
    /// `<span data-term="id">`, which the reader's "every term" setting makes a link.
    func linkGlossaryTerms(in text: String, language: Language, from location: SiteLocation,
                           firstUse: inout Set<String>, allowed: Set<String>?, linkable: Set<String>?) -> String?
    /// The ids of the glossary entries a text uses, in its language.
    func glossaryTermIDs(in text: String, language: Language) -> Set<String>
    /// The same ids in the order of their first use in the text.
    func orderedGlossaryTermIDs(in text: String, language: Language) -> [String]
    /// The ids of the glossary's key terms (`key: true`).
    var keyGlossaryTermIDs: Set<String> { get }
}

extension CrossLinkResolving {
    /// Every term found may be linked.
    public func linkGlossaryTerms(in text: String, language: Language, from location: SiteLocation,
                                  firstUse: inout Set<String>, allowed: Set<String>?) -> String? {
        linkGlossaryTerms(in: text, language: language, from: location, firstUse: &firstUse, allowed: allowed, linkable: nil)
    }
}

/// Resolves nothing: plain rendering, for tests and for sites without a model.
public struct NoCrossLinks: CrossLinkResolving {
    public init() {}
    public func symbolTarget(for codeSpan: String, language: Language) -> CrossLinkTarget? { nil }
    public func linkGlossaryTerms(in text: String, language: Language, from location: SiteLocation,
                                  firstUse: inout Set<String>, allowed: Set<String>?, linkable: Set<String>?) -> String? { nil }
    public func glossaryTermIDs(in text: String, language: Language) -> Set<String> { [] }
    public func orderedGlossaryTermIDs(in text: String, language: Language) -> [String] { [] }
    public var keyGlossaryTermIDs: Set<String> { [] }
}
