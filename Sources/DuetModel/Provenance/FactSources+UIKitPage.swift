extension FactSources {
    /// A page of Apple's UIKit documentation, by its path under `/documentation/uikit/`:
    /// the one way the source files of the later chapters name such a page.
    static func uikit(_ id: String, _ title: String, _ path: String) -> FactSource {
        FactSource(id: id, kind: .appleDocumentation, title: title, url: "https://developer.apple.com/documentation/uikit/" + path)
    }
}
