/// What changed for sheets release by release after the guide, each with the release it
/// arrived in and the page that says so. Where Apple's page has no prose (`backgroundEffect`,
/// `preferredPlacement`), the row says what the page gives and no more.
public struct SheetChange: Sendable, Hashable {
    /// The release it arrived in ("26.1").
    public let introduced: String
    /// The API or the behaviour, as a reader would search for it.
    public let subject: String
    public let effect: LocalizedText
    public let sources: [FactSource]

    public static let all: [SheetChange] = [
        SheetChange(
            introduced: "15.0", subject: "UISheetPresentationController, detents",
            effect: LocalizedText(en: "A page or form sheet can rest at .medium() or .large(); .medium() is about half the screen's height and inactive in a compact height",
                                  zh: "page sheet 或 form sheet 可以停在 .medium() 或 .large()；.medium() 约为屏幕高度的一半，在紧凑高度中不可用"),
            sources: [FactSources.sheetPresentationController, FactSources.sheetDetent]),
        SheetChange(
            introduced: "15.0", subject: "prefersGrabberVisible",
            effect: LocalizedText(en: "Shows the grabber at the top of the sheet (false by default); the system hides it in some cases",
                                  zh: "在表单顶部显示抓取条（默认 false）；系统在某些情况下会隐藏它"),
            sources: [FactSources.prefersGrabberVisible]),
        SheetChange(
            introduced: "15.0", subject: "presentationController(_:prepare:)",
            effect: LocalizedText(en: "The adaptive delegate configures the presentation controller a presentation adapts to (the sheet a popover becomes) before it appears",
                                  zh: "自适应代理在呈现出现之前，配置呈现自适应后所用的呈现控制器（例如弹出框变成的表单）"),
            sources: [FactSources.prepareAdaptivePresentation]),
        SheetChange(
            introduced: "16.0", subject: ".custom(identifier:resolver:)",
            effect: LocalizedText(en: "A detent whose height a closure computes; returning nil makes it inactive",
                                  zh: "高度由闭包计算的停靠高度；返回 nil 时该停靠高度不可用"),
            sources: [FactSources.customDetent]),
        SheetChange(
            introduced: "17.0", subject: "prefersPageSizing",
            effect: LocalizedText(en: "Sizes the sheet like a page sheet (true) or by preferredContentSize like a form sheet (false)",
                                  zh: "按 page sheet 的方式确定尺寸（true），或像 form sheet 一样取 preferredContentSize（false）"),
            sources: [FactSources.prefersPageSizing]),
        SheetChange(
            introduced: "26.0", subject: ".formSheet, regular width and height",
            effect: LocalizedText(en: "The content behind gets a Liquid Glass layer where Apple's page said a dimming layer before",
                                  zh: "后方内容上覆盖的是 Liquid Glass 层，此前 Apple 的页面写的是变暗层"),
            sources: [FactSources.formSheetStyle]),
        SheetChange(
            introduced: "26.0", subject: "Sheets at a partial height",
            effect: LocalizedText(en: "Get a Liquid Glass background without any code (developer report); Apple's pages retrieved describe no shape, inset or edge to edge, at any detent",
                                  zh: "无需代码即获得 Liquid Glass 背景（开发者报告）；所查 Apple 页面没有描述任何停靠高度下的形状（内缩还是贴边）"),
            sources: [FactSources.sheetGlassReport]),
        SheetChange(
            introduced: "26.1", subject: "UIPresentationController.backgroundEffect",
            effect: LocalizedText(en: "A visual effect for the presentation's background, on every presentation controller; Apple's page gives the declaration only",
                                  zh: "呈现背景的视觉效果，所有呈现控制器都有此属性；Apple 的页面只给出声明"),
            sources: [FactSources.backgroundEffect]),
        SheetChange(
            introduced: "27.0", subject: "UISheetPresentationController.preferredPlacement",
            effect: LocalizedText(en: "Placement: .automatic, .leading, .center, .trailing. The UIKit pages give declarations only; the SwiftUI counterpart places a sheet at the leading or trailing edge or the centre of the presenting view",
                                  zh: "Placement：.automatic、.leading、.center、.trailing。UIKit 页面只给出声明；SwiftUI 中对应的修饰符把表单放在呈现视图的前导边、尾随边或中央"),
            sources: [FactSources.sheetPlacement, FactSources.swiftUIPresentationPlacement]),
    ]
}
