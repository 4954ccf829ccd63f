import Testing
import DuetTestSupport
@testable import DuetModel

@Suite("A figure's release badge names exactly the releases it is drawn for")
struct FigureEditionsTests {
    init() { ShippedStrings.install() }

    /// The figures of APIs that arrived after the guide: nothing to draw before the API
    /// exists, and a badge that says from when.
    @Test("a figure of a later API is drawn in a release if and only if its badge names it", arguments: ["sheet-swipe-dismissal", "split-view-placement"])
    func badgeMatchesDrawing(_ id: String) throws {
        let figure = try #require(FigureCatalogue.figure(id: id))
        let editions = FigureCatalogue.editions(of: id)
        for release in Release.all {
            let drawn = figure.document(language: .en, release: release) != nil
            let claimed = editions?.contains(release) ?? true
            #expect(drawn == claimed, "\(id) in \(release): drawn \(drawn), badge \(claimed)")
        }
    }

    @Test("the sheet's dismissal figure starts at iOS 13, the split view's at iOS 14")
    func newerFigures() throws {
        #expect(FigureCatalogue.editions(of: "sheet-swipe-dismissal")?.firstRelease.major == 13)
        #expect(FigureCatalogue.editions(of: "split-view-placement")?.firstRelease.major == 14)
    }
}
