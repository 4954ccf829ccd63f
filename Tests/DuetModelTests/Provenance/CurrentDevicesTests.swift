@testable import DuetModel
import Testing
import DuetTestSupport

/// The devices that run iOS and iPadOS 26, as Apple's HIG table (and iosref, where the
/// HIG has no row) gives them; size classes come from the model's one rule.
@Suite("Current devices (2024–2026)")
struct CurrentDevicesTests {
    init() { ShippedStrings.install() }

    @Test("iPhone Air is regular width in landscape")
    func air() throws {
        let air = try #require(DeviceCatalogue.device(named: "iPhone Air"))
        #expect(air.portraitSize == PointSize(width: 420, height: 912))
        #expect(air.sizeClasses(in: .landscape) == SizeClasses(horizontal: .regular, vertical: .compact))
    }

    @Test("iPhone 17 Pro Max is regular width in landscape, iPhone 17 and 17 Pro are compact",
          arguments: [("iPhone 17 Pro Max", UserInterfaceSizeClass.regular), ("iPhone 17 Pro", .compact), ("iPhone 17", .compact),
                      ("iPhone 16e", .compact), ("iPhone 17e", .compact)])
    func landscapeWidth(_ name: String, _ width: UserInterfaceSizeClass) throws {
        let device = try #require(DeviceCatalogue.device(named: name))
        #expect(device.sizeClasses(in: .landscape).horizontal == width)
        #expect(device.sizeClasses(in: .landscape).vertical == .compact, "every iPhone is compact height in landscape")
        #expect(device.sizeClasses(in: .portrait) == SizeClasses(horizontal: .compact, vertical: .regular))
    }

    @Test("the M5 iPad Pro and the iPad mini (A17 Pro) are regular in both orientations",
          arguments: ["iPad Pro 13-inch (M5)", "iPad Pro 11-inch (M5)", "iPad mini (A17 Pro)", "iPad (A16)"])
    func pads(_ name: String) throws {
        let device = try #require(DeviceCatalogue.device(named: name))
        for orientation in Orientation.allCases {
            #expect(device.sizeClasses(in: orientation) == SizeClasses(horizontal: .regular, vertical: .regular))
        }
    }

    @Test("the landscape-width rule is derived from the data: a portrait width of 414 pt or more")
    func ruleFromData() {
        let phones = DeviceCatalogue.all.filter { $0.idiom == .phone }
        let regular = phones.filter { $0.sizeClasses(in: .landscape).horizontal == .regular }.map(\.portraitSize.width)
        let compact = phones.filter { $0.sizeClasses(in: .landscape).horizontal == .compact }.map(\.portraitSize.width)
        #expect(regular.min()! > compact.max()!, "some threshold separates the two groups")
        #expect(regular.min() == 414)
        #expect(compact.max() == 402)
    }
}
