/// The pages behind the chapters on orientation and scene geometry, layout guides,
/// observation, hosting SwiftUI and testing adaptivity. Apple's page for each fact where
/// Apple publishes one; a third party only where Apple's pages, as retrieved, say nothing,
/// and then with a note that says so.
extension FactSources {
    private static func uikit(_ path: String, _ title: String, note: String? = nil) -> FactSource {
        FactSource(id: "apple-page-" + APISymbol.anchor(for: path), kind: .appleDocumentation, title: title,
                   url: "https://developer.apple.com/documentation/uikit/" + path, note: note)
    }

    // MARK: Orientation and scene geometry

    public static let supportedInterfaceOrientations = uikit(
        "uiviewcontroller/supportedinterfaceorientations",
        "UIViewController.supportedInterfaceOrientations (iOS 6): asked of the root or topmost full-window view controller")
    public static let setNeedsUpdateOfSupportedOrientations = uikit(
        "uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()",
        "UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations() (iOS 16; animated unless done without animation)")
    public static let attemptRotation = uikit(
        "uiviewcontroller/attemptrotationtodeviceorientation()",
        "UIViewController.attemptRotationToDeviceOrientation() (iOS 5, deprecated in iOS 16)")
    public static let shouldAutorotate = uikit(
        "uiviewcontroller/shouldautorotate",
        "UIViewController.shouldAutorotate (iOS 6, deprecated in iOS 16)")
    public static let requestGeometryUpdate = uikit(
        "uiwindowscene/requestgeometryupdate(_:errorhandler:)",
        "UIWindowScene.requestGeometryUpdate(_:errorHandler:) (iOS 16)")
    public static let geometryPreferencesIOS = uikit(
        "uiwindowscene/geometrypreferences/ios",
        "UIWindowScene.GeometryPreferences.iOS and init(interfaceOrientations:) (iOS 16)")
    public static let effectiveGeometry = uikit(
        "uiwindowscene/effectivegeometry",
        "UIWindowScene.effectiveGeometry (iOS 16; key-value observable, the recommended way to learn of geometry changes)")
    public static let geometryInterfaceOrientation = uikit(
        "uiwindowscene/geometry/interfaceorientation",
        "UIWindowScene.Geometry.interfaceOrientation (iOS 16)")
    public static let orientationLock = uikit(
        "uiviewcontroller/prefersinterfaceorientationlocked",
        "UIViewController.prefersInterfaceOrientationLocked and setNeedsUpdateOfPrefersInterfaceOrientationLocked() (iOS 26)")
    public static let didUpdateEffectiveGeometry = uikit(
        "uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)",
        "UIWindowSceneDelegate.windowScene(_:didUpdateEffectiveGeometry:) (iOS 26)")
    public static let sceneSupportedOrientations = uikit(
        "uiwindowscenedelegate/supportedinterfaceorientations(for:)",
        "UIWindowSceneDelegate.supportedInterfaceOrientations(for:) (iOS 27): a scene's own orientation mask")
    public static let appSupportedOrientations = uikit(
        "uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)",
        "UIApplicationDelegate.application(_:supportedInterfaceOrientationsFor:) (iOS 6, deprecated in iOS 27)")
    public static let applicationSupportedOrientations = uikit(
        "uiapplication/supportedinterfaceorientations(for:)",
        "UIApplication.supportedInterfaceOrientations(for:) (iOS 6, deprecated in iOS 27)")
    public static let windowSceneInterfaceOrientation = uikit(
        "uiwindowscene/interfaceorientation",
        "UIWindowScene.interfaceOrientation (iOS 13, deprecated in iOS 26)")
    public static let statusBarOrientation = uikit(
        "uiapplication/statusbarorientation",
        "UIApplication.statusBarOrientation (iOS 2, deprecated in iOS 13)")
    public static let mainScreen = uikit(
        "uiscreen/main",
        "UIScreen.main (iOS 2, deprecated in iOS 26 by Apple's availability block)",
        note: "Many articles say iOS 16: the iOS 16 SDK announced the deprecation; Apple's block dates it 26.0")
    public static let deviceOrientation = uikit(
        "uidevice/orientation",
        "UIDevice.orientation (iOS 2): the device's physical orientation, which may differ from the interface's")
    public static let mainScreenForum = FactSource(
        id: "apple-forums-832898", kind: .appleEngineerOnForums,
        title: "Apple Developer Forums thread 832898: a Frameworks Engineer on why UI code needs a real window scene rather than the main screen",
        url: "https://developer.apple.com/forums/thread/832898")
    public static let sceneLifeCycleArticle = uikit(
        "transitioning-to-the-uikit-scene-based-life-cycle",
        "Transitioning to the UIKit scene-based life cycle (what stays in the app delegate, what moves to the scene delegate)")

    // MARK: Layout guides

    public static let safeAreaLayoutGuide = uikit(
        "uiview/safearealayoutguide",
        "UIView.safeAreaLayoutGuide and safeAreaInsets (iOS 11): the part of a view not covered by bars and ancestor views")
    public static let additionalSafeAreaInsets = uikit(
        "uiviewcontroller/additionalsafeareainsets",
        "UIViewController.additionalSafeAreaInsets (iOS 11)")
    public static let layoutMargins = uikit(
        "uiview/layoutmargins",
        "UIView.layoutMargins (iOS 8) and layoutMarginsGuide (iOS 9)")
    public static let directionalLayoutMargins = uikit(
        "uiview/directionallayoutmargins",
        "UIView.directionalLayoutMargins (iOS 11): 8 points on each side for most views; a root view takes the system minimums")
    public static let systemMinimumLayoutMargins = uikit(
        "uiviewcontroller/systemminimumlayoutmargins",
        "UIViewController.systemMinimumLayoutMargins and viewRespectsSystemMinimumLayoutMargins (iOS 11)")
    public static let readableContentGuide = uikit(
        "uiview/readablecontentguide",
        "UIView.readableContentGuide (iOS 9): inside the margins, centred, no wider than readable at the current text size")
    public static let keyboardLayoutGuide = uikit(
        "uiview/keyboardlayoutguide",
        "UIView.keyboardLayoutGuide (iOS 15) and UITrackingLayoutGuide")
    public static let layoutRegion = uikit(
        "uiview/layoutregion",
        "UIView.LayoutRegion and layoutGuide(for:) (iOS 26): safe area, margins and readable content with corner adaptation",
        note: "Apple's pages give the declarations only; how a region adapts to a window's corner is not described there")

