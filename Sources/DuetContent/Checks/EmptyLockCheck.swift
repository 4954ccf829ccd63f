import DuetSupport
/// A `translations.lock` that is there but records nothing (no bytes, or only blank and
/// comment lines): every Chinese block then counts as never accepted, which `duet status`
/// shows as every block missing while the check said nothing. Usually a lock truncated by
/// a failed merge or an editor, or one created by hand; said in one warning at the file.
/// A project without a lock file is a project that has not accepted anything yet, and
/// says nothing.
public struct EmptyLockCheck: ContentCheck {
    public let name = "empty lock"

    public init() {}

    public func diagnostics(in context: CheckContext) -> [Diagnostic] {
        guard let content = context.content else { return [] }
        let path = join(content.directory, TranslationLock.fileName)
        // Missing or unreadable: the lock's reader reports what is wrong with it.
        guard let bytes = SourceFile.readBytes(path), Self.recordsNothing(bytes) else { return [] }
        return [.warning("lock.empty", at: FileLocation(file: path),
                         "the translation lock is empty, so every Chinese block counts as never accepted",
                         fix: "run `duet accept --all` once the translations are checked, to record the English each one translates")]
    }

    /// Whether every line is blank or a comment. Stops at the first entry, so a real
    /// lock of any size costs one line.
    static func recordsNothing(_ bytes: [UInt8]) -> Bool {
        var atLineStart = true
        var inComment = false
        for byte in bytes {
            switch byte {
            case 10, 13:
                atLineStart = true
                inComment = false
            case 9, 32:
                // Indentation before a comment, or spaces inside one.
                continue
            default:
                if inComment { continue }
                if atLineStart && byte == UInt8(ascii: "#") {
                    inComment = true
                } else {
                    return false
                }
            }
            if byte != 10 && byte != 13 { atLineStart = false }
        }
        return true
    }
}
