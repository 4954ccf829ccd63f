@testable import DuetModel
import Testing
import DuetTestSupport

/// A reader must be able to open every source, and see Apple's page wherever Apple
/// publishes the fact: a source without an address, or a third party standing in for a
/// fact an Apple page in the catalogue gives, fails here.
@Suite("Sources a reader can open")
struct ReadableSourcesTests {
    init() { ShippedStrings.install() }

    /// Every source the model can print: the catalogue, every table's table-wide and row
    /// sources, every symbol's, every added trait's, every sold model's.
    static var everySource: [FactSource] {
        FactSources.all + ReferenceTables.all.flatMap(\.allSources) + SymbolCatalogue.all.compactMap(\.source)
            + AddedTrait.all.map(\.source) + SoldModel.runningOS26.map(\.source)
    }

    @Test("every source has an address a reader can follow")
    func everySourceHasAURL() {
        for source in Self.everySource {
            #expect(source.url?.hasPrefix("https://") == true, "\(source.id) has no address")
        }
    }

    @Test("the guide is cited chapter by chapter in Apple's Documentation Archive")
    func guideChapters() {
        let guide = Self.everySource.filter { $0.kind == .guide }
        #expect(!guide.isEmpty)
        for source in guide {
            #expect(source.url?.hasPrefix("https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/") == true, "\(source.id)")
            #expect(source.url?.hasSuffix(".html") == true, "\(source.id) names a chapter")
        }
        #expect(Set(guide.compactMap(\.url)).count == Set(guide.map(\.id)).count, "one address per chapter")
    }

    @Test("Apple's own kinds live on Apple's hosts")
    func appleKindsOnAppleHosts() {
        for source in Self.everySource where source.kind.isApple {
            let url = source.url ?? ""
            let appleHosts = ["https://developer.apple.com/", "https://www.apple.com/", "https://support.apple.com/"]
            #expect(appleHosts.contains { url.hasPrefix($0) }, "\(source.id): \(url)")
        }
    }

    @Test("no third party stands for a fact an Apple source of the catalogue gives")
    func noThirdPartyWhereAppleSpeaks() {
        let appleTopics = Set(Self.everySource.filter { $0.kind.isApple }.compactMap(\.topic))
        for source in Self.everySource where source.kind == .thirdParty {
            if let topic = source.topic { #expect(!appleTopics.contains(topic), "\(source.id) cites a third party for \(topic)") }
        }
    }

    @Test("devices-os26 cites Apple's compatibility lists, not news sites, for the models on them")
    func devicesCiteApple() throws {
        let table = try #require(ReferenceTables.table(id: "devices-os26"))
        for (row, sources) in zip(table.rows, table.rowSources) where !["iPhone 17e"].contains(row[0].en) && !row[0].en.contains("(M5)") {
            #expect(sources.first?.kind == .applePage, "\(row[0].en) cites \(sources.first?.id ?? "nothing")")
        }
        #expect(!Self.everySource.contains { ($0.url ?? "").contains("thehansindia") || ($0.url ?? "").contains("phonearena") || ($0.url ?? "").contains("simplymac") })
    }

    @Test("preferred-transitions cites Apple's type page, sheet-dimming the property it describes, and Slide Over no content farm")
    func namedFixes() throws {
        let transitions = try #require(ReferenceTables.table(id: "preferred-transitions"))
        #expect(transitions.allSources.allSatisfy { $0.kind.isApple })
        let dimming = try #require(ReferenceTables.table(id: "sheet-dimming"))
        #expect(dimming.allSources.contains { $0.url?.hasSuffix("/largestundimmeddetentidentifier") == true })
        #expect(!dimming.allSources.contains { $0.url?.contains("widthfollowspreferredcontentsize") == true })
        #expect(!Self.everySource.contains { ($0.url ?? "").contains("eamvisiondirect") })
    }

    @Test("the scene chapter's technotes and the Apple engineer's forum answer have entries")
    func sceneChapterSources() {
        let ids = Set(FactSources.all.map(\.id))
        for id in ["apple-tn3187", "apple-tn3192", "apple-tn3208", "apple-forums-789004"] { #expect(ids.contains(id), "\(id)") }
        for id in ["apple-tn3187", "apple-tn3192", "apple-tn3208"] {
            #expect(FactSources.all.first { $0.id == id }?.kind == .technote, "\(id)")
        }
        #expect(FactSources.launchScreenTechnote.url?.contains("/technotes/tn3208-") == true, "TN3208 is cited at its own page")
        #expect(FactSources.sceneLifeCycleForum.kind == .appleEngineerOnForums)
        #expect(FactSources.topDownTraits.kind == .appleEngineerOnForums)
    }

    @Test("a symbol's deprecation rests on Apple's page for it, never on a third party quoting a header (keyWindow)")
    func deprecationsCiteApple() throws {
        for symbol in SymbolCatalogue.all where symbol.deprecated != nil {
            let source = try #require(symbol.source, "\(symbol.swiftName) has no source")
            #expect(source.kind.isApple, "\(symbol.swiftName) is deprecated on the word of \(source.id)")
        }
        let keyWindow = try #require(SymbolCatalogue.all.first { $0.swiftName == "UIApplication.shared.keyWindow" })
        #expect(keyWindow.source?.url == "https://developer.apple.com/documentation/uikit/uiapplication/keywindow")
        #expect(keyWindow.deprecated == "13.0")
    }
}
