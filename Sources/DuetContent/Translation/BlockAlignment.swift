import DuetMarkdown

/// One top-level block of a page, with its position among the page's blocks.
public struct PageBlock: Sendable, Hashable {
    /// 0-based index among the document's top-level blocks.
    public let index: Int
    public let node: MarkdownNode
    public let skeleton: BlockSkeleton

    public var start: SourceLocation { node.range.start }
}

/// Where the skeletons of a page pair diverge: the first differing block of a section.
public struct AlignmentMismatch: Sendable, Hashable {
    /// The Chinese block where the divergence shows (or where the missing block would be).
    public let chinese: SourceLocation
    /// The English block it should mirror.
    public let english: SourceLocation
    public let message: String
}

/// How the blocks of an English page and its Chinese translation correspond.
///
/// Blocks are compared section by section (a section starts at a heading), so one
/// divergence does not cascade: after a mismatch, comparison resumes at the next pair of
/// headings. `pairs` holds only blocks whose alignment is intact.
public struct BlockAlignment: Sendable {
    public let english: [PageBlock]
    public let chinese: [PageBlock]
    public let pairs: [(en: PageBlock, zh: PageBlock)]
    public let mismatches: [AlignmentMismatch]

    public static func blocks(of document: MarkdownNode) -> [PageBlock] {
        document.children.enumerated().map { PageBlock(index: $0.offset, node: $0.element, skeleton: BlockSkeleton($0.element)) }
    }

    public init(english enDocument: MarkdownNode, chinese zhDocument: MarkdownNode) {
        let en = Self.blocks(of: enDocument)
        let zh = Self.blocks(of: zhDocument)
        english = en
        chinese = zh
        var pairs: [(en: PageBlock, zh: PageBlock)] = []
        var mismatches: [AlignmentMismatch] = []
        let enSections = Self.sections(en)
        let zhSections = Self.sections(zh)
        // The first section is the preamble before any heading (possibly empty) on both sides.
        for (enSection, zhSection) in zip(enSections, zhSections) {
            var broke = false
            for (offset, (e, z)) in zip(enSection, zhSection).enumerated() {
                if let difference = BlockSkeleton.difference(english: e.skeleton, chinese: z.skeleton) {
                    mismatches.append(AlignmentMismatch(chinese: z.start, english: e.start, message: difference))
                    // A heading of another level still starts the section: keep comparing its body.
                    if offset == 0 && e.skeleton.isHeading && z.skeleton.isHeading { continue }
                    broke = true
                    break
                }
                pairs.append((e, z))
            }
            let common = min(enSection.count, zhSection.count)
            if !broke && enSection.count > common {
                let missing = enSection[common]
                let at = zhSection.last?.start ?? zh.first?.start ?? SourceLocation(line: 1, column: 1)
                mismatches.append(AlignmentMismatch(chinese: at, english: missing.start,
                                                    message: "English has \(missing.skeleton) after this block that Chinese lacks"))
            } else if !broke && zhSection.count > common {
                let extra = zhSection[common]
                let at = enSection.last?.start ?? en.first?.start ?? SourceLocation(line: 1, column: 1)
                mismatches.append(AlignmentMismatch(chinese: extra.start, english: at,
                                                    message: "Chinese has \(extra.skeleton) here that English lacks"))
            }
        }
        if enSections.count > zhSections.count {
            let heading = enSections[zhSections.count][0]
            let at = zh.last?.start ?? SourceLocation(line: 1, column: 1)
            mismatches.append(AlignmentMismatch(chinese: at, english: heading.start,
                                                message: "English has \(enSections.count - zhSections.count) more section(s) from here on, starting with \(heading.skeleton) that Chinese lacks"))
        } else if zhSections.count > enSections.count {
            let heading = zhSections[enSections.count][0]
            let at = en.last?.start ?? SourceLocation(line: 1, column: 1)
            mismatches.append(AlignmentMismatch(chinese: heading.start, english: at,
                                                message: "Chinese has \(zhSections.count - enSections.count) more section(s) from here on, starting with \(heading.skeleton) that English lacks"))
        }
        self.pairs = pairs
        self.mismatches = mismatches
    }

    /// Blocks split at every top-level heading; the first section holds what precedes the
    /// first heading and may be empty.
    static func sections(_ blocks: [PageBlock]) -> [[PageBlock]] {
        var sections: [[PageBlock]] = [[]]
        for block in blocks {
            if block.skeleton.isHeading { sections.append([]) }
            sections[sections.count - 1].append(block)
        }
        return sections
    }

    /// Whether every block has its counterpart.
    public var isIntact: Bool { mismatches.isEmpty && english.count == chinese.count }
}

extension String {
    /// The string without leading and trailing whitespace.
    package var duetTrimmed: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}

extension ContentPage {
    /// The source text of a block: its whole lines, with line endings normalised to `\n`.
    public func sourceText(of node: MarkdownNode) -> String {
        let lines = sourceLines
        let first = max(node.range.start.line, 1) - 1
        let last = min(node.range.end.line, lines.count) - 1
        guard first <= last else { return "" }
        return lines[first...last].joined(separator: "\n")
    }

    /// The source text of the top-level block that starts at `start`, or "" if none does.
    public func blockText(startingAt start: SourceLocation) -> String {
        document.children.first { $0.range.start == start }.map(sourceText(of:)) ?? ""
    }

    /// Where a page is published in its own language.
    package var ownLocation: SiteLocation { SiteLocation(language: language, segments: [slug]) }
}
