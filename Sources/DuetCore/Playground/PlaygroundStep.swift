import DuetModel

/// The build step that adds the playground page in each language (rendered later with
/// the reference pages) and writes its data next to it, as `playground-data.json` and as
/// `playground-data.js`, which sets a global so the page works from `file://`.
public enum PlaygroundStep {
    public static func run(_ context: inout BuildContext) {
        guard context.content != nil else { return }
        // The data comes from the model alone, so the previous build's files stand while
        // the executable is the same: an edit's rebuild neither makes nor compares 1.3 MB.
        let key = context.output.reusesFiles ? dataKey : nil
        var json: String?
        for language in Language.allCases {
            let page = PlaygroundPage.page(language: language)
            context.links.register(source: page.source, language: language, location: page.location)
            context.anchors[page.location] = AnchorIDs(page.anchors)
            context.generatedPages.append(page)
            let folder = page.location.outputPath.dropLast("index.html".count)
            for (name, wrap) in [("playground-data.json", { (data: String) in data + "\n" }),
                                 ("playground-data.js", { (data: String) in "window.DUET_PLAYGROUND = \(data);\n" })] {
                let path = String(folder) + name
                if let key, let reused = context.output.reused(path, key: key) {
                    context.output.add(reused)
                    continue
                }
                if json == nil { json = PlaygroundData.json() }
                context.output.add(context.output.entry(path, wrap(json!), key: key))
            }
        }
    }

    /// What the data files are made from: the executable, which holds the model.
    static var dataKey: String {
        var hasher = StableHasher()
        hasher.combine("duet-playground-data-1")
        hasher.combine(RenderKeys.executableIdentity())
        return hasher.hex
    }
}
