/// Reads `templates/`: the copy `LoadContentStep` started reading when it is of the same
/// folder, otherwise a fresh read.
enum LoadTemplatesStep {
    static func run(_ context: inout BuildContext) {
        let directory = context.options.templatesDirectory
        let early = context.templatesRead.flatMap { $0.directory == directory ? $0.result.value : nil }
        let (templates, diagnostics) = early ?? TemplateSet.load(directory: directory)
        context.diagnostics += diagnostics
        context.templates = templates
    }
}
