import DuetMarkdown

/// Blocks nested deeper than the Markdown layer keeps (`MarkdownParser.nestingLimit`) are
/// left out of the page; this says so at the first place it happens, instead of letting a
/// page lose text without a word.
public struct NestingCheck: ContentCheck {
    public let name = "nesting"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        var diagnostics: [Diagnostic] = []
        for pair in content.pairs {
            for page in pair.pages {
                var found: MarkdownNode?
                page.document.walk { node in
                    guard found == nil else { return .skipChildren }
                    if case .nestingLimit = node.kind { found = node }
                    return .visitChildren
                }
                guard let found else { continue }
                diagnostics.append(.error("markdown.too-deep", at: FileLocation(file: page.path, found.range.start),
                                          "blocks or inlines nest more than \(MarkdownParser.nestingLimit) levels deep here; duet leaves out what lies deeper",
                                          fix: "flatten the nesting (quotes in quotes, lists in lists)"))
            }
        }
        return diagnostics
    }
}
