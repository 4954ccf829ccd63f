import DuetContent
@testable import DuetExchange
import Foundation
import DuetTestSupport
import Testing

/// Inputs far larger than any real page or catalog are read whole and exactly: a catalog
/// duet itself could export, a gettext string wrapped over 130,000 lines, a paragraph that
/// is one 1 MB line. How fast is the benchmark's business (`scripts/bench.sh
/// --large-inputs`); these specs hold what is read.
@Suite("Large inputs are read whole")
struct LargeInputTests {
    init() { ShippedStrings.install() }

    @Test("a 50 MB XLIFF document, beyond libxml2's 10 MB limit for a document given at once, is read to its last unit")
    func largeXLIFF() throws {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">"
            + "<file original=\"content/en/01-a.md\" source-language=\"en\" target-language=\"zh-Hans\" datatype=\"markdown\"><body>\n"
        var count = 0
        let paragraph = String(repeating: "A view controller reads its traits. ", count: 30)
        let translation = String(repeating: "视图控制器读取它的特征。", count: 30)
        while text.utf8.count < 50_000_000 {
            text += "<trans-unit id=\"01-a.md#\(count)\"><source>\(paragraph)</source><target>\(translation)</target></trans-unit>\n"
            count += 1
        }
        text += "</body></file></xliff>\n"
        let reader = XLIFFReader.read(Data(text.utf8), path: "big.xlf")
        #expect(reader.diagnostics.isEmpty, "\(reader.diagnostics.prefix(2))")
        #expect(reader.units.count == count)
        let last = reader.units.last?.target?.map { run -> String in if case .text(let piece) = run { piece } else { "" } }.joined()
        #expect(last == translation)
    }

    @Test("one 12 MB text node in an XLIFF target is read whole, every piece in order")
    func largeTextNode() throws {
        let big = String(repeating: "视图控制器读取它的特征集合。", count: 300_000)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">"
            + "<file original=\"content/en/01-a.md\" source-language=\"en\" target-language=\"zh-Hans\" datatype=\"markdown\"><body>"
            + "<trans-unit id=\"01-a.md#1\"><source>A paragraph.</source><target>\(big)</target></trans-unit></body></file></xliff>\n"
        let reader = XLIFFReader.read(Data(text.utf8), path: "node.xlf")
        #expect(reader.diagnostics.isEmpty, "\(reader.diagnostics.prefix(2))")
        let joined = reader.units.first?.target?.map { run -> String in if case .text(let piece) = run { piece } else { "" } }.joined()
        #expect(joined == big)
    }

    @Test("a 10 MB msgstr written as 130,000 continuation lines reads back as the one string it is")
    func wrappedMsgstr() throws {
        let big = String(repeating: "视图控制器读取它的特征集合。", count: 240_000)
        var text = "msgid \"\"\nmsgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgctxt \"01-a.md#1\"\nmsgid \"A paragraph.\"\nmsgstr \"\"\n"
        var piece = big[...]
        while !piece.isEmpty {
            text += "\"" + piece.prefix(25) + "\"\n"
            piece = piece.dropFirst(25)
        }
        let (catalog, diagnostics) = POCatalog.parse(text, path: "big.po")
        #expect(diagnostics.isEmpty)
        #expect(catalog?.entries.first?.string == big)
    }
}
