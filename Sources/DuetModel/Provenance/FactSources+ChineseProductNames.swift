/// Where Apple publishes the names its devices are sold under in mainland China, which
/// the Chinese tables print (see `ChineseProductName`).
extension FactSources {
    public static let identifyIPhoneModelZh = FactSource(
        id: "apple-identify-iphone-zh", kind: .applePage,
        title: "Identify your iPhone model (Apple Support, Chinese edition): iPhone names as sold in China",
        url: "https://support.apple.com/zh-cn/108044")
    public static let identifyIPadModelZh = FactSource(
        id: "apple-identify-ipad-zh", kind: .applePage,
        title: "Identify your iPad model (Apple Support, Chinese edition): iPad names as sold in China",
        url: "https://support.apple.com/zh-cn/108043")
}
