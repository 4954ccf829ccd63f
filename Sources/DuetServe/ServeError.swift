#if canImport(Glibc)
import Glibc
#endif

/// Why `duet serve` could not start listening, in plain words with the system's reason.
enum ServeError: Error, CustomStringConvertible {
    case socket(String, Int32)

    var description: String {
        switch self {
        case .socket(let action, let code): "cannot \(action): \(String(cString: strerror(code)).lowercased())"
        }
    }
}
