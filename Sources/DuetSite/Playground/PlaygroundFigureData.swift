import DuetModel
import DuetSearch

/// The playground's drawings as data, prebuilt at build time by `PlaygroundDrawings` (the
/// figure code): one SVG per distinct window the playground can show (size and size
/// classes), and one sketch per presentation appearance and orientation. The script
/// picks them by key; it draws nothing itself.
enum PlaygroundFigureData {
    /// `{"windows": {"375x667|compact-regular": {"en": svg, "zh": svg}, ...}, "sketches": {"sheet|portrait": {...}, ...}}`
    static func json() -> String {
        var windows: [String: String] = [:]
        for device in DeviceCatalogue.all where device.idiom == .phone || device.idiom == .pad {
            for orientation in Orientation.allCases {
                let screen = device.size(in: orientation)
                var shapes = [(screen, device.sizeClasses(in: orientation))]
                if device.idiom == .pad {
                    for arrangement in MultitaskingArrangement.allCases {
                        if let width = Multitasking.windowWidth(portraitSize: device.portraitSize, orientation: orientation, arrangement: arrangement),
                           let classes = Multitasking.sizeClasses(portraitSize: device.portraitSize, orientation: orientation, arrangement: arrangement) {
                            shapes.append((PointSize(width: width, height: screen.height), classes))
                        }
                    }
                }
                for (size, classes) in shapes {
                    let key = "\(size.width)x\(size.height)|\(PlaygroundData.key(classes))"
                    if windows[key] == nil {
                        windows[key] = localized { PlaygroundDrawings.window(size: size, classes: classes, language: $0) }
                    }
                }
            }
        }
        var sketches: [String] = []
        for appearance in PresentationAppearance.allCases {
            for orientation in Orientation.allCases {
                sketches.append(JSONText.quoted("\(appearance.rawValue)|\(orientation.rawValue)") + ":"
                                + localized { PlaygroundDrawings.sketch(appearance, orientation: orientation, language: $0) })
            }
        }
        let windowEntries = windows.keys.sorted().map { JSONText.quoted($0) + ":" + windows[$0]! }
        return "{\"windows\":{\n" + windowEntries.joined(separator: ",\n") + "\n},\n\"sketches\":{\n" + sketches.joined(separator: ",\n") + "\n}}"
    }

    static func localized(_ draw: (Language) -> SVGDocument) -> String {
        "{\"en\":\(JSONText.quoted(draw(.en).rendered())),\"zh\":\(JSONText.quoted(draw(.zh).rendered()))}"
    }
}
