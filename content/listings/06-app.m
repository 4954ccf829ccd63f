// The custom-presentation chapter's app: its presentation controller, the library screen
// that presents and the screen it shows.
@interface CardPresentationController : UIPresentationController
@end

@interface LibraryViewController : UIViewController
@end

@interface FiltersViewController : UIViewController
@end

// duet:listing
