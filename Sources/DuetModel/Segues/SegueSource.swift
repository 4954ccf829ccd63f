/// The container a segue's source view controller sits in, which decides what "show" means.
public enum SegueSource: String, Sendable, Hashable, CaseIterable {
    case navigationController
    case splitViewController
    case other

    public var term: LocalizedText {
        switch self {
        case .navigationController: LocalizedText(en: "Navigation controller", zh: "导航控制器")
        case .splitViewController: LocalizedText(en: "Split view controller", zh: "分栏视图控制器")
        case .other: LocalizedText(en: "Other", zh: "其他")
        }
    }
}
