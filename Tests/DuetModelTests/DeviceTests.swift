import Testing
import DuetTestSupport
@testable import DuetModel

/// The facts' tables, typed again here as expected data, independent of the catalogue.
enum FactsData {
    typealias Pair = (vertical: UserInterfaceSizeClass, horizontal: UserInterfaceSizeClass)

    /// Facts §3, the guide's table: devices, portrait (V/H), landscape (V/H).
    static let guideTable: [(devices: [String], portrait: Pair, landscape: Pair)] = [
        (["iPad (all)", "iPad mini"], (.regular, .regular), (.regular, .regular)),
        (["iPhone 6 Plus"], (.regular, .compact), (.compact, .regular)),
        (["iPhone 6"], (.regular, .compact), (.compact, .compact)),
        (["iPhone 5s", "iPhone 5c", "iPhone 5"], (.regular, .compact), (.compact, .compact)),
        (["iPhone 4s"], (.regular, .compact), (.compact, .compact)),
    ]

    /// Facts §3, the HIG's table: devices, points, scale, landscape horizontal (R/C).
    static let modernTable: [(devices: [String], width: Int, height: Int, scale: Double, landscapeRegular: Bool)] = [
        // Added to the HIG in 2025 (facts 2024–2026 §1b).
        (["iPhone 17 Pro Max"], 440, 956, 3, true),
        (["iPhone Air"], 420, 912, 3, true),
        (["iPhone 17 Pro", "iPhone 17"], 402, 874, 3, false),
        (["iPhone 16e"], 390, 844, 3, false),
        (["iPhone 16 Pro Max"], 440, 956, 3, true),
        (["iPhone 16 Plus", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max"], 430, 932, 3, true),
        (["iPhone 14 Plus", "iPhone 13 Pro Max", "iPhone 12 Pro Max"], 428, 926, 3, true),
        (["iPhone 11 Pro Max", "iPhone XS Max"], 414, 896, 3, true),
        (["iPhone 11", "iPhone XR"], 414, 896, 2, true),
        (["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"], 414, 736, 3, true),
        (["iPhone 16 Pro"], 402, 874, 3, false),
        (["iPhone 16", "iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro"], 393, 852, 3, false),
        (["iPhone 14", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro"], 390, 844, 3, false),
        (["iPhone 13 mini", "iPhone 12 mini", "iPhone 11 Pro", "iPhone XS", "iPhone X"], 375, 812, 3, false),
        (["iPhone SE (2nd gen)", "iPhone SE (3rd gen)", "iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6"], 375, 667, 2, false),
        (["iPhone SE (1st gen)", "iPhone 5s", "iPhone 5c", "iPhone 5", "iPod touch (5th gen)", "iPod touch (6th gen)", "iPod touch (7th gen)"], 320, 568, 2, false),
        (["iPhone 4s"], 320, 480, 2, false),
        (["iPad Pro 12.9-inch", "iPad Air 13-inch"], 1024, 1366, 2, true),
        (["iPad Pro 11-inch (1st to 4th generation)"], 834, 1194, 2, true),
        (["iPad Air 10.9-inch", "iPad Air 11-inch", "iPad 10.9-inch", "iPad 11-inch"], 820, 1180, 2, true),
        (["iPad 10.2-inch"], 810, 1080, 2, true),
        (["iPad Pro 10.5-inch"], 834, 1112, 2, true),
        (["iPad 9.7-inch", "iPad mini 7.9-inch"], 768, 1024, 2, true),
        (["iPad mini 8.3-inch"], 744, 1133, 2, true),
    ]

    /// Facts 2024–2026 §1b–c: devices the HIG's table leaves out, sized by iosref.
    static let thirdPartyTable: [(devices: [String], width: Int, height: Int)] = [
        (["iPhone 17e"], 390, 844),
        (["iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"], 1032, 1376),
        (["iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)"], 834, 1210),
    ]
}

@Suite("Devices and size classes (facts §3)")
struct DeviceTests {
    init() { ShippedStrings.install() }

    static let guideRows = Array(FactsData.guideTable.indices)
    static let modernRows = Array(FactsData.modernTable.indices)

    @Test("the rule reproduces each row of the guide's device table", arguments: guideRows)
    func guideRow(_ index: Int) throws {
        let row = FactsData.guideTable[index]
        for name in row.devices {
            let device = try #require(DeviceCatalogue.device(named: name), "\(name) is in the catalogue")
            #expect(device.sources.contains(.guide))
            #expect(device.sizeClasses(in: .portrait) == SizeClasses(horizontal: row.portrait.horizontal, vertical: row.portrait.vertical), "\(name) portrait")
            #expect(device.sizeClasses(in: .landscape) == SizeClasses(horizontal: row.landscape.horizontal, vertical: row.landscape.vertical), "\(name) landscape")
        }
    }

    @Test("the generated guide table groups devices exactly as the guide does")
    func guideGrouping() {
        let ids = ReferenceTables.guideRows.map { $0.map(\.id) }
        let expected = FactsData.guideTable.map { $0.devices.compactMap { DeviceCatalogue.device(named: $0)?.id } }
        #expect(ids == expected)
        #expect(ids.allSatisfy { !$0.isEmpty })
    }

    @Test("the rule reproduces each row of the HIG's device table", arguments: modernRows)
    func modernRow(_ index: Int) throws {
        let row = FactsData.modernTable[index]
        for name in row.devices {
            let device = try #require(DeviceCatalogue.device(named: name), "\(name) is in the catalogue")
            #expect(device.portraitSize == PointSize(width: row.width, height: row.height), "\(name) size")
            #expect(device.scale.rawValue == row.scale, "\(name) scale")
            #expect(device.sources.contains(.humanInterfaceGuidelines))
            let isPad = name.hasPrefix("iPad")
            #expect(device.idiom == (isPad ? .pad : .phone))
            let portrait = device.sizeClasses(in: .portrait)
            let landscape = device.sizeClasses(in: .landscape)
            if isPad {
                #expect(portrait == SizeClasses(horizontal: .regular, vertical: .regular))
                #expect(landscape == SizeClasses(horizontal: .regular, vertical: .regular))
            } else {
                #expect(portrait == SizeClasses(horizontal: .compact, vertical: .regular), "\(name) portrait")
                #expect(landscape.vertical == .compact, "\(name) landscape vertical")
                #expect(landscape.horizontal == (row.landscapeRegular ? .regular : .compact), "\(name) landscape horizontal")
            }
        }
    }

    @Test("devices the HIG's table leaves out are sized from iosref and cite it")
    func thirdPartyRows() throws {
        for row in FactsData.thirdPartyTable {
            for name in row.devices {
                let device = try #require(DeviceCatalogue.device(named: name), "\(name) is in the catalogue")
                #expect(device.portraitSize == PointSize(width: row.width, height: row.height), "\(name) size")
                #expect(device.sources == [.iosref], "\(name) cites iosref, not the HIG")
            }
        }
    }

    @Test("the catalogue holds exactly the devices of the HIG's table")
    func catalogueIsComplete() {
        let expected = Set(FactsData.modernTable.flatMap(\.devices).compactMap { DeviceCatalogue.device(named: $0)?.id })
        #expect(expected.count == FactsData.modernTable.flatMap(\.devices).count)
        #expect(Set(DeviceCatalogue.devices(in: .humanInterfaceGuidelines).map(\.id)) == expected)
    }

    @Test("iPhone 6 Plus in landscape is horizontally regular")
    func iPhone6PlusLandscape() throws {
        let device = try #require(DeviceCatalogue.device(named: "iPhone 6 Plus"))
        #expect(device.sizeClasses(in: .landscape).horizontal == .regular)
    }

    @Test("iPhone 6 rotating to landscape changes only the vertical size class")
    func iPhone6Rotation() throws {
        let device = try #require(DeviceCatalogue.device(named: "iPhone 6"))
        #expect(device.sizeClasses(in: .portrait).vertical == .regular)
        #expect(device.sizeClasses(in: .landscape).vertical == .compact)
        #expect(device.sizeClasses(in: .portrait).horizontal == device.sizeClasses(in: .landscape).horizontal)
    }

    @Test("an iPhone 414 points wide or more is horizontally regular in landscape; 413 is not")
    func ruleThreshold() {
        func landscape(_ width: Int) -> UserInterfaceSizeClass {
            SizeClassRule.sizeClasses(idiom: .phone, portraitSize: PointSize(width: width, height: 900), orientation: .landscape).horizontal
        }
        #expect(landscape(414) == .regular)
        #expect(landscape(413) == .compact)
    }

    @Test("devices are found by lenient names", arguments: [
        ("iPhone 6", "iphone-6"), ("iPhone6", "iphone-6"), ("iphone 6", "iphone-6"),
        ("iPhone 6 Plus", "iphone-6-plus"), ("iPhone 6+", "iphone-6-plus"), ("iphone6plus", "iphone-6-plus"),
        ("iPad (all)", "ipad-all"), ("iPad Mini", "ipad-mini-7-9"), ("iPhone SE (2nd generation)", "iphone-se-2"),
        ("iPad Pro 12.9-inch", "ipad-pro-12-9"), ("所有 iPad", "ipad-all"),
    ])
    func lenientNames(_ name: String, _ id: String) {
        #expect(DeviceCatalogue.device(named: name)?.id == id)
    }

    @Test("an unknown name finds no device")
    func unknownName() {
        #expect(DeviceCatalogue.device(named: "iPhone 99") == nil)
    }

    @Test("device ids and names are unique")
    func uniqueness() {
        #expect(Set(DeviceCatalogue.all.map(\.id)).count == DeviceCatalogue.all.count)
        #expect(Set(DeviceCatalogue.all.map(\.name)).count == DeviceCatalogue.all.count)
    }
}
