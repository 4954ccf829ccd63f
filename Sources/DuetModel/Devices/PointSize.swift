/// A size in points, the unit every layout statement of the guide uses.
public struct PointSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The same screen turned a quarter turn.
    public var swapped: PointSize { PointSize(width: height, height: width) }

    /// "375 x 667", the HIG's notation.
    public var text: String { "\(width) x \(height)" }
}
