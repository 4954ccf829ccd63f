import DuetMarkdown
import DuetSupport

/// Reads an outline record's lines (`OutlineRecord`) field by field, in one pass over each
/// line: a tag, then fields each after a tab, numbers read as their digits go by and a
/// line's text running to its end. Any field out of shape makes the read fail (nil), so a
/// damaged record is never taken for an outline.
struct RecordLineReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where the current line continues.
    private var position = 0
    /// The current line's line feed.
    private var lineEnd = 0
    /// Where the next line starts.
    private var next = 0
    /// False once the bytes are found to end without a line feed: a record cut short.
    private(set) var endedWithLineFeed = true

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Moves to the next line; false when there is none (or only a last one without its
    /// line feed, which `endedWithLineFeed` then says).
    mutating func nextLine() -> Bool {
        guard next < bytes.count else { return false }
        let end = ByteScan.lineEnd(in: bytes, from: next)
        guard end < bytes.count else {
            endedWithLineFeed = false
            return false
        }
        position = next
        lineEnd = end
        next = end + 1
        return true
    }

    /// Whether the current line has been read to its end.
    var atLineEnd: Bool { position == lineEnd }

    /// The line's tag: one letter (`language` 0) or a letter and `e` or `z`.
    mutating func tag() -> (kind: UInt8, language: UInt8)? {
        let start = position
        while position < lineEnd && bytes[position] != 9 { position += 1 }
        switch position - start {
        case 1: return (bytes[start], 0)
        case 2:
            let language = bytes[start + 1]
            guard language == UInt8(ascii: "e") || language == UInt8(ascii: "z") else { return nil }
            return (bytes[start], language)
        default: return nil
        }
    }

    /// The next field as a number of one to eighteen ASCII digits.
    ///
    /// Inlined: a million numbers are read in an edit's rebuild, most of one or two digits,
    /// and the call and its optional result cost more than the digits.
    @inline(__always)
    mutating func number() -> Int? {
        guard startField() else { return nil }
        // In locals, not through `self`: the loop then keeps them in registers.
        var value = 0
        let start = position, end = lineEnd
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index < end {
            let digit = base[index] &- 48
            if digit >= 10 { break }
            value = value &* 10 &+ Int(digit)
            index += 1
        }
        position = index
        let digits = index - start
        guard digits > 0, digits <= 18, index == end || base[index] == 9 else { return nil }
        return value
    }

    /// The next two fields as a line and a column.
    mutating func location() -> SourceLocation? {
        guard let line = number(), let column = number() else { return nil }
        return SourceLocation(line: line, column: column)
    }

    /// The rest of the line as one text field, unescaped; it holds no tab of its own.
    mutating func text() -> String? {
        guard startField(), ByteScan.index(of: 9, in: bytes, from: position, to: lineEnd) == lineEnd else { return nil }
        let text = CacheFields.unescaped(UnsafeBufferPointer(rebasing: bytes[position..<lineEnd]))
        position = lineEnd
        return text
    }

    /// The rest of the line as a hash of 16 lowercase hex digits.
    mutating func hash() -> UInt64? {
        guard startField(), let value = OutlineRecord.hexadecimal(bytes, position..<lineEnd) else { return nil }
        position = lineEnd
        return value
    }

    /// Steps over the tab that starts a field.
    @inline(__always)
    private mutating func startField() -> Bool {
        guard position < lineEnd, bytes[position] == 9 else { return false }
        position += 1
        return true
    }
}
