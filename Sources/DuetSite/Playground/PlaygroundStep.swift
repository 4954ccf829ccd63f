import DuetContent
import DuetModel
import DuetSupport

/// The build step that adds the playground page in each language (rendered later with
/// the reference pages) and writes its data once for the whole site, as
/// `assets/playground-data.js`, a script that sets a global so the page works from
/// `file://`; duet.js loads it when a page holds the playground.
public enum PlaygroundStep {
    /// Beside the other scripts, which are one copy for both languages.
    static let dataPath = "assets/playground-data.js"

    public static func run(_ context: inout BuildContext) {
        guard context.content != nil else { return }
        for language in Language.allCases {
            let page = PlaygroundPage.page(language: language)
            context.links.register(source: page.source, language: language, location: page.location)
            context.anchors[page.location] = AnchorIDs(page.anchors)
            context.generatedPages.append(page)
        }
        // A check writes no site, so it needs the pages' anchors but not the data.
        guard context.writesSite else { return }
        // The data comes from the model alone, so the previous build's file stands while
        // the executable is the same: an edit's rebuild neither makes nor compares it.
        let key = context.output.reusesFiles ? dataKey(strings: context.referenceCatalog?.digest) : nil
        if let key, let reused = context.output.reused(dataPath, key: key) {
            context.output.add(reused)
        } else {
            context.output.add(context.output.entry(dataPath, "window.DUET_PLAYGROUND = \(PlaygroundData.json());\n", key: key))
        }
    }

    /// What the data files are made from: the executable, which holds the model, and the
    /// reference catalog (`strings`, its digest), which holds the model's Chinese.
    static func dataKey(strings: String?) -> String {
        var hasher = StableHasher()
        hasher.combine("duet-playground-data-2")
        hasher.combine(ExecutableIdentity.current)
        hasher.combine(strings)
        return hasher.hex
    }
}
