/// An Objective-C declaration of the listing support: the spelling in UIKit's headers of a
/// declaration `supportingDeclarations` holds in Swift (same page, same release), for the
/// Objective-C listings.
public struct SupportingObjectiveCDeclaration: Sendable, Hashable {
    /// The class or protocol it belongs to; nil for a type, a function or a constant.
    public let container: String?
    public let declaration: String
    public let introduced: String?
    public let page: String

    init(_ container: String?, _ declaration: String, _ introduced: String?, _ path: String) {
        self.container = container
        self.declaration = declaration
        self.introduced = introduced
        page = "https://developer.apple.com/documentation/" + path
    }
}

private typealias O = SupportingObjectiveCDeclaration

extension SymbolCatalogue {
    static let supportingObjectiveC: [SupportingObjectiveCDeclaration] = [
        O("UISplitViewControllerColumn", "UISplitViewControllerColumnCompact", "14.0", "uikit/uisplitviewcontroller/column/compact"),
        O(nil, "@interface UISceneSession : NSObject", "13.0", "uikit/uiscenesession"),
        O(nil, "@protocol UINavigationControllerDelegate <NSObject>", nil, "uikit/uinavigationcontrollerdelegate"),
        O(nil, "@protocol UITabBarControllerDelegate <NSObject>", nil, "uikit/uitabbarcontrollerdelegate"),
        O(nil, "@protocol UIWindowSceneDelegate <UISceneDelegate>", "13.0", "uikit/uiwindowscenedelegate"),
        O(nil, "@protocol UITraitChangeObservable", "17.0", "uikit/uitraitchangeobservable-7qoet"),
        O(nil, "typedef NS_ENUM(NSInteger, UINavigationControllerOperation)", nil, "uikit/uinavigationcontroller/operation"),
        O("UINavigationControllerOperation", "UINavigationControllerOperationNone", nil, "uikit/uinavigationcontroller/operation/none"),
        O("UINavigationControllerOperation", "UINavigationControllerOperationPush", nil, "uikit/uinavigationcontroller/operation/push"),
        O("UINavigationControllerOperation", "UINavigationControllerOperationPop", nil, "uikit/uinavigationcontroller/operation/pop"),
        O(nil, "typedef NS_ENUM(NSInteger, UIDeviceOrientation)", nil, "uikit/uideviceorientation"),
        O("UIDeviceOrientation", "UIDeviceOrientationUnknown", nil, "uikit/uideviceorientation/unknown"),
        O("UIDeviceOrientation", "UIDeviceOrientationPortrait", nil, "uikit/uideviceorientation/portrait"),
        O("UIDeviceOrientation", "UIDeviceOrientationPortraitUpsideDown", nil, "uikit/uideviceorientation/portraitupsidedown"),
        O("UIDeviceOrientation", "UIDeviceOrientationLandscapeLeft", nil, "uikit/uideviceorientation/landscapeleft"),
        O("UIDeviceOrientation", "UIDeviceOrientationLandscapeRight", nil, "uikit/uideviceorientation/landscaperight"),
        O("UIDeviceOrientation", "UIDeviceOrientationFaceUp", nil, "uikit/uideviceorientation/faceup"),
        O("UIDeviceOrientation", "UIDeviceOrientationFaceDown", nil, "uikit/uideviceorientation/facedown"),
        O(nil, "@protocol UITraitChangeRegistration <NSObject, NSCopying>", "17.0", "uikit/uitraitchangeregistration"),
        O(nil, "@protocol UITraitDefinition", "17.0", "uikit/uitraitdefinition-3572h"),
        O(nil, "typedef void (^UITraitChangeHandler)(__kindof id<UITraitEnvironment> traitEnvironment, UITraitCollection *previousCollection);", "17.0", "uikit/uitraitchangehandler"),
        O(nil, "@interface NSError : NSObject", "2.0", "foundation/nserror"),
        O(nil, "typedef NS_ENUM(NSInteger, UIInterfaceOrientation)", nil, "uikit/uiinterfaceorientation"),
        O("UIInterfaceOrientation", "UIInterfaceOrientationUnknown = 0", nil, "uikit/uiinterfaceorientation/unknown"),
        O("UIInterfaceOrientation", "UIInterfaceOrientationPortrait = 1", nil, "uikit/uiinterfaceorientation/portrait"),
        O("UIInterfaceOrientation", "UIInterfaceOrientationPortraitUpsideDown = 2", nil, "uikit/uiinterfaceorientation/portraitupsidedown"),
        O("UIInterfaceOrientation", "UIInterfaceOrientationLandscapeLeft = 4", nil, "uikit/uiinterfaceorientation/landscapeleft"),
        O("UIInterfaceOrientation", "UIInterfaceOrientationLandscapeRight = 3", nil, "uikit/uiinterfaceorientation/landscaperight"),
        O(nil, "typedef NS_ENUM(NSInteger, UIViewAnimatingPosition)", "10.0", "uikit/uiviewanimatingposition"),
        O("UIViewAnimatingPosition", "UIViewAnimatingPositionEnd", "10.0", "uikit/uiviewanimatingposition/end"),
        O("UIViewAnimatingPosition", "UIViewAnimatingPositionStart", "10.0", "uikit/uiviewanimatingposition/start"),
        O("UIViewAnimatingPosition", "UIViewAnimatingPositionCurrent", "10.0", "uikit/uiviewanimatingposition/current"),
        O(nil, "@interface UIZoomTransitionInteractionContext : NSObject", "18.0", "uikit/uiviewcontroller/transition/zoomoptions/interactioncontext"),
        O(nil, "@interface UIZoomTransitionAlignmentRectContext : NSObject", "18.0", "uikit/uiviewcontroller/transition/zoomoptions/alignmentrectcontext"),
        O(nil, "@interface UIApplication : UIResponder", "2.0", "uikit/uiapplication"),
        O(nil, "@interface UIDevice : NSObject", "2.0", "uikit/uidevice"),
        O(nil, "@protocol UIApplicationDelegate <NSObject>", nil, "uikit/uiapplicationdelegate"),
        O(nil, "@interface UIKeyboardLayoutGuide : UITrackingLayoutGuide", "15.0", "uikit/uikeyboardlayoutguide"),
        O(nil, "typedef NS_ENUM(NSInteger, UIStatusBarStyle)", nil, "uikit/uistatusbarstyle"),
        O("UIStatusBarStyle", "UIStatusBarStyleDefault = 0", nil, "uikit/uistatusbarstyle/default"),
        O("UIStatusBarStyle", "UIStatusBarStyleLightContent = 1", "7.0", "uikit/uistatusbarstyle/lightcontent"),
        O("UIStatusBarStyle", "UIStatusBarStyleDarkContent = 3", "13.0", "uikit/uistatusbarstyle/darkcontent"),
        O(nil, "@protocol UITraitOverrides <UIMutableTraits>", "17.0", "uikit/uitraitoverrides-c.protocol"),
        O(nil, "@interface UIViewControllerTransition : NSObject", "18.0", "uikit/uiviewcontroller/transition"),
        O(nil, "typedef NSString *UISheetPresentationControllerDetentIdentifier;", "15.0", "uikit/uisheetpresentationcontroller/detent/identifier-swift.struct"),
        O(nil, "@interface UIGestureRecognizer : NSObject", "3.2", "uikit/uigesturerecognizer"),
        O(nil, "@interface UITabBarControllerSidebar : NSObject", "18.0", "uikit/uitabbarcontroller/sidebar-swift.class"),
        O(nil, "@interface UIWindowSceneGeometryPreferences : NSObject", "16.0", "uikit/uiwindowscene/geometrypreferences"),
        O(nil, "@interface UIWindowSceneGeometry : NSObject", "16.0", "uikit/uiwindowscene/geometry"),
        O(nil, "@interface UIStoryboardUnwindSegueSource : NSObject", "9.0", "uikit/uistoryboardunwindseguesource"),
        O(nil, "typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions)", "4.0", "uikit/uiview/animationoptions"),
        O(nil, "@protocol UIViewControllerTransitionCoordinatorContext <NSObject>", nil, "uikit/uiviewcontrollertransitioncoordinatorcontext"),
        O("UIViewControllerTransitionCoordinatorContext", "@property (nonatomic, readonly, getter=isCancelled) BOOL cancelled;", nil, "uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled"),
        O(nil, "@protocol UIViewAnimating <NSObject>", nil, "uikit/uiviewanimating"),
        O(nil, "@protocol UIMutableTraits <NSObject>", "17.0", "uikit/uimutabletraits-8l00o"),
        O(nil, "typedef void (^UITraitMutations)(id<UIMutableTraits> mutableTraits);", "17.0", "uikit/uitraitmutations"),
        O(nil, "@interface UICollectionViewLayout : NSObject", "6.0", "uikit/uicollectionviewlayout"),
        O(nil, "typedef NSCollectionLayoutSection * _Nullable (^UICollectionViewCompositionalLayoutSectionProvider)(NSInteger section, id<NSCollectionLayoutEnvironment> layoutEnvironment);", nil, "uikit/uicollectionviewcompositionallayoutsectionprovider"),
        O(nil, "typedef NSString *UITransitionContextViewControllerKey;", nil, "uikit/uitransitioncontextviewcontrollerkey"),
        O(nil, "typedef NSString *UITransitionContextViewKey;", nil, "uikit/uitransitioncontextviewkey"),
        O(nil, "typedef NS_ENUM(NSInteger, UIUserInterfaceStyle)", "12.0", "uikit/uiuserinterfacestyle"),
        O("UIUserInterfaceStyle", "UIUserInterfaceStyleUnspecified", "12.0", "uikit/uiuserinterfacestyle/unspecified"),
        O("UIUserInterfaceStyle", "UIUserInterfaceStyleLight", "12.0", "uikit/uiuserinterfacestyle/light"),
        O("UIUserInterfaceStyle", "UIUserInterfaceStyleDark", "12.0", "uikit/uiuserinterfacestyle/dark"),
        O(nil, "typedef NS_ENUM(NSInteger, UITraitEnvironmentLayoutDirection)", "10.0", "uikit/uitraitenvironmentlayoutdirection"),
        O("UITraitEnvironmentLayoutDirection", "UITraitEnvironmentLayoutDirectionUnspecified = -1", "10.0", "uikit/uitraitenvironmentlayoutdirection/unspecified"),
        O("UITraitEnvironmentLayoutDirection", "UITraitEnvironmentLayoutDirectionLeftToRight", "10.0", "uikit/uitraitenvironmentlayoutdirection/lefttoright"),
        O("UITraitEnvironmentLayoutDirection", "UITraitEnvironmentLayoutDirectionRightToLeft", "10.0", "uikit/uitraitenvironmentlayoutdirection/righttoleft"),
        O(nil, "typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;", nil, "uikit/uiedgeinsets"),
        O(nil, "typedef struct NSDirectionalEdgeInsets { CGFloat top, leading, bottom, trailing; } NSDirectionalEdgeInsets;", "11.0", "uikit/nsdirectionaledgeinsets"),
        O(nil, "@interface UIResponder : NSObject", "2.0", "uikit/uiresponder"),
        O(nil, "@interface UIView : UIResponder", "2.0", "uikit/uiview"),
        O(nil, "@interface UIControl : UIView", "2.0", "uikit/uicontrol"),
        O(nil, "@interface UIButton : UIControl", "2.0", "uikit/uibutton"),
        O(nil, "@interface UIBarItem : NSObject", "2.0", "uikit/uibaritem"),
        O(nil, "@interface UIImage : NSObject", "2.0", "uikit/uiimage"),
        O(nil, "@interface UILayoutGuide : NSObject", "9.0", "uikit/uilayoutguide"),
        O(nil, "@interface NSLayoutConstraint : NSObject", "6.0", "uikit/nslayoutconstraint"),
        O(nil, "@interface NSLayoutAnchor<AnchorType> : NSObject", "9.0", "uikit/nslayoutanchor"),
        O(nil, "@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>", "9.0", "uikit/nslayoutxaxisanchor"),
        O(nil, "@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>", "9.0", "uikit/nslayoutyaxisanchor"),
        O(nil, "@interface UIScene : UIResponder", "13.0", "uikit/uiscene"),
        O(nil, "@protocol UISceneDelegate <NSObject>", "13.0", "uikit/uiscenedelegate"),
        O(nil, "typedef NS_OPTIONS(NSUInteger, UIPopoverArrowDirection)", nil, "uikit/uipopoverarrowdirection"),
        O("UIPopoverArrowDirection", "UIPopoverArrowDirectionUp = 1UL << 0", nil, "uikit/uipopoverarrowdirection/up"),
        O("UIPopoverArrowDirection", "UIPopoverArrowDirectionDown = 1UL << 1", nil, "uikit/uipopoverarrowdirection/down"),
        O("UIView", "@property (nonatomic) CGFloat alpha;", nil, "uikit/uiview/alpha"),
        O("UIView", "@property (nonatomic, readonly) NSLayoutXAxisAnchor *leadingAnchor;", "9.0", "uikit/uiview/leadinganchor"),
        O("UIView", "@property (nonatomic, readonly) NSLayoutXAxisAnchor *trailingAnchor;", "9.0", "uikit/uiview/trailinganchor"),
        O("UIView", "@property (nonatomic, readonly) NSLayoutYAxisAnchor *topAnchor;", "9.0", "uikit/uiview/topanchor"),
        O("UIView", "@property (nonatomic, readonly) NSLayoutYAxisAnchor *bottomAnchor;", "9.0", "uikit/uiview/bottomanchor"),
        O("UIView", "+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;", "4.0", "uikit/uiview/animate(withduration:animations:)"),
        O("NSLayoutAnchor", "- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;", "9.0", "uikit/nslayoutanchor/constraint(equalto:)"),
        O("NSLayoutConstraint", "+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints;", "8.0", "uikit/nslayoutconstraint/activate(_:)"),
        O("UIViewController", "- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil;", "2.0", "uikit/uiviewcontroller/init(nibname:bundle:)"),
        O("UIPresentationController", "@property (nonatomic, weak, nullable) id<UIAdaptivePresentationControllerDelegate> delegate;", "8.0", "uikit/uipresentationcontroller/delegate"),
        O("UIPresentationController", "@property (nonatomic, readonly) UIViewController *presentedViewController;", "8.0", "uikit/uipresentationcontroller/presentedviewcontroller"),
        O("UIPopoverPresentationController", "@property (nullable, nonatomic, weak) id<UIPopoverPresentationControllerDelegate> delegate;", "8.0", "uikit/uipopoverpresentationcontroller/delegate"),
        O(nil, "@protocol UIPopoverPresentationControllerDelegate <UIAdaptivePresentationControllerDelegate>", nil, "uikit/uipopoverpresentationcontrollerdelegate"),
        O("UISplitViewController", "@property (nullable, nonatomic, weak) id<UISplitViewControllerDelegate> delegate;", "3.2", "uikit/uisplitviewcontroller/delegate"),
    ]
}
