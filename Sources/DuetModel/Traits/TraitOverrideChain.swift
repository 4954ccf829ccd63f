/// iOS 17's `traitOverrides` along one path of a hierarchy: each level may set values
/// for some traits, and what a level sees is, per trait, the nearest override at or above
/// it, else the system's value, else the trait's default.
///
/// Traits are named by their `UITraitCollection` property (a custom trait by its
/// `UITraitDefinition` type); values are the Swift spellings readers see in tables. The
/// model needs no more than that to show inheritance, which is all the rule is about.
public struct TraitOverrideChain: Sendable, Hashable {
    /// A trait the chain follows, with the value it has when nothing sets it.
    public struct Trait: Sendable, Hashable {
        public let name: String
        public let defaultValue: String
        /// A trait the app declares with `UITraitDefinition`.
        public let isCustom: Bool

        public init(name: String, defaultValue: String, isCustom: Bool = false) {
            self.name = name
            self.defaultValue = defaultValue
            self.isCustom = isCustom
        }
    }

    public let traits: [Trait]
    /// The values the system gives the scene (screen, window size, settings).
    public let system: [String: String]
    public let overrides: [TraitEnvironmentLevel: [String: String]]

    public init(traits: [Trait], system: [String: String], overrides: [TraitEnvironmentLevel: [String: String]]) {
        self.traits = traits
        self.system = system
        self.overrides = overrides
    }

    /// What each level sees, top-down: the order in which UIKit updates them.
    public func resolved() -> [(level: TraitEnvironmentLevel, traits: [String: String])] {
        var current = Dictionary(uniqueKeysWithValues: traits.map { ($0.name, system[$0.name] ?? $0.defaultValue) })
        return TraitEnvironmentLevel.allCases.map { level in
            for (name, value) in overrides[level] ?? [:] where current[name] != nil {
                current[name] = value
            }
            return (level, current)
        }
    }

    /// The reference's example: an iPad app, full screen, presenting a form sheet whose
    /// content sets overrides on three levels, one of them a custom trait.
    public static let example = TraitOverrideChain(
        traits: [
            Trait(name: "horizontalSizeClass", defaultValue: UserInterfaceSizeClass.unspecified.swiftName),
            Trait(name: "userInterfaceLevel", defaultValue: ".base"),
            Trait(name: "ProminentCardsTrait", defaultValue: "false", isCustom: true),
        ],
        system: ["horizontalSizeClass": UserInterfaceSizeClass.regular.swiftName],
        overrides: [
            .presentationController: ["userInterfaceLevel": ".elevated"],
            .viewController: ["horizontalSizeClass": UserInterfaceSizeClass.compact.swiftName],
            .view: ["ProminentCardsTrait": "true"],
        ]
    )
}
