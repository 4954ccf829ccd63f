import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Traits and trait collections (facts §1)")
struct TraitTests {
    init() { ShippedStrings.install() }

    @Test("size class raw values are unspecified 0, compact 1, regular 2")
    func sizeClassRawValues() {
        #expect(UserInterfaceSizeClass.unspecified.rawValue == 0)
        #expect(UserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UserInterfaceSizeClass.regular.rawValue == 2)
    }

    @Test("idiom raw values are unspecified -1, phone 0, pad 1, tv 2, carPlay 3, mac 5, vision 6")
    func idiomRawValues() {
        let expected: [UserInterfaceIdiom: Int] = [
            .unspecified: -1, .phone: 0, .pad: 1, .tv: 2, .carPlay: 3, .mac: 5, .vision: 6,
        ]
        for (idiom, raw) in expected {
            #expect(idiom.rawValue == raw)
        }
        #expect(UserInterfaceIdiom.allCases.count == expected.count)
    }

    @Test("the guide's table lists four traits with an example value each")
    func traitTable() {
        #expect(TraitKind.allCases.map(\.rawValue) == ["horizontalSizeClass", "verticalSizeClass", "displayScale", "userInterfaceIdiom"])
        #expect(TraitKind.horizontalSizeClass.exampleValue == ".compact")
        #expect(TraitKind.verticalSizeClass.exampleValue == ".regular")
        #expect(TraitKind.displayScale.exampleValue == "2.0")
        #expect(TraitKind.userInterfaceIdiom.exampleValue == ".phone")
    }

    @Test("combining collections: a later specified value wins")
    func laterSpecifiedWins() {
        let first = TraitCollection(horizontalSizeClass: .compact, displayScale: DisplayScale(rawValue: 2))
        let second = TraitCollection(horizontalSizeClass: .regular)
        let combined = TraitCollection(traitsFrom: [first, second])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.displayScale == DisplayScale(rawValue: 2))
    }

    @Test("combining collections: an unspecified value never overrides")
    func unspecifiedNeverOverrides() {
        let first = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: DisplayScale(rawValue: 3), userInterfaceIdiom: .phone)
        let combined = TraitCollection(traitsFrom: [first, .unspecified])
        #expect(combined == first)
        #expect(TraitCollection(traitsFrom: []) == .unspecified)
    }

    static let override = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .compact)
    static let parent = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: DisplayScale(rawValue: 2), userInterfaceIdiom: .pad)

    @Test("an overridden child stays horizontally regular when its parent goes regular to compact")
    func overriddenChildKeepsOverride() {
        var parent = Self.parent
        #expect(parent.inherited(overriddenBy: Self.override).horizontalSizeClass == .regular)
        parent.horizontalSizeClass = .compact
        let child = parent.inherited(overriddenBy: Self.override)
        #expect(child.horizontalSizeClass == .regular)
        #expect(child.verticalSizeClass == .compact)
    }

    @Test("an overridden child inherits a display scale change")
    func overriddenChildInheritsScale() {
        var parent = Self.parent
        parent.displayScale = DisplayScale(rawValue: 3)
        let child = parent.inherited(overriddenBy: Self.override)
        #expect(child.displayScale == DisplayScale(rawValue: 3))
        #expect(child.userInterfaceIdiom == .pad)
    }

    @Test("a child without an override sees its parent's traits unchanged")
    func noOverridePassesThrough() {
        #expect(Self.parent.inherited(overriddenBy: nil) == Self.parent)
    }
}
