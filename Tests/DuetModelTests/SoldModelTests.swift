import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Devices that run iOS 26 and iPadOS 26, by the names Apple sells them under")
struct SoldModelTests {
    init() { ShippedStrings.install() }

    static func model(_ name: String) throws -> SoldModel {
        try #require(SoldModel.runningOS26.first { $0.name == name })
    }

    @Test("iPhone 11 and iPhone SE (2nd generation) run iOS 26; iPhone XS, XS Max and XR do not")
    func iPhoneCutoff() throws {
        _ = try Self.model("iPhone 11")
        _ = try Self.model("iPhone SE (2nd generation)")
        let names = Set(SoldModel.runningOS26.map(\.name))
        #expect(names.isDisjoint(with: ["iPhone XS", "iPhone XS Max", "iPhone XR", "iPhone X", "iPhone 8"]))
    }

    @Test("iPad (8th generation) and iPad mini (5th generation) run iPadOS 26; iPad (7th generation) does not")
    func iPadCutoff() throws {
        _ = try Self.model("iPad (8th and 9th generation)")
        _ = try Self.model("iPad mini (5th generation)")
        #expect(!SoldModel.runningOS26.contains { $0.name.contains("7th generation") })
    }

    @Test("iPad mini (A17 Pro) has the 8.3-inch screen, 744 x 1133 points, regular in both orientations")
    func iPadMiniA17Pro() throws {
        let mini = try Self.model("iPad mini (A17 Pro)").device
        #expect(mini.portraitSize == PointSize(width: 744, height: 1133))
        #expect(mini.sizeClasses(in: .portrait) == SizeClasses(horizontal: .regular, vertical: .regular))
        #expect(mini.sizeClasses(in: .landscape) == SizeClasses(horizontal: .regular, vertical: .regular))
    }

    @Test("iPhone Air is regular width in landscape; iPhone 17 and iPhone 17 Pro are compact")
    func airInLandscape() throws {
        #expect(try Self.model("iPhone Air").device.sizeClasses(in: .landscape).horizontal == .regular)
        #expect(try Self.model("iPhone 17").device.sizeClasses(in: .landscape).horizontal == .compact)
        #expect(try Self.model("iPhone 17 Pro").device.sizeClasses(in: .landscape).horizontal == .compact)
    }

    @Test("the landscape-width rule (portrait width of at least 414 points) holds for every iPhone that runs iOS 26")
    func landscapeRuleHoldsForTheLineup() {
        for model in SoldModel.runningOS26 where model.device.idiom == .phone {
            let wide = model.device.portraitSize.width >= SizeClassRule.phoneLandscapeRegularMinimumWidth
            #expect(model.device.sizeClasses(in: .landscape).horizontal == (wide ? .regular : .compact), "\(model.name)")
        }
    }

    @Test("every model names a screen in the catalogue, once, and cites where it comes from")
    func wellFormed() {
        let names = SoldModel.runningOS26.map(\.name)
        #expect(Set(names).count == names.count)
        for model in SoldModel.runningOS26 {
            #expect(DeviceCatalogue.device(id: model.screenID) != nil, "\(model.name)")
            #expect(model.source.url != nil)
        }
    }

    @Test("the devices-os26 table has a row per model, in iOS 26 only; asked for iOS 27 it gives way to the current device table computed for 27")
    func table() throws {
        let table = try #require(ReferenceTables.table(id: "devices-os26"))
        #expect(table.rows.map { $0[0].en } == SoldModel.runningOS26.map(\.name))
        #expect(table.editions == EditionRange(from: .ios26, through: .ios26))
        let for27 = try #require(ReferenceTables.table(id: "devices-os26", release: Release(major: 27)!))
        #expect(for27.id == "size-classes-modern")
        // Only devices that run iOS 27: the iPad mini 7.9-inch family stops at 26.
        let devices = for27.rows.map { $0[0].en }
        #expect(!devices.isEmpty)
        #expect(!devices.contains { $0.contains("iPhone 6 Plus") })
    }
}
