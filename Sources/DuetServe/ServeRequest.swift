import Foundation

/// One request as `duet serve` answers it, free of the HTTP stack's types so the site's
/// rules (SiteRequestHandler) can be read and tested without it.
struct ServeRequest: Sendable {
    let method: String
    /// The raw target (path and query), still percent-encoded.
    let target: String
    let headers: [(name: String, value: String)]

    var path: String { String(target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "") }

    var query: [String: String] {
        guard let question = target.firstIndex(of: "?") else { return [:] }
        var items: [String: String] = [:]
        for pair in target[target.index(after: question)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            items[String(parts[0])] = parts.count > 1 ? String(parts[1]).removingPercentEncoding : ""
        }
        return items
    }
}
