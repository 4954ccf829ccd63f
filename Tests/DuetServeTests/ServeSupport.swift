import DuetCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// A scratch copy of the DuetCoreTests fixture site, built into its own Site/ folder.
struct ServedSite {
    let root: URL

    init() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("DuetCoreTests/Fixtures/site")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("duet-serve-\(UUID().uuidString)")
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
        try Data(change(text).utf8).write(to: url)
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

    /// Fetches until `condition` holds, for up to five minutes; a refused connection (the
    /// server is still starting) counts as not yet. The first build shares two cores with
    /// the rest of the suite's 600 tests: twice it took more than two minutes to finish.
    static func poll(_ address: String, until condition: (Response) -> Bool) async throws -> Response {
        let deadline = ContinuousClock.now + .seconds(300)
        while true {
            let response = try? await get(address)
            if let response, condition(response) { return response }
            if ContinuousClock.now >= deadline {
                if let response { return response }
                return try await get(address)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
}

/// Lets a test see a redirect instead of following it.
final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}
