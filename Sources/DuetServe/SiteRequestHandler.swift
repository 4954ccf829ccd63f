import DuetCore
import FlyingFox
import Foundation

/// Answers requests from the output folder of the latest good build, under the site's
/// base path, with live reload added to HTML, and with the failure overlay on page
/// routes while the latest build failed.
struct SiteRequestHandler: HTTPHandler {
    let outputDirectory: String
    let state: BuildState

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        if request.target.path(percentEncoded: false) == LiveReload.eventsPath {
            return await events(since: request.query["since"].flatMap(Int.init))
        }
        let generation = await state.generation
        let basePath = await state.basePath
        // The raw target: FlyingFox's `path` is standardised, which drops the trailing
        // slash that tells a folder's index page from a redirect.
        let path = request.target.path(percentEncoded: false)
        guard path.hasPrefix(basePath) else {
            if path == "/" || path + "/" == basePath { return redirect(to: basePath) }
            return await notFound(generation: generation)
        }
        let relative = String(path.dropFirst(basePath.count))
        let segments = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains("..") else { return text(.badRequest, "bad path\n") }
        if generation == 0, isPageRoute(relative) {
            return html(.serviceUnavailable, LiveReload.building(generation: generation))
        }
        if let failure = await state.failure, isPageRoute(relative) {
            return html(.internalServerError, LiveReload.overlay(failure, generation: generation))
        }
        var file = outputDirectory + "/" + segments.joined(separator: "/")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            return await notFound(generation: generation)
        }
        if isDirectory.boolValue {
            guard relative.isEmpty || relative.hasSuffix("/") else { return redirect(to: path + "/") }
            file += (file.hasSuffix("/") ? "" : "/") + "index.html"
        }
        guard let data = FileManager.default.contents(atPath: file) else { return await notFound(generation: generation) }
        if ContentTypes.isHTML(file) {
            return html(.ok, LiveReload.inject(into: String(decoding: data, as: UTF8.self), generation: generation))
        }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: ContentTypes.type(forPath: file), .cacheControl: "no-store"], body: data)
    }

    /// Waits up to ten seconds for a build newer than `since`, then answers with the
    /// current generation.
    private func events(since: Int?) async -> HTTPResponse {
        let deadline = ContinuousClock.now + .seconds(10)
        var generation = await state.generation
        while let since, generation == since, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(100))
            if Task.isCancelled { break }
            generation = await state.generation
        }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: Data("{\"generation\":\(generation)}".utf8))
    }

    /// Paths a browser opens as a page: folders, `.html` files and names without extension.
    private func isPageRoute(_ relative: String) -> Bool {
        let last = relative.split(separator: "/").last.map(String.init) ?? ""
        return relative.isEmpty || relative.hasSuffix("/") || !last.contains(".") || ContentTypes.isHTML(last)
    }

    private func notFound(generation: Int) async -> HTTPResponse {
        if let data = FileManager.default.contents(atPath: outputDirectory + "/404.html") {
            return html(.notFound, LiveReload.inject(into: String(decoding: data, as: UTF8.self), generation: generation))
        }
        return text(.notFound, "not found\n")
    }

    private func redirect(to location: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.location] = location
        return HTTPResponse(statusCode: .found, headers: headers)
    }

    private func html(_ status: HTTPStatusCode, _ page: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"], body: Data(page.utf8))
    }

    private func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(body.utf8))
    }
}
