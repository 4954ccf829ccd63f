import DuetModel
import DuetSearch

/// The playground's data, generated from the model at build time: every device's size
/// classes in each orientation and multitasking arrangement, the adaptation of every
/// style in every pair of size classes for every delegate answer and edition, and who
/// presents each resulting style. The page's script only looks these up.
enum PlaygroundData {
    /// The JSON document; keys in a fixed order so builds are byte-identical.
    static func json() -> String {
        var fields: [String] = []
        fields.append("\"devices\":[\n" + DeviceCatalogue.all.filter { $0.idiom == .phone || $0.idiom == .pad }.map(device).joined(separator: ",\n") + "\n]")
        fields.append("\"sizeClasses\":{" + sizeClassPairs.map { pair in
            JSONText.quoted(key(pair)) + ":" + localized(pair.text)
        }.joined(separator: ",") + "}")
        // The answers that hold where resizable windows exist (iPadOS 26 and later).
        let resizableSince = Release(major: 26)!
        fields.append("\"editions\":[" + PresentationAdaptation.distinctEditions.map { edition in
            editionEntry(edition, resizableSince: resizableSince)
        }.joined(separator: ",") + "]")
        fields.append("\"releases\":" + releaseSpans())
        fields.append("\"resizableEditions\":[" + PresentationAdaptation.distinctEditions.filter { PresentationAdaptation.span(of: $0).contains(resizableSince.edition) }
            .map { JSONText.quoted($0.rawValue) }.joined(separator: ",") + "]")
        fields.append("\"windowScale\":" + String(PlaygroundDrawings.scale))
        fields.append("\"adaptation\":{\n" + adaptationEntries().joined(separator: ",\n") + "\n}")
        fields.append("\"presenters\":{\n" + presenterEntries().joined(separator: ",\n") + "\n}")
        fields.append("\"styles\":{" + ModalPresentationStyle.allCases.map { style in
            JSONText.quoted(PlaygroundScenario.id(of: style)) + ":" + JSONText.quoted(style.swiftName)
        }.joined(separator: ",") + "}")
        fields.append("\"text\":{" + PlaygroundPage.resultStrings.keys.sorted().map { name in
            JSONText.quoted(name) + ":" + localized(PlaygroundPage.resultStrings[name]!)
        }.joined(separator: ",") + "}")
        fields.append("\"figures\":" + PlaygroundFigureData.json())
        return "{\n" + fields.joined(separator: ",\n") + "\n}"
    }

    /// An edition whose rules the playground answers for, labelled with the releases it
    /// spans ("iOS 13–17", "iOS 18.0+"); where it spans the release resizable windows
    /// arrived in, also with the releases an answer about such a window holds for
    /// ("iPadOS 26.0+"), since a resizable window's answer cannot hold before it.
    static func editionEntry(_ edition: Edition, resizableSince: Release) -> String {
        let span = PresentationAdaptation.span(of: edition)
        var entry = "{\"id\":\(JSONText.quoted(edition.rawValue)),\"label\":\(localized(LocalizedText(invariant: span.availabilityLabel)))"
        if span.contains(resizableSince) {
            let first = max(span.firstRelease, resizableSince)
            let label = AvailabilityLabel.label(platform: "iPadOS", first: "\(first.major).0", last: span.lastRelease)
            entry += ",\"resizableLabel\":" + localized(LocalizedText(invariant: label))
        }
        return entry + "}"
    }

    static func localized(_ text: LocalizedText) -> String {
        "{\"en\":\(JSONText.quoted(text.en)),\"zh\":\(JSONText.quoted(text.zh))}"
    }

    static let sizeClassPairs: [SizeClasses] = [UserInterfaceSizeClass.compact, .regular].flatMap { horizontal in
        [UserInterfaceSizeClass.compact, .regular].map { SizeClasses(horizontal: horizontal, vertical: $0) }
    }

    /// `compact-regular`: horizontal first, then vertical.
    static func key(_ classes: SizeClasses) -> String {
        "\(name(classes.horizontal))-\(name(classes.vertical))"
    }

    static func name(_ sizeClass: UserInterfaceSizeClass) -> String {
        String(sizeClass.swiftName.dropFirst())
    }

