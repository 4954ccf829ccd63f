@testable import DuetModel
import Foundation
import DuetTestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Figures are drawn from the model: what they show is read back from the SVG's data
/// attributes and compared with the model, not with a stored picture.
@Suite("Figures drawn from the model")
struct FigureTests {
    init() { ShippedStrings.install() }

    /// Every element with its attributes, in document order, read by a real XML parser.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            elements.append((name, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { text.append(string) }
        }
    }

    static func parse(_ svg: String) throws -> Collector {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        try #require(parser.parse(), "the SVG is well-formed XML: \(String(describing: parser.parserError))")
        return collector
    }

    @Test("every figure parses as XML in both languages and both themes, with a title and a description",
          arguments: FigureCatalogue.ids)
    func wellFormed(_ id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        for language in Language.allCases {
            for theme in FigureTheme.allCases {
                let parsed = try Self.parse(figure.svg(language: language, theme: theme))
                #expect(parsed.elements.first?.name == "svg")
                #expect(parsed.elements.first?.attributes["role"] == "img")
                #expect(parsed.elements.contains { $0.name == "title" } && parsed.elements.contains { $0.name == "desc" })
            }
        }
    }

    @Test("two drawings of a figure are byte-identical", arguments: FigureCatalogue.ids)
    func deterministic(_ id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        #expect(figure.document(language: .zh).rendered() == figure.document(language: .zh).rendered())
    }

    @Test("the English and Chinese figures have the same shapes and differ only in text", arguments: FigureCatalogue.ids)
    func sameShapes(_ id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        let en = try Self.parse(figure.document(language: .en).rendered())
        let zh = try Self.parse(figure.document(language: .zh).rendered())
        func shapes(_ collector: Collector) -> [String] {
            collector.elements.filter { ["rect", "line", "path"].contains($0.name) }
                .map { "\($0.name) " + $0.attributes.filter { !$0.key.hasPrefix("marker") }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
        }
        #expect(shapes(en) == shapes(zh))
        #expect(en.text != zh.text)
    }

    @Test("every device is drawn with the model's aspect ratio (within 0.5%) and full-screen size classes")
    func devicesToScale() throws {
        let svg = try #require(FigureCatalogue.figure(id: "device-size-classes")).document(language: .en).rendered()
        let shapes = try Self.parse(svg).elements.filter { $0.attributes["data-device"] != nil }
        var drawn: Set<String> = []
        for shape in shapes {
            let ids = shape.attributes["data-device"]!.split(separator: " ").map(String.init)
            let orientation: Orientation = shape.attributes["data-orientation"] == "portrait" ? .portrait : .landscape
            for id in ids {
                let device = try #require(DeviceCatalogue.device(id: id))
                drawn.insert(id)
                let size = device.size(in: orientation)
                let width = Double(shape.attributes["width"]!)!, height = Double(shape.attributes["height"]!)!
                let expected = Double(size.width) / Double(size.height)
                #expect(abs(width / height - expected) / expected < 0.005, "\(device.name) \(orientation)")
                let classes = device.sizeClasses(in: orientation)
                #expect(shape.attributes["data-size-class"] == DeviceSizeClassesFigure.value(classes), "\(device.name) \(orientation)")
            }
        }
        let expected = Set(DeviceCatalogue.all.filter { !$0.sources.isDisjoint(with: [.guide, .humanInterfaceGuidelines, .iosref]) }.map(\.id))
        #expect(drawn == expected, "every device of the model is in the figure")
    }

    @Test("iPhone 6 Plus is drawn regular-width in landscape, iPhone 6 compact")
    func plusLandscape() throws {
        let svg = try #require(FigureCatalogue.figure(id: "device-size-classes")).document(language: .en).rendered()
        let shapes = try Self.parse(svg).elements.filter { $0.attributes["data-orientation"] == "landscape" }
        let plus = try #require(shapes.first { $0.attributes["data-device"]!.split(separator: " ").contains("iphone-6-plus") })
        let six = try #require(shapes.first { $0.attributes["data-device"]!.split(separator: " ").contains("iphone-6") })
        #expect(plus.attributes["data-size-class"] == "regular-compact")
        #expect(six.attributes["data-size-class"] == "compact-compact")
    }

    @Test("changing a device changes its drawing")
    func followsTheModel() {
        let real = DeviceCatalogue.device(named: "iPhone 6")!
        let changed = Device(id: real.id, name: real.name, idiom: .phone, portraitSize: PointSize(width: 430, height: 932), scale: 3, sources: real.sources)
        let before = DeviceSizeClassesFigure.drawScreen(.init(devices: [real]), language: .en).0.map(\.rendered)
        let after = DeviceSizeClassesFigure.drawScreen(.init(devices: [changed]), language: .en).0.map(\.rendered)
        #expect(before != after)
        #expect(after.contains { $0.contains("data-size-class=\"regular-compact\"") }, "a 430-point iPhone turns regular-width in landscape")
    }

    @Test("each sequence diagram shows the simulation's calls in the simulation's order, and who is not told", arguments: [
        "rotation-sequence", "transition-animation-sequence", "custom-presentation-sequence",
        "segue-life-cycle", "unwind-search", "container-child-sequence", "property-update-sequence",
    ])
    func sequenceOrder(_ id: String) throws {
        let svg = try #require(FigureCatalogue.figure(id: id)).document(language: .en).rendered()
        let steps = try Self.parse(svg).elements.filter { $0.attributes["data-step"] != nil }
        let events = switch id {
        case "rotation-sequence": RotationSequenceFigure.events
        case "transition-animation-sequence": TransitionSequenceFigures.animationEvents
        case "segue-life-cycle": SegueLifeCycleFigure.events
        case "unwind-search": UnwindSearchFigure.events
        case "container-child-sequence": ContainerChildSequenceFigure.events
        case "property-update-sequence": PropertyUpdateSequenceFigure.events
        default: TransitionSequenceFigures.presentationEvents
        }
        #expect(steps.count == events.count)
        for (step, event) in zip(steps, events) {
            #expect(step.attributes["data-receiver"] == event.receiver)
            #expect(step.attributes["data-callback"] == event.callback)
            #expect(step.attributes["data-notified"] == (event.isNotified ? "true" : "false"))
        }
        #expect(FigureCatalogue.figure(id: id)?.steps(language: .zh)?.count == events.count, "the text equivalent lists every call")
    }

    @Test("a popover in a compact width is drawn as the sheet the model adapts it to today, and full screen in the guide")
    func popoverAdaptation() throws {
        let svg = try #require(FigureCatalogue.figure(id: "presentation-styles")).document(language: .en).rendered()
        let groups = try Self.parse(svg).elements.filter { $0.attributes["data-style"] == ".popover" }
        let today = try #require(groups.first { $0.attributes["data-environment"] == "compact-width" && $0.attributes["data-edition"] != "guide" })
        let guide = try #require(groups.first { $0.attributes["data-edition"] == "guide" })
        #expect(today.attributes["data-appearance"] == "sheet")
        #expect(guide.attributes["data-appearance"] == "overFullScreen")
    }

    @Test("in the propagation figure the overridden child sees its own values, its sibling the window's")
    func propagation() throws {
        let svg = try #require(FigureCatalogue.figure(id: "trait-propagation")).document(language: .en).rendered()
        let nodes = try Self.parse(svg).elements.filter { $0.attributes["data-node"] != nil }
        let chart = try #require(nodes.first { $0.attributes["data-node"] == "ChartViewController" })
        let badge = try #require(nodes.first { $0.attributes["data-node"] == "BadgeViewController" })
        let window = try #require(nodes.first { $0.attributes["data-node"] == "UIWindow" })
        #expect(chart.attributes["data-overridden"] == "true")
        #expect(badge.attributes["data-size-class"] == window.attributes["data-size-class"])
        #expect(chart.attributes["data-size-class"] == "regular-compact")
    }
}

