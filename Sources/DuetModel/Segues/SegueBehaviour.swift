/// What each segue kind does, per source container, horizontal size class and edition.
///
/// The split view rows follow Apple's pages for `UISplitViewController.show(_:sender:)`
/// and `showDetailViewController(_:sender:)`: expanded, they replace the primary or the
/// secondary; collapsed, Show is presented modally and Show Detail goes to the view
/// controller on screen (a navigation controller pushes).
public enum SegueBehaviour {
    public static func outcome(
        of kind: SegueKind, from source: SegueSource, horizontalSizeClass: UserInterfaceSizeClass,
        edition: Edition = .newest
    ) -> SegueOutcome {
        let compact = horizontalSizeClass == .compact
        switch kind {
        case .show:
            // show(_:sender:) asks the nearest container.
            switch source {
            case .navigationController: return .push
            case .splitViewController: return compact ? .modal : .replacePrimary
            case .other: return .modal
            }
        case .showDetail:
            guard source == .splitViewController else { return .modal }
            return compact ? .forwardedToPrimary : .replaceDetail
        case .presentModally, .modal:
            return .modal
        case .presentAsPopover:
            // A popover in a compact width: full screen in the guide, a sheet since iOS 13.
            guard compact else { return .popover }
            return edition == .guide ? .fullScreenModal : .sheet
        case .push:
            // The old push segue has no fallback: it needs a navigation controller.
            return source == .navigationController ? .push : .unsupported
        case .replace:
            // The old replace segue needs a split view controller to replace into.
            return source == .splitViewController ? .replaceDetail : .unsupported
        case .popover:
            // The old popover segue is built on the iPad-only UIPopoverController.
            return compact ? .unsupported : .popover
        }
    }
}
