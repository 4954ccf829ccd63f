import DuetMarkdown

/// Code blocks in aligned positions are identical apart from comments, which are
/// translated: `//` line comments and `/* */` block comments are removed (outside string
/// literals), lines trimmed and blank lines dropped before comparing. A difference is a
/// warning at the first differing Chinese line.
public struct CodeParityCheck: ContentCheck {
    public let name = "code"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        var diagnostics: [Diagnostic] = []
        for page in AlignedPage.all(in: content) {
            for (enBlock, zhBlock) in page.alignment.pairs {
                guard case .codeBlock(_, let enCode) = enBlock.node.kind, case .codeBlock(_, let zhCode) = zhBlock.node.kind else { continue }
                // A figure fence holds its caption, which is translated like prose.
                guard FigureFence.figureID(of: enBlock.node) == nil else { continue }
                let enLines = Self.significantLines(enCode)
                let zhLines = Self.significantLines(zhCode)
                guard enLines.map(\.text) != zhLines.map(\.text) else { continue }
                let index = (0..<min(enLines.count, zhLines.count)).first { enLines[$0].text != zhLines[$0].text }
                    ?? min(enLines.count, zhLines.count)
                let enLine: (offset: Int, text: String)? = index < enLines.count ? enLines[index] : nil
                let zhLine: (offset: Int, text: String)? = index < zhLines.count ? zhLines[index] : nil
                let message: String
                switch (enLine, zhLine) {
                case (let e?, let z?): message = "code differs from English beyond comments: `\(z.text)` where English has `\(e.text)`"
                case (let e?, nil): message = "code differs from English beyond comments: English goes on with `\(e.text)`"
                case (nil, let z?): message = "code differs from English beyond comments: Chinese adds `\(z.text)`"
                case (nil, nil): continue
                }
                diagnostics.append(.warning("code.differs", at: FileLocation(file: page.zh.path, Self.location(of: zhLine, in: zhBlock.node)),
                                            message, fix: "translate only the comments; keep the code identical",
                                            related: FileLocation(file: page.en.path, Self.location(of: enLine, in: enBlock.node))))
            }
        }
        return diagnostics
    }

    /// Where a code line is in the file: fenced code starts one line after the fence.
    private static func location(of line: (offset: Int, text: String)?, in block: MarkdownNode) -> SourceLocation {
        guard let line else { return SourceLocation(line: block.range.end.line, column: 1) }
        return SourceLocation(line: block.range.start.line + line.offset + Self.fenceOffset(block), column: block.range.start.column)
    }

    public static func fenceOffset(_ block: MarkdownNode) -> Int {
        guard case .codeBlock(_, let code) = block.kind else { return 0 }
        let codeLines = code.hasSuffix("\n") ? code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                                             : code.split(separator: "\n", omittingEmptySubsequences: false).count
        let blockLines = block.range.end.line - block.range.start.line + 1
        // A fenced block has two more lines than its code; an indented one has none.
        return blockLines >= codeLines + 2 ? 1 : 0
    }

    /// The code's lines without comments, trimmed, blank ones dropped, each with its
    /// 0-based line offset in the code.
    public static func significantLines(_ code: String) -> [(offset: Int, text: String)] {
        stripComments(code).split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
            let trimmed = String(line).duetTrimmed
            return trimmed.isEmpty ? nil : (offset, trimmed)
        }
    }

    /// Removes `//` and `/* */` comments outside string literals, keeping newlines so
    /// line numbers stay.
    public static func stripComments(_ code: String) -> String {
        let chars = Array(code.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        var inString = false
        var multiline = false
        func at(_ i: Int) -> Unicode.Scalar? { i < chars.count ? chars[i] : nil }
        while index < chars.count {
            let c = chars[index]
            if inString {
                out.append(c)
                if c == "\\", let next = at(index + 1) { out.append(next); index += 2; continue }
                if c == "\"" {
                    if multiline {
                        if at(index + 1) == "\"" && at(index + 2) == "\"" {
                            out.append("\""); out.append("\""); index += 3; inString = false; continue
                        }
                    } else {
                        inString = false
                    }
                }
                if c == "\n" && !multiline { inString = false }
                index += 1
                continue
            }
            if c == "\"" {
                multiline = at(index + 1) == "\"" && at(index + 2) == "\""
                inString = true
                if multiline { out.append(c); out.append(c); out.append(c); index += 3; continue }
                out.append(c); index += 1; continue
            }
            if c == "/" && at(index + 1) == "/" {
                while index < chars.count && chars[index] != "\n" { index += 1 }
                continue
            }
            if c == "/" && at(index + 1) == "*" {
                index += 2
                while index < chars.count && !(chars[index] == "*" && at(index + 1) == "/") {
                    if chars[index] == "\n" { out.append("\n") }
                    index += 1
                }
                index += 2
                continue
            }
            out.append(c)
            index += 1
        }
        return String(out)
    }
}
