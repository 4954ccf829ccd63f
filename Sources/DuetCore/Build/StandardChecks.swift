/// The checks every build runs, in order.
public enum StandardChecks {
    public static let all: [any ContentCheck] = [
        ModelTableCheck(),
        SymbolResolutionCheck(),
    ]
}
