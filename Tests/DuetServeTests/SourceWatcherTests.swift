import DuetTestSupport
@testable import DuetServe
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// The watcher behind `duet serve`'s rebuilds: it notices edits, and never blocks on a
/// file that is not a regular one nor reads through a link that leads out of the project.
@Suite("duet serve: the source watcher")
struct SourceWatcherTests {
    init() { ShippedStrings.install() }

    /// A project with content/en/01-a.md and a folder beside it, outside the project.
    struct Project {
        let content: String
        let outside: String

        init() throws {
            let root = try TestScratch.folder("duet-watch")
            content = root + "/project/content"
            outside = root + "/outside"
            try FileManager.default.createDirectory(atPath: content + "/en", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try write("# A\n", to: content + "/en/01-a.md")
        }

        func write(_ text: String, to path: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// Runs `body` on a thread of its own and waits at most `seconds` for it; nil if it is
    /// still running then (the thread is left to finish on its own).
    static func within<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () throws -> T) -> Result<T, Error>? {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<Result<T, Error>?>(nil)
        Thread {
            let outcome = Result { try body() }
            result.withLock { $0 = outcome }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return result.withLock { $0 }
    }

    @Test("a FIFO in content/ does not stop the watcher noticing a later edit")
    func fifoDoesNotBlock() throws {
        let project = try Project()
        let fifo = project.content + "/en/02-pipe.md"
        try #require(mkfifo(fifo, 0o644) == 0, "mkfifo: \(String(cString: strerror(errno)))")
        defer {
            // Frees a watcher stuck opening the FIFO for reading, if the spec failed.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
        }
        let content = project.content
        let outcome = Self.within(seconds: 10) { () throws -> (before: Bool, after: Bool) in
            var watcher = SourceWatcher(directories: [content])
            let before = watcher.changed()
            try project.write("# A, edited\n", to: content + "/en/01-a.md")
            return (before, watcher.changed())
        }
        let result = try #require(outcome, "the watcher was still blocked after 10 s")
        let changes = try result.get()
        #expect(changes.before == false)
        #expect(changes.after == true)
    }

    @Test("a link to a file outside the project is not read: editing that file is no change, and what it held stays unread")
    func linkOutsideIsNotRead() throws {
        let project = try Project()
        let secret = project.outside + "/secret.md"
        try project.write("outside\n", to: secret)
        try FileManager.default.createSymbolicLink(atPath: project.content + "/en/02-secret.md", withDestinationPath: secret)
        // A FIFO outside with a byte waiting in it: reading through the link would take it.
        let pipe = project.outside + "/pipe"
        try #require(mkfifo(pipe, 0o644) == 0)
        let holder = open(pipe, O_RDWR | O_NONBLOCK)
        try #require(holder >= 0)
        defer { close(holder) }
        #expect(write(holder, "x", 1) == 1)
        try FileManager.default.createSymbolicLink(atPath: project.content + "/en/03-pipe.md", withDestinationPath: pipe)

        let content = project.content
        let outcome = Self.within(seconds: 10) { () throws -> (edited: Bool, retargeted: Bool) in
            var watcher = SourceWatcher(directories: [content])
            try project.write("outside, edited\n", to: secret)
            let edited = watcher.changed()
            // Pointing the link elsewhere is an edit of the project, and is noticed.
            try FileManager.default.removeItem(atPath: content + "/en/02-secret.md")
            try FileManager.default.createSymbolicLink(atPath: content + "/en/02-secret.md", withDestinationPath: pipe)
            return (edited, watcher.changed())
        }
        let result = try #require(outcome, "the watcher was still blocked after 10 s")
        let changes = try result.get()
        #expect(changes.edited == false)
        #expect(changes.retargeted == true)
        var byte: UInt8 = 0
        #expect(read(holder, &byte, 1) == 1 && byte == UInt8(ascii: "x"), "the byte in the FIFO outside was read by the watcher")
    }

    @Test("a link to a file inside the project is read through: editing that file changes the link's fingerprint")
    func linkInsideIsRead() throws {
        let project = try Project()
        let alias = project.content + "/en/02-alias.md"
        try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: "01-a.md")
        let before = try #require(SourceWatcher.fingerprint([project.content])[alias])
        try project.write("# A, edited\n", to: project.content + "/en/01-a.md")
        let after = try #require(SourceWatcher.fingerprint([project.content])[alias])
        #expect(before != after)
    }
}
