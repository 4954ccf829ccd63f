@testable import DuetModel
import Testing
import DuetTestSupport

/// Every table and figure computed for every release a reader can pick: nothing of a
/// later release shows up early, no device appears in a release it cannot run, and no
/// cell asserts for today what only the guide says.
@Suite("Every table and figure, release by release")
struct ReleaseWalkTests {
    init() { ShippedStrings.install() }

    @Test("releases are 8 to 18, 26 and 27; 19 to 25 are refused with the reason; the edition names are aliases for their first release")
    func releases() {
        #expect(Release.all.map(\.major) == Array(8...18) + [26, 27])
        for major in 19...25 {
            #expect(Release(major: major) == nil)
            #expect(Release(parsing: String(major)) == nil)
            #expect(Release.explainUnknown(String(major)).contains("never released"))
        }
        #expect(Release(parsing: "ios13") == Release(major: 13))
        #expect(Release(parsing: "guide") == Release(major: 8))
        #expect(Release(parsing: "iOS 17") == Release(major: 17))
        #expect(Release(parsing: "26.1") == Release(major: 26))
        #expect(Release(major: 17)?.edition == .ios13)
        #expect(Release(major: 12)?.edition == .guide)
    }

    /// "iOS 17.0" or "iOS 26.1" in a cell, as a major release.
    static func major(in cell: String) -> Int? {
        guard cell.hasPrefix("iOS ") else { return nil }
        return Int(cell.dropFirst(4).prefix { $0 != "." })
    }

