/// A model as Apple sells and lists it ("iPad mini (A17 Pro)", "iPhone 12 mini"), with the
/// catalogue screen it has.
///
/// The HIG names screens ("iPad mini 8.3-inch"), Apple's compatibility lists name the
/// models people own; a reader asks "what does my iPad Air (3rd generation) get?", so the
/// model keeps the second name and derives everything else from the first.
public struct SoldModel: Sendable, Hashable {
    public let name: String
    /// The `DeviceCatalogue` id of its screen.
    public let screenID: String
    public let source: FactSource

    public var device: Device { DeviceCatalogue.all.first { $0.id == screenID }! }
}

extension SoldModel {
    /// Every iPhone and iPad that runs iOS or iPadOS 26, from Apple's compatibility lists
    /// (plus the models that shipped with it later), newest first per family.
    public static let runningOS26: [SoldModel] = iPhones + iPads

    static let iPhones: [SoldModel] = [
        ("iPhone 17 Pro Max", "iphone-17-pro-max"), ("iPhone 17 Pro", "iphone-17-pro"), ("iPhone Air", "iphone-air"),
        ("iPhone 17", "iphone-17"), ("iPhone 16 Pro Max", "iphone-16-pro-max"), ("iPhone 16 Pro", "iphone-16-pro"),
        ("iPhone 16 Plus", "iphone-16-plus"), ("iPhone 16", "iphone-16"), ("iPhone 15 Pro Max", "iphone-15-pro-max"),
        ("iPhone 15 Pro", "iphone-15-pro"), ("iPhone 15 Plus", "iphone-15-plus"), ("iPhone 15", "iphone-15"),
        ("iPhone 14 Pro Max", "iphone-14-pro-max"), ("iPhone 14 Pro", "iphone-14-pro"), ("iPhone 14 Plus", "iphone-14-plus"),
        ("iPhone 14", "iphone-14"), ("iPhone 13 Pro Max", "iphone-13-pro-max"), ("iPhone 13 Pro", "iphone-13-pro"),
        ("iPhone 13", "iphone-13"), ("iPhone 13 mini", "iphone-13-mini"), ("iPhone 12 Pro Max", "iphone-12-pro-max"),
        ("iPhone 12 Pro", "iphone-12-pro"), ("iPhone 12", "iphone-12"), ("iPhone 12 mini", "iphone-12-mini"),
        ("iPhone 11 Pro Max", "iphone-11-pro-max"), ("iPhone 11 Pro", "iphone-11-pro"), ("iPhone 11", "iphone-11"),
        ("iPhone SE (3rd generation)", "iphone-se-3"), ("iPhone SE (2nd generation)", "iphone-se-2"),
    ].map { SoldModel(name: $0.0, screenID: $0.1, source: FactSources.ios26Compatibility) } + [
        SoldModel(name: "iPhone 16e", screenID: "iphone-16e", source: FactSources.ios26Compatibility),
        // Released with iOS 26 in 2026; Apple's list predates it.
        SoldModel(name: "iPhone 17e", screenID: "iphone-17e", source: FactSources.iosref),
    ]

    static let iPads: [SoldModel] = [
        ("iPad Pro 13-inch (M5)", "ipad-pro-13-m5"), ("iPad Pro 11-inch (M5)", "ipad-pro-11-m5"),
        ("iPad Pro 13-inch (M4)", "ipad-pro-13-m4"), ("iPad Pro 11-inch (M4)", "ipad-pro-11-m4"),
        ("iPad Pro 12.9-inch (3rd to 6th generation)", "ipad-pro-12-9"), ("iPad Pro 11-inch (1st to 4th generation)", "ipad-pro-11"),
        ("iPad Air 13-inch (M3)", "ipad-air-13"), ("iPad Air 11-inch (M3)", "ipad-air-11"),
        ("iPad Air 13-inch (M2)", "ipad-air-13"), ("iPad Air 11-inch (M2)", "ipad-air-11"),
        ("iPad Air (4th and 5th generation)", "ipad-air-10-9"), ("iPad Air (3rd generation)", "ipad-pro-10-5"),
        ("iPad (A16)", "ipad-11"), ("iPad (10th generation)", "ipad-10-9"), ("iPad (8th and 9th generation)", "ipad-10-2"),
        ("iPad mini (A17 Pro)", "ipad-mini-8-3"), ("iPad mini (6th generation)", "ipad-mini-8-3"),
        ("iPad mini (5th generation)", "ipad-mini-7-9"),
    ].map { SoldModel(name: $0.0, screenID: $0.1, source: $0.0.contains("(M5)") ? FactSources.iosref : FactSources.ipados26Compatibility) }
}
