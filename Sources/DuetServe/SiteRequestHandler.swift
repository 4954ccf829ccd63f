import DuetContent
import Foundation

/// Answers requests from the output folder of the latest good build, under the site's
/// base path, with live reload added to HTML, and with the failure overlay on page
/// routes while the latest build failed. Only files inside the output are ever read:
/// the path is decoded once, and `..`, `.`, backslashes, NUL and links that lead out of
/// the output are refused. Nothing whose name starts with a dot is served (`.duet-output`,
/// the list of files duet wrote, or an editor's or version control's files): 404.
///
/// Knows nothing of the HTTP stack; `HTTPExchangeHandler` calls it.
struct SiteRequestHandler: Sendable {
    typealias Response = ServeResponse
    let outputDirectory: String
    let state: BuildState

    /// The answer to a request: a response now, or for the live-reload endpoint one that
    /// waits for the next build.
    func answer(_ request: ServeRequest) -> ServeAnswer {
        if request.path.removingPercentEncoding == LiveReload.eventsPath, let since = request.query["since"].flatMap(Int.init) {
            let state = self.state
            return .wait(WaitingAnswer(interval: .milliseconds(100), limit: LiveReload.longPoll,
                                       ready: { state.generation == since ? nil : Self.events(state.generation) },
                                       timedOut: { Self.events(state.generation) }))
        }
        return .respond(handle(request))
    }

    func handle(_ request: ServeRequest) -> Response {
        guard let path = request.path.removingPercentEncoding, !path.contains("\\"), !path.contains("\0") else {
            return .text(400, "bad path\n")
        }
        if path == LiveReload.eventsPath {
            return Self.events(state.generation)
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
        guard !segments.contains(where: { $0.hasPrefix(".") }) else { return notFound(generation: generation) }
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
        guard isServable(file), let data = FileManager.default.contents(atPath: file) else {
            return notFound(generation: generation)
        }
        if ContentTypes.isHTML(file) {
            return html(200, LiveReload.inject(into: String(decoding: data, as: UTF8.self), generation: generation))
        }
        return Response(status: 200, headers: [("Content-Type", ContentTypes.type(forPath: file)), ("Cache-Control", "no-store")], body: [UInt8](data))
    }

    /// Whether a file, with every link resolved, is a regular file inside the output folder
    /// reached through no name that starts with a dot. A FIFO or device someone put in the
    /// output is never opened: reading one would hold a thread of the server.
    private func isServable(_ file: String) -> Bool {
        guard let real = realpath(file, nil) else { return false }
        defer { free(real) }
        guard let root = realpath(outputDirectory, nil) else { return false }
        defer { free(root) }
        let path = String(cString: real)
        let base = String(cString: root)
        guard path == base || path.hasPrefix(base + "/") else { return false }
        guard !path.dropFirst(base.count).split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
        var status = stat()
        return stat(real, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The current build generation, for the reload script.
    private static func events(_ generation: Int) -> Response {
        Response(status: 200, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")],
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
