/// One API an app uses to state, request or read its interface orientation, with the
/// release that introduced it, the one that deprecated it and what replaces it.
///
/// The orientation story moved from the app to the view controller to the scene: iOS 13
/// deprecated the app-wide status-bar orientation, iOS 16 replaced the old rotation
/// requests with scene geometry, iOS 26 let a view controller ask for a locked
/// orientation, and iOS 27 gives each scene its own mask. A reader who picks a release
/// sees the APIs that existed there, with the replacement that existed there.
public struct OrientationAPI: Sendable, Hashable {
    /// The API as a reader writes it in code.
    public let api: String
    /// The release that introduced it ("16.0").
    public let introduced: String
    /// The release that deprecated it, if any.
    public let deprecated: String?
    /// What to use instead, once deprecated.
    public let replacement: String?
    /// What it is for, in a few words.
    public let role: LocalizedText
    public let sources: [FactSource]

    public var availability: Availability {
        Availability(introduced: introduced, deprecated: deprecated)
    }

    /// The replacement a reader of `release` can actually call: where the named
    /// replacement arrived later than the deprecation (`effectiveGeometry` is iOS 16,
    /// `statusBarOrientation` was deprecated in 13), the API that stood in before it.
    public func replacement(in release: Release?) -> String? {
        guard let replacement else { return nil }
        if let release, let earlier = interimReplacement, release.major < earlier.until {
            return earlier.api
        }
        return replacement
    }

    /// The API that replaced this one until the named replacement arrived.
    let interimReplacement: (api: String, until: Int)?

    public static func == (lhs: OrientationAPI, rhs: OrientationAPI) -> Bool { lhs.api == rhs.api }
    public func hash(into hasher: inout Hasher) { hasher.combine(api) }

    init(_ api: String, introduced: String, deprecated: String? = nil, replacement: String? = nil,
         interim: (api: String, until: Int)? = nil, role: LocalizedText, sources: [FactSource]) {
        self.api = api
        self.introduced = introduced
        self.deprecated = deprecated
        self.replacement = replacement
        self.interimReplacement = interim
        self.role = role
        self.sources = sources
    }

