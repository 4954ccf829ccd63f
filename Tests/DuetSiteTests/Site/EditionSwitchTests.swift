import DuetModel
import DuetTestSupport
import Testing
@testable import DuetSite

@Suite("Edition switch: what the pages carry for it")
struct EditionSwitchTests {
    init() { ShippedStrings.install() }

    @Test("a generated table lists in data-editions every edition its range holds for, so the switch can fold it")
    func tableCarriesItsEditions() throws {
        let guide = try #require(ReferenceTables.table(id: "presentation-adaptation"))
        #expect(ReferencePages.tableHTML(guide, language: .en).contains("data-editions=\"guide\""))
        let current = try #require(ReferenceTables.table(id: "presentation-adaptation-current"))
        #expect(ReferencePages.tableHTML(current, language: .zh).contains("data-editions=\"ios18 ios26 ios27\""))
        let traits = try #require(ReferenceTables.table(id: "traits"))
        #expect(traits.editions == nil)
        #expect(!ReferencePages.tableHTML(traits, language: .en).contains("data-editions"), "a table for every release never folds")
    }

    @Test("the switch offers every release first and chosen, then every release 8 to 27 grouped by edition, the edition's name kept as its first release's value")
    func options() {
        let options = EditionChoices.options(pageLanguage: .zh)
        #expect(options.map { "\($0["id"]!)" } == [EditionChoices.everyRelease] + Edition.allCases.map(\.rawValue))
        #expect(options.filter { $0["selected"] as? Bool == true }.map { "\($0["id"]!)" } == [EditionChoices.everyRelease],
                "a reader who chose nothing has no release chosen for them")
        #expect("\(options[0]["label"]!)" == "所有版本")
        #expect("\(options[1]["label"]!)" == "iOS 8–12（指南）")
        #expect("\(options[1]["en"]!)" == "iOS 8–12 (guide)")
        let releases = options.dropFirst().flatMap { ($0["releases"] as? [[String: Any]]) ?? [] }
        #expect(releases.compactMap { $0["release"] as? Int } == Release.all.map(\.major), "every release of the model, oldest first")
        #expect(releases.map { "\($0["id"]!)" }.prefix(6) == ["guide", "9", "10", "11", "12", "ios13"])
        #expect(Release(parsing: "ios13") == Release(major: 13), "an old name still reads as its first release")
    }

    @Test("a table computed differently per release carries one hidden variant per group of releases, the table for every release shown first")
    func tableVariants() throws {
        let table = try #require(ReferenceTables.table(id: "sheet-detents"))
        let html = ReferencePages.tableHTML(table, language: .en)
        #expect(html.contains("<div class=\"release-variant\" data-variant=\"all\">"))
        #expect(html.contains("data-releases=\"15 16 17 18 26 27\""))
        let groups = ReleaseVariants.groups(of: table)
        #expect(groups.map { $0.releases.map(\.major) } == [[15], [16, 17, 18], [26, 27]])
        #expect(html.contains("<div class=\"release-variant\" data-variant=\"26 27\" hidden>"))
        #expect(html.contains("<caption><span class=\"release-badge\">iOS 16–18</span> "))
        #expect(ReleaseVariants.badge([Release(major: 17)!, Release(major: 18)!, Release(major: 26)!]) == "iOS 17–26")
        #expect(ReleaseVariants.badge([Release(major: 26)!, Release(major: 27)!]) == "iOS 26.0+", "a variant that runs to the newest release is open-ended")
        let traits = try #require(ReferenceTables.table(id: "segue-kinds"))
        #expect(!ReferencePages.tableHTML(traits, language: .en).contains("release-variant"), "a table the same in every release has no variants")
    }

    @Test("a table's caption starts with a badge naming the releases it holds for, in both languages")
    func captionBadge() throws {
        let guide = try #require(ReferenceTables.table(id: "presentation-adaptation"))
        #expect(ReferencePages.tableHTML(guide, language: .en).contains("<caption><span class=\"release-badge\">iOS 8–12</span> "))
        let current = try #require(ReferenceTables.table(id: "presentation-adaptation-current"))
        #expect(ReferencePages.tableHTML(current, language: .en).contains("<caption><span class=\"release-badge\">iOS 18.0+</span> "))
        #expect(ReferencePages.tableHTML(current, language: .zh).contains("<caption><span class=\"release-badge\">iOS 18.0+</span> "))
        let traits = try #require(ReferenceTables.table(id: "traits"))
        #expect(ReferencePages.tableHTML(traits, language: .en).contains("<caption><span class=\"release-badge\">iOS 8.0+</span> "))
        for table in ReferenceTables.all {
            #expect(ReferencePages.tableHTML(table, language: .zh).contains("<caption><span class=\"release-badge\">iOS "), "\(table.id)")
        }
    }

    @Test("a badge names one release alone, a closed span by its ends and an open one as Apple's availability does")
    func badgeText() {
        #expect(EditionChoices.badge(EditionRange(from: .ios13, through: .ios13)) == "iOS 13–17")
        #expect(EditionChoices.badge(EditionRange(from: .ios26, through: .ios26)) == "iOS 26")
        #expect(EditionChoices.badge(EditionRange(from: .ios27)) == "iOS 27.0+")
        #expect(EditionChoices.badge(EditionRange(from: .guide, through: .ios18)) == "iOS 8–18")
        #expect(EditionChoices.badge(nil) == "iOS 8.0+")
    }

    @Test("a badge starts at the block's own first release, not at its edition's: sheet detents are iOS 15.0+")
    func badgeStartsAtOwnRelease() {
        #expect(EditionChoices.badge(EditionRange(from: .ios13, since: "15.0")) == "iOS 15.0+")
        #expect(EditionChoices.badge(EditionRange(from: .guide, through: .ios18, since: "9.0")) == "iOS 9–18")
        #expect(EditionChoices.badge(EditionRange(from: .ios26, since: "26.1")) == "iOS 26.1+")
    }

    @Test("an edition range names exactly the editions it contains")
    func attribute() {
        #expect(EditionChoices.attribute(EditionRange(from: .ios13, through: .ios18)) == " data-editions=\"ios13 ios18\" data-releases=\"13 14 15 16 17 18\"")
        #expect(EditionChoices.attribute(nil) == "")
    }

    @Test("every table lists its sources under it, in the page's language; no \"Shows:\" line")
    func everyTableListsItsSources() {
        for table in ReferenceTables.all {
            let en = ReferencePages.tableHTML(table, language: .en)
            #expect(en.contains("<details class=\"block-sources\">\n<summary>Sources <span class=\"source-count\">"), "\(table.id)")
            #expect(ReferencePages.tableHTML(table, language: .zh).contains("<summary>来源 <span class=\"source-count\">"), "\(table.id)")
            #expect(!en.contains("Shows: ") && !en.contains("Sources:"), "\(table.id)")
        }
    }

    @Test("every figure names its releases in a badge on its caption; a figure drawn for every release says so")
    func everyFigureSaysItsEdition() {
        for id in FigureCatalogue.ids {
            let html = FigureBlock.html(id: id, language: .en)
            #expect(html.contains("<figcaption><span class=\"release-badge\">iOS "), "\(id)")
            #expect(!html.contains("Shows: "), "\(id)")
            #expect(FigureBlock.html(id: id, language: .zh).contains("<figcaption><span class=\"release-badge\">iOS "), "\(id)")
        }
        #expect(FigureBlock.html(id: "rotation-sequence", language: .en).contains("<span class=\"release-badge\">iOS 8.0+</span>"))
        #expect(FigureBlock.html(id: "sheet-swipe-dismissal", language: .en).contains("<span class=\"release-badge\">iOS 13.0+</span>"))
        #expect(!FigureBlock.html(id: "presentation-styles", language: .en).contains("data-editions"), "it compares the editions itself")
    }

    @Test("a figure drawn differently per release carries the drawing of each group of releases it holds in, hidden")
    func figureVariants() throws {
        let devices = try #require(FigureCatalogue.figure(id: "device-size-classes"))
        let groups = FigureReleaseVariants.groups(of: devices, language: .en)
        let in8 = try #require(groups.first { $0.releases.contains(Release(major: 8)!) })
        let in26 = try #require(groups.first { $0.releases.contains(Release(major: 26)!) })
        #expect(in8.svg.contains("4s"))
        #expect(!in26.svg.contains("4s"), "the iPhone 4s cannot run iOS 26")
        let html = FigureBlock.html(id: "device-size-classes", language: .en)
        #expect(html.contains("<div class=\"release-variant\" data-variant=\"all\">"))
        #expect(html.contains("\" hidden>\n<div class=\"figure-scroll\""))
        let rotation = try #require(FigureCatalogue.figure(id: "rotation-sequence"))
        let rotations = FigureReleaseVariants.groups(of: rotation, language: .zh)
        #expect(rotations.map { $0.releases.map(\.major) } == [Array(8...12), Array(13...16), Release.all.map(\.major).filter { $0 >= 17 }],
                "the guide's phone, then iOS 13–16's and iOS 17's, each with its own drawing")
        let transitions = try #require(FigureCatalogue.figure(id: "transition-objects"))
        #expect(FigureReleaseVariants.groups(of: transitions, language: .en).isEmpty, "a figure the same in every release has no variants")
    }
}
