/// Every device the guide's table and the HIG's table name, and lenient look-up by name.
///
/// Devices that share a screen are listed one by one (not as "iPhone 8, 7, 6s, 6")
/// because writers name single devices, and the checker must know each of them.
public enum DeviceCatalogue {
    private static func phone(
        _ id: String, _ name: String, _ width: Int, _ height: Int, _ scale: Double,
        aliases: [String] = [], sources: Set<Device.Source> = [.humanInterfaceGuidelines]
    ) -> Device {
        Device(
            id: id, name: name, aliases: aliases, idiom: .phone,
            portraitSize: PointSize(width: width, height: height), scale: scale, sources: sources
        )
    }

    private static func pad(
        _ id: String, _ name: String, _ width: Int, _ height: Int,
        aliases: [String] = [], sources: Set<Device.Source> = [.humanInterfaceGuidelines]
    ) -> Device {
        Device(
            id: id, name: name, aliases: aliases, idiom: .pad,
            portraitSize: PointSize(width: width, height: height), scale: 2, sources: sources
        )
    }

    private static let both: Set<Device.Source> = [.guide, .humanInterfaceGuidelines]

    /// The catalogue, in the HIG's order (largest iPhone first), guide-only entries last.
    public static let all: [Device] = [
        // Added to the HIG's table on March 7 and September 9, 2025 (its change log).
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, 3),
        phone("iphone-air", "iPhone Air", 420, 912, 3),
        phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, 3),
        phone("iphone-17", "iPhone 17", 402, 874, 3),
        phone("iphone-16e", "iPhone 16e", 390, 844, 3),
        // Released in 2026 and not in the HIG's table; iosref lists it at the 16e's size.
        phone("iphone-17e", "iPhone 17e", 390, 844, 3, sources: [.iosref]),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, 3),
        phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, 3),
        phone("iphone-15-plus", "iPhone 15 Plus", 430, 932, 3),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, 3),
        phone("iphone-14-pro-max", "iPhone 14 Pro Max", 430, 932, 3),
        phone("iphone-14-plus", "iPhone 14 Plus", 428, 926, 3),
        phone("iphone-13-pro-max", "iPhone 13 Pro Max", 428, 926, 3),
        phone("iphone-12-pro-max", "iPhone 12 Pro Max", 428, 926, 3),
        phone("iphone-11-pro-max", "iPhone 11 Pro Max", 414, 896, 3),
        phone("iphone-xs-max", "iPhone XS Max", 414, 896, 3),
        phone("iphone-11", "iPhone 11", 414, 896, 2),
        phone("iphone-xr", "iPhone XR", 414, 896, 2),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, 3),
        phone("iphone-7-plus", "iPhone 7 Plus", 414, 736, 3),
        phone("iphone-6s-plus", "iPhone 6s Plus", 414, 736, 3),
        phone("iphone-6-plus", "iPhone 6 Plus", 414, 736, 3, sources: both),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3),
        phone("iphone-16", "iPhone 16", 393, 852, 3),
        phone("iphone-15", "iPhone 15", 393, 852, 3),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, 3),
        phone("iphone-14-pro", "iPhone 14 Pro", 393, 852, 3),
        phone("iphone-14", "iPhone 14", 390, 844, 3),
        phone("iphone-13", "iPhone 13", 390, 844, 3),
        phone("iphone-13-pro", "iPhone 13 Pro", 390, 844, 3),
        phone("iphone-12", "iPhone 12", 390, 844, 3),
        phone("iphone-12-pro", "iPhone 12 Pro", 390, 844, 3),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, 3),
        phone("iphone-12-mini", "iPhone 12 mini", 375, 812, 3),
        phone("iphone-11-pro", "iPhone 11 Pro", 375, 812, 3),
        phone("iphone-xs", "iPhone XS", 375, 812, 3),
        phone("iphone-x", "iPhone X", 375, 812, 3),
        phone("iphone-se-2", "iPhone SE (2nd generation)", 375, 667, 2, aliases: ["iPhone SE 2", "iPhone SE (2nd gen)", "iPhone SE 2nd generation"]),
        phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, 2, aliases: ["iPhone SE 3", "iPhone SE (3rd gen)", "iPhone SE 3rd generation"]),
        phone("iphone-8", "iPhone 8", 375, 667, 2),
        phone("iphone-7", "iPhone 7", 375, 667, 2),
        phone("iphone-6s", "iPhone 6s", 375, 667, 2),
        phone("iphone-6", "iPhone 6", 375, 667, 2, sources: both),
        phone("iphone-se-1", "iPhone SE (1st generation)", 320, 568, 2, aliases: ["iPhone SE", "iPhone SE 1", "iPhone SE (1st gen)", "iPhone SE 1st generation"]),
        phone("iphone-5s", "iPhone 5s", 320, 568, 2, sources: both),
        phone("iphone-5c", "iPhone 5c", 320, 568, 2, sources: both),
        phone("iphone-5", "iPhone 5", 320, 568, 2, sources: both),
        phone("ipod-touch-5", "iPod touch (5th generation)", 320, 568, 2, aliases: ["iPod touch 5", "iPod touch (5th gen)"]),
        phone("ipod-touch-6", "iPod touch (6th generation)", 320, 568, 2, aliases: ["iPod touch 6", "iPod touch (6th gen)"]),
        phone("ipod-touch-7", "iPod touch (7th generation)", 320, 568, 2, aliases: ["iPod touch 7", "iPod touch (7th gen)"]),
        phone("iphone-4s", "iPhone 4s", 320, 480, 2, sources: both),
        pad("ipad-pro-12-9", "iPad Pro 12.9-inch", 1024, 1366, aliases: ["iPad Pro 12.9", "iPad Pro 12.9 inch"]),
        pad("ipad-air-13", "iPad Air 13-inch", 1024, 1366, aliases: ["iPad Air 13", "iPad Air 13 inch", "iPad Air 13-inch (M3)", "iPad Air 13-inch (M2)"]),
        // The HIG's table has no row for the M4 and M5 iPad Pro (it prints 834 x 1194 for
        // every 11-inch); their sizes come from iosref and Apple's technical specifications.
        pad("ipad-pro-13-m5", "iPad Pro 13-inch (M5)", 1032, 1376, aliases: ["iPad Pro 13 M5"], sources: [.iosref]),
        pad("ipad-pro-11-m5", "iPad Pro 11-inch (M5)", 834, 1210, aliases: ["iPad Pro 11 M5"], sources: [.iosref]),
        pad("ipad-pro-13-m4", "iPad Pro 13-inch (M4)", 1032, 1376, aliases: ["iPad Pro 13-inch", "iPad Pro 13 M4"], sources: [.iosref]),
        pad("ipad-pro-11-m4", "iPad Pro 11-inch (M4)", 834, 1210, aliases: ["iPad Pro 11 M4"], sources: [.iosref]),
        pad("ipad-pro-11", "iPad Pro 11-inch (1st to 4th generation)", 834, 1194, aliases: ["iPad Pro 11-inch", "iPad Pro 11"]),
        pad("ipad-air-10-9", "iPad Air 10.9-inch", 820, 1180, aliases: ["iPad Air 10.9"]),
        pad("ipad-air-11", "iPad Air 11-inch", 820, 1180, aliases: ["iPad Air 11", "iPad Air 11-inch (M3)", "iPad Air 11-inch (M2)"]),
        pad("ipad-11", "iPad 11-inch", 820, 1180, aliases: ["iPad (A16)", "iPad 11", "iPad 11-inch (A16)"]),
        pad("ipad-10-9", "iPad 10.9-inch", 820, 1180, aliases: ["iPad 10.9"]),
        pad("ipad-10-2", "iPad 10.2-inch", 810, 1080, aliases: ["iPad 10.2"]),
        pad("ipad-pro-10-5", "iPad Pro 10.5-inch", 834, 1112, aliases: ["iPad Pro 10.5"]),
        pad("ipad-9-7", "iPad 9.7-inch", 768, 1024, aliases: ["iPad 9.7"]),
        pad("ipad-mini-7-9", "iPad mini 7.9-inch", 768, 1024, aliases: ["iPad mini", "iPad mini 7.9"], sources: both),
        pad("ipad-mini-8-3", "iPad mini 8.3-inch", 744, 1133, aliases: ["iPad mini 8.3", "iPad mini (A17 Pro)"]),
        // The guide's "iPad (all)" stands for every iPad of its time; the original
        // iPad screen (768 x 1024 points) represents them.
        pad("ipad-all", "iPad (all)", 768, 1024, aliases: ["iPad", "all iPads", "every iPad"], sources: [.guide]),
    ]

    /// Names of a device a hand-written table may use besides its own and its aliases:
    /// the English ones are the aliases, the Chinese ones the catalog's list.
    static let aliasLists: [(String, WordList)] = [
        ("ipad-all", WordList("table-words.device.ipad-all", english: ["all iPads", "every iPad"])),
    ]

    /// The devices one published table lists, in catalogue order.
    public static func devices(in source: Device.Source) -> [Device] {
        all.filter { $0.sources.contains(source) }
    }

    public static func device(id: String) -> Device? {
        all.first { $0.id == id }
    }

    /// Finds a device by any of its names, ignoring case, spaces and punctuation
    /// ("iPhone6", "iphone 6", "iPhone 6+", "iPad Mini").
    public static func device(named name: String) -> Device? {
        index[lookupKey(name)]
    }

    /// The normal form names are compared in: lowercase letters and digits only, "+"
    /// read as "plus", "generation" shortened to "gen".
    public static func lookupKey(_ name: String) -> String {
        var key = ""
        for character in name.lowercased() {
            if character == "+" {
                key += "plus"
            } else if character.isLetter || character.isNumber {
                key.append(character)
            }
        }
        return key.replacingAll("generation", with: "gen")
    }

    /// The index for the catalog installed now: the Chinese names come from the catalog,
    /// so a new catalog means a new index.
    private static let indexCache = MadeFromCatalog { buildIndex() }

    private static var index: [String: Device] { indexCache.value }

    private static func buildIndex() -> [String: Device] {
        var index: [String: Device] = [:]
        for device in all {
            let listed = aliasLists.filter { $0.0 == device.id }.flatMap(\.1.words)
            for name in [device.name, ChineseProductName.of(device.name)] + device.aliases + listed {
                let key = lookupKey(name)
                if index[key] == nil { index[key] = device }
            }
        }
        return index
    }
}

extension String {
    /// Replaces every occurrence of `target`; the module imports nothing, so it cannot
    /// use Foundation's version.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        // Usually the target is absent (a typed table's cell is read with fifteen list
        // separators): a text that lacks its bytes lacks it, and is returned uncopied.
        guard utf8.containsBytes(of: target) else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[rest.startIndex..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}

extension String.UTF8View {
    /// Whether `other`'s UTF-8 bytes occur in these bytes (on any boundary: a quick test
    /// that can rule a match out, not one that proves it on character boundaries).
    func containsBytes(of other: String) -> Bool {
        let needle = Array(other.utf8)
        guard let first = needle.first else { return true }
        let haystack = Array(self)
        guard haystack.count >= needle.count else { return false }
        var index = 0
        while index <= haystack.count - needle.count {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
