import DuetContent
import DuetModel
import DuetSupport
import Foundation

/// Type-checks Swift listings against the model's UIKit with the Swift compiler: each
/// listing (inside its wrapper) is compiled beside the generated interface, for the
/// release its section names, and every compiler error becomes a diagnostic at the
/// page line it is about.
///
/// The work happens in a temporary folder of its own, removed afterwards; nothing in the
/// project is written.
public struct ListingTypeChecker: Sendable {
    public let contentDirectory: String
    public let swiftc: String
    /// clang, for the Objective-C listings; nil reports each of them as unchecked.
    public let clang: String?
    public let interface: SwiftInterface
    /// Where the workspace folder is made: `$TMPDIR` unless a caller names another.
    public let temporaryDirectory: String

    public init(contentDirectory: String, swiftc: String, clang: String? = nil, interface: SwiftInterface = .model,
                temporaryDirectory: String = NSTemporaryDirectory()) {
        self.contentDirectory = contentDirectory
        self.swiftc = swiftc
        self.clang = clang
        self.interface = interface
        self.temporaryDirectory = temporaryDirectory
    }

    /// `swiftc` from `$SWIFTC` or the `PATH`; nil when there is none.
    public static func findCompiler(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        find("swiftc", override: "SWIFTC", environment: environment)
    }

    /// `clang` from `$CLANG` or the `PATH` (the Swift toolchain has one); nil when there is none.
    public static func findClang(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        find("clang", override: "CLANG", environment: environment)
    }

