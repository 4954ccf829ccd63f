import DuetModel
import DuetSearch

/// A symbol link's tooltip: the symbol's other spelling (the Objective-C selector over a
/// Swift span, the Swift name over an Objective-C one).
///
/// Symbol links carry only their `href`, whose fragment is the symbol's id; both spellings
/// of every catalogued symbol are written once per site, in `assets/symbol-names.js`, and
/// the reader script gives a link its `title` when the pointer first reaches it. Carrying
/// the title in every link was a sixth of a symbol link's bytes, 2 to 5% of a large book's
/// output (docs/benchmark.md).
enum SymbolNames {
    /// Under `assets/`, with the scripts that use it; a template asset of the same name wins.
    static let fileName = "assets/symbol-names.js"

    /// `window.DUET_SYMBOLS = {"id": ["Swift name", "Objective-C name or empty"], …}`, in id
    /// order so builds are byte-identical.
    static func script(_ symbols: [APISymbol]) -> String {
        var seen: Set<String> = []
        let body = symbols.sorted { $0.id < $1.id }.compactMap { symbol -> String? in
            guard seen.insert(symbol.id).inserted else { return nil }
            return JSONText.quoted(symbol.id) + ":[" + JSONText.quoted(symbol.swiftName) + "," + JSONText.quoted(symbol.objcName ?? "") + "]"
        }.joined(separator: ",\n")
        return "window.DUET_SYMBOLS = {\n" + body + "\n};\n"
    }

    /// The tooltip a link whose text is `shown` gets, as the reader script computes it:
    /// the spellings other than the shown one, joined by " · "; empty when there is none.
    static func title(of symbol: APISymbol, shown: String) -> String {
        [symbol.swiftName, symbol.objcName].compactMap { $0 }.filter { !$0.isEmpty && $0 != shown }.joined(separator: " · ")
    }
}

/// The build step that writes the symbol links' tooltips once for the whole site.
public enum SymbolNamesStep {
    public static func run(_ context: inout BuildContext) {
        guard context.content != nil else { return }
        context.output.add(SymbolNames.fileName, SymbolNames.script(SymbolCatalogue.all))
    }
}
