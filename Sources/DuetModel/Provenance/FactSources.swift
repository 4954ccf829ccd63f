/// The sources the model's facts come from, each named once so tables, reference pages
/// and `duet model --format json` cite the same thing the same way.
///
/// The research notes these come from are in the project's shared facts sheets
/// (`uikit-adaptive-model.md`, `uikit-2024-2026.md`); the titles here are what a reader
/// would look for, the addresses where it can be read today.
public enum FactSources {
    // MARK: The guide (View Controller Programming Guide for iOS, iOS 8–12), per chapter,
    // in Apple's Documentation Archive

    public static let guideAdaptiveModel = FactSource(
        id: "guide-adaptive-model", kind: .guide,
        title: "The Adaptive Model (traits, size classes per device, when traits change)",
        url: "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/TheAdaptiveModel.html")
    public static let guideBuildingAdaptive = FactSource(
        id: "guide-building-adaptive", kind: .guide,
        title: "Building an Adaptive Interface (trait overrides, rotation callbacks)",
        url: "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/BuildinganAdaptiveInterface.html")
    public static let guidePresenting = FactSource(
        id: "guide-presenting", kind: .guide,
        title: "Presenting a View Controller (styles, adaptation, transition styles, presentation context)",
        url: "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html")
    public static let guideSegues = FactSource(
        id: "guide-segues", kind: .guide,
        title: "Using Segues (segue kinds, life cycle)",
        url: "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/UsingSegues.html")
    public static let guideTransitions = FactSource(
        id: "guide-transitions", kind: .guide,
        title: "Customizing the Transition Animations (the transition sequence)",
        url: "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/CustomizingtheTransitionAnimations.html")
    public static let guideCustomPresentations = FactSource(
        id: "guide-custom-presentations", kind: .guide,
        title: "Creating Custom Presentations (the presentation controller's calls)",
        url: "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/DefiningCustomPresentations.html")
    public static let guideContainers = FactSource(
        id: "guide-containers", kind: .guide,
        title: "Implementing a Container View Controller",
        url: "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/ImplementingaContainerViewController.html")

    // MARK: Apple's documentation and the HIG

    public static let higLayout = FactSource(
        id: "hig-layout", kind: .humanInterfaceGuidelines,
        title: "Layout: Specifications (device screen dimensions, device size classes)",
        url: "https://developer.apple.com/design/human-interface-guidelines/layout")
    public static let higMultitaskingLegacy = FactSource(
        id: "hig-multitasking-legacy", kind: .humanInterfaceGuidelines,
        title: "Multitasking (the Split View and Slide Over size-class table of iOS 9–iPadOS 18)",
        url: "https://developer.apple.com/design/human-interface-guidelines/multitasking",
        note: "Removed from the page in June 2025; no current page gives widths for size classes")
    public static let modalPresentationStyle = FactSource(
        id: "apple-uimodalpresentationstyle", kind: .appleDocumentation,
        title: "UIModalPresentationStyle (pageSheet, formSheet, popover: behaviour per size class)",
        url: "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle")
    public static let automaticStyle = FactSource(
        id: "apple-automatic", kind: .appleDocumentation,
        title: "UIModalPresentationStyle.automatic (formSheet from iOS 18, pageSheet before)",
        url: "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic")
    public static let adaptiveStyleDelegate = FactSource(
        id: "apple-adaptive-presentation-style", kind: .appleDocumentation,
        title: "adaptivePresentationStyle(for:traitCollection:) (fullScreen, overFullScreen, formSheet or none)",
        url: "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)")
    public static let splitShowDetail = FactSource(
        id: "apple-split-show-detail", kind: .appleDocumentation,
        title: "UISplitViewController.showDetailViewController(_:sender:) and show(_:sender:)",
        url: "https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)")
    public static let transitionCoordinator = FactSource(
        id: "apple-uiviewcontrollertransitioning", kind: .appleDocumentation,
        title: "UIViewControllerAnimatedTransitioning and UIViewControllerContextTransitioning",
        url: "https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning")

