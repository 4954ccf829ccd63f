// The reader's split view controller and its columns' view controllers.
@interface FoldersViewController : UIViewController
@end

@interface ReaderSplitViewController : UISplitViewController <UISplitViewControllerDelegate>
@property (nonatomic, strong) FoldersViewController *folders;
@property (nonatomic, strong) UIViewController *articles;
@property (nonatomic, strong) UIViewController *article;
@end

@implementation ReaderSplitViewController
// duet:listing
@end
