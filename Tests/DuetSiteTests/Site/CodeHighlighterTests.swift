import DuetSite
import DuetTestSupport
import Testing

/// The runs of a listing that carry a class, as (class, text) pairs, in order.
private func classified(_ code: String, _ language: HighlightedLanguage) -> [(CodeToken.Kind, String)] {
    CodeHighlighter(language).tokens(code).compactMap { token in token.kind.map { ($0, token.text) } }
}

private func texts(_ code: String, _ language: HighlightedLanguage, _ kind: CodeToken.Kind) -> [String] {
    classified(code, language).filter { $0.0 == kind }.map(\.1)
}

@Suite("Highlighting Swift listings at build time")
struct SwiftHighlightingTests {
    init() { ShippedStrings.install() }

    @Test("keywords, including attributes and #-directives, are keywords; other words are not")
    func keywords() {
        let code = "@objc override func viewDidLoad() { guard let x = y else { return } ; #selector(close) }"
        #expect(texts(code, .swift, .keyword) == ["@objc", "override", "func", "guard", "let", "else", "return", "#selector"])
        #expect(!texts(code, .swift, .keyword).contains("viewDidLoad"))
    }

    @Test("capitalised names are types, lower-case members are not")
    func types() {
        let code = "let size: CGSize = CGSize(width: 1, height: 2); picker.modalPresentationStyle = .popover"
        #expect(texts(code, .swift, .type) == ["CGSize", "CGSize"])
        #expect(!texts(code, .swift, .type).contains("popover"))
    }

    @Test("integers, decimals, hexadecimal, separators and exponents are numbers")
    func numbers() {
        let code = "let a = 240, b = 0.25, c = 0xFF_FF, d = 1_000, e = 1e-3, name2 = f"
        #expect(texts(code, .swift, .number) == ["240", "0.25", "0xFF_FF", "1_000", "1e-3"])
    }

    @Test("a digit inside a name is part of the name, not a number")
    func digitsInNames() {
        #expect(texts("let iPhone6Plus = view2", .swift, .number).isEmpty)
    }

    @Test("line comments run to the end of the line, in any language")
    func lineComments() {
        let code = "let x = 1 // 一个注释 \"not a string\"\nlet y = 2"
        #expect(texts(code, .swift, .comment) == ["// 一个注释 \"not a string\""])
        #expect(texts(code, .swift, .keyword) == ["let", "let"])
    }

    @Test("block comments nest in Swift, so the outer one ends at its own */")
    func nestedBlockComments() {
        let code = "/* outer /* inner */ still comment */ let x = 1"
        #expect(texts(code, .swift, .comment) == ["/* outer /* inner */ still comment */"])
        #expect(texts(code, .swift, .keyword) == ["let"])
    }

    @Test("strings keep escaped quotes inside and end at the closing quote")
    func strings() {
        let code = #"let s = "say \"hi\" // not a comment"; let t = 2"#
        #expect(texts(code, .swift, .string) == [#""say \"hi\" // not a comment""#])
        #expect(texts(code, .swift, .comment).isEmpty)
        #expect(texts(code, .swift, .number) == ["2"])
    }

    @Test("an interpolation is code inside the string, with its own strings and parentheses")
    func interpolation() {
        let code = #"print("size \(size.width * 2) of \(name("x(y)")) done")"#
        let tokens = classified(code, .swift)
        #expect(tokens.map(\.1).first { $0.hasPrefix("\"size") } == #""size \("#)
        #expect(texts(code, .swift, .number) == ["2"])
        #expect(texts(code, .swift, .string) == [#""size \("#, #") of \("#, #""x(y)""#, #") done""#])
        #expect(CodeHighlighter(.swift).tokens(code).map(\.text).joined() == code)
    }

    @Test("multi-line and raw strings end at their own delimiters")
    func multilineAndRawStrings() {
        let multiline = "let m = \"\"\"\nline \"one\"\n\"\"\"\nlet n = 1"
        #expect(texts(multiline, .swift, .string) == ["\"\"\"\nline \"one\"\n\"\"\""])
        #expect(texts(multiline, .swift, .number) == ["1"])
        let raw = ##"let r = #"a "quoted" \(not) word"# + x"##
        #expect(texts(raw, .swift, .string) == [##"#"a "quoted" \(not) word"#"##])
    }

