import DuetModel
import DuetTestSupport
import Foundation
import Testing
@testable import DuetSite

@Suite("Trait playground data")
struct PlaygroundDataTests {
    init() { ShippedStrings.install() }

    static func data() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(PlaygroundData.json().utf8)) as? [String: Any])
    }

    @Test("every phone and iPad of the catalogue is offered, with the model's size classes")
    func devices() throws {
        let devices = try #require(try Self.data()["devices"] as? [[String: Any]])
        #expect(devices.map { $0["id"] as? String } == DeviceCatalogue.all.map(\.id))
        let plus = try #require(devices.first { $0["id"] as? String == "iphone-6-plus" })
        let landscape = try #require(plus["landscape"] as? [String: Any])
        #expect((landscape["full"] as? [Any])?.first as? String == "regular-compact")
        #expect(landscape["slideOver"] is NSNull)
    }

    @Test("the playground knows which releases each device and arrangement exists in: the iPhone 4s to iOS 9, the iPhone 17 Pro Max from 26, Split View 9 to 18, a resizable window from 26")
    func releases() throws {
        let data = try Self.data()
        let devices = try #require(data["devices"] as? [[String: Any]])
        #expect(devices.first { $0["id"] as? String == "iphone-4s" }?["lastRelease"] as? Int == 9)
        #expect(devices.first { $0["id"] as? String == "iphone-6-plus" }?["lastRelease"] as? Int == 12)
        #expect(devices.first { $0["id"] as? String == "iphone-17-pro-max" }?["lastRelease"] is NSNull, "it runs the newest release")
        #expect(devices.first { $0["id"] as? String == "iphone-17-pro-max" }?["firstRelease"] as? Int == 26, "never offered under an earlier release")
        let spans = try #require(data["releases"] as? [String: [Any]])
        #expect(spans["half"]?.first as? Int == 9)
        #expect(spans["half"]?.last as? Int == 18)
        #expect(spans["resizable"]?.first as? Int == 26)
        #expect(spans["resizable"]?.last is NSNull)
    }

    @Test("iPad arrangements carry the window width and size class the model derives")
    func multitasking() throws {
        let devices = try #require(try Self.data()["devices"] as? [[String: Any]])
        let pro = try #require(devices.first { $0["id"] as? String == "ipad-pro-12-9" })
        let landscape = try #require(pro["landscape"] as? [String: Any])
        let half = try #require(landscape["half"] as? [Any])
        let expectedWidth = try #require(Multitasking.windowWidth(portraitSize: PointSize(width: 1024, height: 1366), orientation: .landscape, arrangement: .half))
        #expect(half[1] as? Int == expectedWidth)
        #expect(half[0] as? String == "regular-regular")
        let portrait = try #require(pro["portrait"] as? [String: Any])
        #expect(portrait["half"] is NSNull, "an even split is offered only in landscape")
        #expect((portrait["slideOver"] as? [Any])?.first as? String == "compact-regular")
    }

    @Test("a resizable iPad window has no published size class; its marks are the legacy widths with what they were published as")
    func resizableWindow() throws {
        let devices = try #require(try Self.data()["devices"] as? [[String: Any]])
        let pro = try #require(devices.first { $0["id"] as? String == "ipad-pro-12-9" })
        let landscape = try #require(pro["landscape"] as? [String: Any])
        #expect(landscape["resizable"] is NSNull, "Apple publishes no class for a resizable window")
        let marks = try #require(landscape["marks"] as? [[Any]])
        #expect(marks.count == MultitaskingArrangement.allCases.count)
        let half = try #require(marks.first { ($0[2] as? [String: String])?["en"] == MultitaskingArrangement.half.term.en })
        #expect(half[0] as? Int == Multitasking.windowWidth(portraitSize: PointSize(width: 1024, height: 1366), orientation: .landscape, arrangement: .half))
        #expect(half[1] as? String == "regular-regular")
        let phone = try #require(devices.first { $0["id"] as? String == "iphone-6-plus" })
        #expect((phone["landscape"] as? [String: Any])?["marks"] == nil, "phones have no windows to resize")
    }

    @Test("the playground's legacy arrangements are labelled with the releases they existed in, and a resizable window is offered")
    func legacyLabels() {
        let html = PlaygroundPage.page(language: .en).contentHTML
        #expect(html.contains("Split View 1/2 (iOS 9 – iPadOS 18)"))
        #expect(html.contains("value=\"resizable\""))
        #expect(html.contains("id=\"pg-window-width\""))
    }

    @Test("a popover on an iPhone 6 Plus in landscape without a delegate answer, in both editions")
    func popoverOnPlusInLandscape() throws {
        let adaptation = try #require(try Self.data()["adaptation"] as? [String: [String: Any]])
        let guide = try #require(adaptation["regular-compact|popover|no-delegate|guide"])
        #expect(guide["style"] as? String == "popover")
        #expect(guide["adapts"] as? Bool == false)
        let current = try #require(adaptation["regular-compact|popover|no-delegate|ios18"])
        let model = try PresentationAdaptation.adapt(.popover, in: SizeClasses(horizontal: .regular, vertical: .compact), edition: .ios18)
        #expect(current["style"] as? String == PlaygroundScenario.id(of: model.style))
        #expect((current["appearance"] as? [String: String])?["zh"] == model.appearance.term.zh)
        #expect(current["adapts"] as? Bool == true)
    }

    @Test("every combination of size classes, style, answer and edition has an outcome")
    func complete() throws {
        let adaptation = try #require(try Self.data()["adaptation"] as? [String: Any])
        #expect(adaptation.count == 4 * ModalPresentationStyle.currentStyles.count * PlaygroundScenario.answers.count * PresentationAdaptation.distinctEditions.count)
        let automaticInGuide = try #require(adaptation["compact-regular|automatic|no-delegate|guide"] as? [String: Any])
        #expect(automaticInGuide["error"] != nil)
    }

    @Test("who presents follows the model: the screen-covering root, or the context for current-context styles")
    func presenters() throws {
        let presenters = try #require(try Self.data()["presenters"] as? [String: [String: Any]])
        #expect((presenters["fullScreen"]?["presenter"] as? [String: String])?["en"] == PlaygroundScenario.controllerNames["tabs"]!.en)
        #expect(presenters["fullScreen"]?["removes"] as? Bool == true)
        #expect((presenters["currentContext"]?["presenter"] as? [String: String])?["zh"] == PlaygroundScenario.controllerNames["list"]!.zh)
        #expect(presenters["none"] == nil)
    }
}
