@testable import DuetModel
import Foundation
import DuetTestSupport
import Testing

/// Every fact the reference prints says where it comes from and which releases it holds
/// for: a table without a source, or a source nobody can look up, fails here.
@Suite("Provenance: every table and fact names its source")
struct ProvenanceTests {
    init() { ShippedStrings.install() }

    @Test("every generated table cites at least one source", arguments: ReferenceTables.ids)
    func everyTableIsSourced(_ id: String) throws {
        let table = try #require(ReferenceTables.table(id: id))
        #expect(!table.allSources.isEmpty, "\(id) has no source")
    }

    @Test("every source has a unique id and a title; Apple's pages and the HIG have an address")
    func sourcesAreWellFormed() {
        let sources = FactSources.all + ReferenceTables.all.flatMap(\.allSources) + SymbolCatalogue.all.compactMap(\.source)
        var byID: [String: FactSource] = [:]
        for source in sources {
            #expect(!source.title.isEmpty)
            if let other = byID[source.id] { #expect(other == source, "two different sources share the id \(source.id)") }
            byID[source.id] = source
            if source.kind == .appleDocumentation || source.kind == .humanInterfaceGuidelines {
                #expect(source.url?.hasPrefix("https://developer.apple.com/") == true, "\(source.id) has no Apple address")
            }
        }
    }

    @Test("every device of the catalogue names where its size comes from")
    func devicesAreSourced() {
        for device in DeviceCatalogue.all {
            #expect(!device.sources.isEmpty, "\(device.name)")
        }
    }

    @Test("a device only a third party lists is cited for its own row of the current devices table")
    func rowSources() throws {
        let table = try #require(ReferenceTables.table(id: "size-classes-modern"))
        let rowOnly = table.rowOnlySources(language: .en)
        let iosref = try #require(rowOnly.first { $0.source == FactSources.iosref })
        #expect(iosref.rows.contains("iPhone 17e"))
        #expect(iosref.rows.contains("iPad Pro 13-inch (M5)"))
        #expect(!iosref.rows.contains("iPhone Air"), "the HIG lists the iPhone Air")
        let hig = try #require(rowOnly.first { $0.source == FactSources.higLayout })
        #expect(hig.rows.contains("iPhone Air"))
    }

    @Test("duet model's JSON carries the table's editions and sources", arguments: [Language.en, .zh])
    func jsonCarriesSources(_ language: Language) throws {
        let table = try #require(ReferenceTables.table(id: "presentation-adaptation-current"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(table.rendered(as: .json, language: language).utf8)) as? [String: Any])
        #expect(json["editions"] as? String == (language == .en ? "iOS 18 and later" : "iOS 18 及以后"))
        let sources = try #require(json["sources"] as? [[String: Any]])
        let ids = sources.compactMap { $0["id"] as? String }
        #expect(ids.contains(FactSources.automaticStyle.id))
        #expect(ids.contains(FactSources.currentContextRule.id))
        let automatic = try #require(sources.first { $0["id"] as? String == FactSources.automaticStyle.id })
        #expect((automatic["rows"] as? [String])?.first?.hasPrefix(".automatic") == true)
    }

    @Test("duet model's JSON carries each row's availability, computed for the release asked")
    func jsonCarriesAvailability() throws {
        let table = try #require(ReferenceTables.table(id: "api-availability", release: Release(major: 16)!))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(table.rendered(as: .json, language: .en).utf8)) as? [String: Any])
        let availability = try #require(json["availability"] as? [[String: Any]])
        #expect(availability.count == table.rows.count)
        let rotation = try #require(table.rows.firstIndex { $0[0].en == "attemptRotationToDeviceOrientation()" })
        #expect(availability[rotation]["deprecated"] as? String == "16.0")
        let styles = try #require(ReferenceTables.table(id: "transition-styles"))
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(styles.rendered(as: .json, language: .en).utf8)) as? [String: Any])
        #expect(plain["availability"] is NSNull, "rows that hold wherever the table does carry none")
    }

    @Test("symbols that changed since the guide carry their availability and its source")
    func availability() throws {
        let didChange = try #require(SymbolCatalogue.resolve("traitCollectionDidChange(_:)"))
        #expect(didChange.deprecated == "17.0")
        #expect(didChange.replacement == "registerForTraitChanges(_:handler:)")
        let registration = try #require(SymbolCatalogue.resolve("registerForTraitChanges(_:handler:)"))
        #expect(registration.introduced == "17.0")
        for symbol in SymbolCatalogue.all where symbol.introduced != nil || symbol.deprecated != nil {
            #expect(symbol.source != nil, "\(symbol.swiftName) states an availability without a source")
        }
    }

    @Test("edition spans read as releases")
    func editionSpans() {
        #expect(PresentationAdaptation.span(of: .ios13).term.en == "iOS 13–17")
        #expect(PresentationAdaptation.span(of: .ios18).term.en == "iOS 18 and later")
        #expect(PresentationAdaptation.span(of: .guide).term.en == "the guide (iOS 8–12)")
    }
}
