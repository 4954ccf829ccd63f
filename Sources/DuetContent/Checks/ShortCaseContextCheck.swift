import DuetMarkdown
import DuetModel

/// Warns where a short enumeration case (`.automatic`) resolves to a case of one
/// enumeration while its block names another enumeration and never the case's own. The
/// site links a short case to the block's own enumeration when the catalogue knows the
/// case under it (`ShortCaseContext`), and otherwise to the one case the catalogue knows by
/// the short spelling: in a paragraph about `UITabBarController.Sidebar.Placement` that
/// could send `.automatic` to the presentation style. A block that names no enumeration is
/// left alone: there the short spelling has nothing else to mean.
public struct ShortCaseContextCheck: ContentCheck {
    public let name = "short case context"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        var diagnostics: [Diagnostic] = []
        for pair in content.pairs {
            // Code spans are byte-identical across languages (the code parity check), so
            // the source page speaks for both.
            guard let page = pair[.en] else { continue }
            page.document.walk { node in
                switch node.kind {
                case .paragraph, .heading, .table:
                    diagnostics += Self.diagnostics(inBlock: node, file: page.path)
                    return .skipChildren
                default:
                    return .visitChildren
                }
            }
        }
        return diagnostics
    }

    private static func diagnostics(inBlock block: MarkdownNode, file: String) -> [Diagnostic] {
        var spans: [(text: String, node: MarkdownNode)] = []
        block.walk { node in
            if case .code(let text) = node.kind { spans.append((text, node)) }
            return .visitChildren
        }
        let context = ShortCaseContext(codeSpans: spans.map(\.text))
        return spans.enumerated().compactMap { index, span in
            guard let symbol = context.misdirectedCase(span.text, at: index) else { return nil }
            let others = context.enumerations.sorted().map { "`\($0)`" }.joined(separator: ", ")
            return .warning("symbol.short-case-elsewhere", at: FileLocation(file: file, span.node.range.start),
                            "`\(span.text)` links to `\(symbol.swiftName)`, but this block is about \(others)",
                            fix: "write the case in full, or add it to the catalogue under its own enumeration")
        }
    }
}
