// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// `make test` (`DUET_OPTIMIZE=1`) compiles Duet's own modules with `-O` in the debug
/// configuration: unoptimized, they build a small book's site ten times slower, and the
/// tests build hundreds of sites. A plain `swift build` (what `make site` runs) leaves them
/// unoptimized, which compiles in half the time and keeps them easy to debug.
let optimized: [SwiftSetting] = ProcessInfo.processInfo.environment["DUET_OPTIMIZE"] == "1"
    ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

let package = Package(
    name: "Duet",
    /// macOS 15: the `Mutex` of the Synchronization module the model's caches use needs it.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "duet", targets: ["duet"]),
        /// For the fuzz targets in Fuzz/, a package of its own kept out of the normal build.
        .library(name: "DuetFuzzing", targets: ["DuetFuzzing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        /// `duet serve`'s HTTP/1.1 stack; only DuetServe depends on it.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        /// GitHub's cmark-gfm, from Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        /// jemalloc, from Debian's libjemalloc-dev: on Linux the `duet` executable allocates
        /// through it instead of glibc's malloc, which slowed large builds down (see
        /// AllocatorTuning.swift). macOS's own allocator is used as it is.
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        /// An immutable Swift Markdown tree with source ranges, and an HTML renderer over it.
        .target(name: "DuetMarkdown", dependencies: ["CCmarkGFM"], swiftSettings: optimized),
        /// UIKit's adaptive model and the reference tables generated from it. No dependencies.
        .target(name: "DuetModel", swiftSettings: optimized),
        /// Helpers several of Duet's modules share that know nothing of Duet: parallel work and
        /// background results, folder handles, file status, memory-mapped files, literal text
        /// replacement, paths that stay inside a folder, errors worded for a user, and the
        /// caches' byte scanning, fields and stable hashes (inlinable, as they run per byte in
        /// the modules above). Depends on nothing.
        .target(name: "DuetSupport", swiftSettings: optimized),
        /// Writing the site: staging beside the output, the ownership list, the manifest, the
        /// commit, and the guard that refuses a folder duet must not write. Depends on DuetSupport.
        .target(name: "DuetOutput", dependencies: ["DuetSupport"], swiftSettings: optimized),
        /// The search index: documents, the tokenizer, the index and its shards as the pages'
        /// scripts load them, and the cache's parts files. Knows no content or build, only
        /// documents; depends on DuetMarkdown and DuetModel.
        .target(name: "DuetSearch", dependencies: ["DuetMarkdown", "DuetModel"], swiftSettings: optimized),
        /// The content and what is known of it without a site: loading `content/`, diagnostics,
        /// the pages' outlines, the translation lock, the checks (each reads a CheckContext,
        /// not the build), writing content files all or nothing, and the caches of these.
        /// Knows no templates, rendering or output; depends on DuetSupport, DuetMarkdown,
        /// DuetModel and Yams.
        .target(
            name: "DuetContent",
            dependencies: [
                "DuetSupport",
                "DuetMarkdown",
                "DuetModel",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: optimized
        ),
        /// The site and the build: cross-links, reference pages and figures, rendering with the
        /// templates, search documents, the status dashboard, a content change checked before
        /// it is written, and the build's steps: the module the `duet` command line is built
        /// on. Depends on DuetContent, DuetSupport, DuetOutput, DuetSearch, DuetMarkdown,
        /// DuetModel and Mustache.
        .target(
            name: "DuetSite",
            dependencies: [
                "DuetContent",
                "DuetSupport",
                "DuetOutput",
                "DuetSearch",
                "DuetMarkdown",
                "DuetModel",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: optimized
        ),
        /// `duet import`: bilingual text (a guide's pages, pasted or extracted) turned into an
        /// aligned pair of content pages. Depends on DuetContent, and on DuetSite for checking
        /// the pages before they are written; nothing in DuetSite depends on it.
        .target(name: "DuetImport", dependencies: ["DuetContent", "DuetSite", "DuetMarkdown", "DuetModel"], swiftSettings: optimized),
        /// Translators' exchange: PO and XLIFF catalogs exported from the content and imported
        /// back through the same checks as `duet check`. Depends on DuetContent, and on DuetSite
        /// for checking an import before it is written; nothing in DuetSite depends on it.
        .target(name: "DuetExchange", dependencies: ["DuetContent", "DuetSite", "DuetMarkdown", "DuetSupport"], swiftSettings: optimized),
        /// The entry points the fuzz package in Fuzz/ feeds bytes to, kept in the main
        /// package so the regression tests run the same code. Depends on DuetContent, DuetSite
        /// and DuetExchange; only Fuzz/ and the tests depend on it.
        .target(name: "DuetFuzzing", dependencies: ["DuetContent", "DuetSite", "DuetExchange", "DuetMarkdown"]),
        /// `duet serve`: the built site over SwiftNIO's HTTP/1.1 server, rebuilt on change, pages reloaded.
        .target(
            name: "DuetServe",
            dependencies: [
                "DuetContent",
                "DuetSite",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        /// The chapters' Swift listings type-checked against the interface generated from the
        /// model's catalogue, with the Swift compiler and small stand-ins for the modules that
        /// are not UIKit. Depends on DuetContent, DuetMarkdown, DuetModel and DuetSupport.
        .target(name: "DuetListings", dependencies: ["DuetContent", "DuetMarkdown", "DuetModel", "DuetSupport"], swiftSettings: optimized),
        /// The `duet` command line.
        .executableTarget(
            name: "duet",
            dependencies: [
                "DuetContent",
                "DuetSite",
                "DuetExchange",
                "DuetImport",
                "DuetListings",
                "DuetModel",
                "DuetOutput",
                "DuetServe",
                "DuetSupport",
                .target(name: "CJemalloc", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        /// What the test targets share: where they put their scratch folders.
        .target(name: "DuetTestSupport", dependencies: ["DuetContent", "DuetModel"], path: "Tests/DuetTestSupport"),
        .testTarget(name: "DuetMarkdownTests", dependencies: ["DuetMarkdown"]),
        .testTarget(name: "DuetModelTests", dependencies: ["DuetModel", "DuetTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "DuetSiteTests",
            dependencies: ["DuetContent", "DuetSite", "DuetExchange", "DuetFuzzing", "DuetImport", "DuetListings", "DuetMarkdown", "DuetModel", "DuetOutput",
                           "DuetSearch", "DuetSupport", "DuetTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "DuetServeTests", dependencies: ["DuetServe", "DuetContent", "DuetSite", "DuetTestSupport"]),
    ]
)
