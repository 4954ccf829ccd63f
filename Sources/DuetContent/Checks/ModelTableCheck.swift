import DuetMarkdown
import DuetModel

/// Checks every model table reference in the content: a `duet-table` fence must name a
/// known table, and a GFM table marked `<!-- duet:table <id> -->` must agree with the
/// model cell by cell, by meaning, and a `duet-figure` fence must name a known figure.
/// Findings land on the cell's (or fence's) own line and column.
public struct ModelTableCheck: ContentCheck {
    public let name = "model tables"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        var diagnostics: [Diagnostic] = []
        for pair in content.pairs {
            for page in pair.pages {
                diagnostics += check(page)
            }
        }
        return diagnostics
    }

    func check(_ page: ContentPage) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let blocks = page.document.children
        let known = ReferenceTables.ids.joined(separator: ", ")
        for (index, block) in blocks.enumerated() {
            let at = FileLocation(file: page.path, block.range.start)
            if let id = ModelTableFence.tableID(of: block) {
                if id.isEmpty {
                    diagnostics.append(.error("table.missing-id", at: at, "`duet-table` needs a table id", fix: "known ids: \(known)"))
                } else if ReferenceTables.table(id: id) == nil {
                    diagnostics.append(.error("table.unknown-id", at: at, "unknown model table `\(id)`", fix: "known ids: \(known)"))
                }
                continue
            }
            if let id = FigureFence.figureID(of: block) {
                if FigureCatalogue.figure(id: id) == nil {
                    diagnostics.append(.error("figure.unknown-id", at: at, id.isEmpty ? "`duet-figure` needs a figure id" : "unknown figure `\(id)`",
                                              fix: "known ids: \(FigureCatalogue.ids.joined(separator: ", "))"))
                }
                continue
            }
            guard let id = ModelTableFence.markerID(of: block) else { continue }
            guard index + 1 < blocks.count, case .table = blocks[index + 1].kind else {
                diagnostics.append(.error("table.marker-without-table", at: at,
                                          "`duet:table \(id)` must be followed directly by a table"))
                continue
            }
            diagnostics += compare(blocks[index + 1], against: id, page: page, marker: at)
        }
        return diagnostics
    }

    private func compare(_ table: MarkdownNode, against id: String, page: ContentPage, marker: FileLocation) -> [Diagnostic] {
        let header = table.children.first { $0.kind == .tableHeader }
        let rows = table.children.filter { $0.kind == .tableRow }
        let written = WrittenTable(headers: header?.children.map(Self.cellText) ?? [],
                                   rows: rows.map { $0.children.map(Self.cellText) })
        return TableChecker.check(written, against: id, language: page.language).map { finding in
            let location: FileLocation
            switch finding.position {
            case .table:
                location = marker
            case .header(let column):
                location = FileLocation(file: page.path, Self.cellStart(header, column) ?? table.range.start)
            case .row(let row):
                location = FileLocation(file: page.path, row < rows.count ? Self.cellStart(rows[row], 0) ?? rows[row].range.start : table.range.end)
            case .cell(let row, let column):
                location = FileLocation(file: page.path, row < rows.count ? Self.cellStart(rows[row], column) ?? rows[row].range.start : table.range.end)
            }
            return .error(finding.identifier, at: location, "table `\(id)`: \(finding.message)")
        }
    }

    /// A cell's text with `<br>` as a line break, as the checker expects.
    package static func cellText(_ cell: MarkdownNode) -> String {
        cell.plainText.trimmingCharacters(in: .whitespaces)
    }

    /// Where a person sees the cell's content start: its first inline, else the cell.
    static func cellStart(_ row: MarkdownNode?, _ column: Int) -> SourceLocation? {
        guard let row, column < row.children.count else { return row?.children.last?.range.start }
        let cell = row.children[column]
        return cell.children.first?.range.start ?? cell.range.start
    }
}

import Foundation
