import DuetModel

/// The order of the playground's device list: newest first, so a reader finds today's
/// devices at the top and the guide's at the bottom. The catalogue is ordered by screen
/// (devices that share a screen sit together, as the HIG's table has them), which reads as
/// no order in a list of names; the year each model first went on sale orders them here.
/// Only the order uses it: the page prints no year.
enum PlaygroundDeviceOrder {
    /// The year a model first went on sale; a device missing here sorts after every dated one.
    static let firstSold: [String: Int] = [
        "iphone-17e": 2026,
        "iphone-17-pro-max": 2025, "iphone-17-pro": 2025, "iphone-17": 2025, "iphone-air": 2025, "iphone-16e": 2025,
        "iphone-16-pro-max": 2024, "iphone-16-pro": 2024, "iphone-16-plus": 2024, "iphone-16": 2024,
        "iphone-15-pro-max": 2023, "iphone-15-pro": 2023, "iphone-15-plus": 2023, "iphone-15": 2023,
        "iphone-14-pro-max": 2022, "iphone-14-pro": 2022, "iphone-14-plus": 2022, "iphone-14": 2022, "iphone-se-3": 2022,
        "iphone-13-pro-max": 2021, "iphone-13-pro": 2021, "iphone-13": 2021, "iphone-13-mini": 2021,
        "iphone-12-pro-max": 2020, "iphone-12-pro": 2020, "iphone-12": 2020, "iphone-12-mini": 2020, "iphone-se-2": 2020,
        "iphone-11-pro-max": 2019, "iphone-11-pro": 2019, "iphone-11": 2019, "ipod-touch-7": 2019,
        "iphone-xs-max": 2018, "iphone-xs": 2018, "iphone-xr": 2018,
        "iphone-x": 2017, "iphone-8-plus": 2017, "iphone-8": 2017,
        "iphone-7-plus": 2016, "iphone-7": 2016, "iphone-se-1": 2016,
        "iphone-6s-plus": 2015, "iphone-6s": 2015, "ipod-touch-6": 2015,
        "iphone-6-plus": 2014, "iphone-6": 2014,
        "iphone-5s": 2013, "iphone-5c": 2013,
        "iphone-5": 2012, "ipod-touch-5": 2012,
        "iphone-4s": 2011,
        "ipad-pro-13-m5": 2025, "ipad-pro-11-m5": 2025, "ipad-11": 2025, "ipad-air-13": 2024, "ipad-air-11": 2024,
        "ipad-pro-13-m4": 2024, "ipad-pro-11-m4": 2024, "ipad-mini-8-3": 2021,
        "ipad-10-9": 2022, "ipad-air-10-9": 2020, "ipad-10-2": 2019, "ipad-pro-11": 2018,
        "ipad-pro-10-5": 2017, "ipad-9-7": 2017, "ipad-pro-12-9": 2015, "ipad-mini-7-9": 2012, "ipad-all": 2010,
    ]

    /// Newest first; models of one year keep the catalogue's order (larger screens first).
    static func newestFirst(_ devices: [Device]) -> [Device] {
        devices.enumerated().sorted { a, b in
            let (ya, yb) = (firstSold[a.element.id] ?? 0, firstSold[b.element.id] ?? 0)
            return ya != yb ? ya > yb : a.offset < b.offset
        }.map(\.element)
    }
}
