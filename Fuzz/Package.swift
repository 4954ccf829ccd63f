// swift-tools-version: 6.1
// Fuzz targets for Duet, a package of their own so `swift build` and `swift test` at the
// root never compile them: they only link with libFuzzer (-sanitize=fuzzer). Run them
// with scripts/fuzz.sh.
import Foundation
import PackageDescription

/// SwiftPM names a path dependency after its folder, which is wherever the project was
/// cloned; read it rather than assume it.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "DuetFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: root.path)],
    targets: [
        .executableTarget(
            name: "DuetFuzz",
            dependencies: [.product(name: "DuetFuzzing", package: root.lastPathComponent.lowercased())]
        ),
    ]
)
