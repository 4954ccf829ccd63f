import DuetMarkdown

/// What can be caught mechanically in Chinese writing, beyond the glossary's forbidden
/// variants (which also keep Xcode's English UI names from being translated): a
/// half-width colon `:` right after a Han character, in text (never in code), is an
/// error at its column, since Chinese prose and titles take the full-width `：`.
/// One pair at a time, so the check cache skips pages that did not change.
public struct ChineseStyleCheck: ContentCheck {
    public let name = "chinese style"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        var diagnostics: [Diagnostic] = []
        for pair in content.pairs {
            if let zh = pair.zh { diagnostics += Self.halfWidthColons(in: zh) }
        }
        return diagnostics
    }

    package static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    static func halfWidthColons(in page: ContentPage) -> [Diagnostic] {
        var lines: [[Unicode.Scalar]]?
        var diagnostics: [Diagnostic] = []
        page.document.walk { node in
            switch node.kind {
            case .code, .codeBlock, .htmlBlock, .inlineHTML:
                return .skipChildren
            case .text(let text):
                let scalars = Array(text.unicodeScalars)
                var pairs: [String] = []
                for index in scalars.indices.dropFirst() where scalars[index] == ":" && isHan(scalars[index - 1]) {
                    let pair = String(String.UnicodeScalarView([scalars[index - 1], ":"]))
                    if !pairs.contains(pair) { pairs.append(pair) }
                }
                guard !pairs.isEmpty else { return .skipChildren }
                if lines == nil { lines = TerminologyCheck.sourceLines(page.source) }
                for pair in pairs {
                    for location in TerminologyCheck.locations(of: pair, in: text, node: node, lines: lines!) {
                        let colon = SourceLocation(line: location.line, column: location.column + 1)
                        diagnostics.append(.error("zh.half-width-colon", at: FileLocation(file: page.path, colon),
                                                  "a half-width colon after a Chinese character", fix: "use the full-width colon (U+FF1A)"))
                    }
                }
                return .skipChildren
            default:
                return .visitChildren
            }
        }
        return diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}
