/// What a column-style split view shows in a horizontally compact environment, where it
/// is collapsed (`isCollapsed` is true from the change of a horizontally regular to a
/// horizontally compact environment). Apple documents that the compact column's view
/// controller shows when one is set, and that otherwise the delegate's
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` picks the column on
/// top from a proposed one; UIKit's header says the columns' view controllers are then
/// stacked in one navigation stack. Which column UIKit proposes is not documented.
public enum CollapsedSplitView {
    public enum Shown: Sendable, Hashable {
        /// The view controller of the compact column.
        case compactColumn
        /// One navigation stack of the columns, topped by the column the delegate returns
        /// from a proposal Apple does not document.
        case delegateChoiceFromUndocumentedProposal
    }

    public static func shown(style: SplitViewStyle, hasCompactColumn: Bool) -> Shown {
        hasCompactColumn ? .compactColumn : .delegateChoiceFromUndocumentedProposal
    }

    public static func text(_ shown: Shown) -> LocalizedText {
        switch shown {
        case .compactColumn:
            LocalizedText(en: "the compact column's view controller", key: "collapsed-split-view.compact-column-s-view-controller")
        case .delegateChoiceFromUndocumentedProposal:
            LocalizedText(en: "one navigation stack built from the columns, the delegate's choice on top; the proposed column is not documented",
                          key: "collapsed-split-view.stack-delegate-s-choice-on-top")
        }
    }
}
