/// HTML escaping for text and attribute values.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"`, enough for text and double-quoted attributes.
    ///
    /// Works on UTF-8 bytes: the four characters are ASCII, and no byte of a multi-byte
    /// sequence is ever ASCII, so replacing bytes gives the same text as replacing scalars,
    /// without decoding every scalar of every page. Text with none of the four is
    /// returned as it is.
    public static func escape(_ text: String) -> String {
        var text = text
        let extra = text.withUTF8(addedLength)
        guard extra > 0 else { return text }
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count + extra) { out in
                var position = 0
                for byte in bytes {
                    let replacement: StaticString
                    switch byte {
                    case UInt8(ascii: "&"): replacement = "&amp;"
                    case UInt8(ascii: "<"): replacement = "&lt;"
                    case UInt8(ascii: ">"): replacement = "&gt;"
                    case UInt8(ascii: "\""): replacement = "&quot;"
                    default:
                        out[position] = byte
                        position += 1
                        continue
                    }
                    replacement.withUTF8Buffer { piece in
                        for byte in piece {
                            out[position] = byte
                            position += 1
                        }
                    }
                }
                return position
            }
        }
    }

    /// How many bytes escaping adds: 0 means the text is left as it is.
    private static func addedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var extra = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): extra += 4
            case UInt8(ascii: "<"), UInt8(ascii: ">"): extra += 3
            case UInt8(ascii: "\""): extra += 5
            default: break
            }
        }
        return extra
    }
}
