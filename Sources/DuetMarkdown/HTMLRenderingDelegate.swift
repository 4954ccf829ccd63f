/// An attribute the renderer adds to an element's opening tag. Values are escaped by the
/// renderer, never by the delegate.
public struct HTMLAttribute: Hashable, Sendable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What the renderer asks of the site: where links go, which extra attributes an element
/// gets (heading ids, `lang`, block numbers), and whether a node is rendered some other way
/// altogether (a generated table, highlighted code, a cross-linked code span).
///
/// The Markdown module knows nothing of pages, languages or the model; everything
/// site-specific enters through this protocol, which is also what tests stub.
public protocol HTMLRenderingDelegate {
    /// HTML that replaces the node's default rendering, or nil to render it normally.
    func customHTML(for node: MarkdownNode, renderer: HTMLRenderer) -> String?
    /// The `href` or `src` to write for a destination found in the Markdown.
    func resolvedDestination(_ destination: String, of node: MarkdownNode) -> String
    /// Extra attributes for the element a node becomes.
    func attributes(for node: MarkdownNode) -> [HTMLAttribute]
    /// Whether the first cell of each body row of a table is its row's header
    /// (`<th scope="row">`), so a screen reader announces it with every other cell.
    var marksRowHeaders: Bool { get }
}

extension HTMLRenderingDelegate {
    public func customHTML(for node: MarkdownNode, renderer: HTMLRenderer) -> String? { nil }
    public func resolvedDestination(_ destination: String, of node: MarkdownNode) -> String { destination }
    public func attributes(for node: MarkdownNode) -> [HTMLAttribute] { [] }
    public var marksRowHeaders: Bool { false }
}

/// Plain CommonMark rendering with no site behind it.
public struct PlainHTMLRenderingDelegate: HTMLRenderingDelegate {
    public init() {}
}
