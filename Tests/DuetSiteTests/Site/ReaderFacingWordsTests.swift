@testable import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// What a reader sees holds no words of the makers' own: a source's nickname where its name
/// belongs, a placeholder, a note to the authors.
@Suite("Reader-facing words")
struct ReaderFacingWordsTests {
    init() { ShippedStrings.install() }

    /// The text of a page as a reader sees it: tags, scripts and styles removed.
    static func visibleText(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<script[^>]*>[\\s\\S]*?</script>", with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: "<style[^>]*>[\\s\\S]*?</style>", with: " ", options: .regularExpression)
        text = text.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
        return text
    }

    @Test("no page shows a source's nickname, an unfinished phrase or a note to the authors")
    func noInternalWords() {
        let context = ShippedSite.context
        let makersWords = try! NSRegularExpression(pattern: #"\biosref\b(?!\.com)|\bTODO\b|\bFIXME\b|\bXXX\b|lorem ipsum|once narrower than an\b"#,
                                                options: [.caseInsensitive])
        var pages = 0
        for path in context.output.files.keys.sorted() where path.hasSuffix(".html") {
            let text = Self.visibleText(String(decoding: context.output.files[path]!, as: UTF8.self))
            let found = makersWords.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { (text as NSString).substring(with: $0.range) }
            #expect(found.isEmpty, "\(path): \(found.prefix(3))")
            pages += 1
        }
        #expect(pages > 40)
    }
}
