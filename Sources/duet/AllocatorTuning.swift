#if canImport(Glibc)
/// glibc's `mallopt` (from `<malloc.h>`, which the Glibc module does not import).
@_silgen_name("mallopt")
private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
/// `M_TRIM_THRESHOLD` and `M_TOP_PAD` in `<malloc.h>`.
private let trimThreshold: Int32 = -1
private let topPad: Int32 = -2
#endif

/// Keeps freed memory in the process instead of handing it back to the kernel.
///
/// A build allocates and frees the same amount of memory page after page (trees, HTML,
/// search parts); with glibc's defaults each worker's heap is trimmed when its top is
/// free and faulted in again moments later. On 10,000 page pairs that was 7.6 s of
/// system time against 3.5 s with trimming off, and a tenth of the wall time
/// (docs/benchmark.md). Peak resident memory is unchanged: it is what the build holds
/// at once, not what it returns.
enum AllocatorTuning {
    static func apply() {
        #if canImport(Glibc)
        _ = mallopt(trimThreshold, Int32.max)
        _ = mallopt(topPad, 128 << 20)
        #endif
    }
}
