// The reader app of the split-view chapter: its columns, its selection and its lists.
import UIKit

struct ArticleItem {}
struct Selection { static var current: Selection { Selection() } }
struct ReadingList {
    static let saved: [ReadingList] = []
    let id = 0
    let name = ""
}
final class FoldersViewController: UIViewController {}
final class ArticleListViewController: UIViewController {}
final class ArticleViewController: UIViewController { var isShowingArticle = false }
final class ArticleInfoViewController: UIViewController {
    init(item: ArticleItem) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
final class SearchViewController: UIViewController {}
final class ReadingListViewController: UIViewController {
    init(list: ReadingList) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
enum ReaderStackBuilder {
    static func compactStack(for selection: Selection) -> [UIViewController] { [] }
}

// duet:listing
