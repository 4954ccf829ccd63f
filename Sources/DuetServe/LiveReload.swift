import DuetModel
import DuetContent
import DuetMarkdown

/// What `duet serve` adds to the site while serving it, never to the built files: a
/// script that waits for the next build and reloads, and the page shown instead of the
/// site while the content has errors.
enum LiveReload {
    static let eventsPath = "/__duet/events"
    /// How long the events endpoint waits for a newer build before it answers anyway.
    static let longPoll: Duration = .seconds(10)

    /// A long-poll loop: the server answers when the build generation differs from the
    /// page's, and the page reloads.
    static func script(generation: Int) -> String {
        """
        <script>/* duet serve: reload on rebuild */(function(){var g=\(generation);function poll(){\
        fetch('\(eventsPath)?since='+g,{cache:'no-store'}).then(function(r){return r.json()})\
        .then(function(d){if(d.generation!==g){location.reload()}else{poll()}})\
        .catch(function(){setTimeout(poll,1000)})}poll()})();</script>
        """
    }

    /// The page with the script before `</body>`, or at the end when there is none.
    static func inject(into html: String, generation: Int) -> String {
        let script = script(generation: generation)
        if let range = html.range(of: "</body>", options: .backwards) {
            return html.replacingCharacters(in: range, with: script + "</body>")
        }
        return html + script
    }

    /// The pages' Chinese lines, from the reference catalog `duet serve` installs at start.
    static let building = LocalizedText(en: "Building", key: "serve.building")
    static let buildingText = LocalizedText(en: "Building the site; this page opens by itself when it is ready.", key: "serve.building-text")
    static let failed = LocalizedText(en: "Build failed", key: "serve.failed")
    static let failedText = LocalizedText(en: "The site still holds the last good build. Fix the problem below and this page reloads by itself.",
                                          key: "serve.failed-text")

    /// The page shown until the first build is done; it reloads when the build is ready.
    static func building(generation: Int) -> String {
        let page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Building · \(HTMLEscaping.escape(building.zh))</title></head>
        <body style="font:15px/1.5 system-ui,sans-serif;margin:2rem">
        <p>Building the site; this page opens by itself when it is ready.</p>
        <p lang="zh-Hans">\(HTMLEscaping.escape(buildingText.zh))</p>
        </body></html>
        """
        return inject(into: page, generation: generation)
    }

    /// The overlay shown on every page route while the latest build failed.
    static func overlay(_ diagnostics: [Diagnostic], generation: Int) -> String {
        let text = DiagnosticFormat.human.render(diagnostics)
        let page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Build failed · \(HTMLEscaping.escape(failed.zh))</title>
        <style>body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#1d1f21;color:#eee}\
        main{max-width:60rem;margin:2rem auto;padding:0 1rem}h1{color:#ff6b6b;font-size:1.4rem}\
        pre{background:#111;padding:1rem;overflow:auto;white-space:pre-wrap;border-left:4px solid #ff6b6b}</style>
        </head><body><main>
        <h1>Build failed · \(HTMLEscaping.escape(failed.zh))</h1>
        <p>The site still holds the last good build. Fix the problem below and this page reloads by itself.</p>
        <p lang="zh-Hans">\(HTMLEscaping.escape(failedText.zh))</p>
        <pre id="duet-diagnostics">\(HTMLEscaping.escape(text))</pre>
        </main></body></html>
        """
        return inject(into: page, generation: generation)
    }
}

import Foundation
