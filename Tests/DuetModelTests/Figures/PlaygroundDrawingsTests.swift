@testable import DuetModel
import Testing
import DuetTestSupport

/// The playground's drawings come from the figure code: a window is drawn to one scale
/// with its size classes, and a sketch shows the appearance it is asked for.
@Suite("Playground drawings")
struct PlaygroundDrawingsTests {
    init() { ShippedStrings.install() }

    @Test("every device's window in each orientation is drawn to scale with the model's size classes", arguments: Orientation.allCases)
    func windows(_ orientation: Orientation) throws {
        for device in DeviceCatalogue.all where device.idiom == .phone || device.idiom == .pad {
            let size = device.size(in: orientation)
            let classes = device.sizeClasses(in: orientation)
            let svg = PlaygroundDrawings.window(size: size, classes: classes, language: .en).rendered()
            let rect = try #require(try FigureTests.parse(svg).elements.first { $0.name == "rect" })
            #expect(Double(rect.attributes["width"]!)! == (Double(size.width) * PlaygroundDrawings.scale * 10).rounded() / 10, "\(device.name)")
            #expect(Double(rect.attributes["height"]!)! == (Double(size.height) * PlaygroundDrawings.scale * 10).rounded() / 10, "\(device.name)")
            #expect(svg.contains("data-size-class=\"\(DeviceSizeClassesFigure.value(classes))\""))
            #expect(rect.attributes["class"] == DeviceSizeClassesFigure.sizeClassClass(classes))
        }
    }

    @Test("a sketch draws the same shapes as the presentation-styles figure for its appearance, in both languages", arguments: PresentationAppearance.allCases)
    func sketches(_ appearance: PresentationAppearance) throws {
        let en = PlaygroundDrawings.sketch(appearance, orientation: .landscape, language: .en).rendered()
        let zh = PlaygroundDrawings.sketch(appearance, orientation: .landscape, language: .zh).rendered()
        #expect(en.contains("data-appearance=\"\(appearance.rawValue)\""))
        let expected = PresentationStylesFigure.shapes(for: appearance, width: 150, height: 104).map(\.rendered)
        for shape in expected { #expect(en.contains(shape.trimmingCharacters(in: .whitespacesAndNewlines))) }
        let parsed = try FigureTests.parse(zh)
        // Latin runs inside Chinese text are separate text nodes, so compare the runs joined.
        #expect(parsed.text.joined().contains(appearance.term.zh), "the title is in the page's language")
    }
}
