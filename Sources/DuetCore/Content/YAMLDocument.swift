import Foundation
import Yams

/// YAML parsed with positions kept, so a problem in front matter, `site.yml` or the
/// glossary is reported at its line in the file, not in the YAML snippet.
struct YAMLDocument {
    let root: Node
    let file: String
    /// The file line on which the YAML text starts (2 for front matter after `---`).
    let firstLine: Int

    static func parse(_ text: String, file: String, firstLine: Int = 1) -> Result<YAMLDocument, Diagnostic> {
        do {
            guard let node = try Yams.compose(yaml: text, .default, .default, .utf8) else {
                return .success(YAMLDocument(root: Node.mapping(Node.Mapping([])), file: file, firstLine: firstLine))
            }
            return .success(YAMLDocument(root: node, file: file, firstLine: firstLine))
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, file: file, firstLine: firstLine))
        } catch {
            return .failure(.error("yaml.invalid", at: FileLocation(file: file, line: firstLine), "invalid YAML: \(error)"))
        }
    }

    private static func diagnostic(for error: YamlError, file: String, firstLine: Int) -> Diagnostic {
        func at(_ mark: Mark) -> FileLocation {
            FileLocation(file: file, line: mark.line + firstLine - 1, column: max(mark.column, 1))
        }
        switch error {
        case let .scanner(context, problem, mark, _):
            // An unterminated quote or bracket is found at the end of the text; the
            // context mark is where it was opened, which is where the writer must look.
            let prefix = context.map { "\($0.text) " } ?? ""
            return .error("yaml.invalid", at: at(context?.mark ?? mark), "malformed YAML: \(prefix)\(problem)")
        case let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let prefix = context.map { "\($0.text) " } ?? ""
            return .error("yaml.invalid", at: at(mark), "malformed YAML: \(prefix)\(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return .error("yaml.duplicate-key", at: at(context.mark),
                          "duplicate key in YAML: \(duplicates.joined(separator: ", "))")
        default:
            return .error("yaml.invalid", at: FileLocation(file: file, line: firstLine), "malformed YAML: \(error)")
        }
    }

    /// The file location of a node, for type errors on a particular key or value.
    func location(of node: Node?) -> FileLocation {
        guard let mark = node?.mark else { return FileLocation(file: file, line: firstLine) }
        return FileLocation(file: file, line: mark.line + firstLine - 1, column: max(mark.column, 1))
    }
}

extension Node {
    /// The value for a key of a mapping node, nil if absent or not a mapping.
    subscript(key key: String) -> Node? {
        mapping?[Node(key)]
    }

    /// The key node itself, whose mark is where a person typed the key.
    func keyNode(_ key: String) -> Node? {
        mapping?.keys.first { $0.string == key }
    }
}
