import DuetSupport
import Foundation

/// The three ways diagnostics leave the tool: for people, for programs, for GitHub Actions.
///
/// A diagnostic echoes names and text from the user's files (a page's file name, a slug, a
/// catalog's msgctxt). In the human and GitHub formats every control, bidirectional and
/// other invisible format character in them is spelled as `\u{…}` (`VisibleText`), so a
/// file named with a line feed cannot print a line that reads as a diagnostic of its own,
/// and an ESC cannot drive the terminal. JSON keeps the exact text: its encoding already
/// escapes the controls, and a program may need the real file name to open it.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case human, json, github

    /// Renders diagnostics sorted by file and line; human output ends with a count summary.
    public func render(_ diagnostics: [Diagnostic], colour: Bool = false) -> String {
        let sorted = diagnostics.sortedForOutput()
        switch self {
        case .human: return Self.human(sorted, colour: colour)
        case .json: return Self.json(sorted)
        case .github: return Self.github(sorted)
        }
    }

    private static func human(_ diagnostics: [Diagnostic], colour: Bool) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let label = diagnostic.severity.rawValue
            let painted: String
            if colour {
                let code = switch diagnostic.severity { case .error: "31"; case .warning: "33"; case .note: "36" }
                painted = "\u{1B}[1;\(code)m\(label)\u{1B}[0m"
            } else {
                painted = label
            }
            out += "\(visible(diagnostic.location)): \(painted): \(VisibleText.escaped(diagnostic.message)) [duet.\(VisibleText.escaped(diagnostic.identifier))]\n"
            if let related = diagnostic.related {
                out += "\(visible(related)): note: the counterpart is here\n"
            }
            if let fix = diagnostic.fix {
                out += "  fix: \(VisibleText.escaped(fix))\n"
            }
        }
        out += summaryLine(diagnostics) + "\n"
        return out
    }

    /// `file:line:column` with the file name made safe to print.
    private static func visible(_ location: FileLocation) -> String {
        "\(VisibleText.escaped(location.file)):\(location.line):\(location.column)"
    }

    /// "2 errors, 1 warning" or "no problems".
    public static func summaryLine(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count(of: .error)
        let warnings = diagnostics.count(of: .warning)
        if errors == 0 && warnings == 0 { return "no problems found" }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }

    /// One JSON object per diagnostic, in an array; field names are a stable interface.
    private static func json(_ diagnostics: [Diagnostic]) -> String {
        let records = diagnostics.map(JSONDiagnostic.init)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(records)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func github(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command = switch diagnostic.severity { case .error: "error"; case .warning: "warning"; case .note: "notice" }
            var message = VisibleText.escaped(diagnostic.message)
            if let fix = diagnostic.fix { message += " (fix: \(VisibleText.escaped(fix)))" }
            if let related = diagnostic.related { message += " (counterpart: \(visible(related)))" }
            out += "::\(command) file=\(escapeProperty(VisibleText.escaped(diagnostic.location.file))),line=\(diagnostic.location.line),col=\(diagnostic.location.column),title=duet.\(escapeProperty(VisibleText.escaped(diagnostic.identifier)))::\(escapeData(message))\n"
        }
        return out
    }

    private static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// The JSON shape of a diagnostic: flat, with `duet.`-prefixed ids as printed elsewhere.
public struct JSONDiagnostic: Codable, Hashable, Sendable {
    public var severity: String
    public var id: String
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var fix: String?
    public var relatedFile: String?
    public var relatedLine: Int?
    public var relatedColumn: Int?

    public init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity.rawValue
        id = "duet." + diagnostic.identifier
        file = diagnostic.location.file
        line = diagnostic.location.line
        column = diagnostic.location.column
        message = diagnostic.message
        fix = diagnostic.fix
        relatedFile = diagnostic.related?.file
        relatedLine = diagnostic.related?.line
        relatedColumn = diagnostic.related?.column
    }
}
