// A method of the presentation chapter's view controller, with the colour picker it shows.
@interface ColorPickerViewController : UIViewController
@end

@interface NotesViewController : UIViewController <UIPopoverPresentationControllerDelegate>
@end

@implementation NotesViewController
// duet:listing
@end
