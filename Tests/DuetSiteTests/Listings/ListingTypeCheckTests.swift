import DuetContent
import DuetListings
import DuetMarkdown
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// The chapters' Swift listings are compiled against the interface generated from the
/// model's catalogue: an API the catalogue lacks, a wrong label or type, or an API newer
/// than the release the listing is written for fails, at the page line it is on.
@Suite("Swift listings type-check against the model's UIKit", .serialized)
struct ListingTypeCheckTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let content = repository.appendingPathComponent("content").path

    func checker(content: String = Self.content) throws -> ListingTypeChecker {
        let swiftc = try #require(ListingTypeChecker.findCompiler(), "the Swift compiler is on the PATH wherever the tests run")
        let clang = try #require(ListingTypeChecker.findClang(), "the Swift toolchain's clang is on the PATH wherever the tests run")
        return ListingTypeChecker(contentDirectory: content, swiftc: swiftc, clang: clang)
    }

    /// A page of one or more listings in a fresh content folder, with its wrappers.
    func fixture(_ markdown: String, wrappers: [String: String] = [:]) throws -> (content: String, listings: [Listing]) {
        let folder = TestScratch.url("duet-listings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("listings"), withIntermediateDirectories: true)
        for (name, text) in wrappers {
            try text.write(to: folder.appendingPathComponent("listings/\(name).swift"), atomically: true, encoding: .utf8)
        }
        let path = folder.appendingPathComponent("page.md").path
        return (folder.path, Listing.listings(in: MarkdownParser().parse(markdown), path: path))
    }

    @Test("the interface generated from the catalogue compiles on its own, with every later release gated")
    func interfaceCompiles() throws {
        let findings = try checker().checkInterface()
        #expect(findings.isEmpty, "\(findings.map { "\($0.location): \($0.message)" }.joined(separator: "\n"))")
    }

    @Test("every Swift and Objective-C listing of the shipped book compiles for the release it is written for")
    func shippedListingsTypeCheck() throws {
        let (loaded, _) = ContentLoader.load(directory: Self.content)
        let content = try #require(loaded)
        let listings = content.pages(in: .en).flatMap(Listing.listings(of:))
        #expect(listings.filter { $0.language == .swift }.count >= 56)
        #expect(listings.filter { $0.language == .objectiveC }.count >= 9)
        let findings = try checker().check(listings)
        #expect(findings.isEmpty, "\(findings.map { "\($0.location): \($0.message)" }.joined(separator: "\n"))")
    }

    @Test("a listing that calls what the catalogue does not declare fails and names it, at its page line and column")
    func unknownMemberIsNamed() throws {
        let page = "# Title\n\n```swift\nimport UIKit\n\nfunc make() {\n    let view = UIView()\n    view.frobnicate()\n}\n```\n"
        let (content, listings) = try fixture(page)
        let findings = try checker(content: content).check(listings)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message.contains("frobnicate"))
        #expect(finding.location.line == 8)
        #expect(finding.location.column == 10)
        #expect(finding.fix?.contains("symbol catalogue") == true)
    }

    @Test("a wrong argument label to a catalogue method fails")
    func wrongLabelFails() throws {
        let page = "# Title\n\n```swift\nimport UIKit\n\nfunc show(_ controller: UIViewController, _ other: UIViewController) {\n    controller.present(other, animate: true)\n}\n```\n"
        let (content, listings) = try fixture(page)
        let findings = try checker(content: content).check(listings)
        #expect(findings.contains { $0.location.line == 7 })
    }

    @Test("an API newer than the release a listing is written for needs if #available, and passes inside it")
    func newerAPINeedsAvailability() throws {
        let unguarded = """
        # Sheets in iOS 15

        ```swift
        import UIKit

        func configure(_ sheet: UISheetPresentationController) {
            sheet.detents = [.custom { _ in 200 }, .large()]
        }
        ```
        """
        let (content, listings) = try fixture(unguarded)
        #expect(listings.first?.sectionRelease == InterfaceAvailabilityDomain(major: 15))
        let findings = try checker(content: content).check(listings)
        let finding = try #require(findings.first { $0.message.contains("custom") })
        #expect(finding.message.contains("newer than iOS 15.0"))

        let guarded = unguarded.replacingOccurrences(of: "    sheet.detents = [.custom { _ in 200 }, .large()]",
                                                     with: "    if #available(iOS 16.0, *) {\n        sheet.detents = [.custom { _ in 200 }, .large()]\n    }")
        let (guardedContent, guardedListings) = try fixture(guarded)
        #expect(try checker(content: guardedContent).check(guardedListings).isEmpty)

        let declared = unguarded.replacingOccurrences(of: "```swift\n", with: "```swift release=16\n")
        let (declaredContent, declaredListings) = try fixture(declared)
        #expect(try checker(content: declaredContent).check(declaredListings).isEmpty)
    }

    @Test("a partial listing is checked inside the wrapper its fence names, and its errors stay on the page's lines")
    func wrapperHoldsPartialListing() throws {
        let wrapper = "import UIKit\n\nfinal class Screen: UIViewController {\n    let banner = UIImageView()\n    // duet:listing\n}\n"
        let page = "# Title\n\n```swift wrapper=screen\noverride func viewDidLoad() {\n    super.viewDidLoad()\n    banner.alpha = 0\n    banner.wobble()\n}\n```\n"
        let (content, listings) = try fixture(page, wrappers: ["screen": wrapper])
        let findings = try checker(content: content).check(listings)
        #expect(findings.count == 1)
        #expect(findings.first?.location.line == 7)
        #expect(findings.first?.location.file.hasSuffix("page.md") == true)

        // Without the wrapper the same methods are not a file of Swift.
        let bare = page.replacingOccurrences(of: "```swift wrapper=screen", with: "```swift")
        let (bareContent, bareListings) = try fixture(bare)
        #expect(try !checker(content: bareContent).check(bareListings).isEmpty)
    }

    @Test("a fence that names a missing wrapper is an error at the fence")
    func missingWrapperIsReported() throws {
        let page = "# Title\n\n```swift wrapper=nowhere\nfunc f() {}\n```\n"
        let (content, listings) = try fixture(page)
        let findings = try checker(content: content).check(listings)
        #expect(findings.count == 1)
        #expect(findings.first?.location.line == 3)
        #expect(findings.first?.message.contains("wrapper 'nowhere' not found") == true)
    }

    @Test("listings of one group are one program: the second uses the first's class")
    func groupIsOneProgram() throws {
        let page = """
        # Title

        ```swift group=card
        import UIKit

        final class CardPresentationController: UIPresentationController {
            let dimmingView = UIView()
        }
        ```

        ```swift group=card
        extension CardPresentationController {
            override func presentationTransitionWillBegin() {
                super.presentationTransitionWillBegin()
                dimmingView.alpha = 1
            }
        }
        ```
        """
        let (content, listings) = try fixture(page)
        #expect(listings.count == 2)
        #expect(try checker(content: content).check(listings).isEmpty)
        // Alone, the extension names a class nobody declared.
        let (aloneContent, aloneListings) = try fixture(page.replacingOccurrences(of: "```swift group=card", with: "```swift"))
        #expect(try checker(content: aloneContent).check(aloneListings).contains { $0.message.contains("CardPresentationController") })
    }

    @Test("an unknown fence option is reported rather than ignored")
    func unknownFenceOption() throws {
        let (content, listings) = try fixture("# Title\n\n```swift wraper=screen\nfunc f() {}\n```\n")
        let findings = try checker(content: content).check(listings)
        #expect(findings.contains { $0.message.contains("unknown fence option 'wraper=screen'") && $0.location.line == 3 })
    }

    @Test("an Objective-C listing is compiled by clang for its release: an unknown selector and a newer API outside @available fail")
    func objectiveCListingsAreChecked() throws {
        let wrapper = "@interface Screen : UIViewController\n@end\n\n@implementation Screen\n// duet:listing\n@end\n"
        let page = """
        # Sheets in iOS 13

        ```objc wrapper=screen
        - (void)configure {
            UISheetPresentationController *sheet = self.sheetPresentationController;
            [self frobnicate];
        }
        ```
        """
        let (content, listings) = try fixture(page, wrappers: [:])
        try wrapper.write(toFile: content + "/listings/screen.m", atomically: true, encoding: .utf8)
        #expect(listings.first?.language == .objectiveC)
        let findings = try checker(content: content).check(listings)
        #expect(findings.contains { $0.location.line == 5 && $0.message.contains("only available on iOS 15.0") })
        #expect(findings.contains { $0.location.line == 6 && $0.message.contains("frobnicate") })

        let guarded = page.replacingOccurrences(of: "    UISheetPresentationController *sheet = self.sheetPresentationController;\n    [self frobnicate];",
                                                with: "    if (@available(iOS 15.0, *)) {\n        UISheetPresentationController *sheet = self.sheetPresentationController;\n        sheet.prefersGrabberVisible = YES;\n    }")
        let (guardedContent, guardedListings) = try fixture(guarded)
        try wrapper.write(toFile: guardedContent + "/listings/screen.m", atomically: true, encoding: .utf8)
        #expect(try checker(content: guardedContent).check(guardedListings).isEmpty)
    }

    @Test("a rewritten condition keeps the line and the column of what follows it")
    func rewrittenLinesKeepTheirPlaces() throws {
        let page = """
        # Title

        ```swift
        import UIKit

        func f(_ view: UIView) {
            if #available(iOS 15, *) { view.bogus() }
            if #available(
                iOS 15,
                *
            ) {
                view.wobble()
            }
        }
        ```
        """
        let (content, listings) = try fixture(page)
        let findings = try checker(content: content).check(listings)
        #expect(findings.contains { $0.location.line == 7 && $0.location.column == 37 && $0.message.contains("bogus") })
        #expect(findings.contains { $0.location.line == 12 && $0.message.contains("wobble") })
        #expect(findings.count == 2)
    }

    @Test("availability written as Swift refuses it is refused, not rewritten away")
    func malformedAvailabilityFails() throws {
        let page = "# Title\n\n```swift\nimport UIKit\n\nfunc f() {\n    if #available(iOS 15) { }\n}\n```\n"
        let (content, listings) = try fixture(page)
        #expect(try checker(content: content).check(listings).contains { $0.location.line == 7 })
    }

    @Test("a fence inside a list item is a listing, and a subsection is about its section's release")
    func nestedFenceAndSubsection() throws {
        let page = """
        # Sheets in iOS 15

        ## Configuring

        1. Ask for the sheet:

           ```swift
           import UIKit

           func f(_ controller: UIViewController) {
               _ = controller.sheetPresentationController
               controller.bogus()
           }
           ```
        """
        let (content, listings) = try fixture(page)
        #expect(listings.count == 1)
        #expect(listings.first?.sectionRelease == InterfaceAvailabilityDomain(major: 15))
        let findings = try checker(content: content).check(listings)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("bogus") == true)
        #expect(findings.first?.location.line == 12)
    }

    @Test("each listing of a group is checked for its own section's release")
    func groupListingsKeepTheirReleases() throws {
        let page = """
        # Basics

        ```swift group=g
        import UIKit

        func early(_ controller: UIViewController) {
            _ = controller.sheetPresentationController
        }
        ```

        # Sheets in iOS 15

        ```swift group=g
        func later(_ controller: UIViewController) {
            _ = controller.sheetPresentationController
        }
        ```
        """
        let (content, listings) = try fixture(page)
        let findings = try checker(content: content).check(listings)
        #expect(findings.count == 1)
        #expect(findings.first?.location.line == 7)
    }

    @Test("an untidy temporary folder (`//`) hides no error")
    func untidyTemporaryFolder() throws {
        let (content, listings) = try fixture("# Title\n\n```swift\nimport UIKit\n\nfunc f() { UIView().bogus() }\n```\n")
        let untidy = TestScratch.url("duet-tmp-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: untidy + "/a", withIntermediateDirectories: true)
        let base = try checker(content: content)
        let checker = ListingTypeChecker(contentDirectory: content, swiftc: base.swiftc, clang: base.clang, temporaryDirectory: untidy + "//a/./")
        let findings = try checker.check(listings)
        #expect(findings.contains { $0.message.contains("bogus") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: untidy + "/a").isEmpty, "the workspace is removed")
    }
}
