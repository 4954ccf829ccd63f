/// A horizontal and a vertical size class taken together.
///
/// Almost every statement the guide makes about devices, windows and presentations is
/// about this pair, so it gets its own value instead of a whole trait collection.
public struct SizeClasses: Sendable, Hashable {
    public var horizontal: UserInterfaceSizeClass
    public var vertical: UserInterfaceSizeClass

    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: SizeClassAxis) -> UserInterfaceSizeClass {
        switch axis {
        case .horizontal: horizontal
        case .vertical: vertical
        }
    }

    /// The cell text of generated tables. Vertical comes first, as in the guide's own
    /// device table, and each axis is named so the cell never depends on a header.
    public var text: LocalizedText {
        LocalizedText(en: "Vertical: {vertical}, horizontal: {horizontal}", key: "size-classes.cell",
                      arguments: ["vertical": vertical.term, "horizontal": horizontal.term])
    }
}
