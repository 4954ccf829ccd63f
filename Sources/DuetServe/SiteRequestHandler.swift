import DuetCore
import Foundation

/// Answers requests from the output folder of the latest good build, under the site's
/// base path, with live reload added to HTML, and with the failure overlay on page
/// routes while the latest build failed. Only files inside the output are ever read:
/// the path is decoded once, and `..`, `.`, backslashes, NUL and links that lead out of
/// the output are refused.
struct SiteRequestHandler: Sendable {
    typealias Response = BoundedHTTPServer.Response
    let outputDirectory: String
    let state: BuildState

    func handle(_ request: BoundedHTTPServer.Request) -> Response {
        guard let path = request.path.removingPercentEncoding, !path.contains("\\"), !path.contains("\0") else {
            return .text(400, "bad path\n")
        }
        if path == LiveReload.eventsPath {
            return events(since: request.query["since"].flatMap(Int.init))
        }
        let snapshot = state.snapshot
        let generation = snapshot.generation
        let basePath = snapshot.basePath
        guard path.hasPrefix(basePath) else {
            if path == "/" || path + "/" == basePath { return redirect(to: basePath) }
            return notFound(generation: generation)
        }
        let relative = String(path.dropFirst(basePath.count))
        let segments = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains("..") && !segments.contains(".") else { return .text(400, "bad path\n") }
        if generation == 0, isPageRoute(relative) {
            return html(503, LiveReload.building(generation: generation))
        }
        if let failure = snapshot.failure, isPageRoute(relative) {
            return html(500, LiveReload.overlay(failure, generation: generation))
        }
        var file = outputDirectory + "/" + segments.joined(separator: "/")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return notFound(generation: generation)
        }
        if isDirectory.boolValue {
            guard relative.isEmpty || relative.hasSuffix("/") else { return redirect(to: request.path + "/") }
            file += (file.hasSuffix("/") ? "" : "/") + "index.html"
        }
        guard isInsideOutput(file), let data = FileManager.default.contents(atPath: file) else {
            return notFound(generation: generation)
        }
        if ContentTypes.isHTML(file) {
            return html(200, LiveReload.inject(into: String(decoding: data, as: UTF8.self), generation: generation))
        }
        return Response(status: 200, headers: [("Content-Type", ContentTypes.type(forPath: file)), ("Cache-Control", "no-store")], body: [UInt8](data))
    }

    /// Whether a file, with every link resolved, is inside the output folder.
    private func isInsideOutput(_ file: String) -> Bool {
        guard let real = realpath(file, nil) else { return false }
        defer { free(real) }
        guard let root = realpath(outputDirectory, nil) else { return false }
        defer { free(root) }
        let path = String(cString: real)
        let base = String(cString: root)
        return path == base || path.hasPrefix(base + "/")
    }

    /// Waits up to ten seconds for a build newer than `since`, then answers with the
    /// current generation.
    /// The wait blocks only this request's own thread.
    private func events(since: Int?) -> Response {
        let deadline = ContinuousClock.now + .seconds(10)
        var generation = state.generation
        while let since, generation == since, ContinuousClock.now < deadline {
            usleep(100_000)
            generation = state.generation
        }
        return Response(status: 200, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")],
                        body: Array("{\"generation\":\(generation)}".utf8))
    }

    /// Paths a browser opens as a page: folders, `.html` files and names without extension.
    private func isPageRoute(_ relative: String) -> Bool {
        let last = relative.split(separator: "/").last.map(String.init) ?? ""
        return relative.isEmpty || relative.hasSuffix("/") || !last.contains(".") || ContentTypes.isHTML(last)
    }

    private func notFound(generation: Int) -> Response {
        if let data = FileManager.default.contents(atPath: outputDirectory + "/404.html") {
            return html(404, LiveReload.inject(into: String(decoding: data, as: UTF8.self), generation: generation))
        }
        return .text(404, "not found\n")
    }

    private func redirect(to location: String) -> Response {
        Response(status: 302, headers: [("Location", location)])
    }

    private func html(_ status: Int, _ page: String) -> Response {
        Response(status: status, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")], body: Array(page.utf8))
    }
}
