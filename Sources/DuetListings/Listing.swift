import DuetContent
import DuetMarkdown
import DuetModel

/// A Swift or Objective-C listing of an English page: its code, where the code starts in
/// the file, what its fence says and the release it is checked at. The Chinese page's listings are the
/// same code with translated comments (`CodeParityCheck`), so the English ones are checked.
public struct Listing: Sendable {
    public let language: ListingLanguage
    public let path: String
    /// The file line and column of the code's first line.
    public let line: Int
    public let column: Int
    public let code: String
    public let fence: ListingFence
    /// Where the fence starts, for diagnostics about the fence itself.
    public let fenceLocation: FileLocation
    /// The lowest release the listing's section names, or the model's first release.
    public let sectionRelease: InterfaceAvailabilityDomain

    /// Every Swift and Objective-C listing of a page, in order.
    public static func listings(of page: ContentPage) -> [Listing] {
        listings(in: page.document, path: page.path)
    }

    /// Every Swift and Objective-C listing of a parsed page whose file is `path`, in order.
    public static func listings(in document: MarkdownNode, path: String) -> [Listing] {
        var listings: [Listing] = []
        var sectionReleases = SectionReleases()
        for block in document.children {
            if case .heading(let level) = block.kind {
                sectionReleases.enter(heading: block, level: level, in: document)
                continue
            }
            // Fences inside list items and block quotes are listings too.
            block.walk { node in
                guard case .codeBlock(let info, let code) = node.kind else { return .visitChildren }
                let fence = ListingFence(info: info)
                guard let language = fence.checkedLanguage else { return .skipChildren }
                let offset = CodeParityCheck.fenceOffset(node)
                listings.append(Listing(
                    language: language, path: path, line: node.range.start.line + offset, column: node.range.start.column, code: code, fence: fence,
                    fenceLocation: FileLocation(file: path, line: node.range.start.line, column: node.range.start.column),
                    sectionRelease: sectionReleases.current ?? SectionReleases.first))
                return .skipChildren
            }
        }
        return listings
    }
}
