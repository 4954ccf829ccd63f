@testable import DuetModel
import Testing
import DuetTestSupport

/// The scene roles that decide on which display a scene's windows appear, as Apple's pages
/// for the roles and its article on connected displays give them, and the table drawn
/// from that.
@Suite("Scene roles and connected displays")
struct SceneRoleTests {
    init() { ShippedStrings.install() }

    private func rows(in major: Int) throws -> [[String]] {
        let release = try #require(Release(major: major))
        return try #require(ReferenceTables.table(id: "scene-roles", release: release)).rows.map { $0.map(\.en) }
    }

    @Test("from iOS 27 the non-interactive scene of a connected display comes only for a registered scene accessory")
    func accessoryFromIOS27() throws {
        let before = try #require(try rows(in: 26).first { $0[0] == SceneRole.windowExternalDisplayNonInteractive.swiftName })
        let after = try #require(try rows(in: 27).first { $0[0] == SceneRole.windowExternalDisplayNonInteractive.swiftName })
        #expect(!before[4].contains("scene accessory"))
        #expect(after[4].contains("the scene comes only once the app has registered a scene accessory"))
        #expect(SceneRole.accessoryIn27.sources.contains(FactSources.registerSceneAccessory))
    }

    @Test("interactive windows may share a connected display; non-interactive content fills it")
    func sharingTheDisplay() throws {
        let rows = try rows(in: 26)
        #expect(rows.first { $0[0] == SceneRole.windowApplication.swiftName }?[3].hasPrefix("Not necessarily") == true)
        #expect(rows.first { $0[0] == SceneRole.windowExternalDisplayNonInteractive.swiftName }?[3] == "Yes, the whole screen")
    }

    @Test("the table holds from iOS 16, when the non-interactive role arrived")
    func holdsFromIOS16() throws {
        #expect(ReferenceTables.table(id: "scene-roles", release: try #require(Release(major: 15))) == nil)
        #expect(try rows(in: 16).map(\.[0]) == SceneRole.allCases.map(\.swiftName))
        #expect(SceneRole.windowExternalDisplayNonInteractive.introduced == "16.0")
    }

    @Test("every role's row cites the role's own page and the connected-display article")
    func rowSources() {
        for role in SceneRole.allCases {
            #expect(role.sources.contains(FactSources.connectedDisplayArticle), "\(role)")
            #expect(role.sources.contains { ($0.url ?? "").hasSuffix("/" + role.rawValue.lowercased()) }, "\(role)")
        }
    }
}
