@testable import DuetModel
import Foundation
import DuetTestSupport
import Testing

/// Every figure is drawn for the three spaces it is read in, at one type scale, so a
/// page can show it at its natural size: a drawing never wider than its layout allows,
/// words only in the three sizes, and sequence diagrams written out call by call on a phone.
@Suite("Figures laid out for a phone, half a page and a full column")
struct FigureLayoutTests {
    init() { ShippedStrings.install() }

    static let layouts = FigureLayout.allCases
    static let languages: [Language] = [.en, .zh]

    @Test("a phone's drawing fits a phone's column, a half page's half a page, a full column's a column",
          arguments: FigureCatalogue.ids)
    func widths(id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        #expect(figure.hasLayouts, "\(id) has a drawing of its own for each layout")
        for language in Self.languages {
            for layout in Self.layouts {
                let document = figure.document(language: language, layout: layout)
                #expect(document.width <= layout.maxWidth, "\(id) \(language) \(layout): \(document.width) wide")
                #expect(document.height > 0)
            }
        }
    }

    @Test("a label wrapped into a layout's width is measured no wider than it, unless one name alone is wider",
          arguments: FigureCatalogue.ids)
    func labelsFitTheirDrawing(id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        for language in Self.languages {
            for layout in Self.layouts {
                let document = figure.document(language: language, layout: layout)
                let texts = try FigureTests.parse(document.rendered()).elements.filter { $0.name == "text" }
                #expect(!texts.isEmpty)
                for text in texts {
                    let x = Double(text.attributes["x"] ?? "0") ?? 0
                    #expect(x >= 0 && x <= document.width, "\(id) \(layout): a label starts outside the drawing at x \(x)")
                }
            }
        }
    }

    @Test("words come in three sizes only: labels, what is said about them, and titles one step larger")
    func typeScale() throws {
        #expect(FigureType.small >= 12 && FigureType.label <= 14 && FigureType.small < FigureType.label)
        #expect(FigureType.heading > FigureType.label && FigureType.heading <= FigureType.label + 3)
        for figure in FigureCatalogue.all {
            for layout in Self.layouts {
                let texts = try FigureTests.parse(figure.document(language: .en, layout: layout).rendered()).elements.filter { $0.name == "text" }
                for text in texts {
                    #expect(["fig-label", "fig-small", "fig-heading"].contains(text.attributes["class"] ?? "fig-label"), "\(figure.id): \(text.attributes)")
                }
            }
        }
        for (name, size) in [("fig-label", FigureType.label), ("fig-small", FigureType.small), ("fig-heading", FigureType.heading)] {
            #expect(FigureTheme.rules.contains(".duet-figure .\(name) { font-size: \(Int(size))px"), "standalone files use the same scale for \(name)")
        }
    }

    @Test("on a phone a sequence diagram stacks its calls: one group per call, each with its call written out and no lanes",
          arguments: ["rotation-sequence", "transition-animation-sequence", "custom-presentation-sequence", "segue-life-cycle",
                      "unwind-search", "container-child-sequence", "property-update-sequence"])
    func sequencesStackOnAPhone(id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        let steps = try #require(figure.steps(language: .en))
        let svg = figure.document(language: .en, layout: .phone).rendered()
        let parsed = try FigureTests.parse(svg)
        let groups = parsed.elements.filter { $0.attributes["data-step"] != nil }
        #expect(groups.count == steps.count, "every call of the list has its place in the drawing")
        #expect(!parsed.elements.contains { $0.attributes["class"] == "fig-lane" }, "no lanes on a phone")
        // A long selector may be cut after its parenthesis and colons, a name of several
        // words at a space; its lines follow each other.
        let written = parsed.text.joined().filter { $0 != " " }
        for callback in Set(groups.compactMap { $0.attributes["data-callback"] }).filter({ !$0.isEmpty }) {
            #expect(written.contains(callback.filter { $0 != " " }), "\(callback) is written out")
        }
    }

    @Test("in a full column a sequence diagram with room for its lanes puts every call's words right of the last lane")
    func lanesLeaveTheWordsAlone() throws {
        let events = SegueLifeCycleFigure.events
        let document = try #require(SequenceDiagramLayouts.laned(id: "segue-life-cycle", caption: SegueLifeCycleFigure.caption, events: events,
                                                                  language: .en, width: FigureLayout.full.maxWidth))
        let parsed = try FigureTests.parse(document.rendered())
        let lanes = parsed.elements.filter { $0.attributes["class"] == "fig-lane" }.compactMap { Double($0.attributes["x1"] ?? "") }
        let rightmost = try #require(lanes.max())
        // The words of each call (not the lane titles at the top, nor the bands' words).
        let callTexts = parsed.elements.filter { $0.name == "text" && $0.attributes["class"] == "fig-label" && $0.attributes["text-anchor"] == nil }
        #expect(!callTexts.isEmpty)
        for text in callTexts { #expect(Double(text.attributes["x"]!)! > rightmost) }
    }

    @Test("a selector too long for a phone's line is cut before its parenthesis and after its colons, never inside a word")
    func selectorsCut() {
        let lines = FigureLineBreaking.wrap("presentationController(forPresented:presenting:source:)", width: 200, size: FigureType.label, cuttingNames: true)
        #expect(lines == ["presentationController", "(forPresented:presenting:", "source:)"])
        #expect(FigureLineBreaking.wrap("presentationController(forPresented:presenting:source:)", width: 200, size: FigureType.label).count == 1,
                "without cutting, a name stays whole")
    }

    @Test("a figure without layouts of its own shows its one drawing in all three")
    func fallback() {
        let plain = Figure(id: "plain", caption: LocalizedText(english: "Plain", chinese: "简单"), draw: { language in
            SVGDocument(id: "plain", width: 300, height: 100, title: "Plain", description: "Plain", language: language,
                        elements: [SVG.text("a", 0, 20)])
        })
        #expect(!plain.hasLayouts)
        for layout in Self.layouts {
            #expect(plain.document(language: .en, layout: layout).rendered() == plain.document(language: .en).rendered())
        }
    }
}
