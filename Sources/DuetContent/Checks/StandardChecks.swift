/// The checks every build runs, in order.
public enum StandardChecks {
    public static let all: [any ContentCheck] = [
        NestingCheck(),
        ControlCharacterCheck(),
        AlignmentCheck(),
        TerminologyCheck(),
        ChineseStyleCheck(),
        SpellingCheck(),
        GlossaryCollisionCheck(),
        SymbolParityCheck(),
        CodeParityCheck(),
        LinkCheck(),
        StaleTranslationCheck(),
        LockOrphanCheck(),
        EmptyLockCheck(),
        ModelTableCheck(),
        SymbolResolutionCheck(),
        ShortCaseContextCheck(),
    ]
}
