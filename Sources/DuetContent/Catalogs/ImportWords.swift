import DuetModel

/// The words `duet import` recognises in a page copied from the web, as lists whose Chinese
/// is the reference catalog's (`import-words.*`): a translator who meets another site's
/// wording for "edit this page" adds it to the list instead of asking for a new release.
/// Marks that are no language's words (¶, §, ↗) stay in the importer.
public enum ImportWords {
    /// Text a site appends to its links.
    public static let linkDecorations = WordList("import-words.link-decorations", english: [
        "(opens new window)", "opens new window", "(opens in a new tab)", "(opens in new window)", "(external link)",
    ])
    /// Edit links and anchor labels a site puts at the end of a heading.
    public static let headingFurniture = WordList("import-words.heading-furniture", english: [
        "[edit]", "[Edit]", "Permalink", "permalink", "Copy link",
    ])
    /// Words of the furniture after a page's text: comment forms, advertising, sharing,
    /// footers, paging. Compared in lower case with a block's text.
    public static let trailingFurniture = WordList("import-words.trailing-furniture", english: [
        "leave a comment", "leave a reply", "post comment", "submit comment", "add a comment", "comments",
        "your email address will not be published", "required fields are marked", "name *", "email *",
        "advertisement", "sponsored", "buy me a coffee", "subscribe", "newsletter", "share this", "share on",
        "powered by", "all rights reserved", "copyright", "edit this page", "last updated", "previous page", "next page",
    ])
    /// The words a caption starts with, before its number.
    public static let captionPrefixes = WordList("import-words.caption-prefixes", english: ["Figure", "Listing", "Table", "Fig."])

    public static let all = [linkDecorations, headingFurniture, trailingFurniture, captionPrefixes]

    /// Reads every list in Chinese, so a catalog is judged on all of them.
    public static func readAll() {
        for list in all { _ = list.text.zh }
    }
}
