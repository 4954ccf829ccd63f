@testable import DuetModel
import Foundation
import DuetTestSupport
import Testing

/// Figure labels are wrapped by duet (SVG has no line breaking): Chinese breaks between
/// Han characters, never inside an API name or a release, never with closing
/// punctuation at the start of a line.
@Suite("Figure labels break between words, never inside one")
struct FigureLineBreakingTests {
    init() { ShippedStrings.install() }

    static let closing: Set<Character> = FigureLineBreaking.closing

    @Test("a release and an API name in a Chinese label stay whole at every width",
          arguments: [40.0, 60.0, 80.0, 120.0, 200.0])
    func latinRunsStayWhole(width: Double) {
        let label = "在 iOS 8–12 中，呈现的尺寸取自 preferredContentSize，然后适配。"
        let lines = FigureLineBreaking.wrap(label, width: width, size: 12)
        #expect(lines.joined() == label.replacingOccurrences(of: " ", with: "") || lines.joined(separator: " ").replacingOccurrences(of: " ", with: "") == label.replacingOccurrences(of: " ", with: ""),
                "no character is lost: \(lines)")
        for name in ["iOS", "8–12", "preferredContentSize"] {
            #expect(lines.contains { $0.contains(name) }, "“\(name)” is split across lines: \(lines)")
        }
        #expect(!lines.contains { $0.first.map(Self.closing.contains) ?? false }, "a line starts with closing punctuation: \(lines)")
    }

    @Test("a release's name and number stay on one line: “iOS 8–12”, “iPadOS 26”", arguments: [60.0, 90.0, 120.0])
    func releaseStaysWhole(width: Double) {
        for label in ["紧凑宽度（指南，iOS 8–12）", "iOS 13 起文档未说明（指南，iOS 8–12：同 .fullScreen）", "自 iPadOS 26 起的窗口"] {
            let lines = FigureLineBreaking.wrap(label, width: width, size: 12)
            for release in ["iOS 8–12", "iOS 13", "iPadOS 26"] where label.contains(release) {
                #expect(lines.contains { $0.contains(release) }, "“\(release)” is split: \(lines)")
            }
        }
    }

    @Test("opening punctuation stays with what follows it")
    func openingPunctuation() {
        let lines = FigureLineBreaking.wrap("视图控制器（呈现者）负责", width: 12 * 5.5, size: 12)
        #expect(!lines.contains { $0.hasSuffix("（") }, "\(lines)")
    }

    @Test("English labels break at spaces only")
    func english() {
        let lines = FigureLineBreaking.wrap("The presented view controller adapts to a compact width", width: 80, size: 12)
        #expect(lines.joined(separator: " ") == "The presented view controller adapts to a compact width")
        #expect(lines.count > 1)
    }

    /// Every text run of every Chinese figure, in every release a figure is drawn for.
    static func chineseTextRuns() -> [(figure: String, run: String)] {
        var runs: [(String, String)] = []
        for figure in FigureCatalogue.all {
            let svg = figure.svg(language: .zh, theme: .light)
            let pattern = try! NSRegularExpression(pattern: "<text[^>]*>([^<]*)</text>|<tspan[^>]*>([^<]*)</tspan>")
            let range = NSRange(svg.startIndex..., in: svg)
            for match in pattern.matches(in: svg, range: range) {
                for group in 1...2 {
                    if let r = Range(match.range(at: group), in: svg), !svg[r].isEmpty { runs.append((figure.id, String(svg[r]))) }
                }
            }
        }
        return runs
    }

    @Test("no text run of a Chinese figure starts with closing punctuation")
    func noRunStartsWithClosingPunctuation() {
        let runs = Self.chineseTextRuns()
        #expect(runs.count > 100)
        let bad = runs.filter { $0.run.first.map(Self.closing.contains) ?? false }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
    }

    /// Every text run of every figure in `language`, in every layout it is drawn in.
    static func textRuns(_ language: Language) -> [(figure: String, run: String)] {
        var runs: [(String, String)] = []
        let pattern = try! NSRegularExpression(pattern: "<text[^>]*>([^<]*)</text>|<tspan[^>]*>([^<]*)</tspan>")
        for figure in FigureCatalogue.all {
            for layout in FigureLayout.allCases {
                let svg = figure.document(language: language, layout: layout).rendered()
                for match in pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
                    for group in 1...2 {
                        if let r = Range(match.range(at: group), in: svg), !svg[r].isEmpty { runs.append((figure.id, String(svg[r]))) }
                    }
                }
            }
        }
        return runs
    }

    @Test("no line of any figure ends inside an argument list: presentationControllerDidAttemptToDismiss(_:) keeps (_:) whole",
          arguments: Language.allCases)
    func argumentListsStayWhole(language: Language) {
        let runs = Self.textRuns(language)
        #expect(runs.count > 100)
        let bad = runs.filter { $0.run.hasSuffix("(") || $0.run.hasPrefix("_:") || $0.run.hasPrefix(":)") }
        #expect(bad.isEmpty, "\(bad.prefix(5))")
    }

    @Test("a long name cut to fit breaks only where IdentifierBoundaries allows", arguments: [60.0, 90.0, 140.0])
    func namesCutAtTheirBoundaries(width: Double) {
        for name in ["presentationControllerDidAttemptToDismiss(_:)", "UIModalPresentationStyle.fullScreen",
                     "animationController(forPresented:presenting:source:)", "preferredContentSize"] {
            let lines = FigureLineBreaking.wrap(name, width: width, size: 12, cuttingNames: true)
            #expect(lines.joined() == name)
            var offset = 0
            let allowed = Set(IdentifierBoundaries.breaks(in: name))
            for line in lines.dropLast() {
                offset += line.unicodeScalars.count
                #expect(allowed.contains(offset), "\(name) cut after '\(line)' at \(width)")
            }
        }
    }
}
