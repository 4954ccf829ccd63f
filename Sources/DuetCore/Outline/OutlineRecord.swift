import DuetMarkdown
import DuetModel

/// A `PairOutline` as lines of text for the build cache, and back.
///
/// The cache holds one record per pair of a book, and an incremental build of a large
/// book reads them all, so the format is made to be read fast: one line per item, a tag,
/// then tab-separated fields; tabs, newlines and backslashes inside text are escaped.
/// A record that does not read back whole is treated as missing (the pair is parsed).
enum OutlineRecord {
    static func encode(_ outline: PairOutline) -> String {
        var out = ""
        func field(_ text: String) { out += "\t" + CacheFields.escaped(text) }
        func location(_ location: SourceLocation) { out += "\t\(location.line)\t\(location.column)" }
        for (tag, anchors) in [("ae", outline.anchors.english), ("az", outline.anchors.chinese)] {
            for (start, id) in anchors.sorted(by: { $0.key < $1.key }) {
                out += tag; location(start); field(id); out += "\n"
            }
        }
        for (tag, headings) in [("he", outline.englishHeadings), ("hz", outline.chineseHeadings)] {
            for heading in headings {
                out += tag + "\t\(heading.level)"; location(heading.start); field(heading.text); out += "\n"
            }
        }
        for (tag, links) in [("le", outline.englishLinks), ("lz", outline.chineseLinks)] {
            for link in links {
                out += tag; location(link.start); field(link.destination); out += "\n"
            }
        }
        for block in outline.alignedBlocks {
            out += "b\t\(block.chineseIndex)"; location(block.chineseStart); location(block.englishStart)
            field(FNV1a64.hex(value: block.englishHash)); out += "\n"
        }
        out += "n\t\(outline.blockCount)\n"
        return out
    }

