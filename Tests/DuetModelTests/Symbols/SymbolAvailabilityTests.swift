@testable import DuetModel
import DuetTestSupport
import Testing

@Suite("Availability of every reference entry, as Apple's pages list it")
struct SymbolAvailabilityTests {
    init() { ShippedStrings.install() }

    @Test("every entry shows the platforms Apple's page lists, with that page, or says why Apple lists none")
    func everyEntryIsDated() {
        let bare = SymbolCatalogue.all.filter { $0.platforms.isEmpty && $0.unlistedAvailability == nil }
        #expect(bare.isEmpty, "no availability: \(bare.map(\.swiftName).joined(separator: ", "))")
        let unlisted = SymbolCatalogue.all.filter { $0.unlistedAvailability != nil }
        #expect(unlisted.map(\.id).sorted() == ["ibaction"], "a new symbol without availability must be looked up")
        for symbol in SymbolCatalogue.all where symbol.unlistedAvailability == nil {
            #expect(symbol.source?.url?.hasPrefix("https://developer.apple.com/") == true, "\(symbol.id): \(symbol.source?.url ?? "no source")")
        }
    }

    @Test("every entry but the tvOS-only style and the visionOS-only geometry preferences has an iOS line with a release")
    func iOSLines() {
        let without = SymbolCatalogue.all.filter { symbol in
            symbol.unlistedAvailability == nil && !symbol.platforms.contains { $0.platform == .iOS }
        }
        #expect(without.map(\.id) == ["uimodalpresentationstyle-bluroverfullscreen"])
        let unnumbered = SymbolCatalogue.all.filter { symbol in symbol.platforms.contains { $0.platform == .iOS && $0.introduced == nil } }
        // Apple's pages give no release for these oldest symbols; nothing is invented for them.
        #expect(unnumbered.allSatisfy { $0.introduced == nil })
        #expect(unnumbered.contains { $0.swiftName == "UIModalPresentationStyle" })
    }

    @Test("each symbol's own file and Apple's listed lines give the same iOS release")
    func fileAgreesWithListedLines() {
        for symbol in SymbolCatalogue.all {
            guard let line = symbol.platforms.first(where: { $0.platform == .iOS }), let listed = line.introduced,
                  let introduced = symbol.introduced else { continue }
            #expect(sameRelease(listed, introduced), "\(symbol.id): file \(introduced), Apple \(listed)")
            if let deprecated = line.deprecated {
                #expect(symbol.deprecated.map { sameRelease($0, deprecated) } == true, "\(symbol.id): deprecated \(deprecated) on Apple's page")
            }
        }
    }

    @Test("iPadOS gains and loses a symbol with iOS, and every line reads as Apple's do")
    func iPadOSFollowsIOS() {
        for symbol in SymbolCatalogue.all {
            let iOS = symbol.platforms.first { $0.platform == .iOS }
            if let iPadOS = symbol.platforms.first(where: { $0.platform == .iPadOS }) {
                #expect(iPadOS.deprecated == iOS?.deprecated, "\(symbol.id)")
            }
            for line in symbol.platforms {
                guard let introduced = line.introduced else { continue }
                #expect(introduced.split(separator: ".").count == 2 && introduced.allSatisfy { $0.isNumber || $0 == "." },
                        "\(symbol.id): \(line.label)")
            }
            #expect(symbol.platforms.map(\.platform) == PlatformAvailability.Platform.allCases.filter { platform in
                symbol.platforms.contains { $0.platform == platform }
            }, "\(symbol.id): platforms in DocC's order")
        }
    }

    @Test("every symbol with an Objective-C spelling shows its Objective-C declaration")
    func objectiveCDeclarations() {
        let missing = SymbolCatalogue.all.filter { $0.objcName != nil && $0.objcDeclaration == nil }
        #expect(missing.isEmpty, "no Objective-C declaration: \(missing.map(\.swiftName).joined(separator: ", "))")
    }

    @Test("UIModalPresentationStyle.overCurrentContext is iOS 8.0+, iPadOS 8.0+, Mac Catalyst 13.1+ and visionOS 1.0+")
    func overCurrentContext() throws {
        let symbol = try #require(SymbolCatalogue.resolve("UIModalPresentationStyle.overCurrentContext"))
        #expect(symbol.platforms.map(\.label) == ["iOS 8.0+", "iPadOS 8.0+", "Mac Catalyst 13.1+", "visionOS 1.0+"])
        #expect(symbol.source?.url == "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext")
    }

    @Test("traitCollectionDidChange(_:) reads iOS 8.0–17.0 and is deprecated for registerForTraitChanges(_:handler:)")
    func deprecatedLine() throws {
        let symbol = try #require(SymbolCatalogue.resolve("traitCollectionDidChange(_:)"))
        #expect(symbol.platforms.first?.label == "iOS 8.0–17.0")
        #expect(symbol.replacement == "registerForTraitChanges(_:handler:)")
    }
}

