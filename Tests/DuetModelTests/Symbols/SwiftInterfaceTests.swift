@testable import DuetModel
import Testing

/// The interface the listings compile against is the catalogue's declarations, gated by
/// release; these hold the parts of it a listing relies on.
@Suite("The Swift interface generated from the catalogue")
struct SwiftInterfaceTests {
    let atFifteen = SwiftInterface.model.source(checkedAt: InterfaceAvailabilityDomain(major: 15))

    @Test("a declaration newer than the checked release carries every release past it up to its own")
    func newerDeclarationIsGated() {
        let line = atFifteen.split(separator: "\n").first { $0.contains("func registerForTraitChanges") }
        #expect(line?.contains("@available(iOS_17_0) @available(iOS_16_4) @available(iOS_16_0)") == true)
        #expect(line?.contains("iOS_15_0") == false)
    }

    @Test("what the checked release already has carries no attribute")
    func olderDeclarationIsPlain() {
        let line = atFifteen.split(separator: "\n").first { $0.contains("var prefersGrabberVisible") }
        #expect(line.map { !$0.contains("@available") } == true)
    }

    @Test("an optional requirement is a requirement with a default in the protocol's extension")
    func optionalRequirementHasDefault() {
        let source = atFifteen
        let requirement = "func presentationControllerDidDismiss(_ presentationController: UIPresentationController)"
        #expect(source.contains("    " + requirement + "\n"))
        #expect(source.contains(requirement + " { fatalError() }"))
        #expect(!source.contains("optional func"))
    }

    @Test("a requirement with a default argument gets the shorter call too")
    func defaultArgumentsBecomeOverloads() {
        #expect(atFifteen.contains("func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool { animate(alongsideTransition: animation, completion: nil) }"))
    }

    @Test("UIViewController adopts UIContentContainer, so viewWillTransition(to:with:) is its own member to override")
    func adoptedRequirementsAreMembers() {
        let rest = atFifteen.components(separatedBy: "class UIViewController : UIResponder, UIContentContainer, UITraitEnvironment").dropFirst().first ?? ""
        // The class's body ends at the first closing brace at the start of a line.
        let classBody = rest.components(separatedBy: "\n}\n").first ?? ""
        #expect(!classBody.isEmpty)
        #expect(classBody.contains("func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { fatalError() }"))
    }

    @Test("every listing-support declaration names Apple's page")
    func supportHasSources() {
        for declaration in SymbolCatalogue.supportingDeclarations {
            #expect(declaration.page.hasPrefix("https://developer.apple.com/documentation/"), "\(declaration.declaration)")
            if let release = declaration.introduced { #expect(InterfaceAvailabilityDomain(parsing: release) != nil, "\(release)") }
        }
    }

    @Test("each release a declaration names is a domain, with every release of the model")
    func domainsCoverReleases() {
        let domains = Set(SwiftInterface.model.domains)
        for release in Release.all { #expect(domains.contains(InterfaceAvailabilityDomain(major: release.major))) }
        #expect(domains.contains(InterfaceAvailabilityDomain(major: 27, minor: 0)))
        #expect(InterfaceAvailabilityDomain(parsing: "iOS 26.1")?.name == "iOS_26_1")
    }
}
