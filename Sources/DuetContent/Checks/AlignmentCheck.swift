
/// Both pages of a pair have the same block skeleton, section by section; the first
/// differing block of each section is an error at the Chinese block, with the English
/// block as the counterpart.
public struct AlignmentCheck: ContentCheck {
    public let name = "alignment"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        return AlignedPage.all(in: content).flatMap { page in
            page.alignment.mismatches.map { mismatch in
                .error("alignment.mismatch", at: FileLocation(file: page.zh.path, mismatch.chinese),
                       "the Chinese page no longer mirrors the English one: \(mismatch.message)",
                       fix: "give every English block exactly one Chinese block of the same kind, in the same order; fix this first: the page's stale and lock checks wait until it aligns",
                       related: FileLocation(file: page.en.path, mismatch.english))
            }
        }
    }
}
