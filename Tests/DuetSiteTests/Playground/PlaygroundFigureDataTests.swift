@testable import DuetSite
import DuetModel
import DuetTestSupport
import Foundation
import Testing

/// The playground's drawings are prebuilt: every window and every answer the script can
/// look up has its drawing in the data, so the script never has to draw.
@Suite("Playground drawings in the data")
struct PlaygroundFigureDataTests {
    init() { ShippedStrings.install() }

    static func data() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(PlaygroundData.json().utf8)) as? [String: Any])
    }

    @Test("every window the playground can show has its drawing, with its size and size classes, in both languages")
    func everyWindowDrawn() throws {
        let data = try Self.data()
        let windows = try #require((data["figures"] as? [String: Any])?["windows"] as? [String: [String: String]])
        let devices = try #require(data["devices"] as? [[String: Any]])
        var checked = 0
        for device in devices {
            for orientation in ["portrait", "landscape"] {
                let choices = try #require(device[orientation] as? [String: Any])
                for (_, value) in choices {
                    guard let area = value as? [Any], let key = area[0] as? String, let width = area[1] as? Int, let height = area[2] as? Int else { continue }
                    let svg = try #require(windows["\(width)x\(height)|\(key)"], "\(device["id"]!) \(orientation) \(width)x\(height)")
                    #expect(svg["en"]?.contains("data-points=\"\(width) \(height)\"") == true)
                    #expect(svg["zh"]?.contains("data-size-class=\"\(key)\"") == true)
                    #expect(svg["zh"]?.contains("lang=\"zh-Hans\"") == true)
                    checked += 1
                }
            }
        }
        #expect(checked > 20)
    }

    @Test("every adapted appearance the playground can answer has a sketch in both orientations")
    func everyAppearanceSketched() throws {
        let data = try Self.data()
        let sketches = try #require((data["figures"] as? [String: Any])?["sketches"] as? [String: Any])
        let adaptation = try #require(data["adaptation"] as? [String: [String: Any]])
        var checked = 0
        for (key, outcome) in adaptation {
            guard let sketch = outcome["sketch"] as? String else { continue }
            #expect(sketches["\(sketch)|portrait"] != nil, "\(key)")
            #expect(sketches["\(sketch)|landscape"] != nil, "\(key)")
            checked += 1
        }
        #expect(checked > 0)
    }
}
