/// How UIKit finds the destination of an unwind segue (iOS 9 and later).
///
/// From the source it moves outwards, to the parent or, at the top of a container tree,
/// to the presenting view controller. At each controller it reaches it first asks
/// `allowedChildrenForUnwinding(from:)` (by default every child except the one the search
/// came from) and searches those children, each child's own children before the child;
/// then it asks the controller itself. Each controller is asked
/// `canPerformUnwindSegueAction(_:from:sender:)`, which answers yes by default when it
/// implements the action; the first yes is the destination. The source itself is never
/// a candidate.
public enum UnwindSearch {
    /// Where the order comes from: the guide's description of the search and Apple's
    /// pages for the two methods it calls.
    public static let sources: [FactSource] = [FactSources.guideSegues, FactSources.unwindSearch]

    /// The visits in order; the last `.canPerform(true)` names the destination. Nil when
    /// the source is not in the tree.
    public static func search(from source: String, in root: UnwindScene) -> (visits: [UnwindVisit], destination: String?)? {
        guard root.scene(named: source) != nil else { return nil }
        var visits: [UnwindVisit] = []
        var cameFrom = source
        var current = outward(from: source, in: root)
        while let (scene, move) = current {
            visits.append(UnwindVisit(scene: scene.name, kind: move))
            // A presented scene is not a child, so its presenter searches all its children.
            let allowed = scene.children.filter { !$0.contains(cameFrom) }
            if !scene.children.isEmpty {
                visits.append(UnwindVisit(scene: scene.name, kind: .allowedChildren(allowed.map(\.name))))
            }
            for child in allowed {
                if let found = searchSubtree(child, visits: &visits) { return (visits, found) }
            }
            visits.append(UnwindVisit(scene: scene.name, kind: .canPerform(scene.handlesAction)))
            if scene.handlesAction { return (visits, scene.name) }
            cameFrom = scene.name
            current = outward(from: scene.name, in: root)
        }
        return (visits, nil)
    }

    /// A subtree below the way out: its children first, then the controller.
    private static func searchSubtree(_ scene: UnwindScene, visits: inout [UnwindVisit]) -> String? {
        if !scene.children.isEmpty {
            visits.append(UnwindVisit(scene: scene.name, kind: .allowedChildren(scene.children.map(\.name))))
            for child in scene.children {
                if let found = searchSubtree(child, visits: &visits) { return found }
            }
        }
        visits.append(UnwindVisit(scene: scene.name, kind: .canPerform(scene.handlesAction)))
        return scene.handlesAction ? scene.name : nil
    }

    /// The parent of `name`, or the controller that presented the top of its tree.
    static func outward(from name: String, in root: UnwindScene) -> (UnwindScene, UnwindVisit.Kind)? {
        // `top` is the root of the container tree being walked: the presenter of record.
        func find(_ scene: UnwindScene, top: UnwindScene) -> (UnwindScene, UnwindVisit.Kind)? {
            if scene.children.contains(where: { $0.name == name }) { return (scene, .toParent) }
            if scene.presented.contains(where: { $0.name == name }) { return (top, .toPresenter(of: name)) }
            for child in scene.children {
                if let found = find(child, top: top) { return found }
            }
            for presented in scene.presented {
                if let found = find(presented, top: presented) { return found }
            }
            return nil
        }
        return find(root, top: root)
    }

    /// The guide's kind of example: a list in a navigation controller, whose detail
    /// presents a two-step modal flow in a navigation controller of its own; the last
    /// step unwinds to the list.
    public static let example = UnwindScene("NavigationController", children: [
        UnwindScene("ListViewController", handlesAction: true),
        UnwindScene("DetailViewController", presented:
            UnwindScene("FlowNavigationController", children: [
                UnwindScene("StepOneViewController"),
                UnwindScene("StepTwoViewController"),
            ])),
    ])

    public static let exampleSource = "StepTwoViewController"
}