/// "8" and "8.0" name one release.
private func sameRelease(_ left: String, _ right: String) -> Bool {
    func parts(_ text: String) -> [Int] {
        var parts = text.split(separator: ".").map { Int($0) ?? -1 }
        while parts.count > 1, parts.last == 0 { parts.removeLast() }
        return parts
    }
    return parts(left) == parts(right)
}

@Suite("Orientation APIs of every era")
struct OrientationAPIRowsTests {
    init() { ShippedStrings.install() }

    @Test("orientation-apis has rows for UIDevice.orientation, UIWindowScene.interfaceOrientation and UIApplication.supportedInterfaceOrientations(for:)")
    func rows() throws {
        let table = try #require(ReferenceTables.table(id: "orientation-apis"))
        for api in ["UIDevice.orientation", "UIWindowScene.interfaceOrientation", "UIApplication.supportedInterfaceOrientations(for:)",
                    "UIWindowSceneDelegate.supportedInterfaceOrientations(for:)"] {
            #expect(table.rows.contains { $0[0].en == api }, "\(api)")
        }
        let in15 = try #require(ReferenceTables.table(id: "orientation-apis", release: Release(major: 15)!))
        #expect(in15.rows.contains { $0[0].en == "UIWindowScene.interfaceOrientation" && $0[3].en == "—" }, "not yet deprecated in 15")
    }

    @Test("UIApplication.supportedInterfaceOrientations(for:) names its own entry, not the scene delegate's method of the same spelling")
    func sameSpellingTwoOwners() throws {
        let application = try #require(SymbolCatalogue.resolve("UIApplication.supportedInterfaceOrientations(for:)"))
        let scene = try #require(SymbolCatalogue.resolve("supportedInterfaceOrientations(for:)"))
        #expect(application.id != scene.id)
        #expect(application.deprecated == "27.0" && scene.introduced == "27.0")
        #expect(SymbolCatalogue.resolve("UIWindowSceneDelegate.supportedInterfaceOrientations(for:)")?.id == scene.id)
    }
}

@Suite("The tab bar's sidebar in iOS 27")
struct TabBarSidebar27Tests {
    init() { ShippedStrings.install() }

    @Test("tab-bar-sidebar for iOS 27 differs from iOS 18: an iPhone may show the sidebar by preferredPlacement where the mode allows one")
    func iPhoneSidebarIn27() throws {
        let in18 = try #require(ReferenceTables.table(id: "tab-bar-sidebar", release: Release(major: 18)!))
        let in27 = try #require(ReferenceTables.table(id: "tab-bar-sidebar", release: Release(major: 27)!))
        #expect(in18.rows.allSatisfy { $0[2].en == "tab bar" })
        #expect(in27.rows.contains { $0[2].en.contains("preferredPlacement") })
        #expect(in27.rows.filter { $0[0].en == "UITabBarController.Mode.tabBar" }.allSatisfy { $0[2].en == "tab bar" }, ".tabBar never shows a sidebar")
        #expect(SymbolCatalogue.resolve("Sidebar.preferredPlacement")?.swiftName == "UITabBarController.Sidebar.preferredPlacement")
    }
}
