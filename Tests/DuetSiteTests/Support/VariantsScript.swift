@testable import DuetSite

/// Reads a page's `variants.js` back into its slots, as the browser would: an array of
/// template literals after `window.duetVariants=`, where `\` escapes the next character.
enum VariantsScript {
    static func slots(_ script: String) -> [String]? {
        let prefix = "window.duetVariants=[", suffix = "];\n"
        guard script.hasPrefix(prefix), script.hasSuffix(suffix) else { return nil }
        let body = Array(script.dropFirst(prefix.count).dropLast(suffix.count))
        var slots: [String] = []
        var index = 0
        while index < body.count {
            guard body[index] == "`" else {
                // Between literals only a comma and a line break.
                guard body[index] == "," || body[index] == "\n" else { return nil }
                index += 1
                continue
            }
            index += 1
            var slot = ""
            while index < body.count, body[index] != "`" {
                if body[index] == "\\", index + 1 < body.count { index += 1 }
                slot.append(body[index])
                index += 1
            }
            guard index < body.count else { return nil }
            index += 1
            slots.append(slot)
        }
        return slots
    }
}