    @Test("no row of a later release in an earlier one, and every row computed for a release holds there", arguments: ReferenceTables.ids)
    func nothingEarly(_ id: String) throws {
        for release in Release.all {
            guard let table = ReferenceTables.modelTable(id: id, release: release) else { continue }
            #expect(table.editions?.contains(release) ?? true, "\(id) in \(release)")
            for available in table.rowAvailability { #expect(available.holds(in: release), "\(id) in \(release)") }
            let since = table.columns.indices.filter { ["Since", "Introduced"].contains(table.columns[$0].header.en) }
            let deprecated = table.columns.indices.filter { table.columns[$0].header.en == "Deprecated" }
            for row in table.rows {
                for column in since + deprecated {
                    if let major = Self.major(in: row[column].text.en) {
                        #expect(major <= release.major, "\(id) in \(release): \(row[0].text.en) says \(row[column].text.en)")
                    }
                }
            }
        }
    }

    /// Whether `text` names `name` as a whole identifier (not inside a longer one).
    static func names(_ text: String, _ name: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: name) {
            let before = rest[rest.startIndex..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let isPart: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isPart(before) && !isPart(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    @Test("no cell of a table computed for a release names an API introduced after it", arguments: ReferenceTables.ids)
    func noLaterAPI(_ id: String) throws {
        for release in Release.all {
            guard let table = ReferenceTables.table(id: id, release: release) else { continue }
            let later = SymbolCatalogue.all.filter { symbol in
                guard let introduced = symbol.introduced else { return false }
                return Release.major(of: introduced) > release.major && symbol.swiftName.count > 6
            }
            for row in table.rows {
                for cell in row {
                    // A cell that is another symbol's longer spelling names that one
                    // (`UIApplication.supportedInterfaceOrientations(for:)`, iOS 6).
                    let own = SymbolCatalogue.resolve(cell.en)
                    for symbol in later where Self.names(cell.en, symbol.swiftName)
                        && !(own.map { $0.id != symbol.id && $0.swiftName.count > symbol.swiftName.count } ?? false) {
                        Issue.record("\(id) in \(release): “\(cell.en)” names \(symbol.swiftName), introduced in iOS \(symbol.introduced!)")
                    }
                }
            }
        }
    }

    @Test("a table that prints a release per row carries the same release as the row's availability", arguments: ReferenceTables.ids)
    func printedReleaseMatchesAvailability(_ id: String) throws {
        let table = try #require(ReferenceTables.modelTable(id: id))
        guard let since = table.columns.firstIndex(where: { ["Since", "Introduced"].contains($0.header.en) }) else { return }
        #expect(table.rowAvailability.count == table.rows.count, "\(id) prints releases but its rows carry none")
        for (row, available) in zip(table.rows, table.rowAvailability) {
            guard let printed = Self.major(in: row[since].text.en) else { continue }
            #expect(available.introduced.map(Release.major(of:)) == printed, "\(id): \(row[0].text.en)")
        }
    }

    @Test("a column that arrived later is left out before it: trait types exist from iOS 17")
    func columnsByRelease() throws {
        let before = try #require(ReferenceTables.table(id: "traits-since-ios13", release: Release(major: 16)!))
        #expect(!before.headers.contains { $0.en.hasPrefix("Trait type") })
        #expect(before.rows.allSatisfy { $0.count == before.headers.count })
        let from = try #require(ReferenceTables.table(id: "traits-since-ios13", release: Release(major: 17)!))
        #expect(from.headers.contains { $0.en.hasPrefix("Trait type") })
    }

    @Test("no device in a release it cannot run", arguments: ReferenceTables.ids)
    func devicesRunTheRelease(_ id: String) throws {
        for release in Release.all {
            guard let table = ReferenceTables.modelTable(id: id, release: release) else { continue }
            for row in table.rows {
                for cell in row {
                    if case .devices(let ids) = cell.value {
                        for device in ids { #expect(DeviceSupport.canRun(device, release), "\(id) in \(release): \(device)") }
                    }
                }
            }
        }
        if let table = ReferenceTables.table(id: "devices-os26") {
            for release in Release.all where release.major != 26 {
                #expect(ReferenceTables.table(id: "devices-os26", release: release)?.id != table.id, "Apple's lists are for 26 only: \(release)")
            }
        }
        #expect(ReferenceTables.table(id: "size-classes-by-device", release: Release(major: 10)!)?.rows.contains { $0[0].en.contains("4s") } == false)
        #expect(ReferenceTables.table(id: "size-classes-by-device", release: Release(major: 9)!)?.rows.contains { $0[0].en.contains("4s") } == true)
    }

    @Test("after the guide, no row rests on the guide alone unless it says so", arguments: ReferenceTables.ids)
    func noGuideOnlyAssertion(_ id: String) throws {
        for release in Release.all where release.edition != .guide {
            guard let table = ReferenceTables.table(id: id, release: release) else { continue }
            for (index, row) in table.rows.enumerated() {
                let sources = table.sources + (index < table.rowSources.count ? table.rowSources[index] : [])
                let text = row.map(\.en).joined(separator: " ").lowercased()
                let saysSo = text.contains("not documented") || text.contains("the guide")
                #expect(sources.contains { $0.kind != .guide } || saysSo,
                        "\(table.id) in \(release): “\(row[0].en)” rests on the guide only")
            }
        }
    }

    @Test("every figure computed for every release draws a well-formed SVG where it holds")
    func figures() throws {
        for figure in FigureCatalogue.all {
            for release in Release.all {
                guard let document = figure.document(language: .en, release: release) else { continue }
                let parsed = try FigureTests.parse(document.rendered())
                #expect(parsed.elements.first?.name == "svg", "\(figure.id) in \(release)")
            }
        }
        let rotation = try #require(FigureCatalogue.figure(id: "rotation-sequence"))
        for major in 13...16 {
            let drawing = try #require(rotation.document(language: .en, release: Release(major: major)!), "iOS \(major)").rendered()
            #expect(drawing.contains("iPhone 11 Pro Max") && drawing.contains("traitCollectionDidChange(_:)"), "iOS \(major): the guide's method on a phone that runs it")
        }
        #expect(rotation.document(language: .en, release: Release(major: 17)!)?.rendered().contains("iPhone 17 Pro Max") == true)
        let widths = try #require(FigureCatalogue.figure(id: "ipad-window-widths"))
        #expect(widths.document(language: .en, release: Release(major: 8)!) == nil, "no Split View before iOS 9")
        #expect(widths.document(language: .en, release: Release(major: 26)!)?.rendered().contains("data-arrangement") == false, "no Split View bars in 26")
        let devices = try #require(FigureCatalogue.figure(id: "device-size-classes"))
        for release in Release.all where release.major >= 10 {
            #expect(devices.document(language: .en, release: release)?.rendered().contains("iphone-4s") == false, "\(release)")
        }
        let unwind = try #require(FigureCatalogue.figure(id: "unwind-search"))
        #expect(unwind.document(language: .en, release: Release(major: 8)!) == nil, "allowedChildrenForUnwinding(from:) arrived in iOS 9")
        #expect(unwind.document(language: .en, release: Release(major: 12)!)?.rendered().contains("canPerformUnwindSegueAction(_:from:withSender:)") == true)
        #expect(unwind.document(language: .en, release: Release(major: 13)!)?.rendered().contains("canPerformUnwindSegueAction(_:from:sender:)") == true)
        let styles = try #require(FigureCatalogue.figure(id: "presentation-styles"))
        let guide = try #require(styles.document(language: .en, release: Release(major: 9)!)).rendered()
        #expect(!guide.contains("data-edition=\"ios18\""), "the guide's release draws the guide's rules only")
    }

    @Test("the symbols computed for a release: none introduced later, no deprecation before it happens")
    func symbols() throws {
        for release in Release.all where release.major > Release.first.major {
            let table = try #require(ReferenceTables.table(id: "api-availability", release: release))
            for row in table.rows {
                #expect((Self.major(in: row[1].en) ?? 0) <= release.major, "\(row[0].en) in \(release)")
                if let deprecated = Self.major(in: row[2].en) { #expect(deprecated <= release.major) }
            }
        }
    }

    @Test("a cell's later addition is absent before its release, present from it with its sources in its row, and labelled with its release in the table for every release", arguments: ReferenceTables.ids)
    func cellAdditions(_ id: String) throws {
        let model = try #require(ReferenceTables.modelTable(id: id))
        for (rowIndex, row) in model.rows.enumerated() {
            for (column, cell) in row.enumerated() {
                for addition in cell.additions {
                    #expect(model.reference.rows[rowIndex][column].en.contains("iOS \(Release.major(of: addition.since)) and later: "), "\(id)")
                    for release in Release.all {
                        // The row is found by its first two cells (sheet-sizing keys on both).
                        let key = row.prefix(2).map(\.text.en)
                        guard let table = model.computed(for: release),
                              let computedRow = table.rows.firstIndex(where: { $0.count == row.count && zip($0.prefix(2).map(\.text.en), key).allSatisfy { $0.hasPrefix($1) } })
                        else { continue }
                        let text = table.rows[computedRow][column].text.en
                        let sources = table.sources + (computedRow < table.rowSources.count ? table.rowSources[computedRow] : [])
                        if addition.holds(in: release) {
                            #expect(text.contains(addition.text.en), "\(id) in \(release)")
                            for source in addition.sources { #expect(sources.contains(source), "\(id) in \(release): \(source.id)") }
                        } else {
                            #expect(!text.contains(addition.text.en), "\(id): an iOS \(addition.since) addition in \(release)")
                        }
                    }
                }
            }
        }
    }
}

@Suite("Device tables by release")
struct DeviceTablesByReleaseTests {
    init() { ShippedStrings.install() }

    @Test("size-classes-modern for iOS 26 lists no iPhone 4s, 5 or 6 Plus, and for iOS 9 no iPhone 17 Pro Max")
    func modernTableByRelease() throws {
        let in26 = try #require(ReferenceTables.table(id: "size-classes-modern", release: Release(major: 26)!))
        for gone in ["iPhone 4s", "iPhone 5", "iPhone 6 Plus"] { #expect(!in26.rows.contains { $0[0].en == gone }, "\(gone)") }
        #expect(in26.rows.contains { $0[0].en == "iPhone 17 Pro Max" })
        let in9 = try #require(ReferenceTables.table(id: "size-classes-modern", release: Release(major: 9)!))
        #expect(!in9.rows.contains { $0[0].en == "iPhone 17 Pro Max" })
        #expect(in9.rows.contains { $0[0].en == "iPhone 6 Plus" })
    }

    @Test("the guide's iPhone 5 row is the iPhone 5s alone from iOS 11, and leaves the table after iOS 12")
    func guideRowShrinks() throws {
        let in10 = try #require(ReferenceTables.table(id: "size-classes-by-device", release: Release(major: 10)!))
        #expect(in10.rows.contains { $0[0].en.contains("iPhone 5c") })
        let in11 = try #require(ReferenceTables.table(id: "size-classes-by-device", release: Release(major: 11)!))
        #expect(in11.rows.contains { $0[0].en == "iPhone 5s" })
        let in13 = try #require(ReferenceTables.table(id: "size-classes-by-device", release: Release(major: 13)!))
        #expect(!in13.rows.contains { $0[0].en.contains("iPhone 5") })
    }

    @Test("every device's releases start no later than they end, and the newest iPhones start in 26")
    func spansAreOrdered() {
        for span in DeviceSupport.spans {
            #expect(span.lastMajor.map { span.firstMajor <= $0 } ?? true, "\(span.deviceID)")
            #expect(DeviceCatalogue.all.contains { $0.id == span.deviceID }, "\(span.deviceID) is in the catalogue")
        }
        #expect(DeviceCatalogue.all.allSatisfy { DeviceSupport.span(of: $0.id) != nil }, "every device has its releases")
        #expect(DeviceSupport.span(of: "iphone-17-pro-max")?.firstMajor == 26)
    }
}

@Suite("No table is empty in a release it holds for")
struct NoEmptyReleaseTests {
    init() { ShippedStrings.install() }

    @Test("computed for any release it holds in, a table has at least one row", arguments: ReferenceTables.ids)
    func neverEmpty(_ id: String) {
        for release in Release.all {
            guard let table = ReferenceTables.modelTable(id: id, release: release) else { continue }
            #expect(!table.rows.isEmpty, "\(id) is empty in \(release)")
        }
    }

    @Test("sheet-sizing for iOS 15 and 16 has a regular-width row set by the presentation style; from 17 the prefersPageSizing rows take its place")
    func sheetSizingRegularWidth() throws {
        for major in [15, 16] {
            let table = try #require(ReferenceTables.table(id: "sheet-sizing", release: Release(major: major)!))
            #expect(table.rows.filter { $0[0].en == "Regular width and height" }.map { $0[1].en } == ["modalPresentationStyle"], "\(major)")
        }
        let in17 = try #require(ReferenceTables.table(id: "sheet-sizing", release: Release(major: 17)!))
        #expect(in17.rows.filter { $0[0].en == "Regular width and height" }.map { $0[1].en } == ["prefersPageSizing = true", "prefersPageSizing = false"])
    }

    @Test("ipad-windowing for iOS 8 is the whole screen alone; from iPadOS 26 full screen is one of the Full-Screen Apps mode's rows")
    func fullScreenBeforeSplitView() throws {
        let in8 = try #require(ReferenceTables.table(id: "ipad-windowing", release: Release(major: 8)!))
        #expect(in8.rows.map { $0[0].en } == ["Full screen"])
        let in26 = try #require(ReferenceTables.table(id: "ipad-windowing", release: Release(major: 26)!))
        #expect(!in26.rows.contains { $0[0].en == "Full screen" })
        #expect(in26.rows.contains { $0[0].en == "Full-Screen Apps" })
    }
}

@Suite("Figure badges and their drawings by release")
struct FigureBadgeTests {
    init() { ShippedStrings.install() }

    /// The page shows a figure's drawings only for the releases its badge names (the
    /// guide's rotation is not replaced by the iOS 17 one under a caption about the guide),
    /// so the badge must name no release without a drawing.
    @Test("a figure's badge names exactly the releases it has a drawing for", arguments: FigureCatalogue.ids)
    func badgeIsTheUnion(_ id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        let badge = FigureCatalogue.editions(of: id)
        let named = Release.all.filter { badge?.contains($0) ?? true }
        let drawn = named.filter { figure.document(language: .en, release: $0) != nil }
        #expect(drawn == named, "\(id): badge \(named.map(\.major)), drawings \(drawn.map(\.major))")
    }
}
