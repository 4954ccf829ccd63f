/// The container a segue's source view controller sits in, which decides what "show" means.
public enum SegueSource: String, Sendable, Hashable, CaseIterable {
    case navigationController
    case splitViewController
    case other

    public var term: LocalizedText {
        switch self {
        case .navigationController: LocalizedText(en: "Navigation controller", key: "segue-source.navigation-controller")
        case .splitViewController: LocalizedText(en: "Split view controller", key: "segue-source.split-view-controller")
        case .other: LocalizedText(en: "Other", key: "segue-source.other")
        }
    }
}
