import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("The trait system since iOS 13 (facts §4)")
struct TraitSystemTests {
    init() { ShippedStrings.install() }

    static func trait(_ property: String) throws -> AddedTrait {
        try #require(AddedTrait.all.first { $0.property == property })
    }

    @Test("userInterfaceLevel, accessibilityContrast and legibilityWeight arrived in iOS 13, activeAppearance in iOS 14")
    func iOS13Traits() throws {
        for property in ["userInterfaceLevel", "accessibilityContrast", "legibilityWeight"] {
            #expect(try Self.trait(property).introduced == "13.0")
        }
        #expect(try Self.trait("activeAppearance").introduced == "14.0")
    }

    @Test("splitViewControllerLayoutEnvironment exists from iOS 26, not in iOS 18")
    func splitViewTraitIsIOS26() throws {
        let trait = try Self.trait("splitViewControllerLayoutEnvironment")
        #expect(!trait.exists(in: .ios18))
        #expect(trait.exists(in: .ios26))
        #expect(try Self.trait("listEnvironment").edition == .ios18)
    }

    @Test("no added trait is one of the guide's four, and each is listed once, oldest first, with a source")
    func addedTraitsAreNewAndSourced() {
        let properties = AddedTrait.all.map(\.property)
        #expect(Set(properties).count == properties.count)
        #expect(Set(properties).isDisjoint(with: TraitKind.allCases.map(\.rawValue)))
        let releases = AddedTrait.all.map { ReleaseNumber($0.introduced) }
        #expect(releases == releases.sorted())
        #expect(AddedTrait.all.allSatisfy { $0.source.url != nil })
    }

    @Test("an override on the presentation controller reaches the view controller and the view below it, never the window above")
    func overrideHoldsBelowOnly() {
        let seen = Dictionary(uniqueKeysWithValues: TraitOverrideChain.example.resolved().map { ($0.level, $0.traits) })
        #expect(seen[.window]?["userInterfaceLevel"] == ".base")
        #expect(seen[.presentationController]?["userInterfaceLevel"] == ".elevated")
        #expect(seen[.viewController]?["userInterfaceLevel"] == ".elevated")
        #expect(seen[.view]?["userInterfaceLevel"] == ".elevated")
    }

    @Test("a view controller's own override replaces only the trait it names; the others keep following its parent")
    func overrideReplacesOnlyItsTrait() {
        let seen = Dictionary(uniqueKeysWithValues: TraitOverrideChain.example.resolved().map { ($0.level, $0.traits) })
        #expect(seen[.presentationController]?["horizontalSizeClass"] == ".regular")
        #expect(seen[.viewController]?["horizontalSizeClass"] == ".compact")
        #expect(seen[.viewController]?["userInterfaceLevel"] == ".elevated")
    }

    @Test("a custom trait has its default value until a level sets it")
    func customTraitDefault() {
        let resolved = TraitOverrideChain.example.resolved()
        #expect(resolved.dropLast().allSatisfy { $0.traits["ProminentCardsTrait"] == "false" })
        #expect(resolved.last?.traits["ProminentCardsTrait"] == "true")
    }

    @Test("levels resolve top-down: scene, window, presentation controller, view controller, view")
    func topDownOrder() {
        #expect(TraitOverrideChain.example.resolved().map(\.level.typeName)
                == ["UIWindowScene", "UIWindow", "UIPresentationController", "UIViewController", "UIView"])
    }

    @Test("an override of a trait the chain does not follow changes nothing")
    func unknownOverrideIgnored() {
        let chain = TraitOverrideChain(traits: [.init(name: "horizontalSizeClass", defaultValue: ".unspecified")],
                                       system: [:], overrides: [.window: ["displayGamut": ".P3"]])
        #expect(chain.resolved().allSatisfy { $0.traits == ["horizontalSizeClass": ".unspecified"] })
    }

    @Test("layoutSubviews is re-run after a trait change from iOS 18, not in iOS 13–17")
    func layoutTrackingFromIOS18() {
        #expect(!TrackedMethod.viewLayoutSubviews.rerunsAfterTraitChange(in: .ios13))
        #expect(TrackedMethod.viewLayoutSubviews.rerunsAfterTraitChange(in: .ios18))
        #expect(TrackedMethod.viewLayoutSubviews.invalidation == "setNeedsLayout()")
    }

    @Test("updateProperties() is tracked from iOS 26 and invalidated with setNeedsUpdateProperties()")
    func updatePropertiesFromIOS26() {
        #expect(!TrackedMethod.viewUpdateProperties.rerunsAfterTraitChange(in: .ios18))
        #expect(TrackedMethod.viewUpdateProperties.rerunsAfterTraitChange(in: .ios26))
        #expect(TrackedMethod.viewControllerUpdateProperties.invalidation == "setNeedsUpdateProperties()")
    }

    @Test("the trait-overrides table is the chain, row by row")
    func overridesTableFollowsChain() throws {
        let table = try #require(ReferenceTables.table(id: "trait-overrides"))
        let resolved = TraitOverrideChain.example.resolved()
        #expect(table.rows.count == resolved.count)
        for (row, level) in zip(table.rows, resolved) {
            #expect(row[0].en == level.level.typeName)
            #expect(row.last?.en == level.traits["ProminentCardsTrait"])
        }
    }
}
