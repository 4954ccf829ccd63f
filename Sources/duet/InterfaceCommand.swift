import ArgumentParser
import DuetModel

/// `duet interface`: the model's UIKit as the Swift source the listings are type-checked
/// against, to read what the catalogue declares or to check a listing by hand.
struct InterfaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interface",
        abstract: "Print the Swift interface generated from the model's symbol catalogue.",
        discussion: "Each iOS release is an availability domain (iOS_17_0). Example: duet interface > UIKitModel.swift"
    )

    @Flag(help: "List the availability domains, oldest first, instead of the source.")
    var domains = false

    @Flag(help: "Print the Objective-C header the Objective-C listings compile against.")
    var objc = false

    @Option(help: "The iOS release listings are checked at (8, 17, 26.1): what it has carries no availability attribute.")
    var release: String = "\(Release.first.major)"

    func validate() throws {
        if InterfaceAvailabilityDomain(parsing: release) == nil { throw ValidationError("--release \(release) is not an iOS release; write 17 or 26.1.") }
    }

    func run() throws {
        if objc {
            print(ObjectiveCInterface.model.header, terminator: "")
            return
        }
        let interface = SwiftInterface.model
        if domains {
            for domain in interface.domains { print(domain.name) }
            return
        }
        guard let checkedAt = InterfaceAvailabilityDomain(parsing: release) else { return }
        print(interface.source(checkedAt: checkedAt), terminator: "")
    }
}
