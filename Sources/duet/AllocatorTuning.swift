#if canImport(CJemalloc)
import CJemalloc
#endif

#if canImport(Glibc)
/// glibc's `mallopt` (from `<malloc.h>`, which the Glibc module does not import).
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
/// `M_TRIM_THRESHOLD` and `M_TOP_PAD` in `<malloc.h>`.
private let trimThreshold: Int32 = -1
private let topPad: Int32 = -2
#endif

/// The allocator duet runs on.
///
/// A build allocates and frees a great many small objects (tree nodes, strings, HTML
/// pieces) from two threads at once. With glibc's malloc a 10,000-pair book spent 15% of
/// its samples in the allocator's bookkeeping (`_int_malloc`, `unlink_chunk`,
/// `malloc_consolidate`), against 6% at 1,000 pairs, so large books built more slowly per
/// page. The `duet` executable links jemalloc (Debian's libjemalloc-dev), whose `malloc`
/// and `free` then serve the whole process: the same build takes about 15% less time
/// (docs/benchmark.md). Tests, which do not link it, run on glibc's malloc, so both
/// allocators build the same site.
enum AllocatorTuning {
    static func apply() {
        // Only matters if jemalloc is not the allocator after all: glibc's heap is then
        // kept rather than trimmed and faulted in again after every page.
        #if canImport(Glibc)
        if !jemallocServesMalloc {
            _ = mallopt(trimThreshold, Int32.max)
            _ = mallopt(topPad, 128 << 20)
        }
        #endif
    }

    #if canImport(CJemalloc)
    /// What serves `malloc`, for `DUET_STEP_TIMES=1`: "jemalloc 5.3.0-…" or "glibc malloc".
    static var description: String {
        guard jemallocServesMalloc else { return "glibc malloc" }
        var version: UnsafePointer<CChar>?
        var size = MemoryLayout<UnsafePointer<CChar>?>.size
        guard mallctl("version", &version, &size, nil, 0) == 0, let version else { return "jemalloc" }
        return "jemalloc " + String(cString: version)
    }

    /// Whether `malloc` goes through jemalloc: its count of bytes this thread allocated
    /// grows when `malloc` is called.
    static var jemallocServesMalloc: Bool {
        func allocated() -> UInt64? {
            var value: UInt64 = 0
            var size = MemoryLayout<UInt64>.size
            return mallctl("thread.allocated", &value, &size, nil, 0) == 0 ? value : nil
        }
        guard let before = allocated() else { return false }
        // A Swift array's storage comes from `malloc`; a bare malloc-and-free pair the
        // compiler would remove.
        let block = [UInt8](repeating: 1, count: 1 << 20)
        guard let after = withExtendedLifetime(block, { allocated() }) else { return false }
        return after >= before + (1 << 20)
    }
    #else
    /// Without jemalloc (macOS), the system's allocator serves `malloc`.
    static var description: String { "system malloc" }
    static var jemallocServesMalloc: Bool { false }
    #endif
}
