@testable import DuetContent
@testable import DuetSite
import Testing
import DuetTestSupport

@Suite("Replacing a block's lines keeps every other line's ending")
struct LineSpliceTests {
    init() { ShippedStrings.install() }

    @Test("CRLF, LF and a lone CR around two replaced blocks stay as they were; new lines take the replaced lines' endings")
    func mixedEndings() throws {
        var splice = LineSplice("a\r\nold one\r\nb\nold\ntwo\nc\rd")
        let ranges = try splice.apply([LineSplice.Replacement(firstLine: 4, lastLine: 5, newText: "new\nthree\nlines"),
                                       LineSplice.Replacement(firstLine: 2, lastLine: 2, newText: "new one\nmore")])
        #expect(splice.text == "a\r\nnew one\r\nmore\r\nb\nnew\nthree\nlines\nc\rd")
        #expect(ranges == [5...7, 2...3], "each replacement's lines in the new text, in the order given")
    }

    @Test("the last line without an ending keeps none, and lines put before it get the text's ending")
    func lastLineWithoutEnding() throws {
        var splice = LineSplice("a\r\nlast")
        _ = try splice.apply([LineSplice.Replacement(firstLine: 2, lastLine: 2, newText: "one\ntwo")])
        #expect(splice.text == "a\r\none\r\ntwo")
    }

    @Test("a range outside the text, reversed or overlapping another is refused, not a crash, and changes nothing",
          arguments: [[(0, 1)], [(3, 2)], [(2, 9)], [(1, 2), (2, 3)]])
    func refused(ranges: [(Int, Int)]) {
        var splice = LineSplice("a\nb\nc\n")
        #expect(throws: LineSplice.Refusal.self) {
            try splice.apply(ranges.map { LineSplice.Replacement(firstLine: $0.0, lastLine: $0.1, newText: "x") })
        }
        #expect(splice.text == "a\nb\nc\n")
    }
}