    /// Every orientation API the reference teaches, oldest first. Availability is Apple's
    /// block on each cited page.
    public static let all: [OrientationAPI] = [
        OrientationAPI("statusBarOrientation", introduced: "2.0", deprecated: "13.0",
                       replacement: "effectiveGeometry.interfaceOrientation",
                       interim: (api: "UIWindowScene.interfaceOrientation", until: 16),
                       role: LocalizedText(en: "Reads the app-wide interface orientation", key: "orientation-api.reads-app-wide-interface-orientation"),
                       sources: [FactSources.statusBarOrientation, FactSources.geometryInterfaceOrientation]),
        OrientationAPI("UIDevice.orientation", introduced: "2.0",
                       role: LocalizedText(en: "Reads how the device is held, which may differ from the interface's orientation", key: "orientation-api.reads-how-device-held"),
                       sources: [FactSources.deviceOrientation]),
        OrientationAPI("UIScreen.main", introduced: "2.0", deprecated: "26.0",
                       replacement: "view.window?.windowScene?.screen",
                       role: LocalizedText(en: "Reads the device's main screen", key: "orientation-api.reads-device-s-main-screen"),
                       sources: [FactSources.mainScreen]),
        OrientationAPI("attemptRotationToDeviceOrientation()", introduced: "5.0", deprecated: "16.0",
                       replacement: "setNeedsUpdateOfSupportedInterfaceOrientations()",
                       role: LocalizedText(en: "Asks every window to check its rotation again after the supported orientations changed", key: "orientation-api.asks-every-window-check-rotation-again"),
                       sources: [FactSources.attemptRotation, FactSources.setNeedsUpdateOfSupportedOrientations]),
        OrientationAPI("shouldAutorotate", introduced: "6.0", deprecated: "16.0",
                       replacement: "supportedInterfaceOrientations",
                       role: LocalizedText(en: "Lets a view controller refuse rotation", key: "orientation-api.lets-view-controller-refuse-rotation"),
                       sources: [FactSources.shouldAutorotate, FactSources.supportedInterfaceOrientations]),
        OrientationAPI("supportedInterfaceOrientations", introduced: "6.0",
                       role: LocalizedText(en: "States the orientations a view controller accepts", key: "orientation-api.states-orientations-view-controller"),
                       sources: [FactSources.supportedInterfaceOrientations]),
        OrientationAPI("UIApplication.supportedInterfaceOrientations(for:)", introduced: "6.0", deprecated: "27.0",
                       role: LocalizedText(en: "Reads the app's default orientations for a window", key: "orientation-api.reads-app-s-default-orientations-window"),
                       sources: [FactSources.applicationSupportedOrientations]),
        OrientationAPI("application(_:supportedInterfaceOrientationsFor:)", introduced: "6.0", deprecated: "27.0",
                       replacement: "UIWindowSceneDelegate.supportedInterfaceOrientations(for:)",
                       role: LocalizedText(en: "States the app's orientations for a window", key: "orientation-api.states-app-s-orientations-window"),
                       sources: [FactSources.appSupportedOrientations, FactSources.sceneSupportedOrientations]),
        OrientationAPI("UIWindowScene.interfaceOrientation", introduced: "13.0", deprecated: "26.0",
                       replacement: "effectiveGeometry.interfaceOrientation",
                       role: LocalizedText(en: "Reads the scene's interface orientation before scene geometry", key: "orientation-api.reads-scene-s-orientation-before-geometry"),
                       sources: [FactSources.windowSceneInterfaceOrientation]),
        OrientationAPI("setNeedsUpdateOfSupportedInterfaceOrientations()", introduced: "16.0",
                       role: LocalizedText(en: "Tells UIKit the supported orientations changed", key: "orientation-api.tells-uikit-supported-orientations"),
                       sources: [FactSources.setNeedsUpdateOfSupportedOrientations]),
        OrientationAPI("requestGeometryUpdate(_:errorHandler:)", introduced: "16.0",
                       role: LocalizedText(en: "Asks the system to rotate or resize the scene", key: "orientation-api.asks-system-rotate-resize-scene"),
                       sources: [FactSources.requestGeometryUpdate]),
        OrientationAPI("UIWindowScene.GeometryPreferences.iOS", introduced: "16.0",
                       role: LocalizedText(en: "Carries the orientations a geometry request asks for", key: "orientation-api.carries-orientations-geometry-request"),
                       sources: [FactSources.geometryPreferencesIOS]),
        OrientationAPI("effectiveGeometry.interfaceOrientation", introduced: "16.0",
                       role: LocalizedText(en: "Reads the scene's interface orientation", key: "orientation-api.reads-scene-s-interface-orientation"),
                       sources: [FactSources.geometryInterfaceOrientation, FactSources.effectiveGeometry]),
        OrientationAPI("prefersInterfaceOrientationLocked", introduced: "26.0",
                       role: LocalizedText(en: "Asks for the scene's orientation to be locked while visible", key: "orientation-api.asks-scene-s-orientation-locked-while"),
                       sources: [FactSources.orientationLock]),
        OrientationAPI("windowScene(_:didUpdateEffectiveGeometry:)", introduced: "26.0",
                       role: LocalizedText(en: "Tells the scene delegate the geometry changed", key: "orientation-api.tells-scene-delegate-geometry-changed"),
                       sources: [FactSources.didUpdateEffectiveGeometry]),
        OrientationAPI("UIWindowSceneDelegate.supportedInterfaceOrientations(for:)", introduced: "27.0",
                       role: LocalizedText(en: "States one scene's orientations, overriding Info.plist", key: "orientation-api.states-one-scene-s-orientations"),
                       sources: [FactSources.sceneSupportedOrientations]),
    ]
}
