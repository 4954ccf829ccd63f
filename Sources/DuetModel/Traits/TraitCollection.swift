/// The environment a view controller sees: size classes, display scale and idiom.
///
/// Each trait may be unspecified, which is what makes the two documented operations
/// (combining collections and a container's override) well defined: an unspecified
/// trait never overrides anything.
public struct TraitCollection: Sendable, Hashable {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var displayScale: DisplayScale
    public var userInterfaceIdiom: UserInterfaceIdiom

    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        displayScale: DisplayScale = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A collection with nothing specified; the identity of combination.
    public static let unspecified = TraitCollection()

    /// `UITraitCollection(traitsFrom:)`: for each trait, the last collection that
    /// specifies it wins; unspecified values never override an earlier one.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections {
            if collection.horizontalSizeClass != .unspecified {
                horizontalSizeClass = collection.horizontalSizeClass
            }
            if collection.verticalSizeClass != .unspecified {
                verticalSizeClass = collection.verticalSizeClass
            }
            if collection.displayScale.isSpecified {
                displayScale = collection.displayScale
            }
            if collection.userInterfaceIdiom != .unspecified {
                userInterfaceIdiom = collection.userInterfaceIdiom
            }
        }
    }

    /// The traits a child sees when its container calls
    /// `setOverrideTraitCollection(_:forChild:)` with `override`: overridden traits stay
    /// as set, every other trait keeps following this (the parent's) collection. It is
    /// recomputed from the parent on each change, which is why a later parent change
    /// reaches the child only through the traits that are not overridden.
    public func inherited(overriddenBy override: TraitCollection?) -> TraitCollection {
        guard let override else { return self }
        return TraitCollection(traitsFrom: [self, override])
    }

    public var sizeClasses: SizeClasses {
        get { SizeClasses(horizontal: horizontalSizeClass, vertical: verticalSizeClass) }
        set {
            horizontalSizeClass = newValue.horizontal
            verticalSizeClass = newValue.vertical
        }
    }

    /// A short description for event traces, in the size-class cell wording.
    public var text: LocalizedText {
        var text = sizeClasses.text
        if displayScale.isSpecified {
            text = LocalizedText(en: "{traits}, scale {scale}", key: "trait-collection.with-scale",
                                 arguments: ["traits": text, "scale": LocalizedText(invariant: displayScale.text)])
        }
        return text
    }
}
