import Mustache

/// A text value as templates receive it: the same text a `String` would render, reached
/// with fewer dynamic casts.
///
/// swift-mustache renders a `String` value only after testing it against several
/// protocols and printing it with `String(describing:)`; those casts were about a third
/// of the time spent in templates. A value that is `MustacheCustomRenderable` is rendered
/// from `renderText` after the first test. Everything else a template can do with a
/// string behaves the same: it is truthy in a section, even when empty; inside its own
/// section no name resolves on it (lookups go on up the context, as they do past a
/// `String`, never to this struct's stored property); `{{.}}` prints it; and transforms
/// are the string's own.
struct TemplateText: MustacheCustomRenderable, MustacheParent, MustacheTransformable, CustomStringConvertible, Sendable {
    let text: String

    var renderText: String { text }
    var isNull: Bool { false }
    var description: String { text }
    func child(named: String) -> Any? { nil }
    func transform(_ name: String) -> Any? { text.transform(name) }

    init(_ text: String) {
        self.text = text
    }

    /// The dictionary with its `String` values wrapped (not those of nested values).
    static func wrappingStrings(_ values: [String: Any]) -> [String: Any] {
        values.mapValues { value in (value as? String).map(TemplateText.init) ?? value }
    }
}
