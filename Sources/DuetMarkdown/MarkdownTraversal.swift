/// Walking and rewriting, the two ways the rest of Duet looks at a tree: checks walk it
/// collecting diagnostics; preprocessors rewrite it (a `duet-table` block becomes a table).
extension MarkdownNode {
    public enum WalkDecision: Sendable {
        case visitChildren, skipChildren
    }

    /// Visits every node depth-first, parents before children, in document order.
    ///
    /// Children are visited in place in their array's storage: `for child in children`
    /// copied each node (retaining its strings and its own children) only to hand it on,
    /// and every check, the renderer's helpers and the search index walk every page.
    public func walk(_ visit: (MarkdownNode) throws -> WalkDecision) rethrows {
        if try visit(self) == .visitChildren {
            try children.withUnsafeBufferPointer { nodes in
                for index in nodes.indices { try nodes[index].walk(visit) }
            }
        }
    }

    /// The text of every code span inside this node, in document order.
    public var codeSpans: [String] {
        var spans: [String] = []
        walk { node in
            if case .code(let text) = node.kind { spans.append(text) }
            return .visitChildren
        }
        return spans
    }

    /// Visits nodes with their ancestors (nearest last), for checks that care where a node sits.
    public func walkWithAncestors(_ visit: (MarkdownNode, [MarkdownNode]) throws -> WalkDecision) rethrows {
        var ancestors: [MarkdownNode] = []
        try walk(self, ancestors: &ancestors, visit)
    }

    private func walk(_ node: MarkdownNode, ancestors: inout [MarkdownNode],
                      _ visit: (MarkdownNode, [MarkdownNode]) throws -> WalkDecision) rethrows {
        guard try visit(node, ancestors) == .visitChildren else { return }
        ancestors.append(node)
        for child in node.children { try walk(child, ancestors: &ancestors, visit) }
        ancestors.removeLast()
    }

    /// Rebuilds the tree bottom-up: `transform` sees each node with its children already
    /// rewritten and returns the replacement nodes (none removes it, several splice in).
    public func rewritten(_ transform: (MarkdownNode) throws -> [MarkdownNode]) rethrows -> MarkdownNode {
        let newChildren = try children.flatMap { try $0.rewrittenNodes(transform) }
        return with(children: newChildren)
    }

    private func rewrittenNodes(_ transform: (MarkdownNode) throws -> [MarkdownNode]) rethrows -> [MarkdownNode] {
        let newChildren = try children.flatMap { try $0.rewrittenNodes(transform) }
        return try transform(with(children: newChildren))
    }
}
