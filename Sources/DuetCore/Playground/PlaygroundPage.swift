import DuetContent
import DuetMarkdown
import DuetModel

/// The trait playground page: the reader picks a device, an orientation, an iPad
/// multitasking arrangement, a presentation style and a delegate answer, and sees the
/// size classes, the adapted style in both editions and who presents. The choices are
/// written into the page from the model; `assets/playground.js` looks the outcome up in
/// `playground-data.js`, written next to the page.
public enum PlaygroundPage {
    public static func location(_ language: Language) -> SiteLocation {
        SiteLocation(language: language, segments: ["playground"])
    }

    static let strings: [String: LocalizedText] = [
        "title": LocalizedText(en: "Trait playground", zh: "特征演练场"),
        "summary": LocalizedText(en: "Pick a device, an orientation, a multitasking arrangement, a presentation style and a delegate answer, and see what UIKit does.",
                                 zh: "选择设备、方向、多任务布局、呈现样式和代理的回答，看看 UIKit 会怎么做。"),
        "device": LocalizedText(en: "Device", zh: "设备"),
        "orientation": LocalizedText(en: "Orientation", zh: "方向"),
        "multitasking": LocalizedText(en: "iPad multitasking", zh: "iPad 多任务处理"),
        "fullScreen": LocalizedText(en: "Full screen (no split)", zh: "全屏（不分屏）"),
        "resizable": LocalizedText(en: "Resizable window (iPadOS 26 and later)", zh: "可调整大小的窗口（iPadOS 26 及以后）"),
        "windowWidth": LocalizedText(en: "Window width", zh: "窗口宽度"),
        "style": LocalizedText(en: "Presentation style", zh: "呈现样式"),
        "answer": LocalizedText(en: "Answer of adaptivePresentationStyle(for:)", zh: "adaptivePresentationStyle(for:) 的回答"),
        "result": LocalizedText(en: "Result", zh: "结果"),
        "window": LocalizedText(en: "The window to scale", zh: "按比例绘制的窗口"),
        "sizeClasses": LocalizedText(en: "Size classes of the window", zh: "窗口的尺寸类"),
        "adaptedStyle": LocalizedText(en: "Adapted style", zh: "适配后的样式"),
        "presenter": LocalizedText(en: "Who presents", zh: "由谁呈现"),
        "scenario": LocalizedText(en: "The scenario", zh: "场景"),
        "noScript": LocalizedText(en: "The playground needs JavaScript; the reference pages list the same rules as tables.",
                                  zh: "演练场需要 JavaScript；参考页面以表格形式列出了相同的规则。"),
        "phones": LocalizedText(en: "iPhone and iPod touch", zh: "iPhone 和 iPod touch"),
        "pads": LocalizedText(en: "iPad", zh: "iPad"),
    ]

    /// Sentences the script composes the result from, in both languages.
    static let resultStrings: [String: LocalizedText] = [
        "points": LocalizedText(en: "points", zh: "点"),
        "adapts": LocalizedText(en: "the environment adapts", zh: "环境会触发适配"),
        "doesNotAdapt": LocalizedText(en: "no adaptation in this environment", zh: "此环境下不适配"),
        "asked": LocalizedText(en: "the delegate is asked", zh: "会询问代理"),
        "notAsked": LocalizedText(en: "the delegate is not asked", zh: "不会询问代理"),
        "removes": LocalizedText(en: "the presenting views are removed when the transition ends", zh: "转场结束后会移除呈现方的视图"),
        "keeps": LocalizedText(en: "the presenting views stay underneath", zh: "呈现方的视图保留在下方"),
        // On the drawing of a resizable window whose width has no published class.
        "classNotPublished": LocalizedText(en: "size class not published", zh: "尺寸类未公布"),
        "notPublished": LocalizedText(en: "Not published: Apple gives no width at which a resizable window changes its horizontal size class; the app reads the class from its trait collection, which follows the window.",
                                      zh: "未公布：Apple 没有给出可调整大小的窗口在哪个宽度改变水平尺寸类；应用从特征集合读取尺寸类，它随窗口变化。"),
        "fullWidth": LocalizedText(en: "The whole screen: like a full-screen app, regular width and regular height.",
                                   zh: "占满整个屏幕：与全屏应用相同，常规宽度、常规高度。"),
        "legacyPoint": LocalizedText(en: "Up to iPadOS 18 this was the width of %s, published as %s.",
                                     zh: "在 iPadOS 18 及以前，这是%s的宽度，公布的尺寸类为%s。"),
        "ifCompact": LocalizedText(en: "If the window is compact width", zh: "如果窗口为紧凑宽度"),
        "ifRegular": LocalizedText(en: "If the window is regular width", zh: "如果窗口为常规宽度"),
        "smallestMark": LocalizedText(en: "The slider starts at the narrowest documented window (Slide Over); the system's minimum window size is not published.",
                                      zh: "滑块从有文档记载的最窄窗口（侧拉）开始；系统允许的最小窗口尺寸未公布。"),
    ]

