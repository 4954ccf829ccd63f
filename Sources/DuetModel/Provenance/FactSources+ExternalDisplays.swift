/// The sources of the external-display facts: the scene session roles, Apple's article on
/// presenting content on a connected display (which changed in iOS 27), the scene
/// accessory of iOS 27, and the screen APIs the scenes replaced. Each is Apple's page.
extension FactSources {
    public static let sceneSessionRole = uikit(
        "apple-scene-session-role", "UISceneSession.Role (iOS 13): the roles a scene can play",
        "uiscenesession/role-swift.struct")
    public static let roleWindowApplication = uikit(
        "apple-scene-role-window-application", "UISceneSession.Role.windowApplication (iOS 13): interactive windows on the built-in display or a connected one",
        "uiscenesession/role-swift.struct/windowapplication")
    public static let roleExternalNonInteractive = uikit(
        "apple-scene-role-external-non-interactive", "UISceneSession.Role.windowExternalDisplayNonInteractive (iOS 16): non-interactive windows on a connected display",
        "uiscenesession/role-swift.struct/windowexternaldisplaynoninteractive")
    public static let roleExternalDisplayDeprecated = uikit(
        "apple-scene-role-external-display", "UISceneSession.Role.windowExternalDisplay (iOS 13, deprecated in iOS 16): interactive windows use windowApplication even on a connected screen",
        "uiscenesession/role-swift.struct/windowexternaldisplay")
    public static let connectedDisplayArticle = uikit(
        "apple-presenting-content-connected-display", "Presenting content on a connected display: mirroring, interactive windows on iPads with extended display, the non-interactive scene and, from iOS 27, the scene accessory",
        "presenting-content-on-a-connected-display")
    public static let sceneAccessory = uikit(
        "apple-scene-accessory", "UISceneAccessory (iOS 27): supplementary content the system presents when, for example, an external display connects",
        "uisceneaccessory")
    public static let registerSceneAccessory = uikit(
        "apple-register-scene-accessory", "UIViewController.registerSceneAccessory(_:) (iOS 27)",
        "uiviewcontroller/registersceneaccessory(_:)")
    public static let windowSceneTraitCollection = uikit(
        "apple-window-scene-trait-collection", "UIWindowScene.traitCollection (iOS 13): the scene's traits, such as its size class and scale",
        "uiwindowscene/traitcollection")
    public static let screenDidConnect = uikit(
        "apple-screen-did-connect-notification", "UIScreen.didConnectNotification (iOS 3.2, deprecated in iOS 16)",
        "uiscreen/didconnectnotification")

    /// The sources of this file, added to `FactSources.all`.
    static let externalDisplays: [FactSource] = [
        sceneSessionRole, roleWindowApplication, roleExternalNonInteractive, roleExternalDisplayDeprecated, connectedDisplayArticle,
        sceneAccessory, registerSceneAccessory, windowSceneTraitCollection, screenDidConnect,
    ]
}
