/// Where a figure label may break, by the rules Chinese typesetting and English share:
/// between two Han characters, at a space, never inside a run of Latin letters and digits
/// (`iOS 8–12`, `preferredContentSize`), never before closing punctuation (「，」 does not
/// start a line) and never after opening punctuation. SVG has no line breaking of its
/// own, so every wrapped label goes through here.
enum FigureLineBreaking {
    /// Full-width punctuation that must stay at the end of the line before it. ASCII
    /// punctuation belongs to the Latin run it sits in (`.formSheet`, `(_:)`) and never
    /// breaks from it.
    static let closing: Set<Character> = ["，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "》", "〉", "】", "…", "”", "’"]
    /// Full-width punctuation that must stay at the start of the line after it.
    static let opening: Set<Character> = ["（", "「", "『", "《", "〈", "【", "“", "‘"]

    static func isHan(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.value >= 0x2E80 && !closing.contains(character) && !opening.contains(character)
    }

    /// The label cut into pieces that cannot be broken; a piece of one space marks a
    /// break that disappears at a line's edge.
    static func pieces(of text: String) -> [String] {
        var pieces: [String] = []
        var run = ""
        func flush() { if !run.isEmpty { pieces.append(run); run = "" } }
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            // A release stays whole: "iOS 8–12", "iPadOS 26" never break after the name.
            if character == " ", run.hasSuffix("OS"), index + 1 < characters.count, characters[index + 1].isNumber {
                run.append(character)
            } else if character == " " {
                flush()
                pieces.append(" ")
            } else if isHan(character) {
                flush()
                pieces.append(String(character))
            } else if closing.contains(character) || opening.contains(character) {
                flush()
                pieces.append(String(character))
            } else {
                run.append(character)
            }
        }
        flush()
        // Closing punctuation joins the piece before it, opening punctuation the piece after.
        var joined: [String] = []
        var pendingOpening = ""
        for piece in pieces {
            if let first = piece.first, piece.count == 1, closing.contains(first), let last = joined.last, last != " " {
                joined[joined.count - 1] = last + piece
            } else if let first = piece.first, piece.count == 1, opening.contains(first) {
                pendingOpening += piece
            } else if piece == " " {
                if !pendingOpening.isEmpty { joined.append(pendingOpening); pendingOpening = "" }
                joined.append(piece)
            } else {
                joined.append(pendingOpening + piece)
                pendingOpening = ""
            }
        }
        if !pendingOpening.isEmpty { joined.append(pendingOpening) }
        return joined
    }

    /// A name wider than a whole line cut where a reader still sees one name, by the
    /// rules every page shares (`IdentifierBoundaries`): after a `.` or a selector's `:`,
    /// before its `(`, and between the camel-case words of a long part; for a narrow
    /// column where the name would otherwise run past the drawing's edge.
    static func humps(of piece: String) -> [String] {
        IdentifierBoundaries.parts(of: piece)
    }

    /// Lines no wider than `width` (as `SVG.width` measures them), broken only where
    /// `pieces(of:)` allows; a piece wider than the line stands alone on its line, unless
    /// `cuttingNames` lets it break at its humps.
    static func wrap(_ text: String, width: Double, size: Double, cuttingNames: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        var pieces = pieces(of: text)
        if cuttingNames {
            pieces = pieces.flatMap { SVG.width(of: $0, size: size) > width ? humps(of: $0) : [$0] }
        }
        for piece in pieces {
            if piece == " " {
                if !line.isEmpty { line += " " }
                continue
            }
            let candidate = line + piece
            if !line.trimmingTrailingSpaces.isEmpty && SVG.width(of: candidate, size: size) > width {
                lines.append(line.trimmingTrailingSpaces)
                line = piece
            } else {
                line = candidate
            }
        }
        if !line.trimmingTrailingSpaces.isEmpty { lines.append(line.trimmingTrailingSpaces) }
        return lines
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