    public static func page(language: Language) -> GeneratedPage {
        func text(_ key: String) -> String { HTMLEscaping.escape(strings[key]![language]) }
        let location = location(language)
        var html = "<p class=\"lead\">\(text("summary"))</p>\n"
        html += "<form class=\"playground\" id=\"playground\">\n"
        html += field("pg-device", text("device"), options: deviceOptions(language))
        html += field("pg-orientation", text("orientation"), options: Orientation.allCases.map { option($0.rawValue, $0.term[language]) }.joined())
        let legacy = WindowingMode.splitView.releases[language]
        html += field("pg-multitasking", text("multitasking"), options: option(PlaygroundScenario.fullScreenChoice, strings["fullScreen"]![language])
            + MultitaskingArrangement.allCases.map { option($0.rawValue, "\($0.term[language]) (\(legacy))") }.joined()
            + option(PlaygroundScenario.resizableChoice, strings["resizable"]![language]))
        // The width of a resizable window: the reader drags it; the documented widths are
        // the slider's marks, and everywhere else the page says the class is not published.
        html += "<p class=\"pg-field pg-width-field\" hidden><label><span class=\"pg-label\">\(text("windowWidth"))</span>\n"
            + "<input type=\"range\" id=\"pg-window-width\" name=\"windowWidth\" min=\"320\" max=\"1366\" step=\"1\" value=\"1366\"></label>\n"
            + "<output id=\"pg-window-width-value\" for=\"pg-window-width\"></output></p>\n"
        // A popover is preselected: it is the style whose adaptation readers ask about most.
        html += field("pg-style", text("style"), options: ModalPresentationStyle.currentStyles.map { style in
            option(PlaygroundScenario.id(of: style), "\(style.swiftName) (\(style.term[language]))", selected: style == .popover)
        }.joined())
        html += field("pg-answer", text("answer"), options: PlaygroundScenario.answers.map { option($0.id, $0.label[language]) }.joined())
        html += "</form>\n"
        html += "<section id=\"pg-result\" class=\"playground-result\" aria-live=\"polite\">\n"
        html += "<h2 id=\"result\">\(text("result"))</h2>\n<dl>\n"
        html += "<dt>\(text("sizeClasses"))</dt><dd id=\"pg-size-classes\"></dd>\n"
        html += "<dt>\(text("window"))</dt><dd id=\"pg-window\" class=\"pg-figure\"></dd>\n"
        html += "<dt>\(text("adaptedStyle"))</dt><dd id=\"pg-style-result\"></dd>\n"
        html += "<dt>\(text("presenter"))</dt><dd id=\"pg-presenter\"></dd>\n"
        html += "</dl>\n<noscript><p>\(text("noScript"))</p></noscript>\n</section>\n"
        html += "<h2 id=\"scenario\">\(text("scenario"))</h2>\n<p>\(HTMLEscaping.escape(PlaygroundScenario.description[language]))</p>\n"
        // No script or stylesheet here: the page body is written once per language block,
        // so a tag here would load twice. duet.js loads the site's one copy of the data
        // and then playground.js when it finds the form; the styles are in style.css.
        return GeneratedPage(location: location, source: "playground.md", title: strings["title"]![language],
                             summary: strings["summary"]![language], contentHTML: html,
                             anchors: ["result", "scenario"],
                             toc: [("result", strings["result"]![language], 2), ("scenario", strings["scenario"]![language], 2)])
    }

    static func field(_ id: String, _ label: String, options: String) -> String {
        // The select sits inside its label: both language blocks carry the form, and an id
        // (hence `for`) is unique to one of them, so only implicit labelling names both.
        "<p class=\"pg-field\"><label><span class=\"pg-label\">\(label)</span>\n<select id=\"\(id)\" name=\"\(id.dropFirst(3))\">\n\(options)</select></label></p>\n"
    }

    static func option(_ value: String, _ label: String, selected: Bool = false) -> String {
        "<option value=\"\(HTMLEscaping.escape(value))\"\(selected ? " selected" : "")>\(HTMLEscaping.escape(label))</option>\n"
    }

    /// Phones first, then iPads, each group with today's devices first (`PlaygroundDeviceOrder`).
    static func deviceOptions(_ language: Language) -> String {
        let groups: [(String, UserInterfaceIdiom)] = [("phones", .phone), ("pads", .pad)]
        return groups.map { key, idiom in
            "<optgroup label=\"\(HTMLEscaping.escape(strings[key]![language]))\">\n"
                + PlaygroundDeviceOrder.newestFirst(DeviceCatalogue.all.filter { $0.idiom == idiom }).map { option($0.id, $0.name) }.joined()
                + "</optgroup>\n"
        }.joined()
    }
}
