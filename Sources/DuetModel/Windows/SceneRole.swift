/// The roles of a window scene (`UISceneSession.Role`) that decide on which display its
/// windows appear and whether people can use them. Each case is Apple's page for the role
/// and the article on connected displays; the deprecated `windowExternalDisplay` (iOS 13
/// to 15) is left to the prose, as Apple's page gives only what replaced it.
public enum SceneRole: String, Sendable, CaseIterable, Hashable {
    case windowApplication
    case windowExternalDisplayNonInteractive

    public var swiftName: String { "UISceneSession.Role.\(rawValue)" }

    public var introduced: String {
        switch self {
        case .windowApplication: "13.0"
        case .windowExternalDisplayNonInteractive: "16.0"
        }
    }

    public var windows: LocalizedText {
        switch self {
        case .windowApplication: LocalizedText(en: "Interactive", key: "scene-role.interactive")
        case .windowExternalDisplayNonInteractive: LocalizedText(en: "Not interactive", key: "scene-role.not-interactive")
        }
    }

    public var displays: LocalizedText {
        switch self {
        case .windowApplication:
            LocalizedText(en: "The device's display; a connected display on an iPad that extends to it (Apple names iPads with M1 in Stage Manager, with a keyboard and a pointing device)",
                          key: "scene-role.application-displays")
        case .windowExternalDisplayNonInteractive: LocalizedText(en: "A connected display", key: "scene-role.connected-display")
        }
    }

    public var screenShare: LocalizedText {
        switch self {
        case .windowApplication:
            LocalizedText(en: "Not necessarily: windows of several scenes may share the display", key: "scene-role.may-share")
        case .windowExternalDisplayNonInteractive: LocalizedText(en: "Yes, the whole screen", key: "scene-role.whole-screen")
        }
    }

    public var arrival: LocalizedText {
        switch self {
        case .windowApplication:
            LocalizedText(en: "Its configuration in Info.plist or from application(_:configurationForConnecting:options:)",
                          key: "scene-role.application-arrival")
        case .windowExternalDisplayNonInteractive:
            LocalizedText(en: "A configuration for the role; before iOS 27 the system connects the scene by itself when a display connects",
                          key: "scene-role.non-interactive-arrival")
        }
    }

    /// iOS 27: the non-interactive scene comes only for a registered scene accessory.
    static let accessoryIn27 = CellAddition(
        since: "27.0",
        text: LocalizedText(en: "the scene comes only once the app has registered a scene accessory (UISceneAccessory.externalNonInteractive(sceneConfiguration:))",
                            key: "scene-role.accessory-27"),
        sources: [FactSources.sceneAccessory, FactSources.registerSceneAccessory])

    public var sources: [FactSource] {
        switch self {
        case .windowApplication: [FactSources.roleWindowApplication, FactSources.connectedDisplayArticle]
        case .windowExternalDisplayNonInteractive: [FactSources.roleExternalNonInteractive, FactSources.connectedDisplayArticle]
        }
    }
}
