import DuetMarkdown
import DuetModel

/// Warns about code spans that look like a UIKit API (a `UI` prefix, a selector with
/// colons, a delegate-method shape) but name nothing in the model's catalogue: either a
/// typo, or a symbol the reference is missing.
public struct SymbolResolutionCheck: ContentCheck {
    public let name = "symbol resolution"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        var diagnostics: [Diagnostic] = []
        for pair in content.pairs {
            for page in pair.pages {
                page.document.walk { node in
                    if case .code(let code) = node.kind, SymbolCatalogue.resolve(code) == nil, SymbolCatalogue.looksLikeAPI(code) {
                        diagnostics.append(.warning("symbol.unresolved", at: FileLocation(file: page.path, node.range.start),
                                                    "`\(code)` looks like a UIKit API but is not in the reference",
                                                    fix: "check the spelling, or add the symbol to the catalogue"))
                    }
                    return .visitChildren
                }
            }
        }
        return diagnostics
    }
}
