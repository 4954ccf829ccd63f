
/// One Chinese term accepted for two glossary entries is an error at the second entry:
/// a reader cannot tell which concept the word means (one word for both "sheet" and
/// `.formSheet` was such a case). The noun and verb of one concept may share a term when
/// an entry says so with `zh_shared_with`. It reads only the glossary.
public struct GlossaryCollisionCheck: ContentCheck {
    public let name = "glossary collisions"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        return Self.termCollisions(in: content.glossary)
    }

    /// Chinese forms (those with a Han character) shared by two entries.
    static func termCollisions(in glossary: Glossary) -> [Diagnostic] {
        var owner: [String: GlossaryEntry] = [:]
        var diagnostics: [Diagnostic] = []
        for entry in glossary.entries {
            for form in Set(entry.acceptedChineseForms) where form.unicodeScalars.contains(where: ChineseStyleCheck.isHan) {
                if let first = owner[form], first.id != entry.id,
                   !entry.zhSharedWith.contains(first.id), !first.zhSharedWith.contains(entry.id) {
                    diagnostics.append(.error("glossary.term-collision", at: entry.location,
                                              "“\(form)” stands for both “\(first.en)” and “\(entry.en)”",
                                              fix: "give each entry its own Chinese term", related: first.location))
                } else {
                    owner[form] = entry
                }
            }
        }
        return diagnostics
    }
}
