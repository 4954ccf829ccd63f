import DuetContent

/// Compares each Chinese block's recorded English with the English now, before the
/// checks, which report the stale blocks found here. `BookWideWork` may have done it on
/// another thread already, for the same content.
enum FindStaleTranslationsStep {
    static func run(_ context: inout BuildContext) {
        guard let content = context.content else { return }
        let started = context.bookWideWork.flatMap { $0.isFor(content) ? $0.translationStatus.value : nil }
        let status = started ?? TranslationStatus.compute(content, jobs: context.options.jobs)
        context.translationStatus = status
        context.staleBlocks = status.staleStarts
    }
}
