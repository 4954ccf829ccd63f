@testable import DuetModel
import Testing
import DuetTestSupport

/// How the unwind search walks a hierarchy, checked on the example and on variations:
/// moving the unwind action moves the destination, and the order of questions follows
/// the rule (children before their container, the way in never searched twice).
@Suite("Unwind search")
struct UnwindSearchTests {
    init() { ShippedStrings.install() }

    static func search(_ root: UnwindScene = UnwindSearch.example, from source: String = UnwindSearch.exampleSource) throws -> (visits: [UnwindVisit], destination: String?) {
        try #require(UnwindSearch.search(from: source, in: root))
    }

    @Test("from the last step of the modal flow the search reaches the list, through the flow's container and the presenter")
    func example() throws {
        let result = try Self.search()
        #expect(result.destination == "ListViewController")
        #expect(result.visits == [
            UnwindVisit(scene: "FlowNavigationController", kind: .toParent),
            UnwindVisit(scene: "FlowNavigationController", kind: .allowedChildren(["StepOneViewController"])),
            UnwindVisit(scene: "StepOneViewController", kind: .canPerform(false)),
            UnwindVisit(scene: "FlowNavigationController", kind: .canPerform(false)),
            UnwindVisit(scene: "NavigationController", kind: .toPresenter(of: "FlowNavigationController")),
            UnwindVisit(scene: "NavigationController", kind: .allowedChildren(["ListViewController", "DetailViewController"])),
            UnwindVisit(scene: "ListViewController", kind: .canPerform(true)),
        ])
    }

    @Test("the source is never asked, and the child the search came from is never offered again")
    func neverBack() throws {
        let result = try Self.search()
        #expect(!result.visits.contains { $0.scene == UnwindSearch.exampleSource })
        for visit in result.visits {
            if case .allowedChildren(let children) = visit.kind { #expect(!children.contains(UnwindSearch.exampleSource)) }
        }
    }

    @Test("when the first step implements the action, it is the destination and the search stops there")
    func nearerDestination() throws {
        var root = UnwindSearch.example
        root.children[1].presented[0].children[0].handlesAction = true
        let result = try Self.search(root)
        #expect(result.destination == "StepOneViewController")
        #expect(result.visits.last == UnwindVisit(scene: "StepOneViewController", kind: .canPerform(true)))
        #expect(!result.visits.contains { $0.scene == "NavigationController" })
    }

    @Test("with no controller implementing the action there is no destination, after asking everyone outside the source")
    func noDestination() throws {
        var root = UnwindSearch.example
        root.children[0].handlesAction = false
        let result = try Self.search(root)
        #expect(result.destination == nil)
        let asked = Set(result.visits.compactMap { visit -> String? in
            if case .canPerform = visit.kind { return visit.scene } else { return nil }
        })
        #expect(asked == ["StepOneViewController", "FlowNavigationController", "ListViewController", "DetailViewController", "NavigationController"])
    }

    @Test("a source outside the tree has no search")
    func unknownSource() {
        #expect(UnwindSearch.search(from: "Nowhere", in: UnwindSearch.example) == nil)
    }

    @Test("the unwind rule names its sources")
    func sourced() {
        #expect(UnwindSearch.sources.contains(FactSources.unwindSearch))
        #expect(FactSources.source(id: "apple-unwind-search") != nil)
    }
}
