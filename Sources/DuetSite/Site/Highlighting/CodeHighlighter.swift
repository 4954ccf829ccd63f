import DuetMarkdown

/// Colours Swift and Objective-C listings at build time, so a page needs no script to
/// show keywords, types, strings, comments and numbers.
///
/// The scanner knows the lexical rules that change how the rest of a line reads —
/// comments (nested in Swift), strings with escapes, Swift's `\( )` interpolation (whose
/// inside is code again), raw and multi-line strings, Objective-C's `@"…"` and `#import
/// <…>` — and classifies words with the tables of `HighlighterKeywords`. A word that
/// starts with a capital letter is taken for a type: in Apple's APIs it nearly always is.
public struct CodeHighlighter: Sendable {
    public let language: HighlightedLanguage

    public init(_ language: HighlightedLanguage) {
        self.language = language
    }

    /// The listing split into runs; concatenating their text gives the code back exactly.
    public func tokens(_ code: String) -> [CodeToken] {
        var scanner = CodeScanner(code, language: language)
        scanner.scanCode(untilUnmatchedParenthesis: false)
        return scanner.finish()
    }

    /// Escaped HTML with one `<span class="tok-…">` per classified run.
    public func html(_ code: String) -> String {
        var out = ""
        for token in tokens(code) {
            let text = HTMLEscaping.escape(token.text)
            if let kind = token.kind {
                out += "<span class=\"\(kind.cssClass)\">\(text)</span>"
            } else {
                out += text
            }
        }
        return out
    }
}

/// The state of one pass over a listing: a cursor over its scalars and the runs so far.
struct CodeScanner {
    private let scalars: [Unicode.Scalar]
    private let language: HighlightedLanguage
    private var index = 0
    private var tokens: [CodeToken] = []
    private var pending = ""
    private var pendingKind: CodeToken.Kind?

    init(_ code: String, language: HighlightedLanguage) {
        self.scalars = Array(code.unicodeScalars)
        self.language = language
    }

    mutating func finish() -> [CodeToken] {
        flush()
        return tokens
    }

    // MARK: Emitting

    /// Appends text to the current run, starting a new run when the kind changes, so
    /// adjacent text of one kind stays one span.
    private mutating func emit(_ kind: CodeToken.Kind?, _ text: String) {
        guard !text.isEmpty else { return }
        if kind != pendingKind { flush() }
        pendingKind = kind
        pending += text
    }

    private mutating func emit(_ kind: CodeToken.Kind?, from start: Int) {
        emit(kind, text(start, index))
    }

    private mutating func flush() {
        if !pending.isEmpty { tokens.append(CodeToken(pendingKind, pending)) }
        pending = ""
        pendingKind = nil
    }

    private func text(_ start: Int, _ end: Int) -> String {
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars[start..<end])
        return out
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func matches(_ literal: String, at position: Int) -> Bool {
        var i = position
        for scalar in literal.unicodeScalars {
            guard i < scalars.count, scalars[i] == scalar else { return false }
            i += 1
        }
        return true
    }

    // MARK: Code

    /// Scans code until the end, or — inside a Swift interpolation — until the `)` that
    /// closes it, which is left for the string to consume.
    mutating func scanCode(untilUnmatchedParenthesis: Bool) {
        var depth = 0
        while let scalar = peek() {
            if scalar == ")" {
                if depth == 0 && untilUnmatchedParenthesis { return }
                depth -= 1
            } else if scalar == "(" {
                depth += 1
            }
            if scalar == "/" && peek(1) == "/" {
                scanLineComment()
            } else if scalar == "/" && peek(1) == "*" {
                scanBlockComment()
            } else if scalar == "\"" {
                if language == .swift { scanSwiftString(hashes: 0) } else { scanCString(quote: "\"", prefixLength: 0) }
            } else if language == .swift && scalar == "#" {
                scanSwiftHash()
            } else if language == .objectiveC && scalar == "#" && atLineStart() {
                scanPreprocessorDirective()
            } else if language == .objectiveC && scalar == "'" {
                scanCString(quote: "'", prefixLength: 0)
            } else if scalar == "@" {
                scanAt()
            } else if Self.isDigit(scalar) {
                scanNumber()
            } else if Self.isIdentifierStart(scalar) {
                scanWord(prefixLength: 0)
            } else {
                emit(nil, String(scalar))
                index += 1
            }
        }
    }

    private func atLineStart() -> Bool {
        var i = index - 1
        while i >= 0 {
            if scalars[i] == "\n" { return true }
            if scalars[i] != " " && scalars[i] != "\t" { return false }
            i -= 1
        }
        return true
    }

    private mutating func scanLineComment() {
        let start = index
        while let scalar = peek(), scalar != "\n" { index += 1 }
        emit(.comment, from: start)
    }

