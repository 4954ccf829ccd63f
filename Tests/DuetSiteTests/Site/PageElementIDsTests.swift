@testable import DuetContent
import Foundation
import DuetTestSupport
import Testing
@testable import DuetSite

@Suite("Glossary anchors never take an id the page templates use")
struct PageElementIDsTests {
    init() { ShippedStrings.install() }

    @Test("the reserved ids are exactly the ids the shipped templates give their elements")
    func reservedIDsMatchTheTemplates() throws {
        let folder = ChecksFixture.repositoryRoot.appendingPathComponent("templates")
        var found: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // Literal ids only: an id built from a Mustache tag is the page's own content.
            for part in text.components(separatedBy: " id=\"").dropFirst() {
                let value = String(part.prefix { $0 != "\"" })
                if !value.contains("{{") { found.insert(value) }
            }
        }
        #expect(!found.isEmpty)
        #expect(found == Glossary.pageElementIDs)
    }

    @Test("no shipped glossary entry has a reserved id")
    func shippedGlossary() throws {
        let (glossary, diagnostics) = Glossary.load(path: ChecksFixture.repositoryRoot.appendingPathComponent("content/glossary.yml").path)
        #expect(diagnostics.filter { $0.identifier == "glossary.reserved-id" }.isEmpty)
        #expect(glossary?.entries.contains { Glossary.pageElementIDs.contains($0.id) } == false)
    }
}
