import DuetSite
import DuetTestSupport
import Foundation
import Testing

/// Runs the built `duet import` on the import fixtures: output, report and exit codes.
@Suite("duet import, end to end")
struct ImportCommandTests {
    init() { ShippedStrings.install() }

    private func duet(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let binary = try #require(ChecksFixture.duetBinary(), "the duet executable was not found next to the tests; run `swift build` first or set DUET_BINARY")
        return try ChecksFixture.run(binary, arguments)
    }

    private func input(_ name: String) -> String { Fixtures.url("import/" + name).path }

    @Test("exit 0 with the report, 1 when nothing pairs or the page exists, 2 for a wrong combination of inputs")
    func exitCodesAndReport() throws {
        let workspace = try ImportWorkspace()
        let (status, output) = try duet(["import", input("headings/input.md"), "--slug", "headings", "--content", workspace.content])
        #expect(status == 0)
        #expect(output.contains("14 blocks paired, 0 shared, 0 unpaired, 0 lines dropped, 0 model tables recognised"))
        #expect(try workspace.read("content/en/headings.md").hasPrefix("---\ntitle: Size Classes\n---\n"))
        #expect(try duet(["import", input("headings/input.md"), "--slug", "headings", "--content", workspace.content]).status == 1)
        #expect(try duet(["import", input("headings/input.md"), "--slug", "headings", "--force", "--title-en", "Sizes",
                          "--title-zh", "尺寸", "--content", workspace.content]).status == 0)
        #expect(try workspace.read("content/zh/headings.md").hasPrefix("---\ntitle: 尺寸\n---\n"))
        let nothing = try duet(["import", input("broken/english-only.md"), "--slug", "only", "--content", workspace.content])
        #expect(nothing.status == 1)
        #expect(nothing.output.contains("0 blocks paired"))
        #expect(try duet(["import", input("headings/input.md"), "--en", input("pair/en.md"), "--zh", input("pair/zh.md"),
                          "--slug", "x", "--content", workspace.content]).status == 2)
        #expect(try duet(["import", "--en", input("pair/en.md"), "--slug", "x", "--content", workspace.content]).status == 2)
    }

    @Test("a paragraph that is one 2 MB line of Chinese (and its 1 MB English) imports whole and exactly")
    func oneLongLine() throws {
        let workspace = try ImportWorkspace()
        let english = String(repeating: "A view controller reads its trait collection to learn the size classes. ", count: 14_000)
        let chinese = String(repeating: "视图控制器读取它的特征集合，以了解尺寸类。", count: 32_000)
        let input = workspace.url.appendingPathComponent("long.md")
        try Data("# Long\n\n# 长段\n\n\(english)\n\n\(chinese)\n".utf8).write(to: input)
        let (status, output) = try duet(["import", input.path, "--slug", "long", "--content", workspace.content])
        #expect(status == 0, "\(output.prefix(600))")
        #expect(try workspace.read("content/zh/long.md").contains(chinese))
        #expect(try workspace.read("content/en/long.md").contains(english.trimmingCharacters(in: .whitespaces)))
    }
}
