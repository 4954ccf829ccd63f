/// Byte offsets of line starts, to turn cmark-gfm's byte columns into character columns.
struct LineTable {
    let bytes: [UInt8]
    /// `starts[n]` is the offset of line n + 1.
    let starts: [Int]
    /// `characters[i]`: how many characters start in `bytes[0..<i]`. Every node asks for
    /// its columns, and counting from the line start each time is quadratic in the length
    /// of a line (a long Chinese paragraph is one line with hundreds of nodes).
    let characters: [Int32]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var characters = [Int32](repeating: 0, count: bytes.count + 1)
        var count: Int32 = 0
        for (offset, byte) in bytes.enumerated() {
            if byte & 0xC0 != 0x80 { count += 1 }
            characters[offset + 1] = count
            if byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }
        self.starts = starts
        self.characters = characters
    }

    /// The 1-based character column of a 1-based byte column. With `inclusive`, the byte is
    /// the last byte of a character (cmark's end columns); otherwise the first.
    func characterColumn(line: Int, byteColumn: Int, inclusive: Bool) -> Int {
        guard line >= 1, line <= starts.count else { return byteColumn }
        let start = starts[line - 1]
        let stop = min(start + byteColumn - (inclusive ? 0 : 1), bytes.count)
        guard stop > start else { return 1 }
        let count = Int(characters[stop] - characters[start])
        return inclusive ? max(count, 1) : count + 1
    }

    func endLocation(firstLine: Int) -> SourceLocation {
        let lastLine = starts.count
        let lastStart = starts[lastLine - 1]
        let length = bytes[lastStart...].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        return SourceLocation(line: lastLine + firstLine - 1, column: max(length, 1))
    }
}
