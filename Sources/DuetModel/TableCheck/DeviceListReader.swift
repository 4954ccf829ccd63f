/// Reads a cell that lists devices: "iPad (all), iPad mini", "iPhone 5s, 5c, 5",
/// "iPhone5s/5c/5", "iPhone 6 iPhone 6 Plus", and with the separators and names of the
/// catalog's lists in Chinese.
enum DeviceListReader {
    enum Failure: Error, Equatable {
        /// The words that name no device.
        case unknown(String)
        case empty
    }

    /// What may stand between two devices. A separator made of letters ("and") must stand
    /// alone as a word, so it is matched with a space either side.
    static let separatorList = WordList("table-words.device-list-separators", english: [",", "/", ";", "&", "and"])

    /// The separators of the catalog installed now, lowercase, longest first: a separator
    /// that holds a shorter one is replaced whole.
    static func separators() -> [String] {
        (["\n"] + separatorList.words.map { word in
            (word.allSatisfy { $0.isASCII && $0.isLetter } ? " " + word + " " : word).lowercased()
        }).sorted { $0.count > $1.count }
    }
    static let families = ["iphone", "ipad", "ipodtouch"]

    static func read(_ text: String) -> Result<[Device], Failure> {
        if let device = DeviceCatalogue.device(named: text) { return .success([device]) }
        var unified = text.lowercased()
        for separator in CellVocabulary.current.deviceSeparators {
            unified = unified.replacingAll(separator, with: "|")
        }
        var devices: [Device] = []
        // A segment without a family word ("5c" after "iPhone 5s") shares the previous one.
        var family = ""
        for segment in unified.split(separator: "|") {
            let words = segment.split(whereSeparator: \.isWhitespace).map(String.init)
            var start = 0
            while start < words.count {
                var matched = false
                for end in stride(from: words.count, to: start, by: -1) {
                    let candidate = words[start..<end].joined(separator: " ")
                    var key = DeviceCatalogue.lookupKey(candidate)
                    if !families.contains(where: key.hasPrefix) { key = family + key }
                    if let device = DeviceCatalogue.device(named: key) {
                        devices.append(device)
                        family = families.first(where: DeviceCatalogue.lookupKey(device.name).hasPrefix) ?? family
                        start = end
                        matched = true
                        break
                    }
                }
                if !matched {
                    return .failure(.unknown(words[start...].joined(separator: " ")))
                }
            }
        }
        return devices.isEmpty ? .failure(.empty) : .success(devices)
    }
}