    private static func find(_ tool: String, override: String, environment: [String: String]) -> String? {
        if let given = environment[override], FileManager.default.isExecutableFile(atPath: given) { return given }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/" + tool
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The interface compiled on its own: any error here is the catalogue's.
    public func checkInterface() throws -> [ListingDiagnostic] {
        try withWorkspace { workspace in
            // At the first release every later declaration is gated, so each must name
            // only what exists where it does.
            let release = SectionReleases.first
            let result = try workspace.typecheck(files: [], moduleName: "UIKitModel", checkedAt: release)
            let path = try workspace.interfacePath(for: release)
            var errors = result.errors
            if clang != nil { errors += try workspace.checkObjectiveCHeader().errors }
            return errors.map { error in
                ListingDiagnostic(location: FileLocation(file: "interface:" + (error.file == path ? "UIKitModel.swift" : (error.file as NSString).lastPathComponent), line: error.line, column: error.column),
                                  message: error.message, fix: "correct the catalogue declaration this line comes from (duet interface prints the file)")
            }
        }
    }

    /// Every listing checked; the diagnostics in page order. Listings of one page with the
    /// same `group=` are one program, compiled together (the chapter's delegate, animator
    /// and interaction controller); every other listing is compiled alone. Errors in the
    /// interface on its own are left to `checkInterface()`.
    public func check(_ listings: [Listing], jobs: Int = ParallelWork.defaultJobs) throws -> [ListingDiagnostic] {
        var units: [[Listing]] = []
        var groupIndex: [String: Int] = [:]
        for listing in listings {
            guard let group = listing.fence.group else { units.append([listing]); continue }
            let key = listing.path + "#" + listing.language.rawValue + "#" + group
            if let index = groupIndex[key] { units[index].append(listing) } else {
                groupIndex[key] = units.count
                units.append([listing])
            }
        }
        return try withWorkspace { workspace in
            let results = ParallelWork.map(units, jobs: jobs) { unit in
                (try? check(unit, in: workspace)) ?? [ListingDiagnostic(location: unit[0].fenceLocation, message: "the compiler could not be run")]
            }
            // One finding once, however many compilations met it.
            var seen: Set<ListingDiagnostic> = []
            return results.flatMap { $0 }.filter { seen.insert($0).inserted }.sorted { $0.location < $1.location }
        }
    }

    /// One program: its listings, each in its wrapper, in one file. Each listing is checked
    /// for its own release: the program is compiled once for each release its listings
    /// are written for, and each compilation reports the errors of those listings.
    private func check(_ unit: [Listing], in workspace: Workspace) throws -> [ListingDiagnostic] {
        var diagnostics: [ListingDiagnostic] = []
        var composed: [ComposedListing] = []
        var releases: [InterfaceAvailabilityDomain] = []
        var moduleName: String?
        var wrappersUsed: Set<String> = []
        for listing in unit {
            diagnostics += fenceDiagnostics(listing)
            var release = listing.sectionRelease
            if let written = listing.fence.release {
                guard let parsed = InterfaceAvailabilityDomain(parsing: written) else {
                    diagnostics.append(ListingDiagnostic(location: listing.fenceLocation, message: "release=\(written) is not an iOS release",
                                                         fix: "write release=17 or release=26.1"))
                    continue
                }
                release = parsed
            }
            var wrapper: ListingWrapper?
            if let name = listing.fence.wrapper {
                // Two listings of a group in one wrapper would declare its class twice.
                guard wrappersUsed.insert(name).inserted else {
                    diagnostics.append(ListingDiagnostic(location: listing.fenceLocation, message: "wrapper '\(name)' is named twice in group '\(listing.fence.group ?? "")'",
                                                         fix: "name the wrapper on one listing of the group, or give this listing a wrapper of its own"))
                    continue
                }
                switch ListingWrapper.load(named: name, language: listing.language, contentDirectory: contentDirectory, fence: listing.fenceLocation) {
                case .success(let loaded): wrapper = loaded
                case .failure(let problem): diagnostics.append(problem); continue
                }
            }
            moduleName = moduleName ?? wrapper?.moduleName
            releases.append(release)
            composed.append(ComposedListing(listing: listing, wrapper: wrapper))
        }
        guard !composed.isEmpty, diagnostics.isEmpty else { return diagnostics }
        // A group is one file, as a reader who types in the section's listings would have
        // it (a `private(set)` property set in the next listing's extension).
        let program = ComposedProgram(composed)
        let language = unit[0].language
        if language == .objectiveC, workspace.clang == nil {
            return [ListingDiagnostic(location: unit[0].fenceLocation, message: "no clang to compile this Objective-C listing with",
                                      fix: "put the Swift toolchain's clang on the PATH, or set CLANG")]
        }
        for checkedAt in Set(releases).sorted() {
            let file = workspace.folder + "/Listing-\(UUID().uuidString).\(language.fileExtension)"
            defer { try? FileManager.default.removeItem(atPath: file) }
            let result: Workspace.Result
            var columns = ColumnMap()
            switch language {
            case .swift:
                let rewritten = AvailabilityRewriting(checkedAt: checkedAt, domains: interface.domains).rewrite(program.source)
                columns = rewritten.columnMap
                try rewritten.source.write(toFile: file, atomically: false, encoding: .utf8)
                result = try workspace.typecheck(files: [file], moduleName: moduleName ?? "Listing", checkedAt: checkedAt)
            case .objectiveC:
                // clang checks iOS availability itself: the listing compiles for an iOS target.
                try program.source.write(toFile: file, atomically: false, encoding: .utf8)
                result = try workspace.syntaxCheck(file: file, checkedAt: checkedAt)
            }
            let checked = Set(composed.indices.filter { releases[$0] == checkedAt })
            let listingFile = (file as NSString).lastPathComponent
            for error in result.errors where !Self.isStandInMacroExpansion(error.message) {
                if (error.file as NSString).lastPathComponent == listingFile {
                    let column = columns.original(line: error.line, column: error.column)
                    guard let part = program.part(ofLine: error.line), checked.contains(part) else { continue }
                    diagnostics.append(ListingDiagnostic(location: program.location(ofLine: error.line, column: column),
                                                         message: Self.readable(error.message, checkedAt: checkedAt),
                                                         fix: Self.fix(for: error.message)))
                } else {
                    // The interface compiles on its own, so an error in it here is the
                    // listing's doing: a redeclaration, a clash with what UIKit declares.
                    let first = composed[checked.min() ?? 0].listing
                    let place = (error.file as NSString).lastPathComponent + ":\(error.line)"
                    diagnostics.append(ListingDiagnostic(location: first.fenceLocation,
                                                         message: "the listing clashes with the model's UIKit (\(place)): " + Self.readable(error.message, checkedAt: checkedAt),
                                                         fix: "a listing may not redeclare what UIKit declares"))
                }
            }
            if result.errors.isEmpty, result.exitStatus != 0 {
                diagnostics.append(ListingDiagnostic(location: unit[0].fenceLocation, message: "the compiler failed: " + result.output.prefix(300)))
            }
        }
        return diagnostics
    }

    /// Unknown words and options given twice in a fence.
    private func fenceDiagnostics(_ listing: Listing) -> [ListingDiagnostic] {
        var diagnostics = listing.fence.unknown.map { word in
            ListingDiagnostic(location: listing.fenceLocation, message: "unknown fence option '\(word)'",
                              fix: "a listing's fence takes wrapper=<name>, group=<name> and release=<iOS release>")
        }
        for option in listing.fence.repeated {
            diagnostics.append(ListingDiagnostic(location: listing.fenceLocation, message: "fence option '\(option)' is given twice",
                                                 fix: "give each option once"))
        }
        return diagnostics
    }

    /// The error a macro of the interface gives once its arguments type-check: it has no
    /// expansion here (see `SwiftInterface.standInMacro`).
    static func isStandInMacroExpansion(_ message: String) -> Bool {
        let standIn = SwiftInterface.standInMacro
        return message.hasPrefix("external macro implementation type '\(standIn.module).\(standIn.type)' could not be found")
    }

    /// The compiler's message in the reader's terms: "is only available in iOS_14_0" names
    /// the first domain past the checked release, not the release of the API, so it
    /// becomes "is newer than iOS 13.0".
    static func readable(_ message: String, checkedAt: InterfaceAvailabilityDomain) -> String {
        let release = "iOS \(checkedAt.major).\(checkedAt.minor)"
        if message.contains("is only available on iOS") { return message + " (checked for \(release))" }
        if let range = message.range(of: " is only available in iOS_") {
            return message[..<range.lowerBound] + " is newer than \(release), the release this listing is checked for"
        }
        return message + " (checked for \(release))"
    }

    /// What to do about the errors the catalogue can cause.
    static func fix(for message: String) -> String? {
        if message.hasPrefix("cannot find") || message.contains("has no member") {
            return "if UIKit has it, add its declaration to the symbol catalogue (or SymbolCatalogue.listingSupport) with Apple's availability"
        }
        if message.contains("is only available in iOS_") || message.contains("is only available on iOS") {
            return "use it inside `if #available(iOS …, *)`, or give the fence release=<the release the listing is written for>"
        }
        return nil
    }

    private func withWorkspace<T>(_ body: (Workspace) throws -> T) throws -> T {
        // The compiler prints tidied paths (`/tmp/x//y` as `/tmp/x/y`); the folder is named
        // the same way here, and errors are matched by file name besides.
        let temporary = URL(fileURLWithPath: temporaryDirectory, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath().path
        let folder = temporary + "/duet-listings-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let workspace = try Workspace(folder: folder, swiftc: swiftc, clang: clang, interface: interface)
        return try body(workspace)
    }
}

/// The listings of a group one after another in one file, and the way back from a line of
/// the file to the listing's page or wrapper.
struct ComposedProgram {
    let parts: [ComposedListing]

    init(_ parts: [ComposedListing]) { self.parts = parts }

    var source: String { parts.map(\.source).joined(separator: "\n") }

    /// Which listing a line of the file belongs to (its wrapper's lines included).
    func part(ofLine line: Int) -> Int? {
        var start = 1
        for (index, part) in parts.enumerated() {
            let count = part.source.split(separator: "\n", omittingEmptySubsequences: false).count
            if line < start + count { return index }
            start += count
        }
        return nil
    }

    func location(ofLine line: Int, column: Int) -> FileLocation {
        var start = 1
        for part in parts {
            let count = part.source.split(separator: "\n", omittingEmptySubsequences: false).count
            if line < start + count { return part.location(ofLine: line - start + 1, column: column) }
            start += count
        }
        return parts.last.map { $0.location(ofLine: line, column: column) } ?? FileLocation(file: "listing")
    }
}

/// A listing inside its wrapper, and the way back from a line of the whole to the page.
struct ComposedListing {
    let listing: Listing
    let wrapper: ListingWrapper?

    var source: String {
        guard let wrapper else { return listing.code }
        return (wrapper.before + [listing.code] + wrapper.after).joined(separator: "\n")
    }

    /// Line 1-based in `source`.
    func location(ofLine line: Int, column: Int) -> FileLocation {
        let listingLines = listing.code.split(separator: "\n", omittingEmptySubsequences: false).count
        let start = (wrapper?.before.count ?? 0) + 1
        if line >= start && line < start + listingLines {
            return FileLocation(file: listing.path, line: listing.line + line - start, column: column + listing.column - 1)
        }
        guard let wrapper else { return listing.fenceLocation }
        // A wrapper line: the code of the listing took the placeholder's one line.
        let wrapperLine = line < start ? line : line - listingLines + 1
        return FileLocation(file: wrapper.path, line: wrapperLine, column: column)
    }
}