    /// A device with, per orientation and arrangement, `[size classes key, width, height]`
    /// or null where the arrangement is not offered (a phone, or 1/2 in portrait).
    static func device(_ device: Device) -> String {
        var orientations: [String] = []
        for orientation in Orientation.allCases {
            let screen = device.size(in: orientation)
            var choices = [JSONText.quoted(PlaygroundScenario.fullScreenChoice) + ":[" + JSONText.quoted(key(device.sizeClasses(in: orientation))) + ",\(screen.width),\(screen.height)]"]
            for arrangement in MultitaskingArrangement.allCases {
                var value = "null"
                if device.idiom == .pad,
                   let width = Multitasking.windowWidth(portraitSize: device.portraitSize, orientation: orientation, arrangement: arrangement),
                   let classes = Multitasking.sizeClasses(portraitSize: device.portraitSize, orientation: orientation, arrangement: arrangement) {
                    value = "[" + JSONText.quoted(key(classes)) + ",\(width),\(screen.height)]"
                }
                choices.append(JSONText.quoted(arrangement.rawValue) + ":" + value)
            }
            if device.idiom == .pad, WindowingMode.windowedApps.publishedWidths == nil {
                // A resizable window has no published classes: null, and the documented
                // data points beside it (the legacy widths with what they were published as).
                choices.append(JSONText.quoted(PlaygroundScenario.resizableChoice) + ":null")
                let marks = MultitaskingArrangement.allCases.compactMap { arrangement -> String? in
                    guard let width = Multitasking.windowWidth(portraitSize: device.portraitSize, orientation: orientation, arrangement: arrangement),
                          let classes = Multitasking.sizeClasses(portraitSize: device.portraitSize, orientation: orientation, arrangement: arrangement)
                    else { return nil }
                    return "[\(width),\(JSONText.quoted(key(classes))),\(localized(arrangement.term))]"
                }
                choices.append("\"marks\":[" + marks.joined(separator: ",") + "]")
            }
            orientations.append(JSONText.quoted(orientation.rawValue) + ":{" + choices.joined(separator: ",") + "}")
        }
        let last = DeviceSupport.lastRelease(of: device.id).map { String($0.lastMajor) } ?? "null"
        let first = DeviceSupport.span(of: device.id).map { String($0.firstMajor) } ?? "null"
        return "{\"id\":\(JSONText.quoted(device.id)),\"name\":\(JSONText.quoted(device.name)),\"idiom\":\(JSONText.quoted(device.idiom == .pad ? "pad" : "phone")),"
            + "\"firstRelease\":\(first),\"lastRelease\":\(last)," + orientations.joined(separator: ",") + "}"
    }

    /// `"compact-regular|popover|no-delegate|guide": {"style": "overFullScreen",
    /// "appearance": {...}, "asked": false}` or `{"error": {...}}`.
    static func adaptationEntries() -> [String] {
        var entries: [String] = []
        for classes in sizeClassPairs {
            for style in ModalPresentationStyle.currentStyles {
                for answer in PlaygroundScenario.answers {
                    for edition in PresentationAdaptation.distinctEditions {
                        let entryKey = [key(classes), PlaygroundScenario.id(of: style), answer.id, edition.rawValue].joined(separator: "|")
                        let value: String
                        do {
                            let adapted = try PresentationAdaptation.adapt(style, in: classes, delegateAnswer: answer.answer, edition: edition)
                            value = "{\"style\":\(JSONText.quoted(PlaygroundScenario.id(of: adapted.style))),\"appearance\":\(localized(adapted.appearance.term)),"
                                + "\"sketch\":\(JSONText.quoted(adapted.appearance.rawValue)),"
                                + "\"adapts\":\(PresentationAdaptation.adapts(in: classes, edition: edition)),\"asked\":\(adapted.delegateConsulted)}"
                        } catch {
                            value = "{\"error\":\(localized(explanation(error)))}"
                        }
                        entries.append(JSONText.quoted(entryKey) + ":" + value)
                    }
                }
            }
        }
        return entries
    }

    static func explanation(_ error: PresentationAdaptationError) -> LocalizedText {
        switch error {
        case .unavailable(let style, let edition):
            LocalizedText(en: "{style} does not exist in {releases}.", key: "playground.style-unavailable",
                          arguments: ["style": LocalizedText(invariant: style.swiftName), "releases": edition.term])
        case .notAPresentationStyle(let style):
            LocalizedText(en: "{style} is not a presentation style.", key: "playground.not-a-presentation-style",
                          arguments: ["style": LocalizedText(invariant: style.swiftName)])
        case .invalidDelegateAnswer(let style):
            LocalizedText(en: "UIKit does not accept {style} as the delegate's answer.", key: "playground.invalid-delegate-answer",
                          arguments: ["style": LocalizedText(invariant: style.swiftName)])
        }
    }

    /// Who presents each style that adaptation can produce, from the scenario's hierarchy.
    static func presenterEntries() -> [String] {
        ModalPresentationStyle.allCases.compactMap { style -> String? in
            guard let resolution = try? PresentationContext.resolve(
                PresentationRequest(caller: PlaygroundScenario.caller, style: style), in: PlaygroundScenario.hierarchy)
            else { return nil }
            let name = PlaygroundScenario.controllerNames[resolution.presenter] ?? LocalizedText(invariant: resolution.presenter)
            return JSONText.quoted(PlaygroundScenario.id(of: style)) + ":{\"presenter\":\(localized(name)),\"removes\":\(resolution.removesPresentingViews)}"
        }
    }

    /// The releases each window arrangement exists in, `[first, last]` with null for "still
    /// there": the legacy Split View and Slide Over widths from iOS 9 to 18, the resizable
    /// window from iPadOS 26. The script offers an arrangement only in its releases.
    static func releaseSpans() -> String {
        func span(_ first: Int?, _ last: Int?) -> String { "[" + (first.map(String.init) ?? "null") + "," + (last.map(String.init) ?? "null") + "]" }
        let legacy = ReferenceTables.table(id: "multitasking")?.editions
        let legacySpan = span(legacy?.firstRelease.major, legacy?.lastRelease?.major)
        let resizable = WindowingMode.windowedApps.availability
        var entries = MultitaskingArrangement.allCases.map { JSONText.quoted($0.rawValue) + ":" + legacySpan }
        entries.append(JSONText.quoted(PlaygroundScenario.resizableChoice) + ":" + span(resizable.introduced.map(Release.major(of:)), resizable.obsoleted.map(Release.major(of:))))
        return "{" + entries.joined(separator: ",") + "}"
    }
}
