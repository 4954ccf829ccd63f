import DuetContent

/// A finding of the listing check: the compiler's error mapped to the page (or wrapper)
/// line it is about, or a problem with a fence or wrapper.
public struct ListingDiagnostic: Error, Sendable, Hashable {
    public let location: FileLocation
    public let message: String
    public let fix: String?

    public init(location: FileLocation, message: String, fix: String? = nil) {
        self.location = location
        self.message = message
        self.fix = fix
    }

    public var diagnostic: Diagnostic {
        .error("listing.typecheck", at: location, message, fix: fix)
    }
}
