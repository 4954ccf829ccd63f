/// Keyword tables for the build-time highlighter. Kept as data, apart from the scanner,
/// so adding a word is a one-line change with no effect on how text is split.
enum HighlighterKeywords {
    /// Swift's declaration, statement, expression and contextual keywords, plus the
    /// literals `true`, `false`, `nil`, `self` and `Self` that read as keywords.
    static let swift: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "Any", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "convenience", "didSet", "dynamic", "final", "get",
        "indirect", "lazy", "mutating", "nonmutating", "optional", "override", "required", "set", "some",
        "any", "unowned", "weak", "willSet", "actor", "nonisolated", "isolated", "consuming", "borrowing",
        "sending", "package",
    ]

    /// C's keywords, the Objective-C `@` directives (matched with their `@`) and the
    /// Objective-C words that behave as keywords in a listing.
    static let objectiveC: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
        "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
        "volatile", "while", "_Bool", "self", "super", "nil", "Nil", "YES", "NO", "NULL", "id", "instancetype",
        "BOOL", "SEL", "IMP", "Class", "in", "out", "inout", "bycopy", "byref", "oneway", "nonatomic",
        "atomic", "strong", "weak", "copy", "assign", "retain", "readonly", "readwrite", "nullable",
        "nonnull", "__weak", "__strong", "__block", "__kindof", "__unused",
        "@interface", "@implementation", "@end", "@protocol", "@property", "@synthesize", "@dynamic",
        "@class", "@selector", "@encode", "@optional", "@required", "@public", "@private", "@protected",
        "@package", "@try", "@catch", "@finally", "@throw", "@autoreleasepool", "@synchronized", "@import",
        "@available",
    ]
}
