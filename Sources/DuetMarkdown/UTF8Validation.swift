/// Finds the first byte that breaks UTF-8, so a translator pasting from a legacy-encoded
/// file learns the exact line and column instead of seeing replacement characters.
public enum UTF8Validation {
    /// The offset of the first byte that starts an invalid sequence, or nil if all is valid.
    public static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            let length: Int
            var minimum: UInt32 = 0
            var scalar: UInt32
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F); minimum = 0x80
            case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F); minimum = 0x800
            case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07); minimum = 0x10000
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                return index
            }
            index += length
        }
        return nil
    }

    /// The line and character column of a byte offset, counting only the valid text before it.
    public static func location(ofByte offset: Int, in bytes: [UInt8], firstLine: Int = 1) -> SourceLocation {
        var line = firstLine
        var column = 1
        var index = 0
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
