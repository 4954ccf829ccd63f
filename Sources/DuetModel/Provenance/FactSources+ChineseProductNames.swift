/// Where Apple publishes the names its devices are sold under in mainland China, which
/// the Chinese tables print (see `ChineseProductName`).
extension FactSources {
    public static let identifyIPhoneModelZh = FactSource(
        id: "apple-identify-iphone-zh", kind: .applePage,
        title: "识别你的 iPhone 机型 (Apple Support, Chinese): iPhone names as sold in China",
        url: "https://support.apple.com/zh-cn/108044")
    public static let identifyIPadModelZh = FactSource(
        id: "apple-identify-ipad-zh", kind: .applePage,
        title: "识别你的 iPad 机型 (Apple Support, Chinese): iPad names as sold in China",
        url: "https://support.apple.com/zh-cn/108043")
}
