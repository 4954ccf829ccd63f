/// Checks a hand-written table against a model table by meaning, cell by cell.
///
/// Rows may come in any order (they are matched by their key columns) and columns may
/// too (they are matched by their headers). Every disagreement is a finding at the
/// narrowest position that explains it; a cell that cannot be read is a finding too.
public enum TableChecker {
    public static func check(_ table: WrittenTable, against id: String, language: Language) -> [TableCheckFinding] {
        guard let model = ReferenceTables.modelTable(id: id)?.everyRelease else {
            return [TableCheckFinding(
                position: .table, identifier: TableCheckFinding.unknownID,
                message: "unknown table id “\(id)”; known ids: \(ReferenceTables.ids.joined(separator: ", "))"
            )]
        }
        var check = Check(model: model, table: table, language: language)
        return check.run()
    }
}

/// One run of the checker; a struct so the helpers share the model and the language.
struct Check {
    let model: ModelTable
    let table: WrittenTable
    let language: Language
    var findings: [TableCheckFinding] = []

    init(model: ModelTable, table: WrittenTable, language: Language) {
        self.model = model
        self.table = table
        self.language = language
    }

    private mutating func report(_ position: TableCheckFinding.Position, _ identifier: String, _ message: String) {
        findings.append(TableCheckFinding(position: position, identifier: identifier, message: message))
    }

    mutating func run() -> [TableCheckFinding] {
        let count = model.columns.count
        guard table.headers.count == count else {
            report(.table, TableCheckFinding.columnCount, "expected \(count) columns (\(model.columns.map { $0.header[language] }.joined(separator: " | "))), found \(table.headers.count)")
            return findings
        }
        let mapping = mapColumns()
        let headerAxes = table.headers.enumerated().map { index, header in
            CellReader.headerAxes(header, columnWords: model.columns[mapping[index]].headerWords, language: language)
        }
        var used: Set<Int> = []
        for (rowIndex, row) in table.rows.enumerated() {
            guard row.count == count else {
                report(.row(rowIndex), TableCheckFinding.columnCount, "expected \(count) cells, found \(row.count)")
                continue
            }
            var values: [CellValue?] = []
            for (column, text) in row.enumerated() {
                values.append(CellReader.read(text, as: model.columns[mapping[column]].kind, language: language, headerAxes: headerAxes[column]))
            }
            guard let modelRow = matchRow(rowIndex, row, values, mapping) else { continue }
            if used.contains(modelRow) {
                report(.row(rowIndex), TableCheckFinding.extraRow, "repeats the row for \(keyText(modelRow))")
                continue
            }
            used.insert(modelRow)
            compareCells(rowIndex, row, values, mapping, modelRow)
        }
        for modelRow in model.rows.indices where !used.contains(modelRow) {
            report(.table, TableCheckFinding.missingRow, "missing row: \(keyText(modelRow))")
        }
        return findings
    }

    // MARK: Columns

    /// Which model column each written column is. A header that names no column, or
    /// the wrong one, is a finding; the column is then assumed to be in model order.
    private mutating func mapColumns() -> [Int] {
        var mapping: [Int] = []
        for (index, header) in table.headers.enumerated() {
            let candidates = model.columns.indices.filter { headerMatches(header, model.columns[$0]) }
            if candidates.contains(index) {
                mapping.append(index)
            } else if candidates.count == 1 {
                mapping.append(candidates[0])
            } else {
                report(.header(column: index), TableCheckFinding.headerMismatch, "expected “\(model.columns[index].header[language])”, found “\(header)”")
                mapping.append(index)
            }
        }
        if Set(mapping).count != mapping.count {
            return Array(model.columns.indices)
        }
        return mapping
    }

    private func headerMatches(_ header: String, _ column: ModelColumn) -> Bool {
        let normalized = TextNormalization.normalized(header)
        if column.headerWords.isEmpty {
            return Language.allCases.contains { normalized == TextNormalization.normalized(column.header[$0]) }
        }
        return column.headerWords.contains { normalized.contains(TextNormalization.normalized($0)) }
    }

    // MARK: Rows

    private var keyColumns: [Int] { model.columns.indices.filter { model.columns[$0].isKey } }

    private func keyText(_ modelRow: Int) -> String {
        keyColumns.map { model.rows[modelRow][$0].text[language] }.joined(separator: " / ")
    }

    /// The model row a written row stands for, by its key cells; reports why when none.
    private mutating func matchRow(_ rowIndex: Int, _ row: [String], _ values: [CellValue?], _ mapping: [Int]) -> Int? {
        let writtenKeys = row.indices.filter { model.columns[mapping[$0]].isKey }
        for column in writtenKeys where values[column] == nil {
            report(.cell(row: rowIndex, column: column), TableCheckFinding.unreadableCell, "cannot read “\(row[column])” as \(describe(model.columns[mapping[column]].kind))")
        }
        guard writtenKeys.allSatisfy({ values[$0] != nil }) else { return nil }

        if let deviceColumn = writtenKeys.first(where: { model.columns[mapping[$0]].kind == .devices }),
           case .devices(let written) = values[deviceColumn] {
            return matchDeviceRow(rowIndex, deviceColumn, written, mapping)
        }
        let match = model.rows.indices.first { modelRow in
            writtenKeys.allSatisfy { column in
                agrees(values[column]!, row[column], model.rows[modelRow][mapping[column]], modelRow: modelRow, mapping: mapping)
            }
        }
        if match == nil {
            report(.row(rowIndex), TableCheckFinding.extraRow, "no row of the model matches “\(writtenKeys.map { row[$0] }.joined(separator: " / "))”")
        }
        return match
    }

