import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swaps two folders in one step where the system can (`renameat2` with
/// `RENAME_EXCHANGE`, Linux 3.15 and later on most local file systems): at every moment the
/// output's path names either the old site or the new one, whole.
enum FolderExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Looked up at run time: the C library declares it only for GNU sources, which
    /// Swift's import of it leaves out.
    private static let renameat2: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()

    private static let exchangeFlag: UInt32 = 2

    /// Exchanges the folders at `first` and `second`; false (with `errno` set) when it
    /// could not, in which case neither moved.
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let renameat2 else {
            errno = ENOSYS
            return false
        }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    }
}
