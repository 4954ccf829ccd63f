@testable import DuetSite
import DuetModel
import DuetTestSupport
import Testing

/// Reference entries like DocC's: wrapped, highlighted declarations in both languages,
/// names that break only at sensible points, Topics and See Also.
@Suite("Reference declarations")
struct ReferenceDeclarationTests {
    init() { ShippedStrings.install() }

    @Test("a long Swift declaration gets one parameter per line; a short one stays on one line")
    func swiftWrapping() {
        let long = "func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController)"
        #expect(DeclarationLayout.swift(long) == """
            func setOverrideTraitCollection(
                _ collection: UITraitCollection?,
                forChild childViewController: UIViewController
            )
            """)
        #expect(DeclarationLayout.swift("func viewDidLoad()") == "func viewDidLoad()")
        // Commas inside closure types and default values do not split a parameter.
        let closure = "func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) -> (Int, Int)"
        #expect(DeclarationLayout.swift(closure).components(separatedBy: "\n") == [
            "func dismiss(", "    animated flag: Bool,", "    completion: (() -> Void)? = nil", ") -> (Int, Int)"])
    }

    @Test("a long Objective-C method gets one selector part per line with the colons aligned")
    func objectiveCWrapping() {
        let long = "- (void)setOverrideTraitCollection:(nullable UITraitCollection *)collection forChildViewController:(UIViewController *)childViewController;"
        let lines = DeclarationLayout.objectiveC(long).components(separatedBy: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].firstIndex(of: ":").map { lines[0].distance(from: lines[0].startIndex, to: $0) }
                == lines[1].firstIndex(of: ":").map { lines[1].distance(from: lines[1].startIndex, to: $0) })
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ") == long)
        #expect(DeclarationLayout.objectiveC("- (void)viewDidLoad;") == "- (void)viewDidLoad;")
    }

    @Test("names break after a dot, before a parenthesis, at labels and at the humps of a long part, never inside a word")
    func identifierBreaks() {
        #expect(IdentifierBreaks.html("traitCollectionDidChange(_:)") == "trait<wbr>Collection<wbr>Did<wbr>Change<wbr>(_:)")
        #expect(IdentifierBreaks.html("UIModalPresentationStyle.popover") == "UI<wbr>Modal<wbr>Presentation<wbr>Style.<wbr>popover")
        #expect(IdentifierBreaks.html("show(_:sender:)") == "show<wbr>(_:<wbr>sender:)")
        for symbol in SymbolCatalogue.all {
            let html = IdentifierBreaks.html(symbol.swiftName)
            let pieces = html.components(separatedBy: "<wbr>")
            for (left, right) in zip(pieces, pieces.dropFirst()) {
                // Never between two lowercase letters, never right after an opening parenthesis.
                #expect(!(left.last?.isLowercase == true && right.first?.isLowercase == true), "\(html)")
                #expect(left.last != "(", "\(html)")
            }
        }
    }

    @Test("UIModalPresentationStyle.fullScreen breaks after its dot, not between full and Screen")
    func shortPartsStayWhole() {
        #expect(IdentifierBreaks.html("UIModalPresentationStyle.fullScreen") == "UI<wbr>Modal<wbr>Presentation<wbr>Style.<wbr>fullScreen")
        #expect(IdentifierBreaks.html("preferredContentSize") == "preferred<wbr>Content<wbr>Size", "a part longer than 16 letters may break at its humps")
        #expect(IdentifierBreaks.html("isModalInPresentation") == "is<wbr>Modal<wbr>In<wbr>Presentation")
        #expect(IdentifierBreaks.html("viewDidLoad()") == "viewDidLoad<wbr>()")
    }

    @Test("presentationControllerDidAttemptToDismiss(_:) keeps (_:) whole: a name never breaks after its parenthesis")
    func argumentListsStayWhole() {
        let parts = IdentifierBoundaries.parts(of: "presentationControllerDidAttemptToDismiss(_:)")
        #expect(parts.last == "(_:)")
        #expect(parts.joined() == "presentationControllerDidAttemptToDismiss(_:)")
        #expect(!parts.contains { $0.hasSuffix("(") })
    }

    @Test("an ASCII name breaks on bytes exactly where the scalar rules break it, for every catalogue name")
    func asciiBreaksMatchCharacterBreaks() {
        let names = SymbolCatalogue.all.flatMap { [$0.swiftName] + ($0.objcName.map { [$0] } ?? []) }
            + ["a<b>&\"c", "URLSession", "X", "", "..", "f((x:)"]
        for name in names {
            #expect(IdentifierBoundaries.breaks(inASCII: Array(name.utf8)) == IdentifierBoundaries.breaks(in: name), "\(name)")
        }
        #expect(IdentifierBreaks.html("a<b>&\"c") == "a&lt;b&gt;&amp;&quot;c")
    }

    @Test("every Objective-C declaration declares the entry's own selector or name")
    func objectiveCMatchesSpelling() {
        let declared = SymbolCatalogue.all.filter { $0.objcDeclaration != nil }
        #expect(declared.count >= 170)
        for symbol in declared where symbol.kind == .method && symbol.id != "ibaction" {
            let declaration = symbol.objcDeclaration!
            #expect(declaration.hasPrefix("- (") || declaration.hasPrefix("+ ("), "\(symbol.id)")
            #expect(Self.selector(of: declaration) == symbol.objcName, "\(symbol.id): \(Self.selector(of: declaration))")
        }
        for symbol in declared where symbol.kind == .enumCase || symbol.kind == .property {
            // A property entry named with its type (`UIScreen.screens`) declares its own name.
            let name = symbol.objcName ?? String(symbol.swiftName.split(separator: ".").last ?? "")
            // Properties declare their getter name or their property name.
            let declaration = symbol.objcDeclaration!
            #expect(declaration.contains(name) || declaration.contains("getter=\(name)"), "\(symbol.id)")
        }
        // Entries without a declaration say so rather than showing a guess.
        let html = ReferencePages.declarationHTML(SymbolCatalogue.all.first { $0.objcDeclaration == nil }!, language: .en)
        #expect(html.contains("data-objc=\"none\"") && html.contains("class=\"decl-none\""))
    }

    /// `- (void)a:(T)x b:(U)y;` -> `a:b:`; `- (void)a;` -> `a`.
    static func selector(of declaration: String) -> String {
        var depth = 0
        var words: [String] = []
        var word = ""
        var afterReturnType = false
        for character in declaration {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth -= 1; if depth == 0 { afterReturnType = true }; word = ""; continue }
            guard depth == 0, afterReturnType else { continue }
            if character == ":" { words.append(word + ":"); word = "" }
            else if character == " " || character == ";" { if !word.isEmpty && words.isEmpty { words.append(word) }; word = "" }
            else { word.append(character) }
        }
        if words.isEmpty && !word.isEmpty { words.append(word) }
        // Parameter names follow a `)` and are dropped: keep only label parts.
        return words.filter { $0.hasSuffix(":") }.isEmpty ? (words.first ?? "") : words.filter { $0.hasSuffix(":") }.joined()
    }

    @Test("the area page has Topics grouped by kind and See Also links that resolve")
    func topicsAndSeeAlso() {
        let page = ReferencePages.page(for: .presentationStyles, language: .zh)
        #expect(page.contentHTML.contains("<h2 id=\"topics\">主题</h2>"))
        #expect(page.contentHTML.contains("<h3>枚举成员与常量</h3>"))
        #expect(page.toc.first?.id == "topics")
        let popover = SymbolCatalogue.resolve("UIModalPresentationStyle.popover")!
        #expect(ReferenceTopics.seeAlso(popover).first?.swiftName == "UIModalPresentationStyle")
        let deprecated = SymbolCatalogue.resolve("traitCollectionDidChange(_:)")!
        #expect(ReferenceTopics.seeAlso(deprecated).contains { $0.swiftName == "registerForTraitChanges(_:handler:)" })
        // A link to another area's entry leaves the page.
        let callbacks = ReferencePages.page(for: .callbackSequences, language: .en)
        #expect(callbacks.contentHTML.contains("href=\"../traits/#") || callbacks.contentHTML.contains("href=\"../"))
        #expect(page.contentHTML.contains("class=\"decl-switch\"") && page.contentHTML.contains("data-decl-choice=\"objc\""))
    }
}
