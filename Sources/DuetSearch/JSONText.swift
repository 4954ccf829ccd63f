import DuetModel

/// JSON string literals for generated data that pages load as scripts (`search-index.js`,
/// `playground-data.js`): script-safe, so `<` or a line separator in the text cannot end
/// the script or break the JavaScript.
package enum JSONText {
    @inlinable
    package static func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text, scriptSafe: true)
    }
}

/// The same JSON string literals as `JSONText.quoted` (script-safe), and numbers, written
/// straight into a byte buffer: the search index is megabytes of them.
enum JSONBytes {
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { appendEscaped($0, to: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// The escaped inside of a string literal (without its quotes).
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
            case 0x0A: out.append(contentsOf: [92, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [92, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [92, UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [92, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [92, UInt8(ascii: "f")])
            case UInt8(ascii: "<"): appendUnicodeEscape(0x3C, to: &out)
            case 0..<0x20: appendUnicodeEscape(UInt32(byte), to: &out)
            case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                // U+2028 and U+2029 end a line in JavaScript.
                appendUnicodeEscape(bytes[index + 1] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                index += 2
            default: out.append(byte)
            }
        }
    }

    /// `\u` and four lowercase hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        out.append(contentsOf: [92, UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(digit(Int((value >> UInt32(shift)) & 15)))
        }
    }

    /// `0`...`9`, `a`...`z`.
    private static func digit(_ value: Int) -> UInt8 {
        value < 10 ? UInt8(48 + value) : UInt8(87 + value)
    }

    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        append(value, radix: 10, to: &out)
    }

    /// Lowercase base 36, as `String(value, radix: 36)`.
    static func appendBase36(_ value: Int, to out: inout [UInt8]) {
        append(value, radix: 36, to: &out)
    }

    private static func append(_ value: Int, radix: Int, to out: inout [UInt8]) {
        precondition(value >= 0)
        var value = value
        var low = out.count
        repeat {
            out.append(digit(value % radix))
            value /= radix
        } while value > 0
        var high = out.count - 1
        while low < high {
            out.swapAt(low, high)
            low += 1
            high -= 1
        }
    }
}
