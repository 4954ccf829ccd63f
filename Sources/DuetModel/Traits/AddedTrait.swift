/// A system trait UIKit added after the guide, with the release that brought it.
///
/// The guide knows four traits (`TraitKind`); an app built today can read many more, and
/// a reader choosing an edition needs to know which of them exist there. Each row cites
/// the Apple page that gives its availability: the trait collection's property, or its
/// initialiser where that is the page with the release.
public struct AddedTrait: Sendable, Hashable {
    /// The `UITraitCollection` property.
    public let property: String
    /// The `UITraitDefinition` type that names it for registrations and overrides (iOS 17).
    public let traitType: String?
    /// The first release, as Apple's availability gives it ("13.0").
    public let introduced: String
    public let meaning: LocalizedText
    public let source: FactSource

    /// The edition in which the trait first exists.
    public var edition: Edition {
        let major = Int(introduced.prefix { $0 != "." }) ?? 0
        switch major {
        case ..<13: return .guide
        case 13...17: return .ios13
        case 18...25: return .ios18
        case 26: return .ios26
        default: return .ios27
        }
    }

    public func exists(in edition: Edition) -> Bool { edition >= self.edition }
}

private func apple(_ path: String, _ title: String) -> FactSource {
    FactSource(id: "apple-" + APISymbol.anchor(for: path), kind: .appleDocumentation, title: title,
               url: "https://developer.apple.com/documentation/uikit/" + path)
}

