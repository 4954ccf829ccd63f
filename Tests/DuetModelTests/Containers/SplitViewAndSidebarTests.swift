@testable import DuetModel
import Testing
import DuetTestSupport

/// The column-style split view and the tab bar that becomes a sidebar, as the model states
/// them: each spec is a sentence of Apple's pages, checked against the model's answer and
/// against the tables and the figure drawn from it.
@Suite("Split views and sidebars")
struct SplitViewAndSidebarTests {
    init() { ShippedStrings.install() }

    private func release(_ major: Int) throws -> Release { try #require(Release(major: major)) }

    private func rows(_ id: String, in major: Int) throws -> [[String]] {
        try #require(ReferenceTables.table(id: id, release: try release(major))).rows.map { $0.map(\.en) }
    }

    @Test("a three-column split view in a compact width shows the compact column")
    func compactShowsCompactColumn() throws {
        #expect(CollapsedSplitView.shown(style: .tripleColumn, hasCompactColumn: true) == .compactColumn)
        let row = try #require(try rows("split-view-collapsed", in: 26).first { $0[0] == ".tripleColumn" && $0[1] == "set" })
        #expect(row[2] == "the compact column's view controller")
    }

    @Test("without a compact column the delegate chooses the top column, and the proposal is not documented")
    func withoutCompactColumnTheDelegateChooses() throws {
        for style in SplitViewStyle.allCases {
            #expect(CollapsedSplitView.shown(style: style, hasCompactColumn: false) == .delegateChoiceFromUndocumentedProposal)
        }
        let row = try #require(try rows("split-view-collapsed", in: 26).first { $0[0] == ".doubleColumn" && $0[1] == "not set" })
        #expect(row[2].contains("not documented"))
    }

    @Test("a collapsed split view's display mode has no visible effect in either style")
    func displayModeDoesNothingCollapsed() throws {
        let table = try rows("split-view-collapsed", in: 26)
        #expect(table.count == 4)
        #expect(table.allSatisfy { $0[3] == "no visible effect" })
    }

    @Test("one beside the secondary is the primary with two columns and the supplementary with three")
    func oneSidebarPerStyle() {
        #expect(SplitDisplayMode.oneBesideSecondary.placement(of: .primary, in: .doubleColumn) == .beside)
        #expect(SplitDisplayMode.oneBesideSecondary.placement(of: .primary, in: .tripleColumn) == .hidden)
        #expect(SplitDisplayMode.oneBesideSecondary.placement(of: .supplementary, in: .tripleColumn) == .beside)
        #expect(SplitDisplayMode.oneOverSecondary.placement(of: .supplementary, in: .tripleColumn) == .over)
    }

    @Test("the two-sidebar display modes exist for three columns only")
    func twoSidebarModesAreThreeColumnOnly() throws {
        #expect(try rows("split-view-two-columns-expanded", in: 26).map { $0[0] } == [".secondaryOnly", ".oneBesideSecondary", ".oneOverSecondary"])
        #expect(try rows("split-view-three-columns-expanded", in: 26).count == 6)
    }

    @Test("no display mode hides the secondary column, and only tiling keeps it interactive beside the sidebars")
    func secondaryAlwaysShows() {
        for style in SplitViewStyle.allCases {
            for mode in SplitDisplayMode.allCases where mode.applies(to: style) {
                let placement = mode.placement(of: .secondary, in: style)
                #expect(placement != .hidden)
                #expect((placement == .interactive) == mode.splitBehaviours.contains(.tile), "\(mode)")
            }
        }
    }

    @Test("every split behaviour allows secondary-only and two more display modes, and each mode is allowed by one behaviour at least")
    func behavioursAndModes() {
        for behaviour in SplitBehaviour.allCases {
            #expect(behaviour.displayModes.count == 3)
            #expect(behaviour.displayModes.first == .secondaryOnly)
        }
        #expect(SplitDisplayMode.allCases.allSatisfy { !$0.splitBehaviours.isEmpty })
        #expect(SplitDisplayMode.oneBesideSecondary.splitBehaviours == [.tile, .displace])
    }

    @Test("the column-style split view has no table before iOS 14")
    func noColumnsBeforeIOS14() throws {
        for id in ["split-view-two-columns-expanded", "split-view-three-columns-expanded", "split-view-collapsed", "split-view-columns"] {
            #expect(ReferenceTables.table(id: id, release: try release(13)) == nil, "\(id)")
            #expect(ReferenceTables.table(id: id, release: try release(14)) != nil, "\(id)")
        }
    }

    @Test("the inspector column is absent before iOS 26 and present from it")
    func inspectorArrivesIn26() throws {
        #expect(try rows("split-view-columns", in: 18).map { $0[0] }.contains("UISplitViewController.Column.inspector") == false)
        #expect(try rows("split-view-columns", in: 26).map { $0[0] }.contains("UISplitViewController.Column.inspector"))
        #expect(try rows("split-view-columns", in: 18).count == 4)
    }

    @Test("the tab bar that becomes a sidebar has no table before iOS 18")
    func sidebarArrivesIn18() throws {
        #expect(ReferenceTables.table(id: "tab-bar-sidebar", release: try release(17)) == nil)
        #expect(try rows("tab-bar-sidebar", in: 18).count == 6)
    }

    @Test("an iPhone shows a tab bar in every mode, and .automatic without a tab group never shows a sidebar")
    func iPhoneAndAutomatic() {
        for mode in TabBarMode.allCases {
            for group in [true, false] {
                #expect(mode.appearance(on: .iPhone, tabsContainGroup: group) == .tabBar)
            }
        }
        for platform in TabBarMode.Platform.allCases {
            #expect(TabBarMode.automatic.appearance(on: platform, tabsContainGroup: false) == .tabBar)
            #expect(TabBarMode.tabBar.appearance(on: platform, tabsContainGroup: true) == .tabBar)
        }
        #expect(TabBarMode.tabSidebar.appearance(on: .macCatalyst, tabsContainGroup: false) == .sidebar)
    }

    @Test("on iPad the sidebar depends on a context Apple does not define, and the table says no size-class rule is documented")
    func iPadHasNoSizeClassRule() throws {
        #expect(TabBarMode.tabSidebar.appearance(on: .iPad, tabsContainGroup: false) == .tabBarOrSidebarByContext)
        let row = try #require(try rows("tab-bar-sidebar", in: 26).first { $0[0] == "UITabBarController.Mode.automatic" && $0[1] == "yes" })
        #expect(row[3].contains("no size-class rule documented"))
    }

    @Test("the figure draws the iPhone collapsed, the full-screen iPad expanded and, from iPadOS 26, a narrow window collapsed")
    func figurePanels() throws {
        let figure = try #require(FigureCatalogue.figure(id: "split-view-placement"))
        #expect(figure.document(language: .en, release: try release(13)) == nil)
        func panels(_ major: Int) throws -> [String: String] {
            let svg = try #require(figure.document(language: .en, release: try release(major))).rendered()
            let elements = try FigureTests.parse(svg).elements
            return Dictionary(uniqueKeysWithValues: elements.compactMap { element in
                element.attributes["data-panel"].map { ($0, element.attributes["data-size-class"] ?? "") }
            })
        }
        #expect(try panels(18) == ["iphone": "compact", "ipad-full-screen": "regular"])
        #expect(try panels(26) == ["iphone": "compact", "ipad-full-screen": "regular", "ipad-narrow-window": "compact"])
        let elements = try FigureTests.parse(try #require(figure.document(language: .en, release: try release(26))).rendered()).elements
        let columns = elements.compactMap { $0.attributes["data-column"] }
        #expect(columns.filter { $0 == "compact" }.count == 2)
        #expect(Set(columns).isSuperset(of: ["primary", "supplementary", "secondary", "inspector"]))
        let at18 = try FigureTests.parse(try #require(figure.document(language: .en, release: try release(18))).rendered()).elements
        #expect(!at18.contains { $0.attributes["data-column"] == "inspector" })
    }

    @Test("every split view and tab symbol resolves to itself, and .compact still names the size class")
    func symbolsResolve() throws {
        for name in ["UISplitViewController.Column.compact", "UISplitViewController.Column.inspector", "show(_:)", "hide(_:)",
                     "setViewController(_:for:)", "UITab", "UITabGroup", "UITabBarController.mode", "UITabBarController.Mode.automatic",
                     ".tabSidebar", ".twoBesideSecondary", "sidebar.isHidden",
                     "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
                     "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)"] {
            #expect(SymbolCatalogue.resolve(name) != nil, "\(name)")
        }
        #expect(SymbolCatalogue.resolve(".compact")?.swiftName == "UIUserInterfaceSizeClass.compact")
        #expect(SymbolCatalogue.resolve("UISplitViewController.Column.inspector")?.introduced == "26.0")
        #expect(SymbolCatalogue.resolve("UITab")?.introduced == "18.0")
    }
}
