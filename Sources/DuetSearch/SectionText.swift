import DuetMarkdown

/// The readable text of Markdown blocks for the search index. Unlike `plainText`, block
/// and cell boundaries become spaces (so table cells do not run together) and code
/// blocks are left out: listings would swell the index with identifiers readers do not
/// search for; inline code spans, the API symbols of the prose, stay in.
package enum SectionText {
    package static func of(_ node: MarkdownNode) -> String {
        var out = ""
        append(node, to: &out)
        return out
    }

    private static func append(_ node: MarkdownNode, to out: inout String) {
        switch node.kind {
        case .text(let text), .code(let text): out += text
        case .softBreak, .lineBreak: out += " "
        case .codeBlock, .htmlBlock, .inlineHTML, .image: break
        default:
            for child in node.children { append(child, to: &out) }
            if node.isBlock { out += " " }
        }
    }
}
