import DuetContent
import DuetSite
import DuetTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A scratch copy of the DuetSiteTests fixture site, built into its own Site/ folder.
struct ServedSite {
    let root: URL

    init() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DuetSiteTests/Fixtures/site")
        root = TestScratch.url("duet-serve")
        try FileManager.default.copyItem(at: fixture, to: root)
    }

    var output: String { root.appendingPathComponent("Site").path }

    var buildOptions: BuildOptions {
        BuildOptions(contentDirectory: root.appendingPathComponent("content").path,
                     templatesDirectory: root.appendingPathComponent("templates").path, outputDirectory: output)
    }

    func edit(_ page: String, _ change: (String) -> String) throws {
        let url = root.appendingPathComponent("content/" + page)
        let text = try String(contentsOf: url, encoding: .utf8)
        // Written whole, as an editor saves: a rebuild that reads a file half-written finds
        // another error than the one a test expects.
        try Data(change(text).utf8).write(to: url, options: .atomic)
    }

    func lineCount(_ page: String) throws -> Int {
        try String(contentsOf: root.appendingPathComponent("content/" + page), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }
}

/// Plain GET requests, and polling until a response satisfies a condition (the rebuild
/// happens in the background, so tests wait for its result rather than for a time).
enum HTTP {
    struct Response {
        let status: Int
        let contentType: String?
        let body: String
    }

    static func get(_ address: String) async throws -> Response {
        var request = URLRequest(url: URL(string: address)!)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = response as? HTTPURLResponse
        return Response(status: http?.statusCode ?? 0, contentType: http?.value(forHTTPHeaderField: "Content-Type"),
                        body: String(decoding: data, as: UTF8.self))
    }

    /// Fetches until `condition` holds, up to 3,000 times 100 ms apart; a refused
    /// connection (the server is still starting) counts as not yet.
    ///
    /// Bounded by attempts, not by a clock: under the whole suite this test's task can wait
    /// minutes for a thread of the cooperative pool, which the synchronous specifications
    /// fill, and a response fetched before such a wait is stale when it ends. A clock
    /// deadline then returned the stale 503 of a server whose first build had long been
    /// served (seen twice, never alone); now every answer judged was fetched just before.
    static func poll(_ address: String, until condition: (Response) -> Bool) async throws -> Response {
        for _ in 0..<3000 {
            if let response = try? await get(address), condition(response) { return response }
            try await Task.sleep(for: .milliseconds(100))
        }
        return try await get(address)
    }
}

/// Lets a test see a redirect instead of following it.
final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
