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
            return .failure(diagnostic(for: error, text: text, file: file, firstLine: firstLine))
        } catch {
            return .failure(.error("yaml.invalid", at: FileLocation(file: file, line: firstLine), "invalid YAML: \(error)"))
        }
    }

    private static func diagnostic(for error: YamlError, text: String, file: String, firstLine: Int) -> Diagnostic {
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
            // Yams points at the mapping; the writer must look at the second occurrence.
            let second = duplicates.lazy.compactMap { secondOccurrence(of: $0, in: text, after: context.mark) }.first
            let location = second.map { FileLocation(file: file, line: $0.line + firstLine - 1, column: $0.column) } ?? at(context.mark)
            return .error("yaml.duplicate-key", at: location,
                          "duplicate key in YAML: \(duplicates.joined(separator: ", ")) is given twice; the second one is here")
        case let .reader(problem, offset, value, _):
            // A character YAML does not allow, at a character offset into the text.
            let place = offset.map { location(ofCharacterOffset: $0, in: text) } ?? (line: 1, column: 1)
            return .error("yaml.invalid", at: FileLocation(file: file, line: place.line + firstLine - 1, column: place.column),
                          "malformed YAML: \(problem) (U+\(String(format: "%04X", value)))")
        default:
            return .error("yaml.invalid", at: FileLocation(file: file, line: firstLine), "malformed YAML: \(error)")
        }
    }

    /// The line and column of the second `key:` at the mapping's indentation, searched
    /// from the mapping's mark (YAML keys of one mapping share their column).
    private static func secondOccurrence(of key: String, in text: String, after mark: Mark) -> (line: Int, column: Int)? {
        let lines = lines(of: text)
        let indent = max(mark.column - 1, 0)
        var seen = 0
        // The mark's line can only be past the end if the lines were counted differently;
        // an empty range then, never a crash.
        for index in min(max(mark.line - 1, 0), lines.count)..<lines.count {
            let line = lines[index]
            let body = line.dropFirst(indent)
            guard line.prefix(indent).allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where body.hasPrefix(spelling + ":") {
                seen += 1
                if seen == 2 { return (index + 1, indent + 1) }
            }
        }
        return nil
    }

    /// The text's lines as YAML (libyaml, under Yams) counts them: a line ends at `\n`,
    /// `\r\n`, a lone `\r`, NEL, LS or PS. Splitting at `\n` alone put a mapping that
    /// follows lone `\r`s past the last line, and the search for a duplicate key crashed
    /// on the range (found by fuzzing site.yml).
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var index = start
        while index != scalars.endIndex {
            let scalar = scalars[index]
            guard ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(Substring(scalars[start..<index]))
            var next = scalars.index(after: index)
            if scalar == "\r", next != scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            start = next
            index = next
        }
        lines.append(Substring(scalars[start...]))
        return lines
    }

    /// 1-based line and column (in characters) of a character offset.
    private static func location(ofCharacterOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, character) in text.unicodeScalars.enumerated() {
            if index >= offset { break }
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
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
