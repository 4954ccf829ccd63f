/// Preparation between loading and rendering: the model tables that replace `duet-table`
/// blocks and the resolver that turns code spans and glossary terms into links.
enum StandardPreprocessors {
    static func prepare(_ context: inout BuildContext) {
    }
}
