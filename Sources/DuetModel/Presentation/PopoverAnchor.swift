/// Where a popover points. UIKit needs exactly one anchor: a bar button item, or a
/// source view with a rectangle in it; the enum makes "both" and "neither" unrepresentable.
public enum PopoverAnchor: Sendable, Hashable {
    case barButtonItem(String)
    case sourceView(String, sourceRect: SourceRect)

    /// A rectangle in the source view's coordinates, in points.
    public struct SourceRect: Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Builds an anchor from the two ways code can set one, or nil when the
    /// configuration is invalid (no anchor, both anchors, or a view without a rectangle).
    public init?(barButtonItem: String?, sourceView: String?, sourceRect: SourceRect?) {
        switch (barButtonItem, sourceView, sourceRect) {
        case (let item?, nil, nil): self = .barButtonItem(item)
        case (nil, let view?, let rect?): self = .sourceView(view, sourceRect: rect)
        default: return nil
        }
    }
}