    @Test("an unclosed string stops at the end of its line")
    func unclosedString() {
        let code = "let s = \"oops\nlet t = 1"
        #expect(texts(code, .swift, .string) == ["\"oops"])
        #expect(texts(code, .swift, .keyword) == ["let", "let"])
    }

    @Test("the HTML escapes text and wraps each classified run in its span")
    func html() {
        let html = CodeHighlighter(.swift).html("if a < b { return \"<b>\" } // x & y")
        #expect(html == #"<span class="tok-keyword">if</span> a &lt; b { <span class="tok-keyword">return</span> <span class="tok-string">&quot;&lt;b&gt;&quot;</span> } <span class="tok-comment">// x &amp; y</span>"#)
    }
}

@Suite("Highlighting Objective-C listings at build time")
struct ObjectiveCHighlightingTests {
    init() { ShippedStrings.install() }

    @Test("C keywords and @-directives are keywords")
    func keywords() {
        let code = "@interface Box : NSObject\n@property (nonatomic, weak) id delegate;\n- (void)run { return; }\n@end"
        let keywords = texts(code, .objectiveC, .keyword)
        #expect(keywords == ["@interface", "@property", "nonatomic", "weak", "id", "void", "return", "@end"])
    }

    @Test("class names and capitalised constants are types")
    func types() {
        let code = "UIViewController *content = [[UINavigationController alloc] initWithRootViewController:root];"
        #expect(texts(code, .objectiveC, .type) == ["UIViewController", "UINavigationController"])
    }

    @Test("@\"…\" literals, C strings, characters and #import headers are strings")
    func strings() {
        let code = "#import <UIKit/UIKit.h>\nNSString *s = @\"a \\\"b\\\"\"; char c = 'x'; puts(\"c\");"
        #expect(texts(code, .objectiveC, .string) == ["<UIKit/UIKit.h>", "@\"a \\\"b\\\"\"", "'x'", "\"c\""])
        #expect(texts(code, .objectiveC, .keyword).first == "#import")
    }

    @Test("numbers take C suffixes")
    func numbers() {
        let code = "CGFloat w = 240.0f; NSUInteger n = 10UL; int h = 0x1F;"
        #expect(texts(code, .objectiveC, .number) == ["240.0f", "10UL", "0x1F"])
    }

    @Test("block comments do not nest in C: the first */ ends them")
    func comments() {
        let code = "/* a /* b */ int x = 1; // tail\nint y;"
        #expect(texts(code, .objectiveC, .comment) == ["/* a /* b */", "// tail"])
        #expect(texts(code, .objectiveC, .keyword) == ["int", "int"])
    }

    @Test("Objective-C has no interpolation: a backslash-parenthesis is just string text")
    func noInterpolation() {
        let code = #"NSLog(@"\(x)");"#
        #expect(texts(code, .objectiveC, .string) == [#"@"\(x)""#])
    }
}

@Suite("Which fences are highlighted")
struct HighlightedLanguageTests {
    init() { ShippedStrings.install() }

    @Test("swift, objc and objective-c info strings name a language; others stay plain")
    func infoStrings() {
        #expect(HighlightedLanguage(info: "swift") == .swift)
        #expect(HighlightedLanguage(info: "Swift title=x") == .swift)
        #expect(HighlightedLanguage(info: "objc") == .objectiveC)
        #expect(HighlightedLanguage(info: "objective-c") == .objectiveC)
        #expect(HighlightedLanguage(info: "duet-table traits") == nil)
        #expect(HighlightedLanguage(info: "") == nil)
        #expect(HighlightedLanguage(info: "python") == nil)
    }

    @Test("any listing comes back exactly when its runs are joined")
    func lossless() {
        let samples = ["", "\"", "/*", "#", "@", "0x", "1e", "\\(", "let s = \"\\(", "#\"abc", "'\\"]
        for sample in samples {
            for language in HighlightedLanguage.allCases {
                #expect(CodeHighlighter(language).tokens(sample).map(\.text).joined() == sample, "\(language): \(sample)")
            }
        }
    }
}
