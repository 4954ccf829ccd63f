import Foundation

// libFuzzer's driver runs the target; `DUET_FUZZ_TARGET` names it (one of
// `FuzzEntryPoints.Target`), `DUET_TEMPLATES` the templates folder and `DUET_CONTENT`
// the content folder the catalog targets plan against.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
// A closure, not `fuzzOne` itself: passing the @_cdecl function would emit its symbol twice.
exit(runDriver(&argc, &argv) { fuzzOne($0, $1) })