    /// `/* … */`; Swift nests them, C does not. An unclosed comment runs to the end.
    private mutating func scanBlockComment() {
        let start = index
        index += 2
        var depth = 1
        while index < scalars.count && depth > 0 {
            if matches("*/", at: index) {
                depth -= 1
                index += 2
            } else if language == .swift && matches("/*", at: index) {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        emit(.comment, from: start)
    }

    /// A word made of identifier characters, starting after `prefixLength` scalars that
    /// belong to it (`@` of `@objc`, `#` of `#selector`).
    private mutating func scanWord(prefixLength: Int) {
        let start = index
        index += prefixLength
        while let scalar = peek(), Self.isIdentifierPart(scalar) { index += 1 }
        let word = text(start, index)
        emit(classify(word, prefixed: prefixLength > 0), word)
    }

    private func classify(_ word: String, prefixed: Bool) -> CodeToken.Kind? {
        if language.keywords.contains(word) { return .keyword }
        if prefixed { return language == .swift ? .keyword : nil }
        let firstLetter = word.unicodeScalars.first { $0 != "_" }
        if let firstLetter, ("A"..."Z").contains(firstLetter) { return .type }
        return nil
    }

    /// Decimal, hexadecimal, octal and binary literals with `_` separators, fractions,
    /// exponents and C suffixes (`1.5f`, `10UL`).
    private mutating func scanNumber() {
        let start = index
        if peek() == "0", let radix = peek(1), "xXbBoO".unicodeScalars.contains(radix) {
            index += 2
            while let scalar = peek(), Self.isHexDigit(scalar) || scalar == "_" { index += 1 }
        } else {
            while let scalar = peek(), Self.isDigit(scalar) || scalar == "_" { index += 1 }
            if peek() == ".", let next = peek(1), Self.isDigit(next) {
                index += 1
                while let scalar = peek(), Self.isDigit(scalar) || scalar == "_" { index += 1 }
            }
            if let e = peek(), e == "e" || e == "E" {
                let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
                if let digit = peek(1 + sign), Self.isDigit(digit) {
                    index += 1 + sign
                    while let scalar = peek(), Self.isDigit(scalar) { index += 1 }
                }
            }
        }
        if language == .objectiveC {
            while let scalar = peek(), "fFlLuU".unicodeScalars.contains(scalar) { index += 1 }
        }
        emit(.number, from: start)
    }

    // MARK: Swift strings

    /// `#"…"#` raw strings, or `#selector`, `#available`, `#if` and friends as keywords.
    private mutating func scanSwiftHash() {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
            scanSwiftString(hashes: hashes)
        } else if let next = peek(1), Self.isIdentifierStart(next) {
            scanWord(prefixLength: 1)
        } else {
            emit(nil, "#")
            index += 1
        }
    }

    /// A Swift string literal from its opening delimiter: `"`, `"""` or either with `#`s.
    /// Escapes need as many `#` after the backslash as the delimiter has; `\(` opens an
    /// interpolation whose inside is highlighted as code. A single-line string that is not
    /// closed ends at the line's end, so one typo does not colour the rest of the listing.
    private mutating func scanSwiftString(hashes: Int) {
        let start = index
        index += hashes
        let multiline = matches("\"\"\"", at: index)
        index += multiline ? 3 : 1
        let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let escape = "\\" + String(repeating: "#", count: hashes)
        var segmentStart = start
        while index < scalars.count {
            if matches(closing, at: index) {
                index += closing.unicodeScalars.count
                break
            }
            if !multiline && scalars[index] == "\n" { break }
            if matches(escape, at: index) {
                let afterEscape = index + escape.unicodeScalars.count
                if afterEscape < scalars.count && scalars[afterEscape] == "(" {
                    index = afterEscape + 1
                    emit(.string, from: segmentStart)
                    scanCode(untilUnmatchedParenthesis: true)
                    segmentStart = index
                    if peek() == ")" { index += 1 }
                    continue
                }
                index = min(afterEscape + 1, scalars.count)
                continue
            }
            index += 1
        }
        emit(.string, from: segmentStart)
    }

    // MARK: Objective-C

    /// `"…"` and `'…'` with backslash escapes, ending at the quote or the line's end.
    private mutating func scanCString(quote: Unicode.Scalar, prefixLength: Int) {
        let start = index
        index += prefixLength + 1
        while let scalar = peek(), scalar != "\n" {
            index += 1
            if scalar == "\\" { if peek() != nil && peek() != "\n" { index += 1 } ; continue }
            if scalar == quote { break }
        }
        emit(.string, from: start)
    }

    /// `@"…"` strings, `@interface`-style directives and Swift's `@objc`-style attributes.
    private mutating func scanAt() {
        if language == .objectiveC && peek(1) == "\"" {
            scanCString(quote: "\"", prefixLength: 1)
        } else if let next = peek(1), Self.isIdentifierStart(next) {
            scanWord(prefixLength: 1)
        } else {
            emit(nil, "@")
            index += 1
        }
    }

    /// `#import <UIKit/UIKit.h>`, `#define`, `#pragma mark`: the directive is a keyword and
    /// an angle-bracketed header name reads as a string, like a quoted one.
    private mutating func scanPreprocessorDirective() {
        let start = index
        index += 1
        while let scalar = peek(), scalar == " " || scalar == "\t" { index += 1 }
        while let scalar = peek(), Self.isIdentifierPart(scalar) { index += 1 }
        let directive = text(start, index)
        emit(.keyword, directive)
        guard directive.hasSuffix("import") || directive.hasSuffix("include") else { return }
        while let scalar = peek(), scalar == " " || scalar == "\t" {
            emit(nil, String(scalar))
            index += 1
        }
        if peek() == "<" {
            let headerStart = index
            while let scalar = peek(), scalar != "\n" {
                index += 1
                if scalar == ">" { break }
            }
            emit(.string, from: headerStart)
        }
    }

    // MARK: Character classes

    static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }

    static func isHexDigit(_ s: Unicode.Scalar) -> Bool {
        isDigit(s) || ("a"..."f").contains(s) || ("A"..."F").contains(s)
    }

    static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" || s == "$"
    }

    static func isIdentifierPart(_ s: Unicode.Scalar) -> Bool {
        isIdentifierStart(s) || isDigit(s)
    }
}
