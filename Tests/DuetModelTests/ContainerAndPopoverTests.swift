import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("Containers and popover anchors (facts §4, §10)")
struct ContainerAndPopoverTests {
    init() { ShippedStrings.install() }

    @Test("adding a child: addChild calls willMove, then the view is added and constrained, then didMove")
    func addChild() {
        let events = ContainerSimulation.addChild("Child", to: "Container")
        #expect(events.filter(\.isNotified).map(\.callback) == ["addChild(_:)", "willMove(toParent:)", "didMove(toParent:)"])
        #expect(events.last?.receiver == "Child")
    }

    @Test("removing a child: willMove(nil), constraints and view removed, removeFromParent calls didMove(nil)")
    func removeChild() {
        let events = ContainerSimulation.removeChild("Child", from: "Container")
        #expect(events.filter(\.isNotified).map(\.callback) == ["willMove(toParent:)", "removeFromParent()", "didMove(toParent:)"])
        #expect(events.first?.newValue?.en == "nil")
    }

    static let rect = PopoverAnchor.SourceRect(x: 0, y: 0, width: 44, height: 44)

    @Test("a popover anchor is a bar button item or a source view with a rectangle")
    func validAnchors() {
        #expect(PopoverAnchor(barButtonItem: "share", sourceView: nil, sourceRect: nil) == .barButtonItem("share"))
        #expect(PopoverAnchor(barButtonItem: nil, sourceView: "button", sourceRect: Self.rect) == .sourceView("button", sourceRect: Self.rect))
    }

    @Test("a popover with both anchors, no anchor, or a view without a rectangle is invalid")
    func invalidAnchors() {
        #expect(PopoverAnchor(barButtonItem: "share", sourceView: "button", sourceRect: Self.rect) == nil)
        #expect(PopoverAnchor(barButtonItem: nil, sourceView: nil, sourceRect: nil) == nil)
        #expect(PopoverAnchor(barButtonItem: nil, sourceView: "button", sourceRect: nil) == nil)
    }

    @Test("devices with the same screen dimensions have the same size classes")
    func sameScreenSameClasses() {
        for device in DeviceCatalogue.all {
            for other in DeviceCatalogue.all where other.idiom == device.idiom && other.portraitSize == device.portraitSize {
                for orientation in Orientation.allCases {
                    #expect(device.sizeClasses(in: orientation) == other.sizeClasses(in: orientation))
                }
            }
        }
    }
}
