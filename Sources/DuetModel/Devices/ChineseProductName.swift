/// The name Apple sells a device under in mainland China, derived from the English name.
///
/// Apple's Chinese pages keep the product name itself in Latin letters ("iPhone 16 Pro",
/// "iPad mini (A17 Pro)") and translate only the size and the generation: "iPad Pro
/// 12.9-inch" is sold as "iPad Pro 12.9 英寸", "iPhone SE (3rd generation)" as
/// "iPhone SE（第 3 代）" (Apple's "识别你的 iPhone 机型" and "识别你的 iPad 机型" pages).
/// A rule rather than a second list of names, so a device added in English has its
/// Chinese name without anyone remembering to write it.
public enum ChineseProductName {
    /// Where the Chinese naming convention is published.
    public static let sources: [FactSource] = [FactSources.identifyIPhoneModelZh, FactSources.identifyIPadModelZh]

    public static func of(_ english: String) -> String {
        var name = english
        // "(all)": the guide's stand-in for every iPad of its time.
        name = name.replacingAll(" (all)", with: "（所有机型）")
        name = translatingGenerations(name)
        name = translatingInches(name)
        return name
    }

    /// "(3rd generation)" → "（第 3 代）", "(1st to 4th generation)" → "（第 1 至 4 代）",
    /// "(8th and 9th generation)" → "（第 8 和 9 代）".
    static func translatingGenerations(_ name: String) -> String {
        guard let open = name.firstRange(of: " ("), let close = name[open.upperBound...].firstRange(of: " generation)") else {
            return name
        }
        let inside = String(name[open.upperBound..<close.lowerBound])
        let parts = inside.split(separator: " ").map(String.init)
        func number(_ ordinal: String) -> String? {
            let digits = ordinal.prefix { $0.isNumber }
            let suffix = ordinal.dropFirst(digits.count)
            guard !digits.isEmpty, ["st", "nd", "rd", "th"].contains(String(suffix)) else { return nil }
            return String(digits)
        }
        let chinese: String
        if parts.count == 1, let n = number(parts[0]) {
            chinese = "第 \(n) 代"
        } else if parts.count == 3, let a = number(parts[0]), let b = number(parts[2]), parts[1] == "to" || parts[1] == "and" {
            chinese = "第 \(a) \(parts[1] == "to" ? "至" : "和") \(b) 代"
        } else {
            return name
        }
        return String(name[..<open.lowerBound]) + "（\(chinese)）" + String(name[close.upperBound...])
    }

    /// "12.9-inch" → "12.9 英寸".
    static func translatingInches(_ name: String) -> String {
        name.replacingAll("-inch", with: " 英寸")
    }
}

extension Device {
    /// The name in both languages: the Chinese one as Apple sells the device in China.
    public var localizedName: LocalizedText {
        LocalizedText(en: name, zh: ChineseProductName.of(name))
    }
}

extension SoldModel {
    public var localizedName: LocalizedText {
        LocalizedText(en: name, zh: ChineseProductName.of(name))
    }
}
