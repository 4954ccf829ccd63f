@testable import DuetModel
import Testing
import DuetTestSupport

/// The bottom accessory of iOS 26's tab bar controller, as Apple's pages for the cases of
/// `UITabAccessory.Environment` place it, and the table drawn from that.
@Suite("The tab bar's bottom accessory")
struct TabAccessoryTests {
    init() { ShippedStrings.install() }

    private func rows(in major: Int) throws -> [[String]] {
        let release = try #require(Release(major: major))
        return try #require(ReferenceTables.table(id: "tab-accessory-environment", release: release)).rows.map { $0.map(\.en) }
    }

    @Test("beside a minimized tab bar the accessory's content reads .inline")
    func minimizedIsInline() throws {
        #expect(TabAccessoryPlacement.inlineWithMinimizedTabBar.environment == "UITabAccessory.Environment.inline")
        let row = try #require(try rows(in: 26).first { $0[2] == "UITabAccessory.Environment.inline" })
        #expect(row[1] == "Inline, beside the minimized tab bar")
        #expect(row[0].contains("on iPhone only"))
    }

    @Test("above a full-size tab bar and at the bottom of the view alike, the content reads .regular")
    func bothRegularPlacesAreRegular() throws {
        let regular = TabAccessoryPlacement.allCases.filter { $0.environment == "UITabAccessory.Environment.regular" }
        #expect(Set(regular) == [.aboveTabBar, .bottomOfView])
        #expect(try rows(in: 27).filter { $0[2] == "UITabAccessory.Environment.regular" }.count == 2)
    }

    @Test("the inline row cites the case, the minimize behaviour and the SwiftUI page that limits minimizing to iPhone")
    func inlineRowSources() {
        let ids = TabAccessoryPlacement.inlineWithMinimizedTabBar.sources.map(\.id)
        #expect(ids.contains(FactSources.tabAccessoryEnvironmentInline.id))
        #expect(ids.contains(FactSources.swiftUIMinimizeIPhoneOnly.id))
        for place in TabAccessoryPlacement.allCases {
            #expect(place.sources.allSatisfy { ($0.url ?? "").hasPrefix("https://developer.apple.com/") }, "\(place)")
        }
    }

    @Test("the table holds from iOS 26: iOS 18 has no bottom accessory")
    func holdsFromIOS26() throws {
        #expect(ReferenceTables.table(id: "tab-accessory-environment", release: try #require(Release(major: 18))) == nil)
        #expect(try rows(in: 26).count == TabAccessoryPlacement.allCases.count)
    }
}
