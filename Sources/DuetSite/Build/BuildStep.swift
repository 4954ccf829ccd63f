/// One named stage of a build. The build is a literal list of these, read top to bottom.
public struct BuildStep: Sendable {
    public let name: String
    let run: @Sendable (inout BuildContext) -> Void

    public init(_ name: String, _ run: @escaping @Sendable (inout BuildContext) -> Void) {
        self.name = name
        self.run = run
    }
}
