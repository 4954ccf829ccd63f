import DuetContent
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an XLIFF 1.2 or 2.1 document with Foundation's XML parser into units: the block
/// id, the source and target as runs of text and placeholder ids, and whether the target
/// is still to be reviewed. Segments of a 2.1 unit (a tool may split a block into
/// sentences) and the `<ignorable>` whitespace between them are joined in order.
///
/// Read exactly: CDATA sections are text like any other (CAT tools such as Okapi and
/// memoQ write them), a second unit for the same block is an error at its own line
/// (`xliff.duplicate-unit`), and a document the parser could read other than as written
/// (another encoding, a DOCTYPE, entities) is refused before parsing (`XMLInputCheck`).
package final class XLIFFReader: NSObject, XMLParserDelegate {
    enum Run: Equatable {
        case text(String)
        case placeholder(String)
    }

    package struct Unit {
        package var id: String
        var line: Int
        var source: [Run] = []
        var target: [Run]?
        var state: String?
        /// The text of the unit's notes, in order (compared by `duet xliff export`).
        var notes: [String] = []
        /// Who wrote each note: 1.2's `from`, 2.1's `category` (nil when not given).
        var noteSources: [String?] = []
        /// 1.2's `state-qualifier` on the target, or 2.1's `subState` on the segment: a
        /// tool's word on how the target came about, which an export keeps.
        var stateQualifier: String?
        /// The source files a tool that dropped duet's id named in the unit's context
        /// groups (`context-type="sourcefile"`, with its `linenumber`): translate-toolkit's
        /// po2xliff turns the PO references into these.
        var sourceFiles: [(file: String, line: Int?)] = []
        /// Whether the unit is a gettext header a converter carried over, not a block.
        var isCatalogHeader = false
    }

    /// 1.2 `<tool>` elements of the files' headers, as attributes, in order: tools other
    /// than duet that handled the document, which an export keeps.
    package private(set) var tools: [[String: String]] = []

    private(set) var version: XLIFFVersion?
    package private(set) var units: [Unit] = []
    private(set) var diagnostics: [Diagnostic] = []
    private let path: String
    private var parser: XMLParser?
    private var page = ""
    private var unit: Unit?
    /// Where character data goes: the source or target being read, or nowhere.
    private enum Field { case source, target, note, sourceFile, lineNumber }
    private var field: Field?
    private var inIgnorable = false
    private var segmentState: String?
    private var depthInsidePlaceholder = 0
    /// How deep the reader is inside an `<alt-trans>`: a tool's suggestion from its
    /// memory, with a source and target of its own that are not the unit's.
    private var depthInsideAlternative = 0
    /// The line of the first unit read for each block id.
    private var firstLines: [String: Int] = [:]

    init(path: String) {
        self.path = path
    }

    package static func read(_ data: Data, path: String) -> XLIFFReader {
        let reader = XLIFFReader(path: path)
        if let refusal = XMLInputCheck.refusal([UInt8](data), path: path) {
            reader.diagnostics.append(refusal)
            return reader
        }
        // Fed as a stream, so libxml2 parses in chunks: given the whole document at once it
        // stops at its 10 MB input limit, and a large book's export is bigger than that.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = reader
        // Refused above already; kept off here too, so no entity file is ever opened.
        parser.shouldResolveExternalEntities = false
        // Elements are known by namespace and local name, whatever prefix a tool wrote:
        // Python's ElementTree writes `<ns0:xliff xmlns:ns0="urn:oasis:…">`.
        parser.shouldProcessNamespaces = true
        reader.parser = parser
        // Foundation on Linux can return true after an error, so the error itself decides.
        if !parser.parse() || parser.parserError != nil, reader.diagnostics.isEmpty {
            reader.diagnostics.append(.error("xliff.syntax", at: FileLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                                             "the file is not well-formed XML (\(XMLErrorWords.describe(parser.parserError)))"))
        }
        if reader.version == nil, reader.diagnostics.isEmpty {
            reader.diagnostics.append(.error("xliff.version", at: FileLocation(file: path, line: 1, column: 1),
                                             "no <xliff version=\"1.2\"> or <xliff version=\"2.1\"> root element"))
        }
        return reader
    }

    private var location: FileLocation {
        FileLocation(file: path, line: max(parser?.lineNumber ?? 1, 1), column: max(parser?.columnNumber ?? 1, 1))
    }

    private func fail(_ identifier: String, _ message: String) {
        diagnostics.append(.error(identifier, at: location, message))
        parser?.abortParsing()
    }

    private func append(_ run: Run) {
        guard let field, unit != nil else { return }
        switch field {
        case .source:
            unit!.source.append(run)
        case .target:
            // Appended in place: the parser hands a long text over in many pieces, and
            // copying the runs for each one made a large target quadratic.
            if unit!.target == nil { unit!.target = [] }
            unit!.target!.append(run)
        case .note:
            if case .text(let text) = run, !unit!.notes.isEmpty { unit!.notes[unit!.notes.count - 1] += text }
        case .sourceFile:
            if case .text(let text) = run, !unit!.sourceFiles.isEmpty { unit!.sourceFiles[unit!.sourceFiles.count - 1].file += text }
        case .lineNumber:
            if case .text(let text) = run, !unit!.sourceFiles.isEmpty {
                let last = unit!.sourceFiles.count - 1
                unit!.sourceFiles[last].line = Int((unit!.sourceFiles[last].line.map(String.init) ?? "") + text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
    }

    /// Whether an element is XLIFF's (1.2 or 2.x, or written without a namespace), not a
    /// tool's own extension such as memoQ's or Okapi's.
    static func isXLIFF(_ namespaceURI: String?) -> Bool {
        guard let namespaceURI, !namespaceURI.isEmpty else { return true }
        return namespaceURI.hasPrefix("urn:oasis:names:tc:xliff:")
    }

    /// How deep the reader is inside a tool's own elements outside a source or target,
    /// whose content is the tool's and is read past.
    private var depthInsideExtension = 0

    package func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if depthInsideAlternative > 0 || (name == "alt-trans" && unit != nil && field == nil) {
            depthInsideAlternative += 1
            return
        }
        guard Self.isXLIFF(namespaceURI), depthInsideExtension == 0 else {
            if field == .source || field == .target {
                return fail("xliff.inline", "<\(qualifiedName ?? name)> inside a \(field == .source ? "source" : "target"): duet's units hold only text and code-span placeholders")
            }
            if field == .note { return }
            depthInsideExtension += 1
            return
        }
        switch name {
        case "xliff":
            // 1.1, which translate-toolkit's po2xliff writes, has the units of 1.2.
            let written = attributes["version"] == "1.1" ? XLIFFVersion.v12.rawValue : attributes["version"]
            guard let version = written.flatMap(XLIFFVersion.init(rawValue:)) else {
                return fail("xliff.version", "XLIFF version \(attributes["version"] ?? "(none)") is not 1.2 or 2.1")
            }
            self.version = version
        case "file":
            // 1.2 names the page in `original`, 2.1 in the file's `id`.
            page = (version == .v12 ? attributes["original"] : attributes["id"]) ?? ""
        case "trans-unit", "unit":
            unit = Unit(id: page + "#" + (attributes["id"] ?? ""), line: parser.lineNumber)
            unit!.isCatalogHeader = attributes["restype"] == "x-gettext-domain-header"
            segmentState = nil
        case "context" where unit != nil && field == nil:
            switch attributes["context-type"] {
            case "sourcefile":
                field = .sourceFile
                unit!.sourceFiles.append((file: "", line: nil))
            case "linenumber" where !(unit!.sourceFiles.isEmpty):
                field = .lineNumber
            default:
                break
            }
        case "segment":
            segmentState = attributes["state"] ?? "initial"
            if unit != nil, let subState = attributes["subState"] { unit!.stateQualifier = subState }
        case "tool" where unit == nil:
            if !tools.contains(attributes) { tools.append(attributes) }
        case "ignorable":
            inIgnorable = true
        case "source" where unit != nil:
            field = .source
        case "target" where unit != nil:
            field = .target
            if unit!.target == nil { unit!.target = [] }
            if version == .v12 {
                unit!.state = attributes["state"]
                unit!.stateQualifier = attributes["state-qualifier"]
            }
        case "note" where unit != nil && field == nil:
            field = .note
            unit!.notes.append("")
            unit!.noteSources.append(version == .v12 ? attributes["from"] : attributes["category"])
        case "x", "ph":
            guard field != nil, field != .note else { return }
            guard let id = attributes["id"] else { return fail("xliff.placeholder", "a placeholder without an id") }
            if inIgnorable { return fail("xliff.placeholder", "a placeholder in ignorable whitespace") }
            append(.placeholder(id))
            depthInsidePlaceholder += 1
        case "mrk", "sm", "em":
            // Annotations a tool may add (comments, terms): their text is kept, the
            // markers are read past.
            break
        default:
            if field == .source || field == .target {
                fail("xliff.inline", "<\(name)> inside a \(field == .source ? "source" : "target"): duet's units hold only text and code-span placeholders")
            }
        }
    }

    package func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if depthInsideAlternative > 0 {
            depthInsideAlternative -= 1
            return
        }
        guard Self.isXLIFF(namespaceURI), depthInsideExtension == 0 else {
            if field == nil { depthInsideExtension = max(0, depthInsideExtension - 1) }
            return
        }
        switch name {
        case "trans-unit", "unit":
            if var finished = unit, !finished.isCatalogHeader {
                if version == .v21, finished.state == nil { finished.state = "initial" }
                if let first = firstLines[finished.id] {
                    // Both would be applied to one block, one after the other.
                    diagnostics.append(.error("xliff.duplicate-unit", at: FileLocation(file: path, line: max(finished.line, 1), column: 1),
                                              "a second unit for block `\(finished.id)`; the first is at line \(first)",
                                              fix: "keep one unit per block: remove the copy",
                                              related: FileLocation(file: path, line: max(first, 1), column: 1)))
                } else {
                    firstLines[finished.id] = finished.line
                    units.append(finished)
                }
            }
            unit = nil
        case "segment":
            // The unit is as reviewed as its least reviewed segment.
            if let state = segmentState, unit != nil, unit!.state == nil || state == "initial" { unit!.state = state }
        case "ignorable":
            inIgnorable = false
        case "source", "target", "note", "context":
            field = nil
        case "x", "ph":
            depthInsidePlaceholder = max(0, depthInsidePlaceholder - 1)
        default:
            break
        }
    }

    package func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard diagnostics.isEmpty else { return }
        diagnostics.append(.error("xliff.syntax", at: location, "the file is not well-formed XML (\(XMLErrorWords.describe(parseError)))"))
        parser.abortParsing()
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard depthInsidePlaceholder == 0, depthInsideExtension == 0, depthInsideAlternative == 0 else { return }
        append(.text(string))
    }

    /// A CDATA section's text, as written: the document was checked to be UTF-8.
    package func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard depthInsidePlaceholder == 0, depthInsideExtension == 0, depthInsideAlternative == 0 else { return }
        append(.text(String(decoding: block, as: UTF8.self)))
    }
}
