import DuetModel

/// The order of the playground's device list: today's devices first, in the order of
/// Apple's own iOS 26 and iPadOS 26 compatibility lists (newest models first within each
/// family, `SoldModel.runningOS26`), then the devices those lists no longer name, in the
/// catalogue's order (the HIG's table, then the guide's devices). The order comes from
/// Apple's lists rather than from sale dates, which no source in the project gives.
enum PlaygroundDeviceOrder {
    /// Each screen's position in Apple's lists: the first model that has it.
    static let position: [String: Int] = {
        var position: [String: Int] = [:]
        for (index, model) in SoldModel.runningOS26.enumerated() where position[model.screenID] == nil {
            position[model.screenID] = index
        }
        return position
    }()

    /// Devices in Apple's lists first, in their order; the others after, in the catalogue's.
    static func newestFirst(_ devices: [Device]) -> [Device] {
        devices.enumerated().sorted { a, b in
            let (pa, pb) = (position[a.element.id] ?? Int.max, position[b.element.id] ?? Int.max)
            return pa != pb ? pa < pb : a.offset < b.offset
        }.map(\.element)
    }
}
