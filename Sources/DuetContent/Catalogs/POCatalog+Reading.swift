import Foundation

/// Reading a catalog from a file: its bytes, its declared charset, its UTF-8, then its
/// text (`POCatalogParser`). Everything `duet po import` says before planning comes from
/// here, so the command only prints.
extension POCatalog {
    /// The catalog at `path`, or the diagnostics that say why it cannot be used.
    public static func read(path: String) -> (POCatalog?, [Diagnostic]) {
        switch CatalogFile.bytes(at: path) {
        case .success(let bytes): return parse(bytes: bytes, path: path)
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
    }

    /// The catalog at `path` for an import: its entries even when some lines are wrong
    /// (those entries left out), so every other entry is checked in the same run. Nil
    /// only when the file cannot be read or decoded at all.
    public static func readForImport(path: String) -> (POCatalog?, [Diagnostic]) {
        let bytes: [UInt8]
        switch CatalogFile.bytes(at: path) {
        case .success(let read): bytes = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        let (strict, diagnostics) = parse(bytes: bytes, path: path)
        if strict != nil || diagnostics.contains(where: { $0.identifier == "po.encoding" || $0.identifier == "po.charset" }) {
            return (strict, diagnostics)
        }
        var parser = POCatalogParser(path: path)
        return parser.parseAll(String(decoding: bytes, as: UTF8.self))
    }

    /// A catalog's bytes as read from `path`. The header's charset decides how they are
    /// read: UTF-8 is honoured, and any other charset is refused by name at the header
    /// line (`po.charset`), rather than the catalog being read as something it is not.
    /// Invalid UTF-8 in a catalog that says UTF-8 (or says nothing) is an error at its
    /// byte (`po.encoding`).
    public static func parse(bytes: [UInt8], path: String) -> (POCatalog?, [Diagnostic]) {
        switch CatalogFile.text(bytes, path: path, identifier: "po.encoding",
                                fix: "save the catalog as UTF-8 (`msgconv --to-code=UTF-8`)") {
        case .success(let text):
            return parse(text, path: path)
        case .failure(let encoding):
            // A catalog in another charset is refused for its charset, which says why its
            // bytes are not UTF-8; the header is ASCII, so it reads even from those bytes.
            let (_, diagnostics) = parse(String(decoding: bytes, as: UTF8.self), path: path)
            let charset = diagnostics.filter { $0.identifier == "po.charset" }
            return (nil, charset.isEmpty ? [encoding] : charset)
        }
    }

    /// The refusal of a header `Content-Type` whose charset is not UTF-8 (any case,
    /// `UTF-8` or `UTF8`), or nil. A Content-Type without a charset is taken as UTF-8.
    package static func charsetRefusal(_ contentType: String, at location: FileLocation) -> Diagnostic? {
        let parameters = contentType.split(separator: ";").dropFirst()
        guard let parameter = parameters.first(where: { $0.drop(while: \.isWhitespace).lowercased().hasPrefix("charset=") }) else { return nil }
        let charset = parameter.drop(while: \.isWhitespace).dropFirst("charset=".count)
            .trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        guard !["utf-8", "utf8"].contains(charset.lowercased()) else { return nil }
        return .error("po.charset", at: location,
                      "the catalog's charset is `\(charset)`; duet reads catalogs only in UTF-8",
                      fix: "convert it with `msgconv --to-code=UTF-8`, which also rewrites the header, or save it as UTF-8 in your PO editor")
    }
}
