/// A device's body drawn around a screen: a frame a few units wider than the screen on
/// every side, its corners rounded like the hardware's, so a figure shows an iPhone or an
/// iPad and not a flat box. The frame is drawn first and the screen sits on it; callers
/// leave the frame's width free around the screen.
enum DeviceOutline {
    /// The frame's width for a screen of this size: thin on the small screens of the
    /// device table, at most 7 units on the largest.
    static func bezel(width: Double, height: Double) -> Double {
        (min(7, max(2.5, min(width, height) * 0.06)) * 2).rounded() / 2
    }

    /// The frame behind the screen at `x`, `y`, whose own corner radius is `screenRadius`.
    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double, screenRadius: Double, bezel: Double) -> SVGElement {
        SVG.rect(x - bezel, y - bezel, width + 2 * bezel, height + 2 * bezel, class: "fig-device", radius: screenRadius + bezel)
    }
}
