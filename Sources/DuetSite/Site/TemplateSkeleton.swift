import Foundation
import Mustache

/// One template's output for every page whose values have the same *shape*, with a
/// placeholder where each text value goes.
///
/// swift-mustache finds every tag's value with dynamic casts and builds the output one
/// token at a time; for the thousands of pages of a large book that was the largest single
/// cost of rendering (docs/benchmark.md). Pages of a book differ mostly in their texts,
/// not in which sections of the template they take. So the template is rendered once per
/// shape with placeholders, `\u{1}<n>&\u{2}` for the n-th text, and each page is that
/// output with its texts put in: escaped where the placeholder came out as `&amp;`
/// (`{{name}}` escaped it), as they are where it kept its `&` (`{{{name}}}`).
///
/// The shape is everything that can change which tokens render and how: the used keys,
/// every `Bool` and `Int`, the length of every list, and of every text whether it is empty
/// and whether it ends with a line break (swift-mustache indents a partial's next token
/// after a line break, and skips empty output; a text's placeholder ends with the same line
/// break, and an empty text is given as it is). Any other kind of value makes `values`
/// return nil, and the page is rendered by swift-mustache alone.
struct TemplateSkeleton: Sendable {
    static let markerStart = UInt8(0x01)
    static let markerEnd = UInt8(0x02)

    enum Piece: Sendable {
        /// The n-th run of the skeleton's own text (`literals`).
        case literal(Int)
        /// The n-th text of the values, escaped or as it is.
        case text(Int, escaped: Bool)
    }

    /// The skeleton's own text between the values, cut from the rendered string once: a
    /// page is joined from strings, which Swift copies without checking their UTF-8 again
    /// (building it from bytes validated every page's every byte).
    let literals: [Substring]
    let pieces: [Piece]

    /// The codes of a shape; a used key is its rank in the names' order, never negative.
    enum Shape {
        static let dictionaryStart = -1, dictionaryEnd = -2, listStart = -3, listEnd = -4
        static let trueFlag = -5, falseFlag = -6, number = -7
        static let emptyText = -8, text = -9, textEndingInLineBreak = -10
    }

    /// A page's values walked in a fixed order (dictionary keys sorted): the texts in the
    /// order their placeholders are numbered and the shape; with `marking`, also the values
    /// with placeholders in place of the texts, which only a shape seen for the first time
    /// needs (most pages only walk, without building a copy of their values).
    struct Values {
        var texts: [String] = []
        /// The shape as numbers: a used key's rank in the names' order, or one of the codes
        /// below (numbers to append and hash, not text to interpolate, on every page).
        var shape: [Int] = []
        /// The template's used names, each with its place in a fixed order.
        fileprivate let names: [String: Int]
        fileprivate let marking: Bool

        init(names: [String: Int], marking: Bool) {
            self.names = names
            self.marking = marking
        }

        /// The value with its texts replaced by placeholders and unused keys left out (or,
        /// without `marking`, the value itself), or nil for a value the skeleton cannot
        /// stand in for.
        mutating func placeholders(for value: Any) -> Any? {
            // Told apart by their exact type first: a conditional cast such as
            // `as? [String: TemplateText]` converts a dictionary element by element, and the
            // casts were most of the walk's time. A number that casts to `Bool` (or back)
            // would also print differently, so those are taken by exact type only.
            let type = Swift.type(of: value)
            if type == TemplateText.self { return placeholder((value as! TemplateText).text) }
            if type == String.self { return placeholder(value as! String) }
            if type == Bool.self {
                let flag = value as! Bool
                shape.append(flag ? Shape.trueFlag : Shape.falseFlag)
                return flag
            }
            if type == Int.self {
                let number = value as! Int
                shape.append(Shape.number)
                shape.append(number)
                return number
            }
            if type == [String: Any].self { return dictionary(value as! [String: Any]) }
            if type == [String: TemplateText].self { return dictionary(value as! [String: TemplateText]) }
            if type == [[String: Any]].self { return list(value as! [[String: Any]]) }
            if type == [Any].self { return list(value as! [Any]) }
            switch value {
            case let dictionary as [String: Any]:
                return self.dictionary(dictionary)
            case let list as [Any]:
                return self.list(list)
            default:
                return nil
            }
        }

        private mutating func list<Element>(_ list: [Element]) -> Any? {
            shape.append(Shape.listStart)
            shape.append(list.count)
            var result: [Any] = []
            if marking { result.reserveCapacity(list.count) }
            for element in list {
                guard let child = placeholders(for: element) else { return nil }
                if marking { result.append(child) }
            }
            shape.append(Shape.listEnd)
            return marking ? result : list
        }

        private mutating func dictionary<Value>(_ dictionary: [String: Value]) -> Any? {
            shape.append(Shape.dictionaryStart)
            var result: [String: Any] = [:]
            // Used keys in the names' fixed order: one lookup per key, and numbers to sort.
            var used: [(rank: Int, key: String, value: Value)] = []
            for (key, value) in dictionary {
                if let rank = names[key] { used.append((rank, key, value)) }
            }
            used.sort { $0.rank < $1.rank }
            for (rank, key, value) in used {
                shape.append(rank)
                guard let child = placeholders(for: value) else { return nil }
                if marking { result[key] = child }
            }
            shape.append(Shape.dictionaryEnd)
            return marking ? result : dictionary
        }

        private mutating func placeholder(_ text: String) -> Any {
            if text.isEmpty {
                shape.append(Shape.emptyText)
                return TemplateText("")
            }
            let newline = text.last == "\n"
            shape.append(newline ? Shape.textEndingInLineBreak : Shape.text)
            defer { texts.append(text) }
            guard marking else { return text }
            return TemplateText("\u{1}\(texts.count)&\u{2}" + (newline ? "\n" : ""))
        }
    }

