import Testing
import DuetTestSupport
@testable import DuetModel

/// The orientation APIs and the layout guides, each computed for the release a reader
/// picks: what does not exist yet is absent, a deprecation shows once it has happened,
/// and no inset number appears that Apple does not publish.
@Suite("Orientation APIs and layout guides per release")
struct OrientationAndLayoutGuideTests {
    init() { ShippedStrings.install() }

    private func table(_ id: String, _ major: Int) throws -> ReferenceTable {
        let release = try #require(Release(major: major))
        return try #require(ReferenceTables.table(id: id, release: release))
    }

    /// The row of `api` without its "What it is for" cell: API, introduced, deprecated, use instead.
    private func row(_ table: ReferenceTable, _ api: String) -> [String]? {
        guard let cells = table.rows.first(where: { $0.first?.en == api })?.map(\.en) else { return nil }
        return [cells[0]] + cells.dropFirst(2)
    }

    @Test("in iOS 15 the old rotation request is current and its replacement does not exist yet")
    func beforeSixteen() throws {
        let fifteen = try table("orientation-apis", 15)
        #expect(row(fifteen, "attemptRotationToDeviceOrientation()") == ["attemptRotationToDeviceOrientation()", "iOS 5.0", "—", "—"])
        #expect(row(fifteen, "setNeedsUpdateOfSupportedInterfaceOrientations()") == nil)
        #expect(row(fifteen, "requestGeometryUpdate(_:errorHandler:)") == nil)
    }

