/// The checks every build runs, in order.
public enum StandardChecks {
    public static let all: [any ContentCheck] = [
        AlignmentCheck(),
        TerminologyCheck(),
        SymbolParityCheck(),
        CodeParityCheck(),
        LinkCheck(),
        StaleTranslationCheck(),
        ModelTableCheck(),
        SymbolResolutionCheck(),
    ]
}