    /// The skeleton in `rendered` (the template's output for placeholder values), or nil if
    /// a placeholder is not where and as it should be.
    init?(rendered: String, texts: [String]) {
        let bytes = Array(rendered.utf8)
        var pieces: [Piece] = []
        var literalStart = 0
        var position = 0
        // Runs are cut at the ASCII bytes around placeholders, so on scalar boundaries.
        var literals: [Substring] = []
        let utf8 = rendered.utf8
        func literal(_ range: Range<Int>) -> Int {
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            literals.append(rendered[start..<utf8.index(start, offsetBy: range.count)])
            return literals.count - 1
        }
        let escapedTail = Array("&amp;".utf8) + [Self.markerEnd]
        let plainTail = Array("&".utf8) + [Self.markerEnd]
        func matches(_ tail: [UInt8], at start: Int) -> Bool {
            start + tail.count <= bytes.count && bytes[start..<(start + tail.count)].elementsEqual(tail)
        }
        while position < bytes.count {
            guard bytes[position] == Self.markerStart else {
                position += 1
                continue
            }
            var cursor = position + 1
            var index = 0
            let digitsStart = cursor
            while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9"), cursor - digitsStart < 9 {
                index = index * 10 + Int(bytes[cursor] - UInt8(ascii: "0"))
                cursor += 1
            }
            guard cursor > digitsStart, index < texts.count else { return nil }
            let escaped: Bool
            if matches(escapedTail, at: cursor) {
                escaped = true
                cursor += escapedTail.count
            } else if matches(plainTail, at: cursor) {
                escaped = false
                cursor += plainTail.count
            } else {
                return nil
            }
            if texts[index].last == "\n" {
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\n") else { return nil }
                cursor += 1
            }
            if literalStart < position { pieces.append(.literal(literal(literalStart..<position))) }
            pieces.append(.text(index, escaped: escaped))
            position = cursor
            literalStart = cursor
        }
        if literalStart < bytes.count { pieces.append(.literal(literal(literalStart..<bytes.count))) }
        self.literals = literals
        self.pieces = pieces
    }

    /// The page: the skeleton with `texts` (walked from the page's values) put in.
    func fill(_ texts: [String]) -> String {
        let escaping = TemplateEscaping()
        var escaped: [Int: String] = [:]
        var length = 0
        for piece in pieces {
            switch piece {
            case .literal(let index):
                length += literals[index].utf8.count
            case .text(let index, let escapes):
                if escapes {
                    if escaped[index] == nil { escaped[index] = escaping.escapeText(texts[index]) }
                    length += escaped[index]!.utf8.count
                } else {
                    length += texts[index].utf8.count
                }
            }
        }
        var page = ""
        page.reserveCapacity(length)
        for piece in pieces {
            switch piece {
            case .literal(let index): page += literals[index]
            case .text(let index, let escapes): page += escapes ? escaped[index]! : texts[index]
            }
        }
        return page
    }
}

/// The skeletons of a template set, made on first use and shared by every thread.
final class TemplateSkeletons: @unchecked Sendable {
    /// Per template, the names its tags use (`TemplateNames`); a template not listed is
    /// always rendered by swift-mustache alone.
    private let names: [String: [String: Int]]
    private let lock = NSLock()
    /// Per template and shape, the skeleton, or nil when one could not be made.
    private var skeletons: [String: [[Int]: TemplateSkeleton?]] = [:]
    /// Shapes seen once, per template. A skeleton is made the second time a shape comes:
    /// pages whose shape is theirs alone (a language home listing every chapter, the 404
    /// page) are rendered once in any case, and a skeleton would only add the work and the
    /// memory of rendering it with placeholders, parsing it and keeping it.
    private var seenOnce: [String: Set<[Int]>] = [:]
    private var shapes = 0
    /// Shapes kept in all: a template whose every page has a shape of its own would
    /// otherwise keep a skeleton per page. Past this, new shapes are rendered directly.
    static let maximumShapes = 2048

    init(names: [String: Set<String>]) {
        self.names = names.mapValues { used in
            Dictionary(uniqueKeysWithValues: used.sorted().enumerated().map { ($0.element, $0.offset) })
        }
    }

    /// How many skeletons have been made.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return shapes
    }

    /// Whether `template` can be rendered through skeletons.
    func supports(_ template: String) -> Bool { names[template] != nil }

    /// The template's output for `values`, or nil when the caller must render it itself.
    func render(_ template: String, _ values: [String: Any], library: MustacheLibrary) -> String? {
        guard let used = names[template] else { return nil }
        var walk = TemplateSkeleton.Values(names: used, marking: false)
        guard walk.placeholders(for: values) != nil else { return nil }
        lock.lock()
        let known = skeletons[template]?[walk.shape]
        let full = shapes >= Self.maximumShapes
        let firstSighting = known == nil && seenOnce[template, default: []].insert(walk.shape).inserted
        lock.unlock()
        if let known {
            guard let skeleton = known else { return nil }
            return skeleton.fill(walk.texts)
        }
        guard !full, !firstSighting else { return nil }
        var marking = TemplateSkeleton.Values(names: used, marking: true)
        guard let marked = marking.placeholders(for: values), marking.shape == walk.shape,
              let rendered = library.render(marked, withTemplate: template) else { return nil }
        let skeleton = TemplateSkeleton(rendered: rendered, texts: walk.texts)
        lock.lock()
        if skeletons[template]?[walk.shape] == nil {
            skeletons[template, default: [:]][walk.shape] = .some(skeleton)
            seenOnce[template]?.remove(walk.shape)
            shapes += 1
        }
        lock.unlock()
        return skeleton?.fill(walk.texts)
    }
}
