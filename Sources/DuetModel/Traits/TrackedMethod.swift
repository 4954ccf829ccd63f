/// A method in which UIKit records the traits read and, when one of them changes, asks for
/// the method to run again: automatic trait tracking (iOS 18) and `updateProperties()`
/// (iOS 26). Code in these methods needs no trait registration at all.
public enum TrackedMethod: String, Sendable, Hashable, CaseIterable {
    case viewLayoutSubviews
    case viewUpdateConstraints
    case viewDraw
    case viewControllerLayout
    case viewControllerUpdateViewConstraints
    case presentationControllerLayout
    case buttonUpdateConfiguration
    case cellUpdateConfiguration
    case viewUpdateProperties
    case viewControllerUpdateProperties

    public var owner: String {
        switch self {
        case .viewLayoutSubviews, .viewUpdateConstraints, .viewDraw, .viewUpdateProperties: "UIView"
        case .viewControllerLayout, .viewControllerUpdateViewConstraints, .viewControllerUpdateProperties: "UIViewController"
        case .presentationControllerLayout: "UIPresentationController"
        case .buttonUpdateConfiguration: "UIButton"
        case .cellUpdateConfiguration: "UICollectionViewCell, UITableViewCell"
        }
    }

    public var methods: String {
        switch self {
        case .viewLayoutSubviews: "layoutSubviews()"
        case .viewUpdateConstraints: "updateConstraints()"
        case .viewDraw: "draw(_:)"
        case .viewControllerLayout: "viewWillLayoutSubviews(), viewDidLayoutSubviews()"
        case .viewControllerUpdateViewConstraints: "updateViewConstraints()"
        case .presentationControllerLayout: "containerViewWillLayoutSubviews(), containerViewDidLayoutSubviews()"
        case .buttonUpdateConfiguration: "updateConfiguration()"
        case .cellUpdateConfiguration: "updateConfiguration(using:)"
        case .viewUpdateProperties, .viewControllerUpdateProperties: "updateProperties()"
        }
    }

    /// What UIKit calls for you when a trait the method read changes.
    public var invalidation: String {
        switch self {
        case .viewLayoutSubviews, .viewControllerLayout, .presentationControllerLayout: "setNeedsLayout()"
        case .viewUpdateConstraints, .viewControllerUpdateViewConstraints: "setNeedsUpdateConstraints()"
        case .viewDraw: "setNeedsDisplay()"
        case .buttonUpdateConfiguration, .cellUpdateConfiguration: "setNeedsUpdateConfiguration()"
        case .viewUpdateProperties, .viewControllerUpdateProperties: "setNeedsUpdateProperties()"
        }
    }

    public var introduced: String {
        switch self {
        case .viewUpdateProperties, .viewControllerUpdateProperties: "26.0"
        default: "18.0"
        }
    }

    public var edition: Edition { self.introduced == "26.0" ? .ios26 : .ios18 }

    /// Whether the method runs again after `trait` changed in `edition`, given that it
    /// read the trait: tracking exists from the method's edition on, never before.
    public func rerunsAfterTraitChange(in edition: Edition) -> Bool { edition >= self.edition }

    public var sources: [FactSource] {
        switch self {
        case .viewUpdateProperties, .viewControllerUpdateProperties: [FactSources.updateProperties, FactSources.automaticTraitTracking]
        default: [FactSources.automaticTraitTracking]
        }
    }
}