    // MARK: Observation

    public static let automaticObservationTracking = uikit(
        "automatic-observation-tracking",
        "Automatic observation tracking: the methods that record the @Observable properties they read and run again when those change")
    public static let observationTrackingArticle = uikit(
        "updating-views-automatically-with-observation-tracking-in-uikit",
        "Updating views automatically with observation tracking in UIKit")
    public static let appKitObservationKey = FactSource(
        id: "apple-nsobservationtrackingenabled", kind: .appleDocumentation,
        title: "NSObservationTrackingEnabled: opt-in in macOS 15, not needed from macOS 26 (AppKit's key)",
        url: "https://developer.apple.com/documentation/bundleresources/information-property-list/nsobservationtrackingenabled")
    public static let uikitObservationKeyReport = FactSource(
        id: "steipete-observation-tracking-example", kind: .thirdParty,
        title: "steipete/ObservationTrackingExample: UIObservationTrackingEnabled turns tracking on in iOS 18",
        url: "https://github.com/steipete/ObservationTrackingExample",
        note: "No Apple page for the UIKit key was found; Apple documents the same switch for AppKit", topic: "uikit-observation-key")

    // MARK: Hosting SwiftUI

    public static let hostingSizingOptions = FactSource(
        id: "apple-uihostingcontroller-sizingoptions", kind: .appleDocumentation,
        title: "UIHostingController.sizingOptions and UIHostingControllerSizingOptions (iOS 16): .preferredContentSize, .intrinsicContentSize",
        url: "https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions")
    public static let hostingSafeAreaRegions = FactSource(
        id: "apple-uihostingcontroller-safearearegions", kind: .appleDocumentation,
        title: "UIHostingController.safeAreaRegions (iOS 16.4)",
        url: "https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions")

    public static let hostingConfiguration = FactSource(
        id: "apple-uihostingconfiguration", kind: .appleDocumentation,
        title: "UIHostingConfiguration (iOS 16): SwiftUI content in collection view and table view cells",
        url: "https://developer.apple.com/documentation/swiftui/uihostingconfiguration")

    // MARK: Testing adaptivity

    public static let uikitPreviewArguments = uikit(
        "preview(_:traits:arguments:body:)-7cbjv",
        "#Preview(_:traits:arguments:body:) for UIKit (iOS 26): one preview per argument value")

    public static let uikitPreviews = uikit(
        "preview(_:traits:body:)-en9c",
        "#Preview(_:traits:body:) for UIKit view controllers and views (iOS 17)")
    public static let previewTraits = FactSource(
        id: "apple-previewtrait", kind: .appleDocumentation,
        title: "PreviewTrait: layouts and orientations a preview can take (no size-class trait)",
        url: "https://developer.apple.com/documentation/developertoolssupport/previewtrait")
    public static let macIdiom = uikit(
        "choosing-a-user-interface-idiom-for-your-mac-app",
        "Choosing a user interface idiom for your Mac app (Mac Catalyst: iPad idiom or Mac idiom)")
    public static let iPadAppsOnMac = FactSource(
        id: "apple-ipad-apps-on-mac-full-screen", kind: .appleDocumentation,
        title: "Providing an edge-to-edge, full-screen experience in your iPad app running on a Mac (resizable windows unless the app requires full screen)",
        url: "https://developer.apple.com/documentation/apple-silicon/providing-an-edge-to-edge-full-screen-experience-in-your-ipad-app-running-on-a-mac")
    public static let visionIdiom = uikit(
        "uiuserinterfaceidiom/vision",
        "UIUserInterfaceIdiom.vision: the visionOS idiom, with Apple's advice to share the iPad code paths")
    public static let visionGeometry = uikit(
        "uiwindowscene/geometrypreferences/vision",
        "UIWindowScene.GeometryPreferences.Vision: a visionOS window's size, minimum and maximum")

    /// The sources of this file, for `FactSources.all`.
    static let sceneGeometrySources: [FactSource] = [
        supportedInterfaceOrientations, setNeedsUpdateOfSupportedOrientations, attemptRotation, shouldAutorotate,
        requestGeometryUpdate, geometryPreferencesIOS, effectiveGeometry, geometryInterfaceOrientation, orientationLock,
        didUpdateEffectiveGeometry, sceneSupportedOrientations, appSupportedOrientations, statusBarOrientation, mainScreen, applicationSupportedOrientations, windowSceneInterfaceOrientation,
        deviceOrientation, mainScreenForum, sceneLifeCycleArticle,
        safeAreaLayoutGuide, additionalSafeAreaInsets, layoutMargins, directionalLayoutMargins, systemMinimumLayoutMargins,
        readableContentGuide, keyboardLayoutGuide, layoutRegion,
        automaticObservationTracking, observationTrackingArticle, appKitObservationKey, uikitObservationKeyReport,
        hostingSizingOptions, hostingSafeAreaRegions, hostingConfiguration,
        uikitPreviews, uikitPreviewArguments, previewTraits, macIdiom, iPadAppsOnMac, visionIdiom, visionGeometry,
    ]
}
