import DuetModel

/// The build step that adds the playground page in each language (rendered later with
/// the reference pages) and writes its data next to it, as `playground-data.json` and as
/// `playground-data.js`, which sets a global so the page works from `file://`.
public enum PlaygroundStep {
    public static func run(_ context: inout BuildContext) {
        guard context.content != nil else { return }
        let json = PlaygroundData.json()
        for language in Language.allCases {
            let page = PlaygroundPage.page(language: language)
            context.links.register(source: page.source, language: language, location: page.location)
            context.anchors[page.location] = page.anchors
            context.generatedPages.append(page)
            let folder = page.location.outputPath.dropLast("index.html".count)
            context.output.add(folder + "playground-data.json", json + "\n")
            context.output.add(folder + "playground-data.js", "window.DUET_PLAYGROUND = \(json);\n")
        }
    }
}
