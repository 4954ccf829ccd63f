/// The API symbols (inline code spans) of aligned blocks are the same set in both
/// languages. A symbol missing in Chinese is an error at the Chinese block; a symbol only
/// in Chinese (an extra or altered one) is an error at its code span.
public struct SymbolParityCheck: ContentCheck {
    public let name = "symbols"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        var diagnostics: [Diagnostic] = []
        for page in AlignedPage.all(in: content) {
            for (enBlock, zhBlock) in page.alignment.pairs {
                if case .codeBlock = enBlock.skeleton { continue }
                let enSpans = enBlock.node.codeSpans
                let zhSpans = zhBlock.node.codeSpans
                let enSymbols = Set(enSpans.map(Self.symbol))
                let zhSymbols = Set(zhSpans.map(Self.symbol))
                guard enSymbols != zhSymbols else { continue }
                let related = page.location(enBlock, in: page.en)
                for symbol in enSymbols.subtracting(zhSymbols).sorted() {
                    diagnostics.append(.error("symbols.missing", at: page.location(zhBlock, in: page.zh),
                                              "`\(symbol)` is in the English block but not in the Chinese one",
                                              fix: "keep code spans byte-identical: add `\(symbol)`", related: related))
                }
                var reported: Set<String> = []
                for span in zhSpans {
                    let symbol = Self.symbol(span)
                    guard !enSymbols.contains(symbol), reported.insert(symbol).inserted else { continue }
                    diagnostics.append(.error("symbols.extra", at: FileLocation(file: page.zh.path, span.range.start),
                                              "`\(symbol)` is not in the English block",
                                              fix: "code spans are API symbols: use exactly the English block's symbols", related: related))
                }
            }
        }
        return diagnostics
    }

    static func symbol(_ node: MarkdownNode) -> String {
        if case .code(let code) = node.kind { return code }
        return node.plainText
    }
}

import DuetMarkdown