@Suite("Figures of windows and presentation contexts")
struct MoreFigureTests {
    init() { ShippedStrings.install() }

    @Test("every published iPad window is a bar of the model's width and size class; the band lies between the widest compact and narrowest regular")
    func windowWidths() throws {
        let svg = try #require(FigureCatalogue.figure(id: "ipad-window-widths")).document(language: .en).rendered()
        let bars = try FigureTests.parse(svg).elements.filter { $0.attributes["data-window-width"] != nil && $0.attributes["data-window-width"] != "resizable" }
        let model = IPadWindowWidthsFigure.bars
        #expect(bars.count == model.count)
        // One scale for every bar of the drawing.
        let scale = try Double(#require(bars.first?.attributes["width"]))! / Double(try #require(model.first).width)
        for (bar, expected) in zip(bars, model) {
            #expect(bar.attributes["data-window-width"] == String(expected.width))
            #expect(abs(Double(bar.attributes["width"]!)! - Double(expected.width) * scale) <= 0.11)
            #expect(bar.attributes["data-size-class"]?.hasPrefix(expected.sizeClass == .regular ? "regular" : "compact") == true)
            #expect(Multitasking.horizontalSizeClass(windowWidth: expected.width) == expected.sizeClass)
        }
        let resizable = try FigureTests.parse(svg).elements.first { $0.attributes["data-window-width"] == "resizable" }
        #expect(resizable?.attributes["data-size-class"] == "not-published", "no width is invented for iPadOS 26 windows")
    }

    @Test("the context figure marks the presenter PresentationContext.resolve finds, for each style")
    func presenters() throws {
        let svg = try #require(FigureCatalogue.figure(id: "presentation-context")).document(language: .en).rendered()
        let nodes = try FigureTests.parse(svg).elements.filter { $0.attributes["data-presenter"] == "true" }
        for style in [ModalPresentationStyle.currentContext, .fullScreen] {
            let resolved = try PresentationContext.resolve(PresentationRequest(caller: PresentationContextFigure.caller, style: style),
                                                           in: PresentationContextFigure.hierarchy)
            #expect(nodes.first { $0.attributes["data-style"] == style.swiftName }?.attributes["data-node"] == resolved.presenter)
        }
    }
}

@Suite("Figure words match the chapters'")
struct FigureWordingTests {
    init() { ShippedStrings.install() }

