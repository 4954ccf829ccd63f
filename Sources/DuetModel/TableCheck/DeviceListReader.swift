/// Reads a cell that lists devices: "iPad (all), iPad mini", "iPhone 5s, 5c, 5",
/// "iPhone5s/5c/5", "iPhone 6 iPhone 6 Plus", "所有 iPad、iPad mini".
enum DeviceListReader {
    enum Failure: Error, Equatable {
        /// The words that name no device.
        case unknown(String)
        case empty
    }

    static let separators: [String] = [",", "，", "、", "/", "／", ";", "；", "\n", "&", "＆", " and ", "以及", "和", "及", "与"]
    static let families = ["iphone", "ipad", "ipodtouch"]

    static func read(_ text: String) -> Result<[Device], Failure> {
        if let device = DeviceCatalogue.device(named: text) { return .success([device]) }
        var unified = text.lowercased()
        for separator in separators {
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
