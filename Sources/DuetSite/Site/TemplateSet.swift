import DuetContent
import Foundation
import Mustache
import DuetSupport

/// The Mustache templates of `templates/`, compiled once per build.
///
/// Values are HTML-escaped by Mustache's `{{name}}`; only `{{{name}}}` inserts
/// pre-rendered HTML, and the templates use it for the page body alone.
public struct TemplateSet: @unchecked Sendable {
    /// Templates every site needs; a missing one is an error, not an empty page.
    public static let required = ["page", "home", "root", "not-found"]

    let library: MustacheLibrary
    public let names: Set<String>
    /// Templates rendered once per shape of their values (`TemplateSkeleton`).
    let skeletons: TemplateSkeletons

    public static func load(directory: String) -> (TemplateSet?, [Diagnostic]) {
        let fm = FileManager.default
        guard let files = try? fm.contentsOfDirectory(atPath: directory) else {
            return (nil, [.error("template.missing-folder", at: FileLocation(file: directory), "templates folder not found")])
        }
        MustacheContentTypes.register(TemplateEscaping(), named: TemplateEscaping.name)
        var diagnostics: [Diagnostic] = []
        var templates: [String: MustacheTemplate] = [:]
        var usedNames: [String: TemplateNames] = [:]
        var partialReferences: [(name: String, location: FileLocation)] = []
        var renderedPartReferences: [(name: String, location: FileLocation)] = []
        for file in files.sorted() where file.hasSuffix(".mustache") {
            let path = join(directory, file)
            let name = String(file.dropLast(".mustache".count))
            let source: SourceFile
            switch SourceFile.read(path, confinedTo: directory) {
            case .success(let s): source = s
            case .failure(let d): diagnostics.append(d); continue
            }
            do {
                templates[name] = try MustacheTemplate(string: contentTypePragma + source.text)
                usedNames[name] = TemplateNames(source: source.text)
                partialReferences += references(in: source.text, file: path)
                renderedPartReferences += renderedPartUses(in: source.text, file: path)
            } catch let error as MustacheTemplate.ParserError {
                // The pragma's line is not the author's: lines count from the one after it.
                diagnostics.append(.error("template.syntax", at: FileLocation(file: path, line: max(error.context.lineNumber - 1, 1),
                                                                              column: error.context.columnNumber),
                                          "template syntax error: \(error.error)"))
            } catch {
                diagnostics.append(.error("template.syntax", at: FileLocation(file: path), "template syntax error: \(error)"))
            }
        }
        for name in required where templates[name] == nil && !diagnostics.contains(where: { $0.location.file == join(directory, name + ".mustache") }) {
            diagnostics.append(.error("template.missing", at: FileLocation(file: join(directory, name + ".mustache")),
                                      "required template `\(name).mustache` is missing"))
        }
        for reference in partialReferences where templates[reference.name] == nil {
            diagnostics.append(.error("template.unknown-partial", at: reference.location,
                                      "template includes unknown partial `\(reference.name)`"))
        }
        for reference in renderedPartReferences where templates[reference.name] == nil {
            diagnostics.append(.error("template.missing", at: reference.location,
                                      "this value is rendered from `\(reference.name).mustache`, which is missing",
                                      fix: "add templates/\(reference.name).mustache, or list the items in this template instead"))
        }
        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        let skeletons = TemplateSkeletons(names: TemplateNames.resolved(usedNames))
        return (TemplateSet(library: MustacheLibrary(templates: templates), names: Set(templates.keys), skeletons: skeletons), diagnostics)
    }

    /// Put on a line of its own before every template's text (swift-mustache resets the
    /// content type in each partial, so each template needs it), so `{{name}}` escapes with
    /// `TemplateEscaping`: the same text as the built-in HTML escaping, made faster. A
    /// pragma alone on its line leaves no trace in the output, and the first line of the
    /// author's text is still at the start of a line, as standalone tags there need.
    static let contentTypePragma = "{{% CONTENT_TYPE: \(TemplateEscaping.name)}}\n"

    /// Finds `{{> name}}` tags with their positions, so a typo in a partial's name is
    /// caught at build time instead of rendering as nothing.
    static func references(in text: String, file: String) -> [(name: String, location: FileLocation)] {
        var result: [(String, FileLocation)] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{>") {
                guard let close = rest[open.upperBound...].range(of: "}}") else { break }
                let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                result.append((name, FileLocation(file: file, line: lineIndex + 1, column: column)))
                rest = rest[close.upperBound...]
            }
        }
        return result
    }

    /// Values that duet renders with a template of their own (see `SidebarHTML`): a
    /// template that inserts one needs that template, or it would insert nothing.
    static let renderedParts = ["{{{html}}}": "sidebar-chapter", "{{{referenceNavHTML}}}": "reference-nav",
                                 "{{{tocHTML}}}": "toc-entries", "{{{headerHTML}}}": "header",
                                 "{{{navHTML}}}": "sidebar-chapter", "{{{chaptersHTML}}}": "home-chapter"]

    /// Where a template inserts a value rendered from another template, with that
    /// template's name.
    static func renderedPartUses(in text: String, file: String) -> [(name: String, location: FileLocation)] {
        var result: [(String, FileLocation)] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for (tag, name) in renderedParts.sorted(by: { $0.key < $1.key }) {
                guard let range = line.range(of: tag) else { continue }
                let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                result.append((name, FileLocation(file: file, line: lineIndex + 1, column: column)))
            }
        }
        return result
    }

    /// The template's output for `context`: through its skeleton when it has one for the
    /// values' shape, by swift-mustache otherwise; the same text either way.
    public func render(_ name: String, _ context: [String: Any]) -> String {
        if let html = skeletons.render(name, context, library: library) { return html }
        return library.render(context, withTemplate: name) ?? ""
    }

    /// The template's output rendered by swift-mustache alone, for specifications that
    /// compare it with the skeleton's.
    func renderDirectly(_ name: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    /// The same templates rendered by swift-mustache alone, for specifications that compare
    /// whole sites.
    func withoutSkeletons() -> TemplateSet {
        TemplateSet(library: library, names: names, skeletons: TemplateSkeletons(names: [:]))
    }
}