    @Test("no figure says upright or turned: the chapters say portrait and landscape", arguments: FigureCatalogue.ids)
    func portraitAndLandscape(_ id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        let text = figure.svg(language: .en, theme: .light).lowercased()
        #expect(!text.contains("upright") && !text.contains(" turned"), "\(id)")
    }
}

@Suite("The layout guide figure")
struct LayoutGuideRegionsFigureTests {
    init() { ShippedStrings.install() }

    static func regions(_ major: Int) throws -> Set<String> {
        let figure = try #require(FigureCatalogue.figure(id: "layout-guide-regions"))
        let svg = try #require(figure.document(language: .en, release: Release(major: major)!)).rendered()
        return Set(try FigureTests.parse(svg).elements.compactMap { $0.attributes["data-region"] })
    }

    @Test("each guide is drawn only in the releases that have it, from the layout guides table's releases")
    func guidesByRelease() throws {
        #expect(try Self.regions(10) == ["margins", "readable-content"], "no safe area before iOS 11")
        #expect(try Self.regions(14) == ["margins", "readable-content", "safe-area"], "no keyboard guide before iOS 15")
        #expect(try Self.regions(18) == ["margins", "readable-content", "safe-area", "keyboard"], "no corner adaptation before iOS 26")
        #expect(try Self.regions(26) == ["margins", "readable-content", "safe-area", "keyboard", "corner-adapted"])
        let figure = try #require(FigureCatalogue.figure(id: "layout-guide-regions"))
        #expect(figure.document(language: .en, release: Release(major: 8)!) == nil, "layoutMarginsGuide arrived in iOS 9")
    }

    @Test("the iPad is a window with its controls from iPadOS 26, and full screen before it")
    func iPadPanel() throws {
        let figure = try #require(FigureCatalogue.figure(id: "layout-guide-regions"))
        let window = try #require(figure.document(language: .en, release: Release(major: 26)!)).rendered()
        let fullScreen = try #require(figure.document(language: .en, release: Release(major: 18)!)).rendered()
        #expect(window.contains("data-window=\"resizable\"") && window.contains("data-control=\"2\""))
        #expect(!fullScreen.contains("data-window") && !fullScreen.contains("data-control"))
        #expect(fullScreen.contains("iPad, full screen"))
    }

    @Test("it says it is not to scale, and each layout fits its space", arguments: FigureLayout.allCases)
    func notToScale(_ layout: FigureLayout) throws {
        let figure = try #require(FigureCatalogue.figure(id: "layout-guide-regions"))
        for language in Language.allCases {
            let document = figure.document(language: language, layout: layout)
            #expect(document.width <= layout.maxWidth, "\(language) \(layout)")
            #expect(document.rendered().contains(language == .en ? "Not to scale" : "未按比例"), "\(language)")
        }
    }
}
