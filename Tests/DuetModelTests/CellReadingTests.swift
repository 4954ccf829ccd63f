import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Reading hand-written cells")
struct CellReadingTests {
    init() { ShippedStrings.install() }

    static let vRegularHCompact = SizeClasses(horizontal: .compact, vertical: .regular)

    @Test("size-class cells name both axes in any order and punctuation", arguments: [
        ("Vertical: regular, horizontal: compact", Language.en),
        ("regular height, compact width", .en),
        ("H: compact / V: regular", .en),
        ("horizontal compact; vertical regular", .en),
        ("V:regular,H:compact", .en),
        ("Compact width\nregular height", .en),
        ("垂直：常规，水平：紧凑", .zh),
        ("高度常规，宽度紧凑", .zh),
        ("水平紧凑 / 垂直常规", .zh),
        ("竖直：常规\n水平：紧凑", .zh),
        ("纵向常规、横向紧凑", .zh),
        ("宽度：紧凑型；高度：常规型", .zh),
        ("垂直: 规则, 水平: 紧凑", .zh),
        ("vertical regular, horizontal compact", .zh),
    ])
    func sizeClassCells(_ text: String, _ language: Language) {
        #expect(CellReader.sizeClasses(text, language: language, headerAxes: nil) == Self.vRegularHCompact)
    }

    @Test("size-class cells that do not say which axis is which are unreadable", arguments: [
        "regular / compact", "compact", "vertical: regular", "horizontal: compact, horizontal: regular", "",
    ])
    func unreadableSizeClassCells(_ text: String) {
        #expect(CellReader.sizeClasses(text, language: .en, headerAxes: nil) == nil)
    }

    @Test("a header can give the axis order of bare values", arguments: [
        ("Portrait (vertical / horizontal)", [SizeClassAxis.vertical, .horizontal]),
        ("Landscape (H/V)", [.horizontal, .vertical]),
        ("竖屏（垂直/水平）", [.vertical, .horizontal]),
        ("纵向（水平 / 垂直）", [.horizontal, .vertical]),
    ])
    func headerAxisOrder(_ header: String, _ axes: [SizeClassAxis]) {
        let words = ReferenceTables.portraitWords.words + ReferenceTables.landscapeWords.words
        #expect(CellReader.headerAxes(header, columnWords: words, language: .zh) == axes)
    }

    @Test("device cells list devices in many ways", arguments: [
        ("iPad (all), iPad mini", ["ipad-all", "ipad-mini-7-9"]),
        ("iPhone 5s, iPhone 5c, iPhone 5", ["iphone-5s", "iphone-5c", "iphone-5"]),
        ("iPhone 5s, 5c, 5", ["iphone-5s", "iphone-5c", "iphone-5"]),
        ("iPhone5s/5c/5", ["iphone-5s", "iphone-5c", "iphone-5"]),
        ("iPhone 5s iPhone 5c iPhone 5", ["iphone-5s", "iphone-5c", "iphone-5"]),
        ("iPhone 5s\niPhone 5c\niPhone 5", ["iphone-5s", "iphone-5c", "iphone-5"]),
        ("iPhone 5s、5c 和 5", ["iphone-5s", "iphone-5c", "iphone-5"]),
        ("iPhone 5s，iPhone 5c，iPhone 5", ["iphone-5s", "iphone-5c", "iphone-5"]),
        ("iPhone 6 Plus", ["iphone-6-plus"]),
        ("iPhone 6+", ["iphone-6-plus"]),
        ("iPhone 6, 6 Plus", ["iphone-6", "iphone-6-plus"]),
        ("iPhone 4s", ["iphone-4s"]),
        ("所有 iPad、iPad mini", ["ipad-all", "ipad-mini-7-9"]),
    ])
    func deviceCells(_ text: String, _ ids: [String]) throws {
        let devices = try DeviceListReader.read(text).get()
        #expect(devices.map(\.id) == ids)
    }

    @Test("an unknown device is named in the failure")
    func unknownDevice() {
        #expect(DeviceListReader.read("iPhone 5s, Pixel 3") == .failure(.unknown("pixel 3")))
        #expect(DeviceListReader.read(" , ") == .failure(.empty))
    }

    @Test("style cells accept Swift, Objective-C and plain names in both languages", arguments: [
        (".overFullScreen", ModalPresentationStyle.overFullScreen),
        ("UIModalPresentationOverFullScreen", .overFullScreen),
        ("over full screen", .overFullScreen),
        ("覆盖全屏", .overFullScreen),
        ("`.popover`", .popover),
        ("弹出框", .popover),
        ("Full screen", .fullScreen),
        ("页面表单", .pageSheet),
    ])
    func styleCells(_ text: String, _ style: ModalPresentationStyle) {
        #expect(CellReader.read(text, as: .styleOutcome, language: .zh, headerAxes: nil) == .styleOutcome(.style(style)))
    }

    @Test("segue outcomes are read by their key words", arguments: [
        ("Pushes onto the stack", SegueOutcome.push), ("推入导航栈", .push),
        ("Full-screen modal", .fullScreenModal), ("全屏模态呈现", .fullScreenModal),
        ("presented modally", .modal), ("模态呈现", .modal),
        ("replaces the detail", .replaceDetail), ("popover", .popover),
        ("not supported", .unsupported), ("—", .unsupported),
    ])
    func segueOutcomes(_ text: String, _ outcome: SegueOutcome) {
        #expect(CellReader.read(text, as: .segueOutcome, language: .zh, headerAxes: nil) == .segueOutcome(outcome))
    }

    @Test("segue kinds ignore deprecation remarks", arguments: [
        ("Show (Push)", SegueKind.show), ("Push (deprecated)", .push), ("Push（已弃用）", .push),
        ("Present As Popover", .presentAsPopover), ("show detail", .showDetail),
    ])
    func segueKinds(_ text: String, _ kind: SegueKind) {
        #expect(CellReader.read(text, as: .segueKind, language: .en, headerAxes: nil) == .segueKind(kind))
    }
}
