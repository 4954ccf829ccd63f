import DuetContent
import Foundation

/// An XLIFF document read from a file and found readable: its bytes parse as XLIFF 1.2 or
/// 2.1 with one unit per block. What `duet xliff import` says about the file itself comes
/// from here, so the command only prints; planning the import
/// (`XLIFFExchange.plan`) takes the same bytes.
public struct XLIFFDocument: Sendable {
    public let data: Data
    public let version: XLIFFVersion

    /// The document at `path`, or the diagnostics that say why it cannot be used: the
    /// system's reason when it cannot be read, the refusals of `XMLInputCheck`, and what
    /// the reader finds (`XLIFFReader`).
    public static func read(path: String) -> (XLIFFDocument?, [Diagnostic]) {
        let bytes: [UInt8]
        switch CatalogFile.bytes(at: path) {
        case .success(let read): bytes = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        return parse(Data(bytes), path: path)
    }

    /// The document in `data`, as read from `path`.
    public static func parse(_ data: Data, path: String) -> (XLIFFDocument?, [Diagnostic]) {
        let reader = XLIFFReader.read(data, path: path)
        guard let version = reader.version, !reader.diagnostics.hasErrors else { return (nil, reader.diagnostics) }
        return (XLIFFDocument(data: data, version: version), reader.diagnostics)
    }
}
