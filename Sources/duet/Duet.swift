import ArgumentParser

@main
struct Duet: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Build and check a bilingual UIKit reference.")
}