extension AddedTrait {
    /// Every trait added after the guide's four (iOS 8) that the reference names, oldest
    /// first: the three a 2026 reader meets first (layout direction and Dynamic Type in
    /// iOS 10, dark mode in iOS 12), then those of iOS 13 and later.
    public static let all: [AddedTrait] = [
        AddedTrait(property: "forceTouchCapability", traitType: "UITraitForceTouchCapability", introduced: "9.0",
                   meaning: LocalizedText(en: "Whether 3D Touch is available: only some devices have it, and the person can turn it off",
                                          key: "added-trait.whether-3d-touch-available"),
                   source: apple("uitraitcollection/forcetouchcapability", "UITraitCollection.forceTouchCapability")),
        AddedTrait(property: "displayGamut", traitType: "UITraitDisplayGamut", introduced: "10.0",
                   meaning: LocalizedText(en: "The colour gamut of the current display (sRGB or Display P3)",
                                          key: "added-trait.colour-gamut-current-display"),
                   source: apple("uitraitcollection/displaygamut", "UITraitCollection.displayGamut")),
        AddedTrait(property: "layoutDirection", traitType: "UITraitLayoutDirection", introduced: "10.0",
                   meaning: LocalizedText(en: "Whether the environment lays out left to right or right to left (Arabic, Hebrew)",
                                          key: "added-trait.whether-environment-lays-out-left-right"),
                   source: apple("uitraitcollection/layoutdirection", "UITraitCollection.layoutDirection")),
        AddedTrait(property: "preferredContentSizeCategory", traitType: "UITraitPreferredContentSizeCategory", introduced: "10.0",
                   meaning: LocalizedText(en: "The text size the person chose (Dynamic Type), including the accessibility sizes",
                                          key: "added-trait.text-size-person-chose-dynamic-type"),
                   source: apple("uitraitcollection/init(preferredcontentsizecategory:)", "UITraitCollection.init(preferredContentSizeCategory:)")),
        AddedTrait(property: "userInterfaceStyle", traitType: "UITraitUserInterfaceStyle", introduced: "12.0",
                   meaning: LocalizedText(en: "Light or dark appearance (dark mode); it follows the person's setting unless overridden",
                                          key: "added-trait.light-dark-appearance-dark-mode-follows"),
                   source: apple("uitraitcollection/userinterfacestyle", "UITraitCollection.userInterfaceStyle")),
        AddedTrait(property: "userInterfaceLevel", traitType: "UITraitUserInterfaceLevel", introduced: "13.0",
                   meaning: LocalizedText(en: "Whether content sits at the base level of the window or is elevated above it (a sheet, a popover)",
                                          key: "added-trait.whether-content-sits-base-level-window"),
                   source: apple("uitraitcollection/init(userinterfacelevel:)", "UITraitCollection.init(userInterfaceLevel:)")),
        AddedTrait(property: "accessibilityContrast", traitType: "UITraitAccessibilityContrast", introduced: "13.0",
                   meaning: LocalizedText(en: "Whether the person asked for higher contrast in Accessibility settings",
                                          key: "added-trait.whether-person-asked-higher-contrast"),
                   source: apple("uitraitcollection/accessibilitycontrast", "UITraitCollection.accessibilityContrast")),
        AddedTrait(property: "legibilityWeight", traitType: "UITraitLegibilityWeight", introduced: "13.0",
                   meaning: LocalizedText(en: "Whether Bold Text is on, so text should be drawn heavier",
                                          key: "added-trait.whether-bold-text-so-text-should-drawn"),
                   source: apple("uitraitcollection/legibilityweight", "UITraitCollection.legibilityWeight")),
        AddedTrait(property: "activeAppearance", traitType: "UITraitActiveAppearance", introduced: "14.0",
                   meaning: LocalizedText(en: "Whether the scene is frontmost; with windowed apps on iPad it tells the front window from the others",
                                          key: "added-trait.whether-scene-frontmost-windowed-apps"),
                   source: apple("uitraitcollection/activeappearance", "UITraitCollection.activeAppearance")),
        AddedTrait(property: "imageDynamicRange", traitType: "UITraitImageDynamicRange", introduced: "17.0",
                   meaning: LocalizedText(en: "The dynamic range in which images are rendered (standard or high)",
                                          key: "added-trait.dynamic-range-which-images-are-rendered"),
                   source: apple("uitraitcollection/init(imagedynamicrange:)", "UITraitCollection.init(imageDynamicRange:)")),
        AddedTrait(property: "typesettingLanguage", traitType: "UITraitTypesettingLanguage", introduced: "17.0",
                   meaning: LocalizedText(en: "The language whose typesetting rules text should follow",
                                          key: "added-trait.language-whose-typesetting-rules-text"),
                   source: apple("uitraitcollection/typesettinglanguage-6i635", "UITraitCollection.typesettingLanguage")),
        AddedTrait(property: "sceneCaptureState", traitType: "UITraitSceneCaptureState", introduced: "17.0",
                   meaning: LocalizedText(en: "Whether the scene is being captured, for example recorded or mirrored",
                                          key: "added-trait.whether-scene-being-captured-example"),
                   source: apple("uitraitcollection/scenecapturestate", "UITraitCollection.sceneCaptureState")),
        AddedTrait(property: "listEnvironment", traitType: "UITraitListEnvironment", introduced: "18.0",
                   meaning: LocalizedText(en: "The style of list the view sits in, so cells can match it",
                                          key: "added-trait.style-list-view-sits-so-cells-can-match"),
                   source: apple("uitraitcollection/listenvironment", "UITraitCollection.listEnvironment")),
        AddedTrait(property: "hdrHeadroomUsageLimit", traitType: "UITraitHDRHeadroomUsageLimit", introduced: "26.0",
                   meaning: LocalizedText(en: "A limit on how much HDR headroom content may use",
                                          key: "added-trait.limit-how-much-hdr-headroom-content-may"),
                   source: apple("uitraitcollection/hdrheadroomusagelimit", "UITraitCollection.hdrHeadroomUsageLimit")),
        AddedTrait(property: "resolvesNaturalAlignmentWithBaseWritingDirection", traitType: "UITraitResolvesNaturalAlignmentWithBaseWritingDirection", introduced: "26.0",
                   meaning: LocalizedText(en: "Whether natural text alignment follows the base writing direction of the text",
                                          key: "added-trait.whether-natural-text-alignment-follows"),
                   source: apple("uitraitcollection/resolvesnaturalalignmentwithbasewritingdirection-58wlh",
                                 "UITraitCollection.resolvesNaturalAlignmentWithBaseWritingDirection")),
        AddedTrait(property: "splitViewControllerLayoutEnvironment", traitType: "UITraitSplitViewControllerLayoutEnvironment", introduced: "26.0",
                   meaning: LocalizedText(en: "Whether the view is inside a split view controller, and whether that is expanded or collapsed",
                                          key: "added-trait.whether-view-inside-split-view"),
                   source: apple("uimutabletraits-13ja5/splitviewcontrollerlayoutenvironment", "UIMutableTraits.splitViewControllerLayoutEnvironment")),
        AddedTrait(property: "tabAccessoryEnvironment", traitType: "UITraitTabAccessoryEnvironment", introduced: "26.0",
                   meaning: LocalizedText(en: "Whether the collection comes from the content view of a tab accessory",
                                          key: "added-trait.whether-collection-comes-from-content"),
                   source: apple("uitraitcollection/tabaccessoryenvironment", "UITraitCollection.tabAccessoryEnvironment")),
        AddedTrait(property: "navigationTitleAlignment", traitType: "UITraitNavigationTitleAlignment", introduced: "27.2",
                   meaning: LocalizedText(en: "The alignment the navigation bar resolved for its title (leading or centre); overriding it does not move the title",
                                          key: "added-trait.alignment-navigation-bar-resolved-title"),
                   source: apple("uitraitcollection/navigationtitlealignment", "UITraitCollection.navigationTitleAlignment")),
    ]
}
