// Methods of a view controller subclass, in Objective-C.
@interface ListingViewController : UIViewController <UIPopoverPresentationControllerDelegate>
@end

@implementation ListingViewController
// duet:listing
@end
