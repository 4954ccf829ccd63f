private func t(_ en: String, _ key: String) -> LocalizedText { LocalizedText(en: en, key: key) }

/// Scenes on connected displays: the roles that decide where a scene's windows appear and
/// whether people can use them, the delegate method that picks a configuration per role,
/// and the scene accessory through which, from iOS 27, an app asks for the non-interactive
/// scene of a connected display. The roles are constants of a structure, not enumeration
/// cases, so their short spellings (`.windowApplication`) are aliases. The session's
/// `role` property is named bare, its qualified name an alias, because the table checker
/// compares keys without case and would take `UISceneSession.role` for the type.
extension SymbolCatalogue {
    private static let rolesTable = ["scene-roles"]

    static let externalDisplaySymbols: [APISymbol] = [
        APISymbol(area: .devices, swiftName: "UISceneSession.Role", objcName: "UISceneSessionRole", kind: .class,
                  declaration: "struct Role",
                  summary: t("The role a scene plays, which decides on which display its windows appear and whether people can use them.",
                             "symbols-external-displays.role-scene-plays"),
                  relatedTableIDs: rolesTable),
        APISymbol(area: .devices, swiftName: "UISceneSession.Role.windowApplication", objcName: "UIWindowSceneSessionRoleApplication",
                  aliases: [".windowApplication"], kind: .property,
                  declaration: "static let windowApplication: UISceneSession.Role",
                  summary: t("Interactive windows, on the device's display or, on an iPad that extends to it, a connected display.",
                             "symbols-external-displays.interactive-windows"),
                  relatedTableIDs: rolesTable),
        APISymbol(area: .devices, swiftName: "UISceneSession.Role.windowExternalDisplayNonInteractive",
                  objcName: "UIWindowSceneSessionRoleExternalDisplayNonInteractive",
                  aliases: [".windowExternalDisplayNonInteractive"], kind: .property,
                  declaration: "static let windowExternalDisplayNonInteractive: UISceneSession.Role",
                  summary: t("Windows people cannot interact with, filling a connected display.",
                             "symbols-external-displays.non-interactive-windows"),
                  relatedTableIDs: rolesTable),
        APISymbol(area: .devices, swiftName: "UISceneSession.Role.windowExternalDisplay", objcName: "UIWindowSceneSessionRoleExternalDisplay",
                  aliases: [".windowExternalDisplay"], kind: .property,
                  declaration: "static let windowExternalDisplay: UISceneSession.Role",
                  summary: t("The connected display's scene before iOS 16; replaced by the non-interactive role, while interactive windows use windowApplication.",
                             "symbols-external-displays.external-display-before-16")),
        APISymbol(id: "uiscenesession-role-property", area: .devices, swiftName: "role", objcName: "role",
                  aliases: ["UISceneSession.role", "connectingSceneSession.role"], kind: .property,
                  declaration: "var role: UISceneSession.Role { get }",
                  summary: t("The session's role, which UIKit first takes from the app's Info.plist.", "symbols-external-displays.session-role")),
        APISymbol(area: .devices, swiftName: "application(_:configurationForConnecting:options:)",
                  objcName: "application:configurationForConnectingSceneSession:options:", kind: .method,
                  declaration: "optional func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration",
                  summary: t("Returns the configuration for a new scene, which the app can choose by the session's role.",
                             "symbols-external-displays.configuration-for-new-scene")),
        APISymbol(area: .devices, swiftName: "UISceneAccessory", objcName: "UISceneAccessory", kind: .class,
                  declaration: "@MainActor class UISceneAccessory",
                  summary: t("Content the system presents for the app when a feature becomes available, such as a connected display.",
                             "symbols-external-displays.scene-accessory")),
        APISymbol(area: .devices, swiftName: "UISceneAccessory.externalNonInteractive(sceneConfiguration:)",
                  objcName: "externalNonInteractiveSceneAccessoryWithConfiguration:", kind: .method,
                  declaration: "class func externalNonInteractive(sceneConfiguration: UISceneConfiguration) -> Self",
                  summary: t("An accessory for non-interactive content on a connected display, from a scene configuration.",
                             "symbols-external-displays.accessory-non-interactive")),
        APISymbol(area: .devices, swiftName: "UIViewController.registerSceneAccessory(_:)", objcName: "registerSceneAccessory:",
                  aliases: ["registerSceneAccessory(_:)"], kind: .method,
                  declaration: "func registerSceneAccessory(_ accessory: UISceneAccessory) -> UISceneAccessoryRegistration",
                  summary: t("Registers a scene accessory tied to this view controller and returns its registration.",
                             "symbols-external-displays.register-accessory")),
    ]
}
