import DuetContent
import DuetMarkdown
import DuetModel

/// A Swift listing of an English page: its code, where the code starts in the file, what
/// its fence says and the release it is checked at. The Chinese page's listings are the
/// same code with translated comments (`CodeParityCheck`), so the English ones are checked.
public struct SwiftListing: Sendable {
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

    /// Every Swift listing of a page, in order.
    public static func listings(of page: ContentPage) -> [SwiftListing] {
        listings(in: page.document, path: page.path)
    }

    /// Every Swift listing of a parsed page whose file is `path`, in order.
    public static func listings(in document: MarkdownNode, path: String) -> [SwiftListing] {
        var listings: [SwiftListing] = []
        var sectionReleases = SectionReleases()
        for block in document.children {
            if case .heading(let level) = block.kind {
                sectionReleases.enter(heading: block, level: level, in: document)
                continue
            }
            guard case .codeBlock(let info, let code) = block.kind else { continue }
            let fence = ListingFence(info: info)
            guard fence.isSwift else { continue }
            let offset = CodeParityCheck.fenceOffset(block)
            listings.append(SwiftListing(
                path: path, line: block.range.start.line + offset, column: block.range.start.column, code: code, fence: fence,
                fenceLocation: FileLocation(file: path, line: block.range.start.line, column: block.range.start.column),
                sectionRelease: sectionReleases.current ?? SectionReleases.first))
        }
        return listings
    }
}
