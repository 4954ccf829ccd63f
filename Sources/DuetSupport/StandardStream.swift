#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written with `write(2)` and never a reason to stop.
///
/// `FileHandle.write` raises (and so crashes the process) when the stream is full, closed or
/// broken, which turned a finished build into a crash whenever its output went to
/// `/dev/full` or to a reader that had gone away. What duet prints is a report on work that
/// is already done (or already refused): losing the report must not change the exit status,
/// so EPIPE, ENOSPC, EIO and the like are ignored here. SIGPIPE is ignored for the same
/// reason (`ignoreBrokenPipes`), so a closed pipe is an error code, not a signal.
public enum StandardStream: Sendable {
    case output, error

    var descriptor: Int32 {
        switch self {
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    /// Writes every byte it can; returns whether all of them were written.
    @discardableResult
    public func write(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let written = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// A reader that closed its end of a pipe makes the next write fail with EPIPE instead
    /// of killing the process: called once, first thing.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}
