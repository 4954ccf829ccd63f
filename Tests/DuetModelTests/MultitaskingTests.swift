import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("iPad multitasking (facts §3)")
struct MultitaskingTests {
    init() { ShippedStrings.install() }

    typealias Classes = (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
    static let R = UserInterfaceSizeClass.regular
    static let C = UserInterfaceSizeClass.compact

    /// The HIG's window size classes per family, as published.
    static let published: [(family: IPadMultitaskingFamily, orientation: Orientation, arrangement: MultitaskingArrangement, horizontal: UserInterfaceSizeClass)] = [
        (.pro12_9, .landscape, .twoThirds, R), (.pro12_9, .landscape, .half, R), (.pro12_9, .landscape, .oneThird, C),
        (.pro12_9, .portrait, .twoThirds, C), (.pro12_9, .portrait, .oneThird, C),
        (.other, .landscape, .twoThirds, R), (.other, .landscape, .half, C), (.other, .landscape, .oneThird, C),
        (.other, .portrait, .twoThirds, C), (.other, .portrait, .oneThird, C),
        (.pro12_9, .landscape, .slideOver, C), (.pro12_9, .portrait, .slideOver, C),
        (.other, .landscape, .slideOver, C), (.other, .portrait, .slideOver, C),
    ]

    static let screens: [IPadMultitaskingFamily: [PointSize]] = [
        .pro12_9: [PointSize(width: 1024, height: 1366)],
        .other: [PointSize(width: 768, height: 1024), PointSize(width: 834, height: 1112)],
    ]

    @Test("window size classes match the HIG per family, orientation and arrangement", arguments: published.indices)
    func publishedClasses(_ index: Int) {
        let row = Self.published[index]
        for screen in Self.screens[row.family]! {
            #expect(IPadMultitaskingFamily.of(portraitSize: screen) == row.family)
            let classes = Multitasking.sizeClasses(portraitSize: screen, orientation: row.orientation, arrangement: row.arrangement)
            #expect(classes == SizeClasses(horizontal: row.horizontal, vertical: .regular), "\(screen.text) \(row.orientation) \(row.arrangement)")
        }
    }

    /// The published interface widths behind those classes (iOS 9-11 lists).
    static let publishedWidths: [(screen: PointSize, orientation: Orientation, arrangement: MultitaskingArrangement, width: Int, regular: Bool)] = [
        (PointSize(width: 768, height: 1024), .portrait, .slideOver, 320, false),
        (PointSize(width: 768, height: 1024), .landscape, .oneThird, 320, false),
        (PointSize(width: 1024, height: 1366), .landscape, .slideOver, 375, false),
        (PointSize(width: 768, height: 1024), .portrait, .twoThirds, 438, false),
        (PointSize(width: 834, height: 1112), .portrait, .twoThirds, 504, false),
        (PointSize(width: 768, height: 1024), .landscape, .half, 507, false),
        (PointSize(width: 834, height: 1112), .landscape, .half, 551, false),
        (PointSize(width: 1024, height: 1366), .portrait, .twoThirds, 639, false),
        (PointSize(width: 1024, height: 1366), .landscape, .half, 678, true),
        (PointSize(width: 768, height: 1024), .landscape, .twoThirds, 694, true),
    ]

    @Test("window widths are derived exactly as published", arguments: publishedWidths.indices)
    func widths(_ index: Int) {
        let row = Self.publishedWidths[index]
        #expect(Multitasking.windowWidth(portraitSize: row.screen, orientation: row.orientation, arrangement: row.arrangement) == row.width)
    }

    @Test("the width rule splits compact from regular widths exactly as the published lists do")
    func widthRule() {
        for row in Self.publishedWidths {
            #expect(Multitasking.horizontalSizeClass(windowWidth: row.width) == (row.regular ? .regular : .compact), "\(row.width) points")
        }
        // Wider windows, such as full screens, stay regular.
        for width in [768, 834, 1024, 1366] {
            #expect(Multitasking.horizontalSizeClass(windowWidth: width) == .regular)
        }
    }

    @Test("there is no even split in portrait")
    func noPortraitHalf() {
        #expect(Multitasking.windowWidth(portraitSize: PointSize(width: 768, height: 1024), orientation: .portrait, arrangement: .half) == nil)
    }
}
