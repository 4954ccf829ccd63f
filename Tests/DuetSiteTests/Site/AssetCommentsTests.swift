@testable import DuetSite
import Testing

@Suite("Published scripts and stylesheets leave out their comments")
struct AssetCommentsTests {
    @Test("a script loses its whole-line comments and keeps its code, trailing comments and strings")
    func scriptComments() {
        let script = """
        // Why this file exists.
        var a = "// not a comment"; // kept: not a whole line
          // indented comment
        var url = "http://example.com";
        """
        #expect(AssetComments.script(script) == "var a = \"// not a comment\"; // kept: not a whole line\nvar url = \"http://example.com\";")
    }

    @Test("a script with a template literal is left as it is, since a line may start inside one")
    func templateLiteralKept() {
        let script = "var t = `\n// inside the string\n`;\n// comment\n"
        #expect(AssetComments.script(script) == script)
    }

    @Test("a line after a backslash continuation is kept: it is part of a string")
    func continuationKept() {
        let script = "var s = \"one \\\n// two\";\n"
        #expect(AssetComments.script(script) == script)
    }

    @Test("a stylesheet loses its comments and their lines, not what is quoted")
    func stylesheetComments() {
        let css = "/* Colours.\n   More. */\na { color: red; } /* trailing */\nb::before { content: \"/* kept */\"; }\n"
        #expect(AssetComments.stylesheet(css) == "a { color: red; } \nb::before { content: \"/* kept */\"; }\n")
    }

    @Test("other files are copied as they are")
    func otherFiles() {
        #expect(AssetComments.stripped("// a\n", path: "assets/notes.txt") == "// a\n")
    }

    @Test("the shipped reader script keeps working code: every function and the interface words stay")
    func shippedScript() throws {
        let built = String(decoding: try #require(ShippedSite.context.output.files["assets/duet.js"]), as: UTF8.self)
        #expect(built.hasPrefix("window.DUET_INTERFACE"))
        #expect(!built.contains("\n    // "), "whole-line comments are gone")
        #expect(built.contains("function mergeOther(html)") && built.contains("function applyMode(mode, keepPlace)"))
    }
}
