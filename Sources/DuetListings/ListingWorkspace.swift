import DuetModel
import Foundation

/// The temporary folder a check compiles in: the runtime modules built once, the
/// interface written once, and one `swiftc -typecheck` per listing.
struct Workspace: Sendable {
    let folder: String
    let swiftc: String
    let clang: String?
    let interface: SwiftInterface
    let domains: [InterfaceAvailabilityDomain]
    private let written = InterfaceFiles()

    /// One error of the compiler's output.
    struct CompilerError: Sendable {
        let file: String
        let line: Int
        let column: Int
        let message: String
    }

    struct Result: Sendable {
        let exitStatus: Int32
        let output: String
        let errors: [CompilerError]
    }

    init(folder: String, swiftc: String, clang: String?, interface: SwiftInterface) throws {
        self.folder = folder
        self.swiftc = swiftc
        self.clang = clang
        if clang != nil {
            try InterfaceRuntime.objectiveCPrelude.write(toFile: folder + "/Prelude.h", atomically: false, encoding: .utf8)
            try ObjectiveCInterface.model.header.write(toFile: folder + "/UIKitModel.h", atomically: false, encoding: .utf8)
        }
        self.interface = interface
        self.domains = interface.domains
        try InterfaceRuntime.objectiveCHeader.write(toFile: folder + "/objc.h", atomically: false, encoding: .utf8)
        try InterfaceRuntime.moduleMap.write(toFile: folder + "/module.modulemap", atomically: false, encoding: .utf8)
        for module in InterfaceRuntime.modules {
            let source = folder + "/\(module.name)-module.swift"
            try module.swiftSource.write(toFile: source, atomically: false, encoding: .utf8)
            var arguments = ["-emit-module", "-module-name", module.name, source, "-parse-as-library", "-I", folder,
                             "-Xfrontend", "-enable-objc-interop", "-emit-module-path", folder + "/\(module.name).swiftmodule"]
            // Objective-C's overlay sits on its own header module of the same name.
            if module.name == "ObjectiveC" { arguments.append("-import-underlying-module") }
            let result = try Self.run(swiftc, arguments, in: folder)
            guard result.status == 0 else {
                throw ListingCheckFailure.runtime(module: module.name, output: result.output)
            }
        }
    }

    /// The interface for listings checked at `release`, written once per release.
    func interfacePath(for release: InterfaceAvailabilityDomain) throws -> String {
        try written.path(for: release, in: folder) { interface.source(checkedAt: release) }
    }

    /// Type-checks the interface for `checkedAt` and `files` as one module: what the
    /// release has carries no attribute, and every later release is a dynamic domain
    /// that needs `if #available`.
    func typecheck(files: [String], moduleName: String, checkedAt: InterfaceAvailabilityDomain) throws -> Result {
        var arguments = ["-typecheck", "-module-name", moduleName, try interfacePath(for: checkedAt)] + files
        arguments += ["-I", folder, "-Xfrontend", "-enable-objc-interop", "-enable-experimental-feature", "CustomAvailability"]
        arguments += ["-Xfrontend", "-define-always-enabled-availability-domain", "-Xfrontend", AvailabilityRewriting.alwaysDomain]
        for domain in domains {
            arguments += ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", domain.name]
        }
        let run = try Self.run(swiftc, arguments, in: folder)
        return Result(exitStatus: run.status, output: run.output, errors: Self.errors(in: run.output))
    }

    /// Compiles an Objective-C file with clang for the iOS release `checkedAt`, against
    /// the prelude and the generated header, with using a newer API outside
    /// `@available` an error.
    func syntaxCheck(file: String, checkedAt: InterfaceAvailabilityDomain) throws -> Result {
        guard let clang else { return Result(exitStatus: 1, output: "", errors: []) }
        let arguments = ["-fsyntax-only", "-x", "objective-c", "-target", "arm64-apple-ios\(checkedAt.major).\(checkedAt.minor)",
                         "-fobjc-arc", "-fblocks", "-nostdinc", "-include", folder + "/Prelude.h", "-include", folder + "/UIKitModel.h",
                         "-Werror=unguarded-availability", "-Werror=unguarded-availability-new", "-Werror=objc-method-access",
                         "-fno-color-diagnostics", file]
        let run = try Self.run(clang, arguments, in: folder, colourFlag: false)
        return Result(exitStatus: run.status, output: run.output, errors: Self.errors(in: run.output))
    }

    /// The generated header on its own, at the model's first release.
    func checkObjectiveCHeader() throws -> Result {
        let file = folder + "/Empty.m"
        try "\n".write(toFile: file, atomically: false, encoding: .utf8)
        return try syntaxCheck(file: file, checkedAt: InterfaceAvailabilityDomain(major: Release.first.major))
    }

    /// `path:line:column: error: message` lines of the compiler's output.
    static func errors(in output: String) -> [CompilerError] {
        output.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: ": error: ") else { return nil }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
            let file = place[..<(place.count - 2)].joined(separator: ":")
            return CompilerError(file: file, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
        }
    }

    static func run(_ executable: String, _ arguments: [String], in folder: String, colourFlag: Bool = true) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + (colourFlag ? ["-no-color-diagnostics"] : [])
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        // The compiler's own temporary folders go inside the workspace, which is removed.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Why the check could not run at all.
public enum ListingCheckFailure: Error, CustomStringConvertible {
    case runtime(module: String, output: String)

    public var description: String {
        switch self {
        case .runtime(let module, let output): "the stand-in module \(module) did not compile: \(output.prefix(500))"
        }
    }
}

/// The interface files of a workspace by release, each written by the first listing that
/// needs it while others wait.
final class InterfaceFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [InterfaceAvailabilityDomain: String] = [:]

    func path(for release: InterfaceAvailabilityDomain, in folder: String, source: () -> String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let path = paths[release] { return path }
        let path = folder + "/UIKitModel-\(release.name).swift"
        try source().write(toFile: path, atomically: false, encoding: .utf8)
        paths[release] = path
        return path
    }
}
