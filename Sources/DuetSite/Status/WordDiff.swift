import Foundation
import DuetMarkdown

/// A word diff of two English blocks for the status dashboard: what changed since the
/// translation was accepted, as `<del>` and `<ins>` around whole words (a Han character
/// is a word of its own, whitespace and punctuation are kept as they are).
public enum WordDiff {
    public enum Piece: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsWord = false
        for character in text {
            let isWord = character.isLetter || character.isNumber || character == "_"
            let isHan = character.unicodeScalars.first.map { (0x3400...0x9FFF).contains($0.value) } ?? false
            if isWord && !isHan && currentIsWord {
                current.append(character)
                continue
            }
            if !current.isEmpty { tokens.append(current) }
            current = String(character)
            currentIsWord = isWord && !isHan
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The pieces, from the longest common subsequence of the two token lists; runs of the
    /// same kind are joined.
    public static func diff(_ old: String, _ new: String) -> [Piece] {
        let a = tokens(old), b = tokens(new)
        // Common prefix and suffix first: a block usually changes in one place.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                lengths[i][j] = x[i] == y[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pieces: [Piece] = []
        func add(_ piece: Piece) {
            switch (pieces.last, piece) {
            case (.same(let l)?, .same(let r)): pieces[pieces.count - 1] = .same(l + r)
            case (.removed(let l)?, .removed(let r)): pieces[pieces.count - 1] = .removed(l + r)
            case (.added(let l)?, .added(let r)): pieces[pieces.count - 1] = .added(l + r)
            default: pieces.append(piece)
            }
        }
        for token in a[0..<prefix] { add(.same(token)) }
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, x[i] == y[j] {
                add(.same(x[i])); i += 1; j += 1
            } else if i < x.count, j == y.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                add(.removed(x[i])); i += 1
            } else {
                add(.added(y[j])); j += 1
            }
        }
        for token in a[(a.count - suffix)...] { add(.same(token)) }
        return pieces
    }

    /// The diff for a terminal: `[-removed-]` and `{+added+}` as git's `--word-diff`
    /// writes them, on one line (line breaks shown as spaces) unless `keepingLines`.
    public static func text(_ old: String, _ new: String, keepingLines: Bool = false) -> String {
        let marked = diff(old, new).map { piece in
            switch piece {
            case .same(let text): text
            case .removed(let text): "[-" + text + "-]"
            case .added(let text): "{+" + text + "+}"
            }
        }.joined()
        return keepingLines ? marked : marked.replacingOccurrences(of: "\n", with: " ")
    }

    public static func html(_ old: String, _ new: String) -> String {
        diff(old, new).map { piece in
            switch piece {
            case .same(let text): HTMLEscaping.escape(text)
            case .removed(let text): "<del>" + HTMLEscaping.escape(text) + "</del>"
            case .added(let text): "<ins>" + HTMLEscaping.escape(text) + "</ins>"
            }
        }.joined()
    }
}
