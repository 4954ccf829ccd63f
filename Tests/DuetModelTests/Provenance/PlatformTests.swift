@testable import DuetModel
import Testing
import DuetTestSupport

/// iPad windows and sheets as Apple documents them since the guide.
@Suite("The platform since the guide: iPad windows and sheets")
struct PlatformTests {
    init() { ShippedStrings.install() }

    @Test("no resizable window mode states a width at which the size class changes: Apple publishes none")
    func noInventedWidths() {
        for mode in WindowingMode.allCases where mode.isFreelyResizable || mode == .stageManager {
            #expect(mode.publishedWidths == nil, "\(mode)")
            #expect(mode.sizeClassRule.en.contains("publishes no width"))
        }
        #expect(WindowingMode.splitView.publishedWidths == [.twoThirds, .half, .oneThird])
    }

    @Test("Split View and Slide Over belong to iOS 9 – iPadOS 18; windowed apps to iPadOS 26 and later")
    func windowingEditions() {
        #expect(WindowingMode.splitView.editions.contains(.ios18))
        #expect(!WindowingMode.splitView.editions.contains(.ios26))
        #expect(WindowingMode.windowedApps.editions.contains(.ios26))
        #expect(!WindowingMode.windowedApps.editions.contains(.ios18))
        #expect(WindowingMode.allCases.allSatisfy { !$0.sources.isEmpty })
    }

    @Test("the medium detent is inactive in a compact height")
    func mediumInCompactHeight() {
        #expect(!SheetDetent.medium.isActive(in: SizeClasses(horizontal: .regular, vertical: .compact)))
        #expect(SheetDetent.medium.isActive(in: SizeClasses(horizontal: .compact, vertical: .regular)))
        #expect(SheetDetent.large.isActive(in: SizeClasses(horizontal: .compact, vertical: .compact)))
    }

    @Test("a sheet looks full screen in a compact height unless it prefers to stay attached to the bottom edge")
    func edgeAttachment() {
        let compactHeight = SizeClasses(horizontal: .regular, vertical: .compact)
        #expect(SheetDetent.large.appearance(in: compactHeight, prefersEdgeAttachedInCompactHeight: false).en == "Looks full screen")
        #expect(SheetDetent.large.appearance(in: compactHeight, prefersEdgeAttachedInCompactHeight: true).en == "Attached to the bottom edge")
    }

    @Test("the availability table lists the iOS 17 deprecations with their replacements, newest release first")
    func availabilityTable() throws {
        let table = try #require(ReferenceTables.table(id: "api-availability"))
        let row = try #require(table.rows.first { $0[0].en == "setOverrideTraitCollection(_:forChild:)" })
        #expect(row[2].en == "iOS 17.0")
        #expect(row[3].en == "traitOverrides")
        let changes = table.rows.map { row in ReleaseNumber(row[2].en == "—" ? row[1].en.replacing("iOS ", with: "") : row[2].en.replacing("iOS ", with: "")) }
        let newest = zip(table.rows, changes).prefix { $0.1 == ReleaseNumber("27.0") }.map { $0.0[0].en }
        #expect(newest.contains("preferredPlacement"), "added in iOS 27, among the newest changes")
        #expect(zip(changes, changes.dropFirst()).allSatisfy { $0 >= $1 }, "newest change first")
        #expect(table.rowSources.allSatisfy { !$0.isEmpty }, "every row cites Apple's page")
    }
}

@Suite("Rotation from iOS 17: trait-change handlers, top down")
struct RegistrationRotationTests {
    init() { ShippedStrings.install() }

    @Test("from iOS 17 a container's trait handler runs before its children have their new traits; the override still stops the flow")
    func topDown() throws {
        let device = try #require(DeviceCatalogue.device(named: "iPhone 17 Pro Max"))
        let events = RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait, delivery: .registrations)
        let handlers = events.filter { $0.callback == RotationSimulation.traitChangeHandler }
        #expect(handlers.count == 4)
        #expect(handlers.first { $0.receiver == "NavigationController" }?.orderNote != nil, "a parent is told before its children update")
        #expect(handlers.first { $0.receiver == "BadgeViewController" }?.orderNote == nil, "a leaf has no children to wait for")
        #expect(handlers.first { $0.receiver == "ChartViewController" }?.isNotified == false)
        #expect(!events.contains { $0.callback == RotationSimulation.traitCollectionDidChange })
        let guide = RotationSimulation.rotate(RotationSimulation.exampleHierarchy, on: device, from: .portrait)
        #expect(guide.map(\.receiver) == events.map(\.receiver), "the shape of the sequence is the guide's")
    }
}
