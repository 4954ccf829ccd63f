
/// Chinese blocks whose English source changed since `duet accept` recorded it are
/// stale: a warning at the Chinese block with the English block as counterpart; an
/// edit of punctuation or one word's spelling only (`EnglishEdit.minor`) is a
/// `translation.minor` warning, which `duet accept --minor` clears. A
/// malformed `translations.lock` is an error at the bad line and column.
public struct StaleTranslationCheck: ContentCheck {
    public let name = "stale translations"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        let status = context.translationStatus ?? TranslationStatus.compute(content)
        return status.diagnostics + status.staleBlocks.map { block in
            .warning("translation.stale", at: block.chinese,
                     "the English block changed since this translation was accepted",
                     fix: "update the translation, then run `duet accept \(block.chinese.file.split(separator: "/").last.map(String.init) ?? "")`",
                     related: block.english)
        } + status.minorBlocks.map { block in
            .warning("translation.minor", at: block.chinese,
                     "the English block changed only in punctuation or one word's spelling since this translation was accepted",
                     fix: "check the word diff in `duet status`, then run `duet accept --minor`",
                     related: block.english)
        }
    }
}
