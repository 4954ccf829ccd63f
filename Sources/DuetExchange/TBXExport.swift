import DuetContent

/// `duet tbx export`: the glossary as a TBX-Basic termbase (TBX 2, ISO 30042:2008, the
/// `martif` form CAT tools and translate-toolkit read), so a tool checks terms the way
/// `duet check` does.
///
/// One `termEntry` per glossary entry. Its English `langSet` holds the English
/// definition and the term; its Chinese `langSet` the Chinese definition, the preferred
/// term, every accepted alternate as an admitted term and every forbidden variant as a
/// deprecated term. The API symbols the term stands for are a note on the entry.
public enum TBXExport {
    public static let chineseTag = "zh-Hans"
    /// What marks a file as one this command wrote: the source description names Duet.
    public static let sourceDescription = "Written by duet tbx export from content/glossary.yml"

    public static func document(glossary: Glossary) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <martif type="TBX-Basic" xml:lang="en">
          <martifHeader>
            <fileDesc>
              <sourceDesc><p>\(sourceDescription)</p></sourceDesc>
            </fileDesc>
            <encodingDesc>
              <p type="XCSURI">TBXBasicXCSV02.xcs</p>
            </encodingDesc>
          </martifHeader>
          <text>
            <body>

        """
        for entry in glossary.entries {
            out += "      <termEntry id=\"\(XMLText.attribute("term-" + entry.id))\">\n"
            if !entry.symbols.isEmpty {
                out += "        <note>\(XMLText.escape("API: " + entry.symbols.joined(separator: ", ")))</note>\n"
            }
            out += langSet("en", definition: entry.definition.en, terms: [(entry.en, "preferredTerm-admn-sts")])
            var chinese = [(entry.zh, "preferredTerm-admn-sts")]
            var seen: Set<String> = [entry.zh]
            for alternate in entry.zhAlternates where seen.insert(alternate).inserted { chinese.append((alternate, "admittedTerm-admn-sts")) }
            for variant in entry.zhForbidden where seen.insert(variant).inserted { chinese.append((variant, "deprecatedTerm-admn-sts")) }
            out += langSet(chineseTag, definition: entry.definition.zh, terms: chinese)
            out += "      </termEntry>\n"
        }
        return out + "    </body>\n  </text>\n</martif>\n"
    }

    private static func langSet(_ language: String, definition: String, terms: [(String, String)]) -> String {
        var out = "        <langSet xml:lang=\"\(language)\">\n"
        if !definition.isEmpty {
            out += "          <descripGrp><descrip type=\"definition\">\(XMLText.escape(definition))</descrip></descripGrp>\n"
        }
        for (term, status) in terms {
            out += "          <tig>\n            <term>\(XMLText.escape(term))</term>\n"
            out += "            <termNote type=\"administrativeStatus\">\(status)</termNote>\n          </tig>\n"
        }
        return out + "        </langSet>\n"
    }
}
