/// Renders a `MarkdownNode` tree to HTML.
///
/// Raw HTML in the Markdown is escaped, never passed through: content comes from
/// translators and imports, and a stray `<script>` must show as text. HTML comments are
/// authors' notes (and Duet's `duet:table` markers), so they are dropped; `<br>` is the
/// one tag kept, because GFM tables have no other way to break a line inside a cell.
public struct HTMLRenderer {
    public let delegate: any HTMLRenderingDelegate

    public init(delegate: any HTMLRenderingDelegate = PlainHTMLRenderingDelegate()) {
        self.delegate = delegate
    }

    public func render(_ node: MarkdownNode) -> String {
        var out = ""
        render(node, tight: false, into: &out)
        return out
    }

    /// The HTML of a node's children, for delegates that wrap a node in their own markup.
    public func renderChildren(of node: MarkdownNode) -> String {
        var out = ""
        for child in node.children { render(child, tight: false, into: &out) }
        return out
    }

    static func isLineBreakTag(_ html: String) -> Bool {
        let compact = html.lowercased().filter { $0 != " " }
        return compact == "<br>" || compact == "<br/>"
    }

    private func openTag(_ name: String, _ node: MarkdownNode, _ extra: [HTMLAttribute] = []) -> String {
        var tag = "<" + name
        for attribute in extra + delegate.attributes(for: node) {
            tag += " \(attribute.name)=\"\(HTMLEscaping.escape(attribute.value))\""
        }
        return tag + ">"
    }

    /// Dispatches on the node. The recursion through nested blocks (quotes, lists) runs
    /// through this function and the small ones it calls, each kept out of line so every
    /// level costs a few small frames: one large frame per level overflowed the 512 KB
    /// stacks of worker threads at the Markdown layer's nesting limit (found by fuzzing).
    private func render(_ node: MarkdownNode, tight: Bool, into out: inout String) {
        if let custom = delegate.customHTML(for: node, renderer: self) {
            out += custom
            return
        }
        switch node.kind {
        case .document:
            renderChildren(node, tight: false, into: &out)
        case .blockQuote:
            renderBlockQuote(node, into: &out)
        case .list(let style):
            renderList(node, style: style, into: &out)
        case .listItem(let task):
            renderListItem(node, task: task, tight: tight, into: &out)
        case .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak, .table, .tableHeader, .tableRow, .tableCell:
            renderLeafBlock(node, into: &out)
        case .nestingLimit:
            // What lies deeper is left out; `duet check` reports it (markdown.too-deep).
            break
        default:
            // Only inlines go on: a kind neither function knows must not bounce between
            // the two for ever (a `.nestingLimit` once did, found by fuzzing).
            if !node.isBlock { renderInline(node, into: &out) }
        }
    }

    @inline(never)
    private func renderBlockQuote(_ node: MarkdownNode, into out: inout String) {
        out += openTag("blockquote", node) + "\n"
        renderChildren(node, tight: false, into: &out)
        out += "</blockquote>\n"
    }

    @inline(never)
    private func renderList(_ node: MarkdownNode, style: MarkdownNode.ListStyle, into out: inout String) {
        var extra: [HTMLAttribute] = []
        if style.ordered && style.start != 1 { extra.append(HTMLAttribute("start", String(style.start))) }
        if node.children.contains(where: { if case .listItem(task: .some) = $0.kind { true } else { false } }) {
            extra.append(HTMLAttribute("class", "task-list"))
        }
        let name = style.ordered ? "ol" : "ul"
        out += openTag(name, node, extra) + "\n"
        for item in node.children { render(item, tight: style.tight, into: &out) }
        out += "</\(name)>\n"
    }

    @inline(never)
    private func renderListItem(_ node: MarkdownNode, task: MarkdownNode.TaskState?, tight: Bool, into out: inout String) {
        out += openTag("li", node)
        if let task {
            out += task == .checked ? "<input type=\"checkbox\" checked disabled> " : "<input type=\"checkbox\" disabled> "
        }
        for child in node.children {
            if tight, case .paragraph = child.kind {
                renderInlines(child, into: &out)
            } else {
                if out.last == ">" && child.isBlock { out += "\n" }
                render(child, tight: tight, into: &out)
            }
        }
        out += "</li>\n"
    }