    public static let traitRegistration = FactSource(
        id: "apple-trait-change-registration", kind: .appleDocumentation,
        title: "UITraitChangeObservable: registerForTraitChanges(_:handler:) (iOS 17; traitCollectionDidChange(_:) deprecated, still called)",
        url: "https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94")
    public static let willTransitionTraits = FactSource(
        id: "apple-will-transition-to-trait-collection", kind: .appleDocumentation,
        title: "willTransition(to:with:) (iOS 8): called before the traits change and before any traitCollectionDidChange(_:)",
        url: "https://developer.apple.com/documentation/uikit/uicontentcontainer/willtransition(to:with:)")
    public static let viewWillTransitionSize = FactSource(
        id: "apple-view-will-transition-to-size", kind: .appleDocumentation,
        title: "viewWillTransition(to:with:) (iOS 8): called before the view's size changes, forwarded to children",
        url: "https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)")
    public static let traitCollectionDidChange = FactSource(
        id: "apple-trait-collection-did-change", kind: .appleDocumentation,
        title: "traitCollectionDidChange(_:) (iOS 8, deprecated in iOS 17): call super first, so the views above adjust first",
        url: "https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)")
    public static let currentTraitCollection = FactSource(
        id: "apple-current-trait-collection", kind: .appleDocumentation,
        title: "UITraitCollection.current (iOS 13): set by UIKit before traitCollectionDidChange(_:) and the layout methods",
        url: "https://developer.apple.com/documentation/uikit/uitraitcollection/current")
    public static let updatePassOrder = FactSource(
        id: "wwdc25-243", kind: .wwdc,
        title: "WWDC25 session 243, What's new in UIKit: in the layout pass UIKit updates a view's traits, then calls updateProperties(), then layoutSubviews()",
        url: "https://developer.apple.com/videos/play/wwdc2025/243")
    public static let topDownTraits = FactSource(
        id: "apple-forums-733301", kind: .appleEngineerOnForums,
        title: "Apple Developer Forums thread 733301: an Apple engineer on top-down trait updates and updateTraitsIfNeeded()",
        url: "https://developer.apple.com/forums/thread/733301")
    public static let traitOverrides = FactSource(
        id: "apple-trait-overrides", kind: .appleDocumentation,
        title: "traitOverrides and UITraitOverrides (iOS 17): overrides hold for the object and all its descendants, updated from the scene down",
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc")
    public static let customTraits = FactSource(
        id: "apple-custom-traits", kind: .appleDocumentation,
        title: "UITraitDefinition (iOS 17): a custom trait with a default value",
        url: "https://developer.apple.com/documentation/uikit/uitraitdefinition")
    public static let automaticTraitTracking = FactSource(
        id: "apple-automatic-trait-tracking", kind: .appleDocumentation,
        title: "Automatic trait tracking (iOS 18): supported methods and the invalidation UIKit performs",
        url: "https://developer.apple.com/documentation/uikit/automatic-trait-tracking")
    public static let updateProperties = FactSource(
        id: "apple-update-properties", kind: .appleDocumentation,
        title: "UIView.updateProperties() and setNeedsUpdateProperties() (iOS 26)",
        url: "https://developer.apple.com/documentation/uikit/uiview/updateproperties()")
    public static let ios26Compatibility = FactSource(
        id: "apple-ios-26-compatibility", kind: .applePage,
        title: "iOS 26, compatible devices (Apple's list, with the iPhone models that shipped with it)",
        url: "https://www.apple.com/os/ios/",
        note: "iPhone XS, XS Max and XR were dropped", topic: "ios-26-devices")
    public static let ipados26Compatibility = FactSource(
        id: "apple-ipados-26-compatibility", kind: .applePage,
        title: "iPadOS 26, compatible devices (Apple's list)",
        url: "https://www.apple.com/os/ipados/",
        note: "iPad (7th generation) was dropped", topic: "ipados-26-devices")
    public static let preferredTransition = FactSource(
        id: "apple-preferred-transition", kind: .appleDocumentation,
        title: "UIViewController.Transition and preferredTransition (iOS 18)",
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/transition")
    public static let zoomFromView = FactSource(
        id: "apple-zoom-source-view", kind: .appleDocumentation,
        title: "UIViewController.Transition.zoom(options:sourceViewProvider:) (iOS 18): the provider is called at presentation and at dismissal",
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)")
    public static let zoomFromBarButtonItem = FactSource(
        id: "apple-zoom-bar-button", kind: .appleDocumentation,
        title: "UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:) (iOS 26)",
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourcebarbuttonitemprovider:)")
    public static let sheetSizing = FactSource(
        id: "apple-width-follows-preferred-content-size", kind: .appleDocumentation,
        title: "UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached (iOS 15)",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/widthfollowspreferredcontentsizewhenedgeattached")
    public static let prefersEdgeAttached = FactSource(
        id: "apple-prefers-edge-attached", kind: .appleDocumentation,
        title: "UISheetPresentationController.prefersEdgeAttachedInCompactHeight (iOS 15)",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight")
    public static let prefersPageSizing = FactSource(
        id: "apple-prefers-page-sizing", kind: .appleDocumentation,
        title: "UISheetPresentationController.prefersPageSizing (iOS 17)",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing")
    public static let largestUndimmedDetent = FactSource(
        id: "apple-largest-undimmed-detent", kind: .appleDocumentation,
        title: "UISheetPresentationController.largestUndimmedDetentIdentifier (iOS 15): nil dims at every detent; the detents up to the one named stay undimmed and usable",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier")
    public static let higWindows = FactSource(
        id: "hig-windows", kind: .humanInterfaceGuidelines,
        title: "Windows: full-screen and windowed apps in iPadOS, window controls",
        url: "https://developer.apple.com/design/human-interface-guidelines/windows")
    public static let sheetPresentationController = FactSource(
        id: "apple-uisheetpresentationcontroller", kind: .appleDocumentation,
        title: "UISheetPresentationController and UISheetPresentationController.Detent",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller")

    public static let sheetDetent = FactSource(
        id: "apple-sheet-detent", kind: .appleDocumentation,
        title: "UISheetPresentationController.Detent (iOS 15): large is full height, medium about half the screen's height and inactive in a compact height",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent")
    public static let prefersGrabberVisible = FactSource(
        id: "apple-prefers-grabber-visible", kind: .appleDocumentation,
        title: "UISheetPresentationController.prefersGrabberVisible (iOS 15)",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible")
    public static let prepareAdaptivePresentation = FactSource(
        id: "apple-presentation-controller-prepare", kind: .appleDocumentation,
        title: "UIAdaptivePresentationControllerDelegate.presentationController(_:prepare:) (iOS 15)",
        url: "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:prepare:)")
    public static let customDetent = FactSource(
        id: "apple-custom-detent", kind: .appleDocumentation,
        title: "UISheetPresentationController.Detent.custom(identifier:resolver:) (iOS 16)",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)")
    public static let pageSheetStyle = FactSource(
        id: "apple-page-sheet", kind: .appleDocumentation,
        title: "UIModalPresentationStyle.pageSheet (roughly page-sized in a regular width and height; the exact size varies)",
        url: "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet")
    public static let formSheetStyle = FactSource(
        id: "apple-form-sheet", kind: .appleDocumentation,
        title: "UIModalPresentationStyle.formSheet (a Liquid Glass layer over the content behind in a regular width and height, in the iOS 26 wording)",
        url: "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet")
    public static let liquidGlassSheets = FactSource(
        id: "apple-adopting-liquid-glass", kind: .appleDocumentation,
        title: "Adopting Liquid Glass (iOS 26): half sheets are inset from the display's edge with Liquid Glass and turn more opaque at full height",
        url: "https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass")
    public static let liquidGlassSheetsSession = FactSource(
        id: "wwdc25-323", kind: .wwdc,
        title: "WWDC25 session 323, Build a SwiftUI app with the new design: partial-height sheets are inset with a Liquid Glass background; full height turns opaque and meets the screen's edge",
        url: "https://developer.apple.com/videos/play/wwdc2025/323")
    public static let backgroundEffect = FactSource(
        id: "apple-background-effect", kind: .appleDocumentation,
        title: "UIPresentationController.backgroundEffect (iOS 26.1; the page gives the declaration only)",
        url: "https://developer.apple.com/documentation/uikit/uipresentationcontroller/backgroundeffect")
    public static let sheetPlacement = FactSource(
        id: "apple-sheet-preferred-placement", kind: .appleDocumentation,
        title: "UISheetPresentationController.preferredPlacement and UISheetPresentationController.Placement (iOS 27; declarations only)",
        url: "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredplacement")
    public static let swiftUIPresentationPlacement = FactSource(
        id: "apple-swiftui-presentation-placement", kind: .appleDocumentation,
        title: "SwiftUI presentationPlacement(_:) (iOS 27): leading, trailing or centre of the presenting view; only sheets respect it",
        url: "https://developer.apple.com/documentation/swiftui/view/presentationplacement(_:)")

    public static let traitCollection = FactSource(
        id: "apple-uitraitcollection", kind: .appleDocumentation,
        title: "UITraitCollection (iOS 8): size classes, display scale, idiom and the traits added since",
        url: "https://developer.apple.com/documentation/uikit/uitraitcollection")
    public static let modalTransitionStyle = FactSource(
        id: "apple-uimodaltransitionstyle", kind: .appleDocumentation,
        title: "UIModalTransitionStyle: coverVertical, flipHorizontal, crossDissolve, partialCurl",
        url: "https://developer.apple.com/documentation/uikit/uimodaltransitionstyle")
    public static let prepareForSegue = FactSource(
        id: "apple-prepare-for-segue", kind: .appleDocumentation,
        title: "UIViewController.prepare(for:sender:) and shouldPerformSegue(withIdentifier:sender:)",
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/prepare(for:sender:)")
    public static let presentationController = FactSource(
        id: "apple-uipresentationcontroller", kind: .appleDocumentation,
        title: "UIPresentationController: the transition will-begin and did-end calls, frameOfPresentedViewInContainerView, shouldRemovePresentersView",
        url: "https://developer.apple.com/documentation/uikit/uipresentationcontroller")

    public static let unwindSearch = FactSource(
        id: "apple-unwind-search", kind: .appleDocumentation,
        title: "allowedChildrenForUnwinding(from:) and canPerformUnwindSegueAction(_:from:sender:) (how the unwind destination is searched)",
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/allowedchildrenforunwinding(from:)")

    // MARK: Third parties, where Apple publishes nothing

    public static let iosref = FactSource(
        id: "iosref-resolution", kind: .thirdParty,
        title: "iosref.com, Resolution by device",
        url: "https://iosref.com/res",
        note: "Used for devices Apple's HIG table does not list")

    public static let ipadModes = FactSource(
        id: "apple-uirequiresfullscreen-modes", kind: .appleDocumentation,
        title: "UIRequiresFullScreen, which names the iPad's multitasking modes by release: Split View & Slide Over to iPadOS 18, Stage Manager from iPadOS 16, Windowed Apps from iPadOS 26",
        url: "https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen")
    public static let presetWindowSizes = FactSource(
        id: "apple-adopting-liquid-glass-windows", kind: .appleDocumentation,
        title: "Adopting Liquid Glass, Windows and modals (iPadOS 26): windows resize fluidly instead of moving between specific preset sizes; no page lists the earlier sizes",
        url: "https://developer.apple.com/documentation/TechnologyOverviews/adopting-liquid-glass")
    public static let stageManagerReview = FactSource(
        id: "macstories-stage-manager", kind: .thirdParty,
        title: "MacStories, Stage Manager in iPadOS 16.1 review",
        url: "https://www.macstories.net/stories/stage-manager-ipados-16-1-review/")
    public static let sizeClassInWindows = FactSource(
        id: "fatbobman-available-space", kind: .thirdParty,
        title: "fatbobman, From Size Class to Available Space (size classes in resizable windows)",
        url: "https://fatbobman.com/en/posts/from-size-class-to-available-space/")
    public static let slideOver261 = FactSource(
        id: "macstories-slide-over-26-1", kind: .thirdParty,
        title: "MacStories, “Reports of Slide Over’s Death Were Greatly Exaggerated” (iPadOS 26.1 beta 2 restores one resizable Slide Over window), as republished by feedman.me",
        url: "https://feedman.me/posts/2LDZO",
        note: "No Apple page describes it; the MacStories original's own address is not in the project's sources", topic: "slide-over-26-1")

    // MARK: Technotes and Apple engineers, for the scene chapter

    public static let sceneLifeCycleTechnote = FactSource(
        id: "apple-tn3187", kind: .technote,
        title: "TN3187: Migrating to the UIKit scene-based life cycle (a log message from iOS 18.4; required to launch when built with the SDK of the next major release after iOS 26)",
        url: "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle",
        topic: "scene-life-cycle-required")
    public static let sceneLifeCycleForum = FactSource(
        id: "apple-forums-789004", kind: .appleEngineerOnForums,
        title: "Apple Developer Forums thread 789004: a Frameworks Engineer on when the scene life-cycle assert applies (building with the next major SDK)",
        url: "https://developer.apple.com/forums/thread/789004")
    public static let requiresFullScreenTechnote = FactSource(
        id: "apple-tn3192", kind: .technote,
        title: "TN3192: Migrating your iPad app from the deprecated UIRequiresFullScreen key (requirements for resizable scenes: a launch screen, every orientation, no UIRequiresFullScreen)",
        url: "https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key")
    public static let launchScreenTechnote = FactSource(
        id: "apple-tn3208", kind: .technote,
        title: "TN3208: Preparing your app's launch screen to meet App Store requirements (from iOS and iPadOS 27, an app built with the iOS 27 SDK must declare a launch screen in its Info.plist)",
        url: "https://developer.apple.com/documentation/technotes/tn3208-preparing-your-apps-launch-screen-to-meet-app-store-requirements",
        topic: "launch-screen-required")

    // MARK: Derivations

    public static let landscapeWidthRule = FactSource(
        id: "derived-landscape-width", kind: .derived,
        title: "An iPhone is regular-width in landscape when its portrait width is at least 414 pt; the rule reproduces every row of the HIG's table (tested)",
        url: "https://developer.apple.com/design/human-interface-guidelines/layout")
    public static let currentContextRule = FactSource(
        id: "not-documented-current-context", kind: .derived,
        title: "Not documented since iOS 13: how .currentContext and .overCurrentContext adapt in a compact environment; Apple's page of the styles says nothing, and the guide's full-screen rule (iOS 8–12) is shown as the guide's only",
        url: "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle",
        note: "Settle it on a device if it matters")
    public static let unspecifiedOrder = FactSource(
        id: "derived-unspecified-order", kind: .derived,
        title: "Order of the calls as the guide lists them; where the guide gives none, the table says the order is not documented",
        url: "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/CustomizingtheTransitionAnimations.html")

    /// Every source, for look-up by id and for the test that each is well formed.
    public static let all: [FactSource] = [
        guideAdaptiveModel, guideBuildingAdaptive, guidePresenting, guideSegues, guideTransitions,
        guideCustomPresentations, guideContainers, higLayout, higMultitaskingLegacy, modalPresentationStyle,
        automaticStyle, adaptiveStyleDelegate, splitShowDetail, transitionCoordinator, traitRegistration, willTransitionTraits,
        viewWillTransitionSize, traitCollectionDidChange, currentTraitCollection, updatePassOrder, higWindows, sheetPresentationController,
        topDownTraits, ios26Compatibility, pageSheetStyle, preferredTransition, zoomFromView, zoomFromBarButtonItem, sheetSizing, prefersEdgeAttached,
        prefersPageSizing, largestUndimmedDetent, ipados26Compatibility, traitOverrides, customTraits, automaticTraitTracking, updateProperties, unwindSearch,
        sheetDetent, prefersGrabberVisible, prepareAdaptivePresentation, customDetent, formSheetStyle, liquidGlassSheets, liquidGlassSheetsSession,
        backgroundEffect, sheetPlacement, swiftUIPresentationPlacement,
        iosref, ipadModes, presetWindowSizes, stageManagerReview, sizeClassInWindows, slideOver261,
        sceneLifeCycleTechnote, sceneLifeCycleForum, requiresFullScreenTechnote, launchScreenTechnote,
        traitCollection, modalTransitionStyle, prepareForSegue, presentationController,
        landscapeWidthRule, currentContextRule, unspecifiedOrder,
        identifyIPhoneModelZh, identifyIPadModelZh,
    ] + sceneGeometrySources + sheetsAndTransitions + containers2026 + liquidGlassBars + externalDisplays

    public static func source(id: String) -> FactSource? {
        all.first { $0.id == id }
    }
}
