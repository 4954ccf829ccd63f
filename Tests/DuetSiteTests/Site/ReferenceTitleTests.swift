@testable import DuetSite
import DuetModel
import DuetTestSupport
import Testing

@Suite("Reference page titles in each language's punctuation")
struct ReferenceTitleTests {
    init() { ShippedStrings.install() }

    @Test("a Chinese reference title takes the full-width colon, an English one the ASCII colon")
    func colons() {
        for area in ReferenceArea.allCases {
            #expect(ReferencePages.page(for: area, language: .zh).title.hasPrefix("参考："), "\(area)")
            #expect(!ReferencePages.page(for: area, language: .zh).title.contains(": "))
            #expect(ReferencePages.page(for: area, language: .en).title.hasPrefix("Reference: "))
        }
    }
}
