import DuetMarkdown
import DuetModel
import DuetSupport

/// A `PairOutline` as lines of text for the build cache, and back.
///
/// The cache holds one record per pair of a book, and an incremental build of a large
/// book reads them all, so the format is made to be read fast: one line per item, a tag,
/// then tab-separated fields; tabs, newlines and backslashes inside text are escaped.
/// A record that does not read back whole is treated as missing (the pair is parsed).
enum OutlineRecord {
    static func encode(_ outline: PairOutline) -> String {
        // The counts first: the reader makes each list at its size, and a record that lost
        // or gained lines does not add up. Last on the line, 1 when the pair is misaligned.
        var out = "n\t\(outline.blockCount)"
        for count in [outline.anchors.english.count, outline.anchors.chinese.count,
                      outline.englishHeadings.count, outline.chineseHeadings.count,
                      outline.englishLinks.count, outline.chineseLinks.count, outline.alignedBlocks.count] {
            out += "\t\(count)"
        }
        out += outline.misaligned ? "\t1\n" : "\t0\n"
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
    ///
    /// Eight digits at a time, as two words: 300,000 hashes are read from the outlines and
    /// the lock in an edit's rebuild, and a table lookup per digit was most of reading a
    /// lock line.
    static func hexadecimal(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64? {
        guard range.count == 16, let base = buffer.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base + range.lowerBound)
        guard let high = hexadecimalWord(UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))),
              let low = hexadecimalWord(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        else { return nil }
        return high << 32 | low
    }

    /// The value of eight lowercase hex digits loaded as a little-endian word (the first
    /// digit in its lowest byte); nil if any byte is not one.
    @inline(__always)
    private static func hexadecimalWord(_ word: UInt64) -> UInt64? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        guard word & tops == 0 else { return nil }
        // For bytes below 0x80, adding 0x80 - n sets a byte's top bit exactly when it is at
        // least n, and carries into no other byte.
        func atLeast(_ n: UInt64) -> UInt64 { (word &+ ones &* (0x80 - n)) & tops }
        let digit = atLeast(0x30) & ~atLeast(0x3A)
        let letter = atLeast(0x61) & ~atLeast(0x67)
        guard digit | letter == tops else { return nil }
        // A digit's value is its low four bits; a letter's is those plus 9 (`a` is 0x61,
        // the only kind with bit 6 set).
        var value = (word & (ones &* 0x0F)) &+ ((word >> 6) & ones) &* 9
        // The first digit to the top, then the bytes' four-bit values packed pairwise.
        value = value.byteSwapped
        value = (value | value >> 4) & 0x00FF_00FF_00FF_00FF
        value = (value | value >> 8) & 0x0000_FFFF_0000_FFFF
        value = (value | value >> 16) & 0x0000_0000_FFFF_FFFF
        return value
    }

    /// The outline in a record's bytes (its lines, each with its line feed).
    ///
    /// Read in place: an incremental build of a large book decodes every pair's record
    /// (500,000 lines at 10,000 pairs). Each line is read once from its start to its end,
    /// numbers as their digits go by and text up to the line's end, with no list of fields
    /// and no search per field; the lists are made at the sizes the first line gives.
    static func decode(record bytes: [UInt8]) -> PairOutline? {
        bytes.withUnsafeBufferPointer { decode(buffer: $0) }
    }

    static func decode(buffer bytes: UnsafeBufferPointer<UInt8>) -> PairOutline? {
        var reader = RecordLineReader(bytes)
        // `n`, the Chinese block count, then how many of each kind of line follow.
        guard reader.nextLine(), let first = reader.tag(), first == (UInt8(ascii: "n"), 0), let blockCount = reader.number() else { return nil }
        var counts: [Int] = []
        counts.reserveCapacity(7)
        for _ in 0..<7 {
            guard let count = reader.number() else { return nil }
            counts.append(count)
        }
        guard let misaligned = reader.number(), misaligned <= 1, reader.atLineEnd else { return nil }
        // Counts from a damaged file must not reserve gigabytes: each line has at least 8 bytes.
        guard counts.reduce(0, +) <= bytes.count / 8 else { return nil }
        var englishAnchors: [(SourceLocation, String)] = [], chineseAnchors: [(SourceLocation, String)] = []
        var englishHeadings: [PairOutline.Heading] = [], chineseHeadings: [PairOutline.Heading] = []
        var englishLinks: [PairOutline.Link] = [], chineseLinks: [PairOutline.Link] = []
        var blocks: [PairOutline.AlignedBlock] = []
        englishAnchors.reserveCapacity(counts[0]); chineseAnchors.reserveCapacity(counts[1])
        englishHeadings.reserveCapacity(counts[2]); chineseHeadings.reserveCapacity(counts[3])
        englishLinks.reserveCapacity(counts[4]); chineseLinks.reserveCapacity(counts[5])
        blocks.reserveCapacity(counts[6])
        while reader.nextLine() {
            guard let (kind, language) = reader.tag() else { return nil }
            let english = language == UInt8(ascii: "e")
            switch (kind, language) {
            case (UInt8(ascii: "a"), UInt8(ascii: "e")), (UInt8(ascii: "a"), UInt8(ascii: "z")):
                guard let start = reader.location(), let id = reader.text() else { return nil }
                if english { englishAnchors.append((start, id)) } else { chineseAnchors.append((start, id)) }
            case (UInt8(ascii: "h"), UInt8(ascii: "e")), (UInt8(ascii: "h"), UInt8(ascii: "z")):
                guard let level = reader.number(), let start = reader.location(), let title = reader.text() else { return nil }
                let heading = PairOutline.Heading(level: level, text: title, start: start)
                if english { englishHeadings.append(heading) } else { chineseHeadings.append(heading) }
            case (UInt8(ascii: "l"), UInt8(ascii: "e")), (UInt8(ascii: "l"), UInt8(ascii: "z")):
                guard let start = reader.location(), let destination = reader.text() else { return nil }
                let link = PairOutline.Link(destination: destination, start: start)
                if english { englishLinks.append(link) } else { chineseLinks.append(link) }
            case (UInt8(ascii: "b"), 0):
                guard let index = reader.number(), let zhStart = reader.location(), let enStart = reader.location(),
                      let hash = reader.hash() else { return nil }
                blocks.append(PairOutline.AlignedBlock(chineseIndex: index, englishHash: hash, chineseStart: zhStart, englishStart: enStart))
            default:
                return nil
            }
        }
        // A record's last line ends with its line feed; one without is cut short.
        guard reader.endedWithLineFeed,
              [englishAnchors.count, chineseAnchors.count, englishHeadings.count, chineseHeadings.count,
               englishLinks.count, chineseLinks.count, blocks.count] == counts else { return nil }
        // A start given twice keeps its last id, as assigning into the dictionary did.
        // Assigned one by one into a table sized once: `Dictionary(_:uniquingKeysWith:)`
        // grew its table and called the closure per entry, for 20,000 small tables.
        func table(_ entries: [(SourceLocation, String)]) -> [SourceLocation: String] {
            var table = [SourceLocation: String](minimumCapacity: entries.count)
            for (start, id) in entries { table[start] = id }
            return table
        }
        let anchors = HeadingAnchors(english: table(englishAnchors), chinese: table(chineseAnchors))
        return PairOutline(anchors: anchors,
                           englishHeadings: englishHeadings, chineseHeadings: chineseHeadings,
                           englishLinks: englishLinks, chineseLinks: chineseLinks,
                           alignedBlocks: blocks, blockCount: blockCount, misaligned: misaligned == 1)
    }
}
