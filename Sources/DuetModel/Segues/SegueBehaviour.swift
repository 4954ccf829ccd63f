/// What each segue kind does, per source container and horizontal size class.
public enum SegueBehaviour {
    public static func outcome(
        of kind: SegueKind, from source: SegueSource, horizontalSizeClass: UserInterfaceSizeClass
    ) -> SegueOutcome {
        let compact = horizontalSizeClass == .compact
        switch kind {
        case .show:
            // show(_:sender:) asks the nearest container; only a navigation controller pushes.
            return source == .navigationController ? .push : .modal
        case .showDetail:
            return source == .splitViewController ? .replaceDetail : .modal
        case .presentModally, .modal:
            return .modal
        case .presentAsPopover:
            return compact ? .fullScreenModal : .popover
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
