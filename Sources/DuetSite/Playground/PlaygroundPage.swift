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
        "title": LocalizedText(en: "Trait playground", key: "playground-page.trait-playground"),
        "summary": LocalizedText(en: "Pick a device, an orientation, a multitasking arrangement, a presentation style and a delegate answer, and see what UIKit does.",
                                 key: "playground-page.pick-device-orientation-multitasking"),
        "device": LocalizedText(en: "Device", key: "playground-page.device"),
        "orientation": LocalizedText(en: "Orientation", key: "playground-page.orientation"),
        "multitasking": LocalizedText(en: "iPad multitasking", key: "playground-page.ipad-multitasking"),
        "fullScreen": LocalizedText(en: "Full screen (no split)", key: "playground-page.full-screen-no-split"),
        "resizable": LocalizedText(en: "Resizable window (iPadOS 26 and later)", key: "playground-page.resizable-window-ipados-26-later"),
        "windowWidth": LocalizedText(en: "Window width", key: "playground-page.window-width"),
        "style": LocalizedText(en: "Presentation style", key: "playground-page.presentation-style"),
        "answer": LocalizedText(en: "Answer of adaptivePresentationStyle(for:)", key: "playground-page.answer-adaptivepresentationstyle"),
        "result": LocalizedText(en: "Result", key: "playground-page.result"),
        "window": LocalizedText(en: "The window to scale", key: "playground-page.window-scale"),
        "sizeClasses": LocalizedText(en: "Size classes of the window", key: "playground-page.size-classes-window"),
        "adaptedStyle": LocalizedText(en: "Adapted style", key: "playground-page.adapted-style"),
        "presenter": LocalizedText(en: "Who presents", key: "playground-page.who-presents"),
        "scenario": LocalizedText(en: "The scenario", key: "playground-page.scenario"),
        "noScript": LocalizedText(en: "The playground needs JavaScript; the reference pages list the same rules as tables.",
                                  key: "playground-page.playground-needs-javascript-reference"),
        "phones": LocalizedText(en: "iPhone and iPod touch", key: "playground-page.iphone-ipod-touch"),
        "pads": LocalizedText(invariant: "iPad"),
    ]

    /// Sentences the script composes the result from, in both languages.
    static let resultStrings: [String: LocalizedText] = [
        "points": LocalizedText(en: "points", key: "playground-page.points"),
        "adapts": LocalizedText(en: "the environment adapts", key: "playground-page.environment-adapts"),
        "doesNotAdapt": LocalizedText(en: "no adaptation in this environment", key: "playground-page.no-adaptation-environment"),
        "asked": LocalizedText(en: "the delegate is asked", key: "playground-page.delegate-asked"),
        "notAsked": LocalizedText(en: "the delegate is not asked", key: "playground-page.delegate-not-asked"),
        "removes": LocalizedText(en: "the presenting views are removed when the transition ends", key: "playground-page.presenting-views-are-removed-when"),
        "keeps": LocalizedText(en: "the presenting views stay underneath", key: "playground-page.presenting-views-stay-underneath"),
        // On the drawing of a resizable window whose width has no published class.
        "classNotPublished": LocalizedText(en: "size class not published", key: "playground-page.size-class-not-published"),
        "notPublished": LocalizedText(en: "Not published: Apple gives no width at which a resizable window changes its horizontal size class; the app reads the class from its trait collection, which follows the window.",
                                      key: "playground-page.not-published-apple-gives-no-width-which"),
        "fullWidth": LocalizedText(en: "The whole screen: like a full-screen app, regular width and regular height.",
                                   key: "playground-page.whole-screen-like-full-screen-app"),
        "legacyPoint": LocalizedText(en: "Up to iPadOS 18 this was the width of %s, published as %s.",
                                     key: "playground-page.up-ipados-18-was-width-s-published-s"),
        "ifCompact": LocalizedText(en: "If the window is compact width", key: "playground-page.if-window-compact-width"),
        "ifRegular": LocalizedText(en: "If the window is regular width", key: "playground-page.if-window-regular-width"),
        "smallestMark": LocalizedText(en: "The slider starts at the narrowest documented window (Slide Over); the system's minimum window size is not published.",
                                      key: "playground-page.slider-starts-narrowest-documented"),
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