    /// The outline written by `encode`, or nil if the lines are not a whole record.
    static func decode<Lines: Sequence>(_ lines: Lines) -> PairOutline? where Lines.Element == ArraySlice<UInt8> {
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line
            bytes.append(10)
        }
        return decode(record: bytes)
    }

    /// 16 lowercase hex digits as a number, as `FNV1a64.hex(value:)` writes it; nil otherwise.
    static func hexadecimal(_ digits: ArraySlice<UInt8>) -> UInt64? {
        digits.withUnsafeBufferPointer { hexadecimal($0, 0..<$0.count) }
    }

    /// The 16 lowercase hex digits at `range` of `buffer` as a number, without making a slice.
    static func hexadecimal(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64? {
        guard range.count == 16 else { return nil }
        // A table lookup per digit, any invalid one noticed at the end: 300,000 hashes are
        // read from the outlines and the lock in an edit's rebuild.
        return hexDigitValues.withUnsafeBufferPointer { table in
            var value: UInt64 = 0
            var invalid: UInt8 = 0
            for index in range {
                let digit = table[Int(buffer[index])]
                invalid |= digit
                value = value << 4 | UInt64(digit & 0xF)
            }
            return invalid & 0xF0 == 0 ? value : nil
        }
    }

    /// Each byte's value as a lowercase hex digit, 0xFF for any other byte.
    private static let hexDigitValues: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, digit) in "0123456789abcdef".utf8.enumerated() { table[Int(digit)] = UInt8(value) }
        return table
    }()

    /// The outline in a record's bytes (its lines, each with its line feed).
    ///
    /// Read in place: an incremental build of a large book decodes every pair's record
    /// (400,000 lines at 10,000 pairs), and a slice per line and an array of fields per
    /// line were most of that work; a line's field boundaries go into one reused array.
    static func decode(record bytes: [UInt8]) -> PairOutline? {
        bytes.withUnsafeBufferPointer { decode(buffer: $0) }
    }

    /// `decode(record:)` on a buffer, which may be part of a larger one (a cache file's
    /// bytes): nothing is copied and no slice counts references, so records are decoded
    /// straight from the file on every core at once.
    static func decode(buffer bytes: UnsafeBufferPointer<UInt8>) -> PairOutline? {
        // Collected in order and made into dictionaries at their final size at the end:
        // growing 20,000 small dictionaries entry by entry was a tenth of decoding.
        var englishAnchors: [(SourceLocation, String)] = []
        var chineseAnchors: [(SourceLocation, String)] = []
        var englishHeadings: [PairOutline.Heading] = []
        var chineseHeadings: [PairOutline.Heading] = []
        var englishLinks: [PairOutline.Link] = []
        var chineseLinks: [PairOutline.Link] = []
        var blocks: [PairOutline.AlignedBlock] = []
        var blockCount: Int?
        var fields: [Range<Int>] = []
        fields.reserveCapacity(8)
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = ByteScan.lineEnd(in: bytes, from: lineStart)
            // A record's last line ends with its line feed; one without is cut short.
            guard lineEnd < bytes.count else { return nil }
            ByteScan.fields(in: bytes, from: lineStart, to: lineEnd, into: &fields)
            lineStart = lineEnd + 1
            func int(_ index: Int) -> Int? { index < fields.count ? Int(decimal: UnsafeBufferPointer(rebasing: bytes[fields[index]])) : nil }
            func text(_ index: Int) -> String? { index < fields.count ? CacheFields.unescaped(UnsafeBufferPointer(rebasing: bytes[fields[index]])) : nil }
            func location(_ index: Int) -> SourceLocation? {
                guard let line = int(index), let column = int(index + 1) else { return nil }
                return SourceLocation(line: line, column: column)
            }
            // The tag is one or two ASCII letters, matched on its bytes.
            let tag = fields[0]
            guard !tag.isEmpty else { return nil }
            let first = bytes[tag.lowerBound]
            let second: UInt8 = tag.count == 2 ? bytes[tag.lowerBound + 1] : 0
            let english = second == UInt8(ascii: "e")
            guard tag.count == 1 || english || second == UInt8(ascii: "z") else { return nil }
            switch (first, tag.count) {
            case (UInt8(ascii: "a"), 2):
                guard fields.count == 4, let start = location(1), let id = text(3) else { return nil }
                if english { englishAnchors.append((start, id)) } else { chineseAnchors.append((start, id)) }
            case (UInt8(ascii: "h"), 2):
                guard fields.count == 5, let level = int(1), let start = location(2), let title = text(4) else { return nil }
                let heading = PairOutline.Heading(level: level, text: title, start: start)
                if english { englishHeadings.append(heading) } else { chineseHeadings.append(heading) }
            case (UInt8(ascii: "l"), 2):
                guard fields.count == 4, let start = location(1), let destination = text(3) else { return nil }
                let link = PairOutline.Link(destination: destination, start: start)
                if english { englishLinks.append(link) } else { chineseLinks.append(link) }
            case (UInt8(ascii: "b"), 1):
                guard fields.count == 7, let index = int(1), let zhStart = location(2), let enStart = location(4),
                      let hash = hexadecimal(bytes, fields[6]) else { return nil }
                blocks.append(PairOutline.AlignedBlock(chineseIndex: index, englishHash: hash, chineseStart: zhStart, englishStart: enStart))
            case (UInt8(ascii: "n"), 1):
                guard fields.count == 2, let count = int(1) else { return nil }
                blockCount = count
            default:
                return nil
            }
        }
        guard let blockCount else { return nil }
        // A start given twice keeps its last id, as assigning into the dictionary did.
        let anchors = HeadingAnchors(english: Dictionary(englishAnchors, uniquingKeysWith: { _, last in last }),
                                     chinese: Dictionary(chineseAnchors, uniquingKeysWith: { _, last in last }))
        return PairOutline(anchors: anchors,
                           englishHeadings: englishHeadings, chineseHeadings: chineseHeadings,
                           englishLinks: englishLinks, chineseLinks: chineseLinks,
                           alignedBlocks: blocks, blockCount: blockCount)
    }
}