    @Test("from iOS 16 attemptRotationToDeviceOrientation() is deprecated for setNeedsUpdateOfSupportedInterfaceOrientations()")
    func sixteenReplacesTheRotationRequest() throws {
        let sixteen = try table("orientation-apis", 16)
        #expect(row(sixteen, "attemptRotationToDeviceOrientation()") == [
            "attemptRotationToDeviceOrientation()", "iOS 5.0", "iOS 16.0", "setNeedsUpdateOfSupportedInterfaceOrientations()",
        ])
        #expect(row(sixteen, "UIWindowScene.GeometryPreferences.iOS")?[1] == "iOS 16.0")
    }

    @Test("statusBarOrientation points to the scene's own orientation before iOS 16 and to effectiveGeometry from 16")
    func statusBarReplacementFollowsTheRelease() throws {
        #expect(row(try table("orientation-apis", 13), "statusBarOrientation")?[3] == "UIWindowScene.interfaceOrientation")
        #expect(row(try table("orientation-apis", 15), "statusBarOrientation")?[3] == "UIWindowScene.interfaceOrientation")
        #expect(row(try table("orientation-apis", 16), "statusBarOrientation")?[3] == "effectiveGeometry.interfaceOrientation")
        #expect(row(try table("orientation-apis", 12), "statusBarOrientation")?[2] == "—", "not deprecated before iOS 13")
    }

    @Test("UIScreen.main is deprecated in iOS 26 by Apple's block, not in iOS 16")
    func mainScreenDeprecation() throws {
        #expect(row(try table("orientation-apis", 18), "UIScreen.main")?[2] == "—")
        #expect(row(try table("orientation-apis", 26), "UIScreen.main")?[2] == "iOS 26.0")
    }

    @Test("the app delegate's orientation method gives way to the scene delegate's in iOS 27 only")
    func perSceneOrientationsInTwentySeven() throws {
        #expect(row(try table("orientation-apis", 26), "UIWindowSceneDelegate.supportedInterfaceOrientations(for:)") == nil)
        #expect(row(try table("orientation-apis", 26), "application(_:supportedInterfaceOrientationsFor:)")?[2] == "—")
        let now = try #require(ReferenceTables.table(id: "orientation-apis"))
        #expect(row(now, "application(_:supportedInterfaceOrientationsFor:)")?[3] == "UIWindowSceneDelegate.supportedInterfaceOrientations(for:)")
    }

    @Test("every orientation row cites an Apple page and every deprecated row names a replacement, but the one Apple's page names none for")
    func orientationRowsAreSourcedAndReplaced() {
        // Apple's page for UIApplication.supportedInterfaceOrientations(for:) dates its
        // deprecation (27.0) and names nothing to use instead; the table says "—".
        let noneNamed: Set<String> = ["UIApplication.supportedInterfaceOrientations(for:)"]
        for api in OrientationAPI.all {
            #expect(!api.sources.isEmpty && api.sources.allSatisfy { $0.kind.isApple }, "\(api.api)")
            if api.deprecated != nil, !noneNamed.contains(api.api) { #expect(api.replacement != nil, "\(api.api) is deprecated without a replacement") }
        }
        #expect(OrientationAPI.all.filter { $0.deprecated != nil && $0.replacement == nil }.map(\.api) == Array(noneNamed))
    }

    @Test("the layout-guides table has no keyboard guide before iOS 15 and no layout regions before iOS 26")
    func guidesArriveInTheirReleases() throws {
        let guides = { (table: ReferenceTable) in Set(table.rows.compactMap { $0.first?.en }) }
        let fourteen = guides(try table("layout-guides", 14))
        #expect(fourteen.contains("safeAreaLayoutGuide"))
        #expect(!fourteen.contains("keyboardLayoutGuide"))
        #expect(!guides(try table("layout-guides", 18)).contains("layoutGuide(for:)"))
        #expect(guides(try table("layout-guides", 26)).contains("layoutGuide(for:)"))
        let eight = try #require(Release(major: 8))
        #expect(ReferenceTables.table(id: "layout-guides", release: eight) == nil, "no guide exists in iOS 8")
    }

    @Test("the only inset number stated is Apple's 8-point default of most views' margins; every other row says not documented or gives none")
    func noGuessedNumbers() {
        for guide in LayoutGuideQuestion.all {
            let digits = guide.publishedInsets.en.filter { $0.isASCII && $0.isNumber }
            if guide.isDocumentedNumber {
                #expect(digits == "8", "\(guide.guide)")
                #expect(guide.sources.contains(FactSources.directionalLayoutMargins))
            } else {
                #expect(digits.isEmpty, "\(guide.guide) states a number Apple does not publish")
            }
            #expect(guide.publishedInsets.zh.filter { $0.isASCII && $0.isNumber } == digits, "\(guide.guide): both languages state the same numbers")
        }
    }

    @Test("every guide that follows something on screen is marked not documented in both languages")
    func notDocumentedInBothLanguages() {
        let followers = LayoutGuideQuestion.all.filter { ["safeAreaLayoutGuide", "readableContentGuide", "keyboardLayoutGuide", "layoutGuide(for:)"].contains($0.guide) }
        #expect(followers.count == 4)
        for guide in followers {
            #expect(guide.publishedInsets.en.hasPrefix("Not documented"), "\(guide.guide)")
            #expect(guide.publishedInsets.zh.hasPrefix("文档未说明"), "\(guide.guide)")
        }
    }

    @Test("the new symbols resolve from the spellings the chapters use")
    func chapterSpellingsResolve() {
        for spelling in ["requestGeometryUpdate(_:)", "effectiveGeometry.interfaceOrientation", "UIView.performWithoutAnimation(_:)",
                         ".readableContent(cornerAdaptation:)", "UIApplication.shared.openSessions", ".preferredContentSize",
                         ".fixedLayout(width:height:)", "UIUserInterfaceIdiom.vision"] {
            #expect(SymbolCatalogue.resolve(spelling) != nil, "\(spelling)")
        }
        #expect(SymbolCatalogue.resolve("keyboardLayoutGuide")?.introduced == "15.0")
        #expect(SymbolCatalogue.resolve("application(_:supportedInterfaceOrientationsFor:)")?.deprecated == "27.0")
    }
}
