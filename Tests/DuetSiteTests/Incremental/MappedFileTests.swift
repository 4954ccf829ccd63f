@testable import DuetSite
@testable import DuetSupport
import DuetTestSupport
import Foundation
import Testing

/// Cache files are mapped rather than read; what a build sees is the file as it was when
/// it opened it, whatever the build itself appends or renames over it afterwards.
@Suite("Mapped cache files")
struct MappedFileTests {
    init() { ShippedStrings.install() }

    func folder() throws -> String { try TestScratch.folder("duet-mapped") }

    @Test("a mapped file holds exactly the file's bytes, an empty file none")
    func mapsTheBytes() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = Array("line one\n中文\tline two\n".utf8) + (0..<70_000).map { UInt8($0 % 251) }
        try Data(text).write(to: URL(fileURLWithPath: directory + "/cache.txt"))
        let mapped = try #require(MappedFile(directory + "/cache.txt"))
        #expect(mapped.withBytes { Array($0) } == text)
        try Data().write(to: URL(fileURLWithPath: directory + "/empty.txt"))
        #expect(try #require(MappedFile(directory + "/empty.txt")).withBytes { $0.isEmpty })
    }

    @Test("where a file cannot be mapped its bytes are read instead, the same bytes")
    func readWhereNotMapped() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = Array("header\n".utf8) + (0..<200_000).map { UInt8($0 % 253) }
        try Data(text).write(to: URL(fileURLWithPath: directory + "/cache.txt"))
        let read = try #require(MappedFile(directory + "/cache.txt", maps: false))
        #expect(read.withBytes { Array($0) } == text)
        // Read, not mapped: the file cut short afterwards changes nothing in memory.
        #expect(truncate(directory + "/cache.txt", 3) == 0)
        #expect(read.withBytes { $0.count == text.count && $0.last == text.last })
        try Data().write(to: URL(fileURLWithPath: directory + "/empty.txt"))
        #expect(try #require(MappedFile(directory + "/empty.txt", maps: false)).withBytes { $0.isEmpty })
        #expect(MappedFile(directory, maps: false) == nil)
    }

    @Test("a missing file, a folder and a dangling link are not mapped")
    func refusesWhatIsNotAFile() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(MappedFile(directory + "/missing.txt") == nil)
        #expect(MappedFile(directory) == nil)
        try FileManager.default.createSymbolicLink(atPath: directory + "/dangling", withDestinationPath: directory + "/nowhere")
        #expect(MappedFile(directory + "/dangling") == nil)
    }

    @Test("appending to the file or renaming a new one over it leaves the mapped bytes as they were")
    func laterWritesAreNotSeen() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/cache.txt"
        try Data("first\n".utf8).write(to: URL(fileURLWithPath: path))
        let mapped = try #require(MappedFile(path))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("appended\n".utf8))
        try handle.close()
        #expect(mapped.withBytes { String(decoding: $0, as: UTF8.self) } == "first\n")
        try Data("replaced entirely\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(mapped.withBytes { String(decoding: $0, as: UTF8.self) } == "first\n")
        #expect(try #require(MappedFile(path)).withBytes { String(decoding: $0, as: UTF8.self) } == "replaced entirely\n")
    }
}