    /// A device row belongs where most of its devices are; it must list exactly the
    /// devices the model puts in that row.
    private mutating func matchDeviceRow(_ rowIndex: Int, _ column: Int, _ written: Set<String>, _ mapping: [Int]) -> Int? {
        let modelColumn = mapping[column]
        let sets: [Set<String>] = model.rows.map {
            if case .devices(let ids) = $0[modelColumn].value { return ids }
            return []
        }
        let overlaps = sets.map { $0.intersection(written).count }
        guard let best = overlaps.max(), best > 0, let home = overlaps.firstIndex(of: best) else {
            report(.row(rowIndex), TableCheckFinding.extraRow, "no row of the model lists \(names(written))")
            return nil
        }
        var problems: [String] = []
        let everywhere = sets.reduce(into: Set<String>()) { $0.formUnion($1) }
        let foreign = written.subtracting(sets[home])
        let elsewhere = foreign.intersection(everywhere)
        let absent = foreign.subtracting(everywhere)
        let missing = sets[home].subtracting(written)
        if !elsewhere.isEmpty { problems.append("\(names(elsewhere)) belongs in another row") }
        if !absent.isEmpty { problems.append("\(names(absent)) is not in this table") }
        if !missing.isEmpty { problems.append("missing \(names(missing)) (the model groups it with \(names(sets[home].intersection(written))))") }
        if !problems.isEmpty {
            report(.cell(row: rowIndex, column: column), TableCheckFinding.deviceRow, problems.joined(separator: "; "))
        }
        return home
    }

    private func names(_ ids: Set<String>) -> String {
        DeviceCatalogue.all.filter { ids.contains($0.id) }.map(\.name).joined(separator: ", ")
    }

    // MARK: Cells

    private mutating func compareCells(_ rowIndex: Int, _ row: [String], _ values: [CellValue?], _ mapping: [Int], _ modelRow: Int) {
        for column in row.indices where !model.columns[mapping[column]].isKey {
            let kind = model.columns[mapping[column]].kind
            let expected = model.rows[modelRow][mapping[column]]
            guard let value = values[column] else {
                report(.cell(row: rowIndex, column: column), TableCheckFinding.unreadableCell, "cannot read “\(row[column])” as \(describe(kind))")
                continue
            }
            if !agrees(value, row[column], expected, modelRow: modelRow, mapping: mapping) {
                report(.cell(row: rowIndex, column: column), TableCheckFinding.cellMismatch, mismatch(value, row[column], expected))
            }
        }
    }

    /// Whether a read cell means what the model cell means.
    private func agrees(_ value: CellValue, _ text: String, _ expected: ModelCell, modelRow: Int, mapping: [Int]) -> Bool {
        switch (value, expected.value) {
        case (.text, _):
            return TextNormalization.normalized(text) == TextNormalization.normalized(expected.text[language])
        case (.styleOutcome(.itself), .styleOutcome(let outcome)):
            return outcome == rowStyle(modelRow)
        default:
            return value == expected.value
        }
    }

    /// The style a row is about, for cells that say "itself".
    private func rowStyle(_ modelRow: Int) -> StyleOutcome? {
        for (column, cell) in model.rows[modelRow].enumerated() where model.columns[column].isKey {
            if case .styleOutcome(let outcome) = cell.value { return outcome }
        }
        return nil
    }

    private func mismatch(_ value: CellValue, _ text: String, _ expected: ModelCell) -> String {
        if case .sizeClasses(let found) = value, case .sizeClasses(let wanted) = expected.value {
            return SizeClassAxis.allCases.filter { found[$0] != wanted[$0] }
                .map { "expected \($0.rawValue): \(wanted[$0].term.en), found \(found[$0].term.en)" }
                .joined(separator: "; ")
        }
        return "expected “\(expected.text[language])”, found “\(text)”"
    }

    private func describe(_ kind: ColumnKind) -> String {
        switch kind {
        case .text: "text"
        case .devices: "a list of devices"
        case .sizeClasses: "horizontal and vertical size classes"
        case .styleOutcome: "a presentation style"
        case .styles: "presentation styles"
        case .transitionStyle: "a transition style"
        case .integer: "a number"
        case .requirement: "a presentation style requirement"
        case .segueKind: "a segue kind"
        case .segueSource: "a source container"
        case .segueOutcome: "a segue outcome"
        case .boolean: "yes or no"
        }
    }
}
