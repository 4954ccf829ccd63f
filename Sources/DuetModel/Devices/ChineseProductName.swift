/// The name Apple sells a device under in mainland China, derived from the English name.
///
/// Apple's Chinese pages keep the product name itself in Latin letters ("iPhone 16 Pro",
/// "iPad mini (A17 Pro)") and translate only the size and the generation (Apple's
/// "Identify your iPhone model" and "Identify your iPad model" pages in Chinese); the
/// words for those are the catalog's `device-name.*` strings.
/// A rule rather than a second list of names, so a device added in English has its
/// Chinese name without anyone remembering to write it.
public enum ChineseProductName {
    /// Where the Chinese naming convention is published.
    public static let sources: [FactSource] = [FactSources.identifyIPhoneModelZh, FactSources.identifyIPadModelZh]

    public static func of(_ english: String) -> String {
        localized(english).zh
    }

    /// The name in both languages. The English is the name itself; the Chinese puts the
    /// name's size and generation into the catalog's words for them, so it is worked out
    /// when it is read, from the catalog installed then.
    public static func localized(_ english: String) -> LocalizedText {
        if english.hasSuffix(" (all)") {
            return LocalizedText(en: "{name} (all)", key: "device-name.all",
                                 arguments: ["name": localized(String(english.dropLast(" (all)".count)))])
        }
        if let generation = generations(english) { return generation }
        if let inch = english.firstRange(of: "-inch") {
            return LocalizedText(en: "{size}-inch{rest}", key: "device-name.inches",
                                 arguments: ["size": LocalizedText(invariant: String(english[..<inch.lowerBound])),
                                             "rest": localized(String(english[inch.upperBound...]))])
        }
        return LocalizedText(invariant: english)
    }

    /// "(3rd generation)", "(1st to 4th generation)", "(8th and 9th generation)" at the
    /// end of a name; nil when the name has none of them.
    static func generations(_ name: String) -> LocalizedText? {
        guard let open = name.firstRange(of: " ("), name.hasSuffix(" generation)") else { return nil }
        let inside = name[open.upperBound..<name.index(name.endIndex, offsetBy: -" generation)".count)]
        let parts = inside.split(separator: " ").map(String.init)
        /// "3rd" in English and its number in Chinese.
        func ordinal(_ word: String) -> LocalizedText? {
            let digits = word.prefix { $0.isNumber }
            guard !digits.isEmpty, ["st", "nd", "rd", "th"].contains(String(word.dropFirst(digits.count))) else { return nil }
            return LocalizedText(english: word, chinese: String(digits))
        }
        let base = localized(String(name[..<open.lowerBound]))
        if parts.count == 1, let n = ordinal(parts[0]) {
            return LocalizedText(en: "{name} ({n} generation)", key: "device-name.generation", arguments: ["name": base, "n": n])
        }
        if parts.count == 3, let a = ordinal(parts[0]), let b = ordinal(parts[2]), parts[1] == "to" || parts[1] == "and" {
            return LocalizedText(en: "{name} ({first} \(parts[1]) {last} generation)", key: "device-name.generations-\(parts[1])",
                                 arguments: ["name": base, "first": a, "last": b])
        }
        return nil
    }
}

extension Device {
    /// The name in both languages: the Chinese one as Apple sells the device in China.
    public var localizedName: LocalizedText {
        ChineseProductName.localized(name)
    }
}

extension SoldModel {
    public var localizedName: LocalizedText {
        ChineseProductName.localized(name)
    }
}
