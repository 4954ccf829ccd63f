import DuetFuzzing
import Foundation

let target: FuzzEntryPoints.Target = {
    let name = ProcessInfo.processInfo.environment["DUET_FUZZ_TARGET"] ?? "markdown"
    guard let target = FuzzEntryPoints.Target(rawValue: name) else {
        FileHandle.standardError.write(Data("unknown DUET_FUZZ_TARGET \(name)\n".utf8))
        exit(2)
    }
    return target
}()

let templates = ProcessInfo.processInfo.environment["DUET_TEMPLATES"] ?? "templates"
/// The content folder the catalog targets (po, xliff) plan against: the shipped content,
/// whose exports seed them.
let content = ProcessInfo.processInfo.environment["DUET_CONTENT"]

/// One input, as libFuzzer hands it over.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    FuzzEntryPoints.run(target, bytes, templates: templates, content: content)
    return 0
}
