import ArgumentParser
import DuetContent
import DuetSite
import DuetOutput
import DuetServe
import DuetSupport
import Foundation

/// `duet serve`: a local preview that rebuilds on every change and reloads open pages.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build, serve the site on 127.0.0.1, rebuild on changes and reload open pages (Ctrl-C stops)."
    )

    @OptionGroup var source: ProjectOptions

    @Option(name: [.customShort("o"), .long], help: "The output folder the site is built into and served from.")
    var output: String = "Site"

    @Option(help: "The port on 127.0.0.1.")
    var port: UInt16 = 8080

    @OptionGroup var speed: BuildSpeedOptions

    func validate() throws {
        try PathArgument.requireNonEmpty(output, option: "--output")
        // An output duet refuses (the project, its parent, a file...) is reported by the
        // build with its reason and exit status 1, not as a clash with the cache folder.
        guard OutputGuard.check(output: output, content: source.content, templates: source.templates, cache: nil) == nil else { return }
        try speed.validate(output: output, source: source)
    }

    func run() throws {
        try ContentChange.recoverAbandoned(source.content)
        // The waiting page's Chinese, shown before the first build installs the catalog.
        ReferenceStrings.install(contentDirectory: source.content)
        // Serving rebuilds into the output on every change: refuse a folder duet may not
        // write before starting, with the build's own words and exit status.
        if let refusal = OutputGuard.check(output: output, content: source.content, templates: source.templates,
                                           cache: speed.cacheDirectory) {
            Terminal.printError("\(output):1:1: error: \(refusal.description) [duet.output.refused]\n")
            throw ExitCode(1)
        }
        let options = ServeOptions(build: BuildOptions(contentDirectory: source.content, templatesDirectory: source.templates,
                                                       outputDirectory: output, jobs: speed.jobs,
                                                       cacheDirectory: speed.cacheDirectory), port: port)
        let server = try SiteServer(options: options) { result in
            if !result.diagnostics.isEmpty {
                Terminal.printError(DiagnosticFormat.human.render(result.diagnostics, colour: Terminal.colourAllowed))
            }
            if result.succeeded {
                say(result.summary)
            } else {
                Terminal.printError("Build failed; still serving the last good build.\n")
            }
        }
        // Ctrl-C stops the server cleanly instead of killing the process mid-response.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler { server.requestStop() }
        interrupt.resume()
        let port: UInt16
        do {
            port = try server.start()
        } catch {
            Terminal.printError("duet serve: \(error)\n")
            throw ExitCode(1)
        }
        say("Serving \(output)/ at http://127.0.0.1:\(port)/ — Ctrl-C stops.")
        server.waitUntilStopped()
        interrupt.cancel()
        say("Stopped.")
    }
}

/// Writes a line to standard output at once (unbuffered), so the address and build
/// summaries show while the server runs, even through a pipe.
private func say(_ line: String) {
    StandardStream.output.write(line + "\n")
}