    /// Blocks that hold no other blocks: their own recursion is over inlines only.
    @inline(never)
    private func renderLeafBlock(_ node: MarkdownNode, into out: inout String) {
        switch node.kind {
        case .codeBlock(let info, let code):
            let language = info.split(separator: " ").first.map(String.init) ?? ""
            let extra = language.isEmpty ? [] : [HTMLAttribute("class", "language-" + language)]
            out += openTag("pre", node) + "<code" + extra.map { " \($0.name)=\"\(HTMLEscaping.escape($0.value))\"" }.joined() + ">"
            out += HTMLEscaping.escape(code) + "</code></pre>\n"
        case .htmlBlock(let html):
            let trimmed = html.trimmingWhitespace()
            if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") { return }
            out += openTag("p", node, [HTMLAttribute("class", "raw-html")]) + HTMLEscaping.escape(trimmed) + "</p>\n"
        case .paragraph:
            out += openTag("p", node)
            renderInlines(node, into: &out)
            out += "</p>\n"
        case .heading(let level):
            out += openTag("h\(level)", node)
            renderInlines(node, into: &out)
            out += "</h\(level)>\n"
        case .thematicBreak:
            out += openTag("hr", node) + "\n"
        case .table(let alignments):
            out += openTag("table", node) + "\n"
            for (index, row) in node.children.enumerated() {
                let isHeader: Bool
                if case .tableHeader = row.kind { isHeader = true } else { isHeader = false }
                if index == 0 && isHeader { out += "<thead>\n" }
                if index == 1 || (index == 0 && !isHeader) { out += "<tbody>\n" }
                renderRow(row, header: isHeader, alignments: alignments, into: &out)
                if index == 0 && isHeader { out += "</thead>\n" }
            }
            if node.children.count > 1 { out += "</tbody>\n" }
            out += "</table>\n"
        case .tableHeader, .tableRow:
            renderRow(node, header: false, alignments: [], into: &out)
        case .tableCell:
            out += openTag("td", node)
            renderInlines(node, into: &out)
            out += "</td>"
        default:
            break
        }
    }

    private func renderChildren(_ node: MarkdownNode, tight: Bool, into out: inout String) {
        for child in node.children { render(child, tight: tight, into: &out) }
    }

    private func renderRow(_ row: MarkdownNode, header: Bool, alignments: [MarkdownNode.TableAlignment], into out: inout String) {
        if let custom = delegate.customHTML(for: row, renderer: self) {
            out += custom
            return
        }
        out += openTag("tr", row)
        let rowHeader = !header && delegate.marksRowHeaders
        for (column, cell) in row.children.enumerated() {
            let name = header || (rowHeader && column == 0) ? "th" : "td"
            if let custom = delegate.customHTML(for: cell, renderer: self) {
                out += custom
                continue
            }
            var extra: [HTMLAttribute] = rowHeader && column == 0 ? [HTMLAttribute("scope", "row")] : []
            if column < alignments.count {
                switch alignments[column] {
                case .left: extra.append(HTMLAttribute("style", "text-align: left"))
                case .center: extra.append(HTMLAttribute("style", "text-align: center"))
                case .right: extra.append(HTMLAttribute("style", "text-align: right"))
                case .none: break
                }
            }
            out += openTag(name, cell, extra)
            renderInlines(cell, into: &out)
            out += "</\(name)>"
        }
        out += "</tr>\n"
    }

    /// Renders a node's inline children (the content of a paragraph, heading or cell).
    public func renderInlines(_ node: MarkdownNode) -> String {
        var out = ""
        renderInlines(node, into: &out)
        return out
    }

    private func renderInlines(_ node: MarkdownNode, into out: inout String) {
        for child in node.children { renderInline(child, into: &out) }
    }

    private func renderInline(_ node: MarkdownNode, into out: inout String) {
        if let custom = delegate.customHTML(for: node, renderer: self) {
            out += custom
            return
        }
        switch node.kind {
        case .text(let text):
            out += HTMLEscaping.escape(text)
        case .softBreak:
            out += "\n"
        case .lineBreak:
            out += "<br>\n"
        case .code(let code):
            out += openTag("code", node) + HTMLEscaping.escape(code) + "</code>"
        case .inlineHTML(let html):
            if Self.isLineBreakTag(html) {
                out += "<br>"
            } else if !(html.hasPrefix("<!--") && html.hasSuffix("-->")) {
                out += HTMLEscaping.escape(html)
            }
        case .emphasis:
            renderWrapped(node, "em", into: &out)
        case .strong:
            renderWrapped(node, "strong", into: &out)
        case .strikethrough:
            renderWrapped(node, "del", into: &out)
        case .link(let destination, let title):
            renderLink(node, destination: destination, title: title, into: &out)
        case .image(let source, let title):
            var extra = [HTMLAttribute("src", delegate.resolvedDestination(source, of: node)),
                         HTMLAttribute("alt", node.plainText)]
            if !title.isEmpty { extra.append(HTMLAttribute("title", title)) }
            out += openTag("img", node, extra)
        default:
            if node.isBlock { render(node, tight: false, into: &out) }
        }
    }

    @inline(never)
    private func renderWrapped(_ node: MarkdownNode, _ tag: String, into out: inout String) {
        out += openTag(tag, node)
        renderInlines(node, into: &out)
        out += "</\(tag)>"
    }

    @inline(never)
    private func renderLink(_ node: MarkdownNode, destination: String, title: String, into out: inout String) {
        var extra = [HTMLAttribute("href", delegate.resolvedDestination(destination, of: node))]
        if !title.isEmpty { extra.append(HTMLAttribute("title", title)) }
        out += openTag("a", node, extra)
        renderInlines(node, into: &out)
        out += "</a>"
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
