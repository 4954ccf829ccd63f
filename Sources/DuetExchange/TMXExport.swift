import DuetContent
import DuetSite

/// `duet tmx export`: every accepted English and Chinese pair as a TMX 1.4b translation
/// memory, so a CAT tool pre-translates what the book already translates, the way Duet
/// would.
///
/// - A page block is in it when its Chinese is accepted for its current English: the
///   entries a PO export writes without the fuzzy flag. Its `tuid` and its
///   `x-context` property are the PO entry's `msgctxt`, so a tool that turns the memory
///   back into a catalog gives entries `duet po import` knows.
/// - A reference string is in it when the catalog's Chinese is current
///   (`AcceptedReferenceStrings`); its `x-context` is the string's id and its `tuid` is
///   prefixed with the catalog's file name.
/// - Segments hold the blocks' Markdown as the PO catalog does, so a memory match
///   carries code spans and links over exactly.
///
/// The document has no creation date, so an export of unchanged content is the same
/// bytes and rewrites nothing.
public enum TMXExport {
    /// The language tags the memory uses, those of the site and the XLIFF documents
    /// (`zh-Hans` is a registered tag under RFC 3066, which TMX 1.4b names).
    public static let englishTag = "en"
    public static let chineseTag = "zh-Hans"
    /// What marks a file as one this command wrote: its header names Duet as the tool.
    public static let creationTool = "duet"

    public static func document(content: Content, lock: TranslationLock, previous: AcceptedEnglish,
                                reference: [ReferenceStringPair], toolVersion: String) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <tmx version="1.4">
          <header creationtool="\(creationTool)" creationtoolversion="\(XMLText.attribute(toolVersion))" segtype="block" o-tmf="duet" adminlang="en" srclang="\(englishTag)" datatype="plaintext"/>
          <body>

        """
        let catalog = POExchange.export(content, lock: lock, previous: previous).catalog
        for entry in catalog.entries where !entry.fuzzy && !entry.string.isEmpty {
            let page = entry.context.split(separator: "#").first.map(String.init) ?? ""
            out += unit(id: entry.context, context: entry.context, file: "content/zh/" + page, english: entry.id, chinese: entry.string)
        }
        for pair in reference {
            out += unit(id: ReferenceCatalog.relativePath + "#" + pair.key, context: pair.key,
                        file: "content/" + ReferenceCatalog.relativePath, english: pair.english, chinese: pair.chinese)
        }
        return out + "  </body>\n</tmx>\n"
    }

    private static func unit(id: String, context: String, file: String, english: String, chinese: String) -> String {
        """
            <tu tuid="\(XMLText.attribute(id))">
              <prop type="x-context">\(XMLText.escape(context))</prop>
              <prop type="x-duet-file">\(XMLText.escape(file))</prop>
              <tuv xml:lang="\(englishTag)"><seg>\(XMLText.escape(english))</seg></tuv>
              <tuv xml:lang="\(chineseTag)"><seg>\(XMLText.escape(chinese))</seg></tuv>
            </tu>

        """
    }
}
